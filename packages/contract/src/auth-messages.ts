// Constants and messages of the auth API without its schemas, so a page can use them without zod.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Sign-in with a temporary password older than the server's TEMPORARY_PASSWORD_DAYS (403). */
export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Ask your group admin for a new invitation.';
export const PASSWORD_TOO_SHORT = 'The new password must be at least 8 characters long.';
export const PASSWORDS_DO_NOT_MATCH = 'The new password and confirmation must match.';
