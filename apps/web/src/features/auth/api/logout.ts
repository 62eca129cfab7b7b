import { sendCall } from '../../../lib/api-call';

/**
 * POST /user_auth/logout/: ends the session on the server, so its token stops working even if
 * it was copied. Sent with the token being dropped; a failure does not hold the user up.
 */
export async function postLogout(token: string): Promise<void> {
  try {
    await sendCall(
      'logout',
      {},
      {
        auth: false,
        headers: { Authorization: `Token ${token}` },
        refreshOnUnauthorized: false,
        redirectOnAuthFailure: false,
      },
    );
  } catch (error) {
    console.error('Could not end the session on the server', error);
  }
}
