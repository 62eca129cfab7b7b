import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCall } from '../../../lib/api-call';

/**
 * The excerpt's HTML (spec §7 GET /embed/{embedId}). The same path serves the web app to a
 * browser; the header asks for the excerpt instead (DESIGN §5). Excerpts are public: no token
 * is sent, and a failure never leads to the login screen.
 */
export async function loadEmbed(embedId: string, signal?: AbortSignal): Promise<string> {
  const body = await sendCall(
    'embedView',
    { params: { embedId } },
    {
      signal,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'text/html' },
      responseType: 'text',
      auth: false,
      refreshOnUnauthorized: false,
      redirectOnAuthFailure: false,
    },
  );
  return typeof body === 'string' ? body : '';
}

export const embedQueryOptions = (embedId: string) =>
  queryOptions({
    queryKey: ['embed', embedId],
    queryFn: ({ signal }) => loadEmbed(embedId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useEmbedHtml(embedId: string) {
  return useQuery(embedQueryOptions(embedId));
}
