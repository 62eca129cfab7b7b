import { sql } from 'kysely';
import type { Db } from '../database.ts';
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

/** A match found by the alert cycle, before its snippet is made: with the alert's keywords. */
export type PendingMatch = Omit<AlertMatch, 'text' | 'headline'> & { keywords: string[] };

/** The snippet of one segment: its text with the given keywords marked << >> (ts_headline). */
const SNIPPET_OPTIONS = 'StartSel=<<, StopSel=>>, HighlightAll=true';

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

    /** Updates the user's own alert; undefined when the user has no alert with this id. */
    update(userId: number, id: number, fields: AlertFields): Promise<Alert | undefined> {
      return db
        .updateTable('alerts')
        .set(fields)
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
          coalesce(p.frequency, 'Daily') AS frequency, coalesce(p.channel, 'Email') AS channel,
          p.day, coalesce(p.time, '08:00') AS time, coalesce(p.timezone, 'US/Eastern') AS timezone,
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
     * The matches of the given users' active alerts that were never delivered: segments indexed
     * since `since` (and since the alert was created), in the user's scope and the alert's places,
     * saying any of its keywords. The new segments are read once and each distinct keyword is
     * matched once against them, whatever the number of alerts following it; the alerts then
     * join the keyword hits, so the cost grows with the distinct keywords and the matches.
     */
    async undeliveredMatches(userIds: number[], since: Date): Promise<PendingMatch[]> {
      if (userIds.length === 0) {
        return [];
      }
      const result = await sql<PendingMatch>`
        WITH active AS MATERIALIZED (
          SELECT a.id, a.user_id, a.keywords, a.localities, a.states, a.created_at
          FROM alerts a
          WHERE a.is_notifying AND a.user_id = ANY(${userIds}::int[])
        ),
        fresh AS MATERIALIZED (
          SELECT s.meeting_id, s.ordinal, s.channel_id, s.indexed_at, s.tsv
          FROM segments s WHERE s.indexed_at >= ${since}
        ),
        words AS (
          SELECT DISTINCT k AS keyword FROM active, unnest(active.keywords) k
        ),
        word_queries AS MATERIALIZED (
          SELECT keyword, phraseto_tsquery('english'::regconfig, keyword) AS q FROM words
        ),
        word_hits AS MATERIALIZED (
          SELECT wq.keyword, f.meeting_id, f.ordinal
          FROM word_queries wq JOIN fresh f ON f.tsv @@ wq.q
          WHERE wq.q::text <> ''
        ),
        grouped AS (
          SELECT DISTINCT gm.user_id FROM group_members gm WHERE gm.user_id = ANY(${userIds}::int[])
        ),
        scoped AS MATERIALIZED (
          SELECT gm.user_id, gc.channel_id
          FROM group_members gm JOIN group_channels gc ON gc.group_id = gm.group_id
          WHERE gm.user_id = ANY(${userIds}::int[])
        ),
        hits AS (
          SELECT DISTINCT a.id AS alert_id, a.user_id, a.keywords, a.localities, a.states,
            f.meeting_id, f.ordinal, f.channel_id
          FROM active a
          JOIN fresh f ON cardinality(a.keywords) = 0 AND f.indexed_at >= a.created_at
          UNION
          SELECT a.id, a.user_id, a.keywords, a.localities, a.states, f.meeting_id, f.ordinal, f.channel_id
          FROM active a
          CROSS JOIN LATERAL unnest(a.keywords) k
          JOIN word_hits wh ON wh.keyword = k
          JOIN fresh f ON f.meeting_id = wh.meeting_id AND f.ordinal = wh.ordinal AND f.indexed_at >= a.created_at
        )
        SELECT h.alert_id, h.user_id, h.meeting_id, h.ordinal, s.start_seconds, h.keywords,
          m.title, m.video_url, m.upload_date, c.locality, c.state
        FROM hits h
        JOIN channels c ON c.id = h.channel_id
        JOIN segments s ON s.meeting_id = h.meeting_id AND s.ordinal = h.ordinal
        JOIN meetings m ON m.id = h.meeting_id
        WHERE (cardinality(h.localities) = 0 OR c.locality = ANY(h.localities))
          AND (cardinality(h.states) = 0 OR c.state = ANY(h.states))
          AND (
            NOT EXISTS (SELECT 1 FROM grouped g WHERE g.user_id = h.user_id)
            OR EXISTS (SELECT 1 FROM scoped sc WHERE sc.user_id = h.user_id AND sc.channel_id = h.channel_id)
          )
          AND NOT EXISTS (
            SELECT 1 FROM alert_deliveries d
            WHERE d.alert_id = h.alert_id AND d.meeting_id = h.meeting_id AND d.ordinal = h.ordinal
          )
        ORDER BY h.user_id, m.upload_date DESC, h.meeting_id, h.ordinal
      `.execute(db);
      return result.rows;
    },

    /** The earliest moment any of the users' active alerts may have undelivered matches from. */
    async oldestPendingOf(userIds: number[]): Promise<Date> {
      const row = await db
        .selectFrom('alerts')
        .select(sql<Date | null>`min(coalesce(last_sent, created_at))`.as('since'))
        .where('user_id', 'in', userIds.length > 0 ? userIds : [0])
        .where('is_notifying', '=', true)
        .executeTakeFirst();
      return row?.since ?? new Date();
    },

    /**
     * The snippet of each segment, its keywords marked << >> (its text when it has none: a
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
          CASE WHEN q.q IS NULL THEN s.text
            ELSE ts_headline('english'::regconfig, s.text, q.q, ${SNIPPET_OPTIONS}) END AS headline
        FROM unnest(${items.map((i) => i.meeting_id)}::int[], ${items.map((i) => i.ordinal)}::int[],
                    ${items.map((i) => JSON.stringify(i.keywords))}::jsonb[])
             WITH ORDINALITY AS x(meeting_id, ordinal, keywords, n)
        JOIN segments s ON s.meeting_id = x.meeting_id AND s.ordinal = x.ordinal
        CROSS JOIN LATERAL (
          SELECT string_agg(phraseto_tsquery('english'::regconfig, k)::text, ' | ')::tsquery AS q
          FROM jsonb_array_elements_text(x.keywords) k
          WHERE phraseto_tsquery('english'::regconfig, k)::text <> ''
        ) q
      `.execute(db);
      const found: (string | undefined)[] = items.map(() => undefined);
      for (const row of result.rows) {
        found[Number(row.n) - 1] = row.headline;
      }
      return found;
    },

    /**
     * Records delivered matches and their alerts' last_sent, in one statement (so both or
     * neither). A match whose segment has gone since (its meeting was imported again) is skipped.
     */
    async recordDelivery(matches: { alert_id: number; meeting_id: number; ordinal: number }[], at: Date) {
      if (matches.length === 0) {
        return;
      }
      const alertIds = [...new Set(matches.map((m) => m.alert_id))];
      await sql`
        WITH delivered AS (
          INSERT INTO alert_deliveries (alert_id, meeting_id, ordinal, sent_at)
          SELECT x.alert_id, x.meeting_id, x.ordinal, ${at}::timestamptz
          FROM unnest(${matches.map((m) => m.alert_id)}::int[], ${matches.map((m) => m.meeting_id)}::int[],
                      ${matches.map((m) => m.ordinal)}::int[]) AS x(alert_id, meeting_id, ordinal)
          WHERE EXISTS (SELECT 1 FROM segments s WHERE s.meeting_id = x.meeting_id AND s.ordinal = x.ordinal)
          ON CONFLICT DO NOTHING
        )
        UPDATE alerts SET last_sent = ${at}::timestamptz WHERE id = ANY(${alertIds}::int[])
      `.execute(db);
    },

    /** The most recent matches of one alert, for its feed (delivered or not). */
    async recentMatches(alert: Alert, limit: number): Promise<AlertMatch[]> {
      const result = await sql<AlertMatch>`
        WITH scope AS (
          SELECT c.id FROM channels c
          WHERE (NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.user_id = ${alert.user_id})
              OR c.id IN (SELECT gc.channel_id FROM group_members gm
                          JOIN group_channels gc ON gc.group_id = gm.group_id WHERE gm.user_id = ${alert.user_id}))
            AND (cardinality(${alert.localities}::text[]) = 0 OR c.locality = ANY(${alert.localities}::text[]))
            AND (cardinality(${alert.states}::text[]) = 0 OR c.state = ANY(${alert.states}::text[]))
        ),
        q AS (
          SELECT (SELECT string_agg(phraseto_tsquery('english'::regconfig, k)::text, ' | ')
                    FROM unnest(${alert.keywords}::text[]) k
                   WHERE phraseto_tsquery('english'::regconfig, k)::text <> '')::tsquery AS q
        )
        SELECT ${alert.id}::int AS alert_id, ${alert.user_id}::int AS user_id, s.meeting_id, s.ordinal, s.start_seconds, s.text,
          CASE WHEN q.q IS NULL THEN s.text
            ELSE ts_headline('english'::regconfig, s.text, q.q, ${SNIPPET_OPTIONS}) END AS headline,
          m.title, m.video_url, m.upload_date, c.locality, c.state
        FROM segments s CROSS JOIN q
        JOIN meetings m ON m.id = s.meeting_id
        JOIN channels c ON c.id = s.channel_id
        WHERE s.channel_id IN (SELECT id FROM scope)
          AND (cardinality(${alert.keywords}::text[]) = 0 OR (q.q IS NOT NULL AND s.tsv @@ q.q))
        ORDER BY s.indexed_at DESC, s.upload_date DESC, s.meeting_id, s.ordinal
        LIMIT ${limit}
      `.execute(db);
      return result.rows;
    },
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
