import { apiPaths, type RequirePasswordChangeRequest } from '@gavel/contract';
import { apiClient } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/schemas';

/** The server answered without status 'good'; carries its message when it sent one. */
export class PasswordChangeRejectedError extends Error {
  override name = 'PasswordChangeRejectedError';
  readonly serverMessage: string | undefined;
  constructor(serverMessage: string | undefined) {
    super(serverMessage ?? 'The password change was not accepted');
    this.serverMessage = serverMessage;
  }
}

/**
 * POST /user_auth/require-password-change/: sets the first real password of a user who signed
 * in with a temporary one. Resolves to the new token (the old one is revoked).
 */
export async function postRequirePasswordChange(input: RequirePasswordChangeRequest): Promise<string> {
  const body = await apiClient.post(apiPaths.requirePasswordChange, input);
  const { requirePasswordChangeResponse } = await loadSchemas();
  const parsed = requirePasswordChangeResponse.safeParse(body);
  if (!parsed.success) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
    throw new PasswordChangeRejectedError(message);
  }
  return parsed.data.token;
}
