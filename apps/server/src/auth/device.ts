import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser which has signed in to an account before. */
export const DEVICE_COOKIE = 'gavel_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * A device mark for one account: an HMAC of the email under the server's secret. A browser that
 * holds it has signed in to that account before, so the account's failure limit (which anyone
 * who knows the email can trip) does not keep it out.
 */
export function deviceMarks(secret: Uint8Array) {
  const markFor = (email: string) =>
    createHmac('sha256', secret).update(`device:${email.toLowerCase()}`).digest('base64url');
  return {
    markFor,
    isMarked(cookie: string | undefined, email: string): boolean {
      if (!cookie) {
        return false;
      }
      const expected = Buffer.from(markFor(email));
      const given = Buffer.from(cookie);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type DeviceMarks = ReturnType<typeof deviceMarks>;
