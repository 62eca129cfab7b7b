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
    async candidates(userId?: number): Promise<DueCandidate[]> {
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
        ORDER BY u.id
      `.execute(db);
      return result.rows;
    },

    /** Records that the user was considered for the due time `due` (later times only). */
    async markDue(userId: number, due: Date): Promise<void> {
      await sql`
        INSERT INTO alert_schedule (user_id, last_due) VALUES (${userId}, ${due})
        ON CONFLICT (user_id) DO UPDATE SET last_due = greatest(alert_schedule.last_due, excluded.last_due)
      `.execute(db);
    },

    /**
     * The matches of the given users' active alerts that were never delivered: segments indexed
     * since the alert was created, in the user's scope and the alert's places, saying any keyword.
     * Alerts with the same keywords and places in the same scope are matched once (one query per
     * distinct rule), so the cost grows with the distinct rules, not with the alerts.
     */
    async undeliveredMatches(userIds: number[], since: Date): Promise<AlertMatch[]> {
      if (userIds.length === 0) {
        return [];
      }
      const result = await sql<AlertMatch>`
        WITH active AS (
          SELECT a.id, a.user_id, a.keywords, a.localities, a.states, a.created_at,
            CASE WHEN EXISTS (SELECT 1 FROM group_members gm WHERE gm.user_id = a.user_id) THEN
              (SELECT coalesce(array_agg(DISTINCT gc.channel_id ORDER BY gc.channel_id), '{}')
                 FROM group_members gm JOIN group_channels gc ON gc.group_id = gm.group_id
                WHERE gm.user_id = a.user_id)
            END AS scope
          FROM alerts a
          WHERE a.is_notifying AND a.user_id = ANY(${userIds}::int[])
        ),
        rules AS (
          SELECT DISTINCT keywords, localities, states, scope FROM active
        ),
        rule_queries AS (
          SELECT r.*,
            (SELECT array_agg(c.id) FROM channels c
              WHERE (r.scope IS NULL OR c.id = ANY(r.scope))
                AND (cardinality(r.localities) = 0 OR c.locality = ANY(r.localities))
                AND (cardinality(r.states) = 0 OR c.state = ANY(r.states))) AS channel_ids,
            CASE WHEN cardinality(r.keywords) = 0 THEN NULL ELSE
              (SELECT string_agg(phraseto_tsquery('english'::regconfig, k)::text, ' | ')
                 FROM unnest(r.keywords) k WHERE phraseto_tsquery('english'::regconfig, k)::text <> '')::tsquery
            END AS q
          FROM rules r
        ),
        rule_hits AS (
          SELECT rq.keywords, rq.localities, rq.states, rq.scope, rq.q, s.meeting_id, s.ordinal, s.indexed_at
          FROM rule_queries rq
          JOIN LATERAL (
            SELECT s.meeting_id, s.ordinal, s.indexed_at FROM segments s
            WHERE s.indexed_at >= ${since} AND s.channel_id = ANY(rq.channel_ids)
              AND (cardinality(rq.keywords) = 0 OR (rq.q IS NOT NULL AND s.tsv @@ rq.q))
          ) s ON true
        )
        SELECT a.id AS alert_id, h.meeting_id, h.ordinal, s.start_seconds, s.text,
          CASE WHEN h.q IS NULL THEN s.text
            ELSE ts_headline('english'::regconfig, s.text, h.q,
              'StartSel=<<, StopSel=>>, HighlightAll=true') END AS headline,
          m.title, m.video_url, m.upload_date, c.locality, c.state
        FROM active a
        JOIN rule_hits h ON h.keywords = a.keywords AND h.localities = a.localities AND h.states = a.states
          AND h.scope IS NOT DISTINCT FROM a.scope
        JOIN segments s ON s.meeting_id = h.meeting_id AND s.ordinal = h.ordinal
        JOIN meetings m ON m.id = h.meeting_id
        JOIN channels c ON c.id = m.channel_id
        WHERE h.indexed_at >= a.created_at
          AND NOT EXISTS (
            SELECT 1 FROM alert_deliveries d
            WHERE d.alert_id = a.id AND d.meeting_id = h.meeting_id AND d.ordinal = h.ordinal
          )
        ORDER BY a.user_id, m.upload_date DESC, h.meeting_id, h.ordinal
      `.execute(db);
      return result.rows;
    },

    /** The earliest moment a user's active alerts may have undelivered matches from. */
    async oldestPending(userId: number): Promise<Date> {
      const row = await db
        .selectFrom('alerts')
        .select(sql<Date | null>`min(coalesce(last_sent, created_at))`.as('since'))
        .where('user_id', '=', userId)
        .where('is_notifying', '=', true)
        .executeTakeFirst();
      return row?.since ?? new Date();
    },

    /** Records delivered matches and the alerts' last_sent, in one transaction. */
    async recordDelivery(matches: { alert_id: number; meeting_id: number; ordinal: number }[], at: Date) {
      if (matches.length === 0) {
        return;
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('alert_deliveries')
          .values(
            matches.map((m) => ({
              alert_id: m.alert_id,
              meeting_id: m.meeting_id,
              ordinal: m.ordinal,
              sent_at: at,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx
          .updateTable('alerts')
          .set({ last_sent: at })
          .where('id', 'in', [...new Set(matches.map((m) => m.alert_id))])
          .execute();
      });
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
        SELECT ${alert.id}::int AS alert_id, s.meeting_id, s.ordinal, s.start_seconds, s.text,
          CASE WHEN q.q IS NULL THEN s.text
            ELSE ts_headline('english'::regconfig, s.text, q.q, 'StartSel=<<, StopSel=>>, HighlightAll=true') END AS headline,
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
