import type { Logger } from 'pino';
import type { AlertsRepository } from '../db/repositories/index.ts';
import type { Mailer } from '../email/mailer.ts';
import { buildDigest } from './digest.ts';
import { dueNow } from './schedule.ts';
import { postToSlack } from './slack.ts';

/** How far before an alert's last digest its matches are looked for (late-committed segments). */
const LOOKBACK_MS = 3_600_000;

export interface AlertDeliveryDeps {
  alerts: AlertsRepository;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  productName: string;
  postToSlack?: typeof postToSlack;
}

/**
 * The alert cycle (DESIGN §7). The scheduler finds the users whose delivery time has come and
 * hands each to a delivery job; a delivery sends one digest of the user's undelivered matches and
 * then records the deliveries and last_sent in one transaction. A failed send throws, so the job
 * is retried with backoff; the matches stay undelivered until a send succeeds.
 */
export function alertDelivery(deps: AlertDeliveryDeps) {
  const { alerts, mailer, logger, publicUrl, productName } = deps;
  const slack = deps.postToSlack ?? postToSlack;

  return {
    /** The users due at `now` (all users with active alerts when forced); records each due time. */
    async dueUsers(now: Date, options: { userId?: number; force?: boolean } = {}): Promise<number[]> {
      const due: number[] = [];
      for (const candidate of await alerts.candidates(options.userId)) {
        const at = options.force
          ? now.getTime()
          : dueNow(candidate, candidate.last_due ? candidate.last_due.getTime() : null, now.getTime());
        if (at !== null) {
          await alerts.markDue(candidate.user_id, new Date(at));
          due.push(candidate.user_id);
        }
      }
      return due;
    },

    /** Sends one user's digest; returns how many matches it held (0: nothing sent). */
    async deliver(userId: number, now: Date = new Date()): Promise<number> {
      const [profile] = await alerts.candidates(userId);
      if (!profile) {
        return 0;
      }
      const since = new Date((await alerts.oldestPending(userId)).getTime() - LOOKBACK_MS);
      const matches = await alerts.undeliveredMatches([userId], since);
      if (matches.length === 0) {
        return 0;
      }
      const digest = buildDigest(matches, { publicUrl, timeZone: profile.timezone, productName });
      if (profile.channel === 'Slack') {
        if (!profile.slack_account) {
          throw new Error(`user ${userId} chose Slack but has no Slack webhook`);
        }
        await slack(profile.slack_account, digest.slack);
      } else {
        await mailer.send({
          to: profile.email_account || profile.email,
          subject: digest.subject,
          text: digest.text,
          html: digest.html,
        });
      }
      await alerts.recordDelivery(matches, now);
      logger.info({ userId, matches: matches.length, channel: profile.channel }, 'alert digest sent');
      return matches.length;
    },
  };
}

export type AlertDelivery = ReturnType<typeof alertDelivery>;
