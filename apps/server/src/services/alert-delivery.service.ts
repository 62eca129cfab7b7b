import type { Logger } from 'pino';
import type { AlertsRepository } from '../db/repositories/index.ts';
import type { DueCandidate, MatchRow, NewMatches } from '../db/repositories/alerts.repository.ts';
import type { Mailer } from '../email/mailer.ts';
import { buildDigest, MAX_DIGEST_ITEMS, type Digest, type DigestItem } from '../alerts/digest.ts';
import { dueNow } from '../alerts/schedule.ts';
import { postToSlack } from '../alerts/slack.ts';
import { alertEmailHeaders, unsubscribeLink } from '../alerts/email-headers.ts';
import { signUnsubscribeToken } from '../alerts/unsubscribe-token.ts';
import { throwFailures } from '../alerts/failures.ts';

/** Digests sent at once (the SMTP pool's connections, or Slack posts in flight). */
const SEND_CONCURRENCY = 4;

/** Sent digests recorded together, in one statement. */
const RECORD_BATCH = 50;

/** Users whose matches are found together; the next chunk's are found while one is sent. */
const MATCH_CHUNK = 500;

/** One user's digest in the making. */
interface PendingDigest {
  profile: DueCandidate;
  /** The distinct segments matched. */
  total: number;
  /** The user's active alerts, all delivered through the snapshot once the digest is sent. */
  alertIds: number[];
  /** The alerts whose matches the digest holds (those its unsubscribe link stops), in order. */
  matched: { id: number; keywords: string[] }[];
  /** The followed keywords that matched, for the link to the rest. */
  keywords: string[];
  /** The segments the digest lists, each with the keywords of the user's alerts that matched it. */
  listed: (MatchRow & { keywords: string[] })[];
}

/** Groups what the cycle read into one pending digest per user with new matches. */
function pendingDigests(found: NewMatches, profiles: Map<number, DueCandidate>): PendingDigest[] {
  const keywordsOf = new Map(found.alerts.map((a) => [a.id, a.keywords]));
  // In the order the alerts were made.
  const keywordsOfAlerts = (ids: number[]) => [
    ...new Set(ids.toSorted((a, b) => a - b).flatMap((id) => keywordsOf.get(id) ?? [])),
  ];
  const alertsOf = new Map<number, number[]>();
  for (const alert of found.alerts) {
    const ids = alertsOf.get(alert.user_id) ?? [];
    ids.push(alert.id);
    alertsOf.set(alert.user_id, ids);
  }
  const digests = new Map<number, PendingDigest>();
  for (const row of found.rows) {
    const profile = profiles.get(row.user_id);
    if (!profile) {
      continue;
    }
    let digest = digests.get(row.user_id);
    if (!digest) {
      digest = {
        profile,
        total: row.total,
        alertIds: alertsOf.get(row.user_id) ?? [],
        matched: row.matched_alert_ids
          .toSorted((a, b) => a - b)
          .map((id) => ({ id, keywords: keywordsOf.get(id) ?? [] })),
        keywords: keywordsOfAlerts(row.matched_alert_ids),
        listed: [],
      };
      digests.set(row.user_id, digest);
    }
    digest.listed.push({ ...row, keywords: keywordsOfAlerts(row.alert_ids) });
  }
  return [...digests.values()];
}

export interface AlertDeliveryDeps {
  alerts: AlertsRepository;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  productName: string;
  postToSlack?: typeof postToSlack;
  /** The server's secret key, which signs the unsubscribe links of alert emails. */
  unsubscribeSecret?: Uint8Array;
  /** Users whose matches are found together (MATCH_CHUNK unless given). */
  matchChunk?: number;
}

/**
 * The alert cycle (DESIGN §7). The scheduler finds the users whose delivery time has come and
 * hands each to a delivery job; a delivery sends one digest of the user's new matches and then,
 * in one statement, logs it and moves the user's alerts past what it held (with last_sent). A
 * failed send fails the job, which is retried with backoff; the matches wait until a send
 * succeeds.
 */
export function alertDelivery(deps: AlertDeliveryDeps) {
  const { alerts, mailer, logger, publicUrl, productName } = deps;
  const slack = deps.postToSlack ?? postToSlack;

  async function send(profile: DueCandidate, digest: Digest, alertIds: number[]) {
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
        ...(deps.unsubscribeSecret
          ? alertEmailHeaders({
              secret: deps.unsubscribeSecret,
              publicUrl,
              productName,
              userId: profile.user_id,
              alertIds,
            })
          : {}),
      });
    }
  }

  /**
   * Finds the new matches of some users in one snapshot, moves the alerts of those with nothing
   * new past it, and gives the digests of the others with their snippets.
   */
  async function prepareDigests(userIds: number[], profiles: Map<number, DueCandidate>, now: Date) {
    const found = await alerts.newMatches(userIds, MAX_DIGEST_ITEMS);
    const queue = pendingDigests(found, profiles);
    const withNews = new Set(queue.map((d) => d.profile.user_id));
    await alerts.recordDigests(
      found.snapshot,
      [],
      userIds.filter((id) => !withNews.has(id)),
      now,
    );
    // The snippets of every listed segment, in one pass, given back to each digest in order.
    const snippets = await alerts.snippets(queue.flatMap((d) => d.listed));
    let snippetAt = 0;
    return {
      snapshot: found.snapshot,
      work: queue.map((pending) => ({
        pending,
        items: pending.listed.flatMap((segment): DigestItem[] => {
          const snippet = snippets[snippetAt++];
          return snippet ? [{ ...segment, headline: snippet }] : [];
        }),
      })),
    };
  }

  /** Sends prepared digests, a few at a time, recording the sent ones in batches. */
  async function sendDigests(
    { snapshot, work }: Awaited<ReturnType<typeof prepareDigests>>,
    now: Date,
    outcome: { digests: number; matches: number; failures: unknown[] },
  ) {
    let unrecorded: PendingDigest[] = [];
    const record = async () => {
      const batch = unrecorded;
      unrecorded = [];
      await alerts.recordDigests(
        snapshot,
        batch.map((d) => ({
          userId: d.profile.user_id,
          channel: d.profile.channel,
          matches: d.total,
          alertIds: d.alertIds,
        })),
        [],
        now,
      );
    };
    let next = 0;
    const sender = async () => {
      for (let item = work[next++]; item; item = work[next++]) {
        const { pending, items } = item;
        const { profile } = pending;
        try {
          const matchedIds = pending.matched.map((a) => a.id);
          const stopLink = (ids: number[]) =>
            deps.unsubscribeSecret
              ? unsubscribeLink(
                  publicUrl,
                  signUnsubscribeToken(deps.unsubscribeSecret, {
                    userId: profile.user_id,
                    alertIds: ids,
                    issuedAt: Math.floor(Date.now() / 1000),
                  }),
                )
              : undefined;
          const digest = buildDigest(items, {
            publicUrl,
            timeZone: profile.timezone,
            productName,
            total: pending.total,
            keywords: pending.keywords,
            alerts: pending.matched.map((a) => {
              const link = stopLink([a.id]);
              return link ? { ...a, stopLink: link } : a;
            }),
            ...(deps.unsubscribeSecret ? { stopAllLink: stopLink(matchedIds) } : {}),
          });
          await send(profile, digest, matchedIds);
          unrecorded.push(pending);
          outcome.digests += 1;
          outcome.matches += pending.total;
          logger.info(
            { userId: profile.user_id, matches: pending.total, channel: profile.channel },
            'alert digest sent',
          );
        } catch (error) {
          logger.warn({ err: error, userId: profile.user_id }, 'alert digest not sent; it will be retried');
          outcome.failures.push(error);
        }
        if (unrecorded.length >= RECORD_BATCH) {
          await record();
        }
      }
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sender));
    await record();
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
     * Sends each of the users the digest of their new matches (nothing when none), and records
     * the digests sent in batches as they go. The users are taken a chunk at a time: a chunk's
     * matches are found in one snapshot and their snippets in one more query, while the chunk
     * before is being sent. Each sent digest moves its user's alerts past that snapshot, so its
     * matches are never sent again; users with nothing new move past it at once. When a send
     * fails the others still go, and the failure is returned: the job then fails and is retried,
     * and only the unsent digests are sent again.
     */
    async deliverMany(
      userIds: number[],
      now: Date = new Date(),
    ): Promise<{ digests: number; matches: number; failures: unknown[] }> {
      const profiles = new Map((await alerts.candidates(undefined, userIds)).map((p) => [p.user_id, p]));
      const chunks: number[][] = [];
      const ids = [...profiles.keys()];
      const chunkSize = deps.matchChunk ?? MATCH_CHUNK;
      for (let i = 0; i < ids.length; i += chunkSize) {
        chunks.push(ids.slice(i, i + chunkSize));
      }
      const outcome = { digests: 0, matches: 0, failures: [] as unknown[] };
      const prepare = (chunk: number[]) => {
        const prepared = prepareDigests(chunk, profiles, now);
        // Awaited later; a failure meanwhile is not an unhandled rejection.
        prepared.catch(() => {});
        return prepared;
      };
      let next = chunks.length > 0 ? prepare(chunks[0] ?? []) : undefined;
      for (let i = 0; next; i += 1) {
        const current = await next;
        next = i + 1 < chunks.length ? prepare(chunks[i + 1] ?? []) : undefined;
        await sendDigests(current, now, outcome);
      }
      return outcome;
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

export type AlertDelivery = ReturnType<typeof alertDelivery>;
