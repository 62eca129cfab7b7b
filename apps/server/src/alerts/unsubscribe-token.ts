import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unsubscribe link in an email keeps working. */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

/** Who an unsubscribe link speaks for: one user and the alerts one digest answered. */
export interface UnsubscribeClaims {
  userId: number;
  alertIds: number[];
  /** When the link was made (seconds since the epoch). */
  issuedAt: number;
}

const PURPOSE = 'gavel-unsubscribe-v1';

function mac(secret: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

/**
 * A token naming a user and some of their alerts, signed with the server's secret key (HMAC
 * SHA-256). It holds numbers only, never an email address, and cannot be altered without the key.
 */
export function signUnsubscribeToken(secret: Uint8Array, claims: UnsubscribeClaims): string {
  const payload = [claims.userId, claims.alertIds.join('-'), claims.issuedAt].join('.');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a token made by this server and not older than UNSUBSCRIBE_TOKEN_DAYS, or null. */
export function verifyUnsubscribeToken(
  secret: Uint8Array,
  token: string,
  now: Date = new Date(),
): UnsubscribeClaims | null {
  const match = /^(\d{1,10})\.(\d{1,10}(?:-\d{1,10}){0,99})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) {
    return null;
  }
  const [, user, alerts, issued, signature] = match as unknown as [string, string, string, string, string];
  // Compared as text: base64url's last character has bits a decoder ignores.
  const expected = Buffer.from(mac(secret, `${user}.${alerts}.${issued}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -300 || age > UNSUBSCRIBE_TOKEN_DAYS * 86_400) {
    return null;
  }
  return { userId: Number(user), alertIds: alerts.split('-').map(Number), issuedAt };
}
