import { sendCall } from '../../../lib/api-call';

/** POST /user_auth/login-success/: records a completed sign-in. */
export async function postLoginSuccess(): Promise<void> {
  await sendCall('loginSuccess', {});
}

/** Records the sign-in without holding the user up if the record cannot be written. */
export async function recordLoginSuccess(): Promise<void> {
  try {
    await postLoginSuccess();
  } catch (error) {
    console.error('Could not record the sign-in', error);
  }
}
