import type { Logger } from 'pino';
import type { AlertsRepository } from '../db/repositories/index.ts';
import type { AlertMatch } from '../db/repositories/alerts.repository.ts';
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

  const delivery = {
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

    /**
     * Sends each of the users the digest of their undelivered matches (nothing when none), and
     * records each digest's deliveries as soon as it is sent. The matches of all the users are
     * found in one pass. When a send fails the others still go, and the failure is returned: the
     * job then fails and is retried, and only the unsent digests are sent again.
     */
    async deliverMany(
      userIds: number[],
      now: Date = new Date(),
    ): Promise<{ digests: number; matches: number; failures: unknown[] }> {
      const profiles = new Map((await alerts.candidates(undefined, userIds)).map((p) => [p.user_id, p]));
      const ids = [...profiles.keys()];
      if (ids.length === 0) {
        return { digests: 0, matches: 0, failures: [] };
      }
      const since = new Date((await alerts.oldestPendingOf(ids)).getTime() - LOOKBACK_MS);
      const byUser = new Map<number, AlertMatch[]>();
      for (const match of await alerts.undeliveredMatches(ids, since)) {
        const list = byUser.get(match.user_id) ?? [];
        list.push(match);
        byUser.set(match.user_id, list);
      }
      let digests = 0;
      let sent = 0;
      const failures: unknown[] = [];
      for (const [userId, matches] of byUser) {
        const profile = profiles.get(userId);
        if (!profile) {
          continue;
        }
        try {
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
          digests += 1;
          sent += matches.length;
          logger.info({ userId, matches: matches.length, channel: profile.channel }, 'alert digest sent');
        } catch (error) {
          logger.warn({ err: error, userId }, 'alert digest not sent; it will be retried');
          failures.push(error);
        }
      }
      return { digests, matches: sent, failures };
    },

    /** Sends one user's digest; returns how many matches it held (0: nothing sent). */
    async deliver(userId: number, now: Date = new Date()): Promise<number> {
      const result = await delivery.deliverMany([userId], now);
      throwFailures(result.failures);
      return result.matches;
    },
  };
  return delivery;
}

/** Fails a job whose digests were not all sent, so that it is retried with backoff. */
export function throwFailures(failures: unknown[]): void {
  if (failures.length === 1) {
    throw failures[0];
  }
  if (failures.length > 1) {
    throw new AggregateError(failures, `${failures.length} alert digests not sent`);
  }
}

export type AlertDelivery = ReturnType<typeof alertDelivery>;
