import type { TokenVerifyResponse } from '@gavel/contract';
import { callApi } from '../../../lib/api-call';
import { tokenStorage } from '../../../lib/storage';

/**
 * POST /api/token-verify/ with the stored token. An expired token is refreshed once by the
 * client; the body is built per attempt so the retry verifies the renewed token. When the
 * session cannot be renewed the token is dropped, but the visitor stays on the page they opened.
 */
export async function postTokenVerify(signal?: AbortSignal): Promise<TokenVerifyResponse> {
  return callApi(
    'tokenVerify',
    { body: () => ({ token: tokenStorage.get() ?? '' }) },
    { signal, redirectOnAuthFailure: false },
  );
}
