import { apiPaths, type TokenAuthRequest } from '@gavel/contract';
import { apiClient } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/schemas';

/**
 * POST /api/token-auth/: exchanges credentials for a token. Resolves to null when the server
 * answers without a token; rejects with an ApiError when it refuses.
 */
export async function postTokenAuth(credentials: TokenAuthRequest): Promise<string | null> {
  const body = await apiClient.post(apiPaths.tokenAuth, credentials, {
    auth: false,
    refreshOnUnauthorized: false,
  });
  const { tokenResponse } = await loadSchemas();
  const parsed = tokenResponse.safeParse(body);
  return parsed.success && parsed.data.token !== '' ? parsed.data.token : null;
}
