import { TEMPORARY_PASSWORD_EXPIRED } from '@gavel/contract';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { PasswordChangeRejectedError } from '../api/require-password-change';

/** Texts of spec §8 (Login, Password (forced change)) and spec §2 (Set New Password). */
export const LOGIN_NO_TOKEN = "Oops - something doesn't look right. Try again.";
export const LOGIN_INVALID_CREDENTIALS = 'Invalid username or password. Please try again.';
export const NO_SERVER_RESPONSE = 'Failed to communicate with the server.';
export const FORCED_CHANGE_WELCOME =
  'Welcome! You need to change your temporary password before accessing your account.';
export const FORCED_CHANGE_FAILED = 'Failed to change password.';
export const FORCED_CHANGE_NETWORK_FAILED = 'Failed to change password. Please try again.';
export const FORCED_CHANGE_SUCCESS = 'Password changed successfully!';
/** Spec §2 Login screen; its words 'Contact us' link to /contact. */
export const BETA_ACCESS_NOTE = "Don't have a login? Contact us to set up beta access.";
export const BETA_ACCESS_LINK_TEXT = 'Contact us';

/** The server answered the sign-in, but without a token. */
export class MissingTokenError extends Error {
  override name = 'MissingTokenError';
  constructor() {
    super('The sign-in answer has no token');
  }
}

export function signInFailureMessage(error: unknown): string {
  if (!isApiError(error)) {
    return LOGIN_NO_TOKEN;
  }
  if (error.isNetworkError) {
    return NO_SERVER_RESPONSE;
  }
  if (error.status === 429) {
    return error.serverMessage ?? LOGIN_INVALID_CREDENTIALS;
  }
  if (error.status === 403 && error.serverMessage === TEMPORARY_PASSWORD_EXPIRED) {
    return TEMPORARY_PASSWORD_EXPIRED;
  }
  if (error.status === 400 || error.status === 401 || error.status === 403) {
    return LOGIN_INVALID_CREDENTIALS;
  }
  return error.serverMessage ?? LOGIN_NO_TOKEN;
}

export function forcedChangeFailureMessage(error: unknown): string {
  if (error instanceof PasswordChangeRejectedError) {
    return error.serverMessage ?? FORCED_CHANGE_FAILED;
  }
  if (isApiError(error) && error.isNetworkError) {
    return FORCED_CHANGE_NETWORK_FAILED;
  }
  return errorMessage(error, FORCED_CHANGE_FAILED);
}
