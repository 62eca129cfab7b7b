import { apiPaths, tokenResponse, type TokenAuthRequest } from '@gavel/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/token-auth/: exchanges credentials for a token. Resolves to null when the server
 * answers without a token; rejects with an ApiError when it refuses.
 */
export async function postTokenAuth(credentials: TokenAuthRequest): Promise<string | null> {
  const body = await apiClient.post(apiPaths.tokenAuth, credentials, {
    auth: false,
    refreshOnUnauthorized: false,
  });
  const parsed = tokenResponse.safeParse(body);
  return parsed.success && parsed.data.token !== '' ? parsed.data.token : null;
}
