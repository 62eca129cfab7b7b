import type { EmbedRequest } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-call';

/** Spec §8 Embed: the fallback when the server gives no reason. */
export const CREATE_EMBED_FAILED = 'Failed to create embed. Please try again.';

/** Creates an embeddable excerpt (spec §7 POST /user_auth/embed/): its id. */
export async function createEmbed(request: EmbedRequest): Promise<string> {
  return (await callApi('embedCreate', { body: request })).id;
}

/** The server's reason for refusing (`error`, else `message`, else field messages), or the fallback. */
export function createEmbedError(error: unknown): string {
  if (isApiError(error) && error.status !== 0) {
    const body = error.body as { error?: unknown } | null;
    if (body && typeof body.error === 'string' && body.error !== '') {
      return body.error;
    }
    const fields = error.fieldErrors;
    return error.serverMessage ?? (fields ? Object.values(fields).flat().join(' ') : CREATE_EMBED_FAILED);
  }
  return CREATE_EMBED_FAILED;
}

export function useCreateEmbed() {
  return useMutation({ mutationFn: createEmbed });
}
