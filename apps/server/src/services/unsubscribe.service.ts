import type { UnsubscribeLookup } from '../alerts/unsubscribe-page.ts';
import type { alertStopsRepository } from '../db/repositories/alert-stops.repository.ts';
import { verifyUnsubscribeToken } from '../alerts/unsubscribe-token.ts';

/** Stopping alerts from an email's link: the token is the only credential. */
export function unsubscribeService(deps: {
  alertStops: ReturnType<typeof alertStopsRepository>;
  secret: Uint8Array;
}) {
  const { alertStops, secret } = deps;

  async function lookup(token: string, now: Date): Promise<UnsubscribeLookup> {
    const claims = verifyUnsubscribeToken(secret, token, now);
    if (!claims) {
      return { valid: false };
    }
    const alerts = await alertStops.find(claims.userId, claims.alertIds);
    return alerts.length === 0 ? { valid: false } : { valid: true, alerts };
  }

  return {
    /** The alerts a token names; changes nothing (mail scanners follow links). */
    preview: (token: string, now = new Date()) => lookup(token, now),

    /** Turns off the alerts a token names; a second call changes nothing more. */
    async stop(token: string, now = new Date()): Promise<UnsubscribeLookup> {
      const found = await lookup(token, now);
      if (!found.valid) {
        return found;
      }
      const claims = verifyUnsubscribeToken(secret, token, now);
      if (claims) {
        await alertStops.stop(claims.userId, claims.alertIds, now);
      }
      return { valid: true, alerts: found.alerts.map((a) => ({ ...a, is_notifying: false })) };
    },
  };
}
