import type { Logger } from 'pino';
import type { AlertsRepository } from '../db/repositories/index.ts';
import type { DueCandidate, PendingMatch } from '../db/repositories/alerts.repository.ts';
import type { Mailer } from '../email/mailer.ts';
import { buildDigest, MAX_DIGEST_ITEMS, type Digest, type DigestItem } from './digest.ts';
import { dueNow } from './schedule.ts';
import { postToSlack } from './slack.ts';

/** How far before an alert's last digest its matches are looked for (late-committed segments). */
const LOOKBACK_MS = 3_600_000;

/** Digests sent at once (the SMTP pool's connections, or Slack posts in flight). */
const SEND_CONCURRENCY = 4;

/** Sent digests whose deliveries are recorded together, in one statement. */
const RECORD_BATCH = 50;

/** One user's digest in the making: every match (to record) and the segments it lists. */
interface PendingDigest {
  profile: DueCandidate;
  matches: PendingMatch[];
  /** The distinct segments matched. */
  total: number;
  /** The first segments, each with the keywords of every alert of the user that matched it. */
  listed: PendingMatch[];
  keywords: string[];
}

/** Groups a user's matches (newest meeting first) into the digest's segments and keywords. */
function pendingDigest(profile: DueCandidate, matches: PendingMatch[]): PendingDigest {
  const segments = new Map<string, PendingMatch>();
  for (const match of matches) {
    const key = `${match.meeting_id}:${match.ordinal}`;
    const seen = segments.get(key);
    if (seen) {
      seen.keywords = [...new Set([...seen.keywords, ...match.keywords])];
    } else {
      segments.set(key, { ...match });
    }
  }
  return {
    profile,
    matches,
    total: segments.size,
    listed: [...segments.values()].slice(0, MAX_DIGEST_ITEMS),
    keywords: [...new Set(matches.flatMap((m) => m.keywords))],
  };
}

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

  async function send(profile: DueCandidate, digest: Digest) {
    if (profile.channel === 'Slack') {
      if (!profile.slack_account) {
        throw new Error(`user ${profile.user_id} chose Slack but has no Slack webhook`);
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
  }

  const delivery = {
    /** The users due at `now` (all users with active alerts when forced); records each due time. */
    async dueUsers(now: Date, options: { userId?: number; force?: boolean } = {}): Promise<number[]> {
      const dues: { userId: number; due: Date }[] = [];
      for (const candidate of await alerts.candidates(options.userId)) {
        const at = options.force
          ? now.getTime()
          : dueNow(candidate, candidate.last_due ? candidate.last_due.getTime() : null, now.getTime());
        if (at !== null) {
          dues.push({ userId: candidate.user_id, due: new Date(at) });
        }
      }
      await alerts.markDue(dues);
      return dues.map((d) => d.userId);
    },

    /**
     * Sends each of the users the digest of their undelivered matches (nothing when none), and
     * records the deliveries of sent digests in batches as they go. The matches of all the users
     * are found in one pass, and the snippets of the segments the digests list in another. When a
     * send fails the others still go, and the failure is returned: the job then fails and is
     * retried, and only the unsent digests are sent again.
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
      const byUser = new Map<number, PendingMatch[]>();
      for (const match of await alerts.undeliveredMatches(ids, since)) {
        const list = byUser.get(match.user_id) ?? [];
        list.push(match);
        byUser.set(match.user_id, list);
      }
      const queue: PendingDigest[] = [];
      for (const [userId, matches] of byUser) {
        const profile = profiles.get(userId);
        if (profile) {
          queue.push(pendingDigest(profile, matches));
        }
      }
      // The snippets of every listed segment, in one pass, given back to each digest in order.
      const snippets = await alerts.snippets(queue.flatMap((d) => d.listed));
      let snippetAt = 0;
      const work = queue.map((pending) => ({
        pending,
        items: pending.listed.flatMap((segment): DigestItem[] => {
          const snippet = snippets[snippetAt++];
          return snippet ? [{ ...segment, headline: snippet }] : [];
        }),
      }));

      let digests = 0;
      let sent = 0;
      const failures: unknown[] = [];
      let unrecorded: PendingMatch[] = [];
      const record = async () => {
        const batch = unrecorded;
        unrecorded = [];
        await alerts.recordDelivery(batch, now);
      };
      let next = 0;
      const sender = async () => {
        for (let item = work[next++]; item; item = work[next++]) {
          const { pending, items } = item;
          const { profile } = pending;
          try {
            const digest = buildDigest(items, {
              publicUrl,
              timeZone: profile.timezone,
              productName,
              total: pending.total,
              keywords: pending.keywords,
            });
            await send(profile, digest);
            unrecorded.push(...pending.matches);
            digests += 1;
            sent += pending.matches.length;
            logger.info(
              { userId: profile.user_id, matches: pending.matches.length, channel: profile.channel },
              'alert digest sent',
            );
          } catch (error) {
            logger.warn({ err: error, userId: profile.user_id }, 'alert digest not sent; it will be retried');
            failures.push(error);
          }
          if (digests % RECORD_BATCH === 0 && unrecorded.length > 0) {
            await record();
          }
        }
      };
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sender));
      await record();
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
