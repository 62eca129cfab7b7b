import type { TokenAuthRequest } from '@gavel/contract';
import { checkAnswer, sendCall } from '../../../lib/api-call';

/**
 * POST /api/token-auth/: exchanges credentials for a token. Resolves to null when the server
 * answers without a token; rejects with an ApiError when it refuses.
 */
export async function postTokenAuth(credentials: TokenAuthRequest): Promise<string | null> {
  const body = await sendCall(
    'tokenAuth',
    { body: credentials },
    { auth: false, refreshOnUnauthorized: false },
  );
  const answer = await checkAnswer('tokenAuth', body);
  return answer && answer.token !== '' ? answer.token : null;
}
