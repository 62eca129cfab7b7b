import type { RequirePasswordChangeRequest } from '@gavel/contract';
import { checkAnswer, sendCall } from '../../../lib/api-call';

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
  const body = await sendCall('requirePasswordChange', { body: input });
  const answer = await checkAnswer('requirePasswordChange', body);
  if (!answer) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
    throw new PasswordChangeRejectedError(message);
  }
  return answer.token;
}
