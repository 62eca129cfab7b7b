import { PROFILE_DEFAULTS, profileTimeTo24h } from '@gavel/contract';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { anyKeywordQueryOf, keywordQuery, markedHeadline, textVector } from '../full-text.ts';
import { batchScope, inUserScope } from '../scope.ts';
import type { Alert } from '../schema.ts';

export interface AlertFields {
  keywords: string[];
  localities: string[];
  states: string[];
  is_notifying: boolean;
}

/** A profile as the scheduler reads it, for each user with at least one active alert. */
export interface DueCandidate {
  user_id: number;
  email: string;
  email_account: string;
  slack_account: string;
  frequency: 'Hourly' | 'Daily' | 'Weekly';
  channel: 'Email' | 'Slack';
  day: string | null;
  time: string;
  timezone: string;
  last_due: Date | null;
}

/** A segment matched by an alert, with what a digest shows of it. */
export interface AlertMatch {
  alert_id: number;
  user_id: number;
  meeting_id: number;
  ordinal: number;
  start_seconds: number;
  text: string;
  headline: string;
  title: string;
  video_url: string;
  upload_date: Date;
  locality: string;
  state: string;
}

/** A segment listed in a user's digest, as the alert cycle finds it (before its snippet is made). */
export interface MatchRow extends Omit<AlertMatch, 'alert_id' | 'text' | 'headline'> {
  /** The distinct segments that matched the user's alerts. */
  total: number;
  /** The user's alerts that matched any segment. */
  matched_alert_ids: number[];
  /** The user's alerts that matched this segment. */
  alert_ids: number[];
}

/** What the alert cycle reads in one snapshot: the active alerts and the segments to list. */
export interface NewMatches {
  /** The snapshot (pg_snapshot as text) that the matches were read in. */
  snapshot: string;
  alerts: { id: number; user_id: number; keywords: string[] }[];
  /** For each user with new matches, the segments to list, in order. */
  rows: MatchRow[];
}

export function alertsRepository(db: Db) {
  return {
    list(userId: number): Promise<Alert[]> {
      return db.selectFrom('alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('alerts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    create(userId: number, fields: AlertFields, feedToken: string): Promise<Alert> {
      return db
        .insertInto('alerts')
        .values({ user_id: userId, ...fields, feed_token: feedToken })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Updates the user's own alert; undefined when the user has no alert with this id. An alert
     * turned back on follows what is indexed from then on, not what was said while it was off.
     */
    update(userId: number, id: number, fields: AlertFields): Promise<Alert | undefined> {
      return db
        .updateTable('alerts')
        .set({
          ...fields,
          ...(fields.is_notifying ? { stopped_from_email_at: null } : {}),
          delivered_through: sql<string>`CASE WHEN is_notifying THEN delivered_through ELSE pg_current_snapshot() END`,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('alerts')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Gives one of the user's alerts a new feed token: the old RSS address stops working. */
    rotateFeedToken(userId: number, id: number, token: string): Promise<Alert | undefined> {
      return db
        .updateTable('alerts')
        .set({ feed_token: token })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    byFeedToken(token: string): Promise<Alert | undefined> {
      return db.selectFrom('alerts').selectAll().where('feed_token', '=', token).executeTakeFirst();
    },

    /** Sets a user's delivery schedule (the profile row; created with the defaults if missing). */
    async setSchedule(
      userId: number,
      schedule: Partial<{
        frequency: 'Hourly' | 'Daily' | 'Weekly';
        channel: 'Email' | 'Slack';
        day: string | null;
        time: string;
        timezone: string;
        email_account: string;
        slack_account: string;
      }>,
    ): Promise<void> {
      await db
        .insertInto('profiles')
        .values({ user_id: userId, day: null, ...schedule })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(schedule))
        .execute();
    },

    /** Users with at least one active alert, with their profile (defaults when none). */
    async candidates(userId?: number, userIds?: number[]): Promise<DueCandidate[]> {
      const result = await sql<DueCandidate>`
        SELECT u.id AS user_id, u.email,
          coalesce(p.email_account, '') AS email_account, coalesce(p.slack_account, '') AS slack_account,
          coalesce(p.frequency, ${PROFILE_DEFAULTS.frequency}) AS frequency,
          coalesce(p.channel, ${PROFILE_DEFAULTS.channel}) AS channel, p.day,
          coalesce(p.time, ${profileTimeTo24h(PROFILE_DEFAULTS.time)}) AS time,
          coalesce(p.timezone, ${PROFILE_DEFAULTS.timezone}) AS timezone,
          s.last_due
        FROM users u
        LEFT JOIN profiles p ON p.user_id = u.id
        LEFT JOIN alert_schedule s ON s.user_id = u.id
        WHERE EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = u.id AND a.is_notifying)
          AND (${userId ?? null}::int IS NULL OR u.id = ${userId ?? null}::int)
          AND (${userIds ?? null}::int[] IS NULL OR u.id = ANY(${userIds ?? null}::int[]))
        ORDER BY u.id
      `.execute(db);
      return result.rows;
    },

    /** Records that each user was considered for their due time (later times only). */
    async markDue(dues: { userId: number; due: Date }[]): Promise<void> {
      if (dues.length === 0) {
        return;
      }
      await sql`
        INSERT INTO alert_schedule (user_id, last_due)
        SELECT * FROM unnest(${dues.map((d) => d.userId)}::int[], ${dues.map((d) => d.due)}::timestamptz[])
        ON CONFLICT (user_id) DO UPDATE SET last_due = greatest(alert_schedule.last_due, excluded.last_due)
      `.execute(db);
    },

    /**
     * The new matches of the given users' active alerts, read in one snapshot: for each user with
     * any, how many distinct segments matched, which alerts matched, and the first
     * MAX_DIGEST_ITEMS segments (newest meeting first) with the alerts that matched each. A match
     * is a segment in the user's scope and the alert's places, saying any of its keywords (any
     * segment for an alert without keywords), that this snapshot sees and the alert's
     * `delivered_through` snapshot did not.
     *
     * The new segments are found by their indexing transaction, and each distinct keyword is
     * looked up once among their lexemes (then checked as a phrase), however many alerts follow
     * it: the cost grows with the new segments, the distinct keywords and the matches, not with
     * the corpus or the matches delivered before.
     */
    async newMatches(userIds: number[], listed: number): Promise<NewMatches> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          // One snapshot for every statement of the transaction: the one the digests will be
          // recorded as delivered through.
          const snapshot = await sql<{
            snapshot: string;
          }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(trx);
          const alerts = await sql<{ id: number; user_id: number; keywords: string[] }>`
            SELECT id, user_id, keywords FROM alerts WHERE is_notifying AND user_id = ANY(${userIds}::int[])
          `.execute(trx);
          // A hash join of the few keyword lexemes against the new segments' lexemes beats
          // sorting both.
          await sql`SET LOCAL enable_mergejoin = off`.execute(trx);
          await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
          const scope = batchScope(userIds);
          const rows = await sql<MatchRow>`
            WITH active AS MATERIALIZED (
              SELECT a.id, a.user_id, a.keywords, a.localities, a.states, a.delivered_through AS seen
              FROM alerts a
              WHERE a.is_notifying AND a.user_id = ANY(${userIds}::int[])
            ),
            fresh AS MATERIALIZED (
              SELECT s.meeting_id, s.ordinal, s.channel_id, s.upload_date, s.indexed_xid, s.tsv
              FROM segments s
              WHERE s.indexed_xid >= (SELECT min(pg_snapshot_xmin(seen)) FROM active)
            ),
            word_queries AS MATERIALIZED (
              SELECT keyword, q, (SELECT lexeme FROM unnest(${textVector(sql`keyword`)}) LIMIT 1) AS anchor
              FROM (
                SELECT keyword, ${keywordQuery(sql`keyword`)} AS q
                FROM (SELECT DISTINCT unnest(keywords) AS keyword FROM active) k
              ) w
              WHERE q::text <> ''
            ),
            word_hits AS MATERIALIZED (
              SELECT wq.keyword, f.meeting_id, f.ordinal, f.channel_id, f.upload_date, f.indexed_xid
              FROM fresh f
              CROSS JOIN LATERAL unnest(f.tsv) w
              JOIN word_queries wq ON wq.anchor = w.lexeme
              WHERE f.tsv @@ wq.q
            ),
            ${scope.tables},
            hits AS (
              SELECT a.id AS alert_id, a.user_id, a.seen, a.localities, a.states,
                f.meeting_id, f.ordinal, f.channel_id, f.upload_date, f.indexed_xid
              FROM active a JOIN fresh f ON cardinality(a.keywords) = 0
              UNION ALL
              SELECT a.id, a.user_id, a.seen, a.localities, a.states,
                wh.meeting_id, wh.ordinal, wh.channel_id, wh.upload_date, wh.indexed_xid
              FROM active a
              CROSS JOIN LATERAL unnest(a.keywords) k
              JOIN word_hits wh ON wh.keyword = k
            ),
            matches AS MATERIALIZED (
              SELECT h.alert_id, h.user_id, h.meeting_id, h.ordinal, h.upload_date
              FROM hits h
              JOIN channels c ON c.id = h.channel_id
              WHERE NOT pg_visible_in_snapshot(h.indexed_xid, h.seen)
                AND (cardinality(h.localities) = 0 OR c.locality = ANY(h.localities))
                AND (cardinality(h.states) = 0 OR c.state = ANY(h.states))
                AND ${scope.holds(sql`h.user_id`, sql`h.channel_id`)}
            ),
            matched_segments AS (
              SELECT user_id, upload_date, meeting_id, ordinal, array_agg(alert_id) AS alert_ids
              FROM matches
              GROUP BY user_id, upload_date, meeting_id, ordinal
            ),
            ranked AS (
              SELECT ms.*,
                row_number() OVER (PARTITION BY user_id ORDER BY upload_date DESC, meeting_id, ordinal) AS rank,
                count(*) OVER (PARTITION BY user_id) AS total
              FROM matched_segments ms
            ),
            matched_alerts AS (
              SELECT user_id, array_agg(alert_id) AS alert_ids
              FROM (SELECT DISTINCT user_id, alert_id FROM matches) d
              GROUP BY user_id
            )
            SELECT r.user_id, r.total::int AS total, ma.alert_ids AS matched_alert_ids, r.alert_ids,
              r.meeting_id, r.ordinal, s.start_seconds, m.title, m.video_url, m.upload_date, c.locality, c.state
            FROM ranked r
            JOIN matched_alerts ma ON ma.user_id = r.user_id
            JOIN segments s ON s.meeting_id = r.meeting_id AND s.ordinal = r.ordinal
            JOIN meetings m ON m.id = r.meeting_id
            JOIN channels c ON c.id = m.channel_id
            WHERE r.rank <= ${listed}
            ORDER BY r.user_id, r.rank
          `.execute(trx);
          return { snapshot: snapshot.rows[0]?.snapshot ?? '', alerts: alerts.rows, rows: rows.rows };
        });
    },

    /**
     * Records the digests sent and advances their users' alerts to the snapshot they were read
     * in, with last_sent, in one statement (so both or neither); advances the alerts of users who
     * had nothing new without touching last_sent. An alert already past the snapshot (reactivated
     * since, or advanced by a later cycle) is left where it is.
     */
    async recordDigests(
      snapshot: string,
      sent: { userId: number; channel: 'Email' | 'Slack'; matches: number; alertIds: number[] }[],
      nothingNew: number[],
      at: Date,
    ): Promise<void> {
      if (sent.length === 0 && nothingNew.length === 0) {
        return;
      }
      const sentAlerts = sent.flatMap((d) => d.alertIds);
      await sql`
        WITH digests AS (
          INSERT INTO alert_digests (user_id, channel, matches, sent_at)
          SELECT x.user_id, x.channel, x.matches, ${at}::timestamptz
          FROM unnest(${sent.map((d) => d.userId)}::int[], ${sent.map((d) => d.channel)}::text[],
                      ${sent.map((d) => d.matches)}::int[]) AS x(user_id, channel, matches)
        )
        UPDATE alerts a
        SET delivered_through = ${snapshot}::pg_snapshot,
          last_sent = CASE WHEN a.id = ANY(${sentAlerts}::int[]) THEN ${at}::timestamptz ELSE a.last_sent END
        WHERE a.is_notifying
          AND (a.id = ANY(${sentAlerts}::int[]) OR a.user_id = ANY(${nothingNew}::int[]))
          AND pg_snapshot_xmax(a.delivered_through) <= pg_snapshot_xmax(${snapshot}::pg_snapshot)
      `.execute(db);
    },

    /**
     * The snippet of each segment, its keywords marked as `markedHeadline` marks them (its text when it has none: a
     * locality or state alert), in the order asked; undefined for a segment that is gone.
     */
    async snippets(
      items: { meeting_id: number; ordinal: number; keywords: string[] }[],
    ): Promise<(string | undefined)[]> {
      if (items.length === 0) {
        return [];
      }
      const result = await sql<{ n: string; headline: string }>`
        SELECT x.n,
          CASE WHEN q.q IS NULL THEN s.text ELSE ${markedHeadline(sql`s.text`, sql`q.q`)} END AS headline
        FROM unnest(${items.map((i) => i.meeting_id)}::int[], ${items.map((i) => i.ordinal)}::int[],
                    ${items.map((i) => JSON.stringify(i.keywords))}::jsonb[])
             WITH ORDINALITY AS x(meeting_id, ordinal, keywords, n)
        JOIN segments s ON s.meeting_id = x.meeting_id AND s.ordinal = x.ordinal
        CROSS JOIN LATERAL (
          SELECT ${anyKeywordQueryOf(sql`jsonb_array_elements_text(x.keywords) k`)} AS q
        ) q
      `.execute(db);
      const found: (string | undefined)[] = items.map(() => undefined);
      for (const row of result.rows) {
        found[Number(row.n) - 1] = row.headline;
      }
      return found;
    },

    /** The most recent matches of one alert, for its feed (delivered or not). */
    async recentMatches(alert: Alert, limit: number): Promise<AlertMatch[]> {
      const result = await sql<AlertMatch>`
        WITH q AS (
          SELECT ${anyKeywordQueryOf(sql`unnest(${alert.keywords}::text[]) k`)} AS q
        )
        SELECT ${alert.id}::int AS alert_id, ${alert.user_id}::int AS user_id, s.meeting_id, s.ordinal, s.start_seconds, s.text,
          CASE WHEN q.q IS NULL THEN s.text ELSE ${markedHeadline(sql`s.text`, sql`q.q`)} END AS headline,
          m.title, m.video_url, m.upload_date, c.locality, c.state
        FROM segments s CROSS JOIN q
        JOIN meetings m ON m.id = s.meeting_id
        JOIN channels c ON c.id = s.channel_id
        WHERE ${inUserScope(alert.user_id, sql`s.channel_id`)}
          AND (cardinality(${alert.localities}::text[]) = 0 OR c.locality = ANY(${alert.localities}::text[]))
          AND (cardinality(${alert.states}::text[]) = 0 OR c.state = ANY(${alert.states}::text[]))
          AND (cardinality(${alert.keywords}::text[]) = 0 OR (q.q IS NOT NULL AND s.tsv @@ q.q))
        ORDER BY s.indexed_xid DESC NULLS LAST, s.upload_date DESC, s.meeting_id, s.ordinal
        LIMIT ${limit}
      `.execute(db);
      return result.rows;
    },
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
