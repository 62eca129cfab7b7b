import { apiPaths, type TokenVerifyResponse } from '@gavel/contract';
import { apiClient } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/schemas';
import { tokenStorage } from '../../../lib/storage';

/**
 * POST /api/token-verify/ with the stored token. An expired token is refreshed once by the
 * client; the body is built per attempt so the retry verifies the renewed token. When the
 * session cannot be renewed the token is dropped, but the visitor stays on the page they opened.
 */
export async function postTokenVerify(signal?: AbortSignal): Promise<TokenVerifyResponse> {
  const body = await apiClient.post(apiPaths.tokenVerify, () => ({ token: tokenStorage.get() ?? '' }), {
    signal,
    redirectOnAuthFailure: false,
  });
  const { tokenVerifyResponse } = await loadSchemas();
  return tokenVerifyResponse.parse(body);
}
