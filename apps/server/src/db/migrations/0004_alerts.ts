import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Keyword, locality and state lists: an empty list means any.
    -- feed_token names the alert's private RSS feed; deleting the alert kills the feed.
    CREATE TABLE alerts (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      keywords text[] NOT NULL DEFAULT '{}',
      localities text[] NOT NULL DEFAULT '{}',
      states text[] NOT NULL DEFAULT '{}',
      is_notifying boolean NOT NULL DEFAULT true,
      last_sent timestamptz,
      feed_token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX alerts_user ON alerts (user_id, id);

    -- One row per match ever delivered, so that nothing is sent twice.
    CREATE TABLE alert_deliveries (
      alert_id integer NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
      meeting_id integer NOT NULL,
      ordinal integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (alert_id, meeting_id, ordinal),
      FOREIGN KEY (meeting_id, ordinal) REFERENCES segments (meeting_id, ordinal) ON DELETE CASCADE
    );
    CREATE INDEX alert_deliveries_segment ON alert_deliveries (meeting_id, ordinal);

    -- The last delivery time each user was considered for, so each due time fires once.
    CREATE TABLE alert_schedule (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      last_due timestamptz NOT NULL
    );
    CREATE INDEX segments_indexed_at ON segments (indexed_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX segments_indexed_at;
    DROP TABLE alert_schedule, alert_deliveries, alerts;
  `.execute(db);
}
