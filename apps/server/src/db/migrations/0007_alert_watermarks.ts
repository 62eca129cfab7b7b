import { sql, type Kysely } from 'kysely';

/**
 * Alerts remember how far they have delivered with a watermark instead of a row per delivered
 * match, so that a cycle costs as much as the new segments and the alerts, not as every match
 * ever sent.
 *
 * - A segment records the transaction that indexed it (`indexed_xid`, a 64-bit id that never
 *   wraps). Segments indexed before this migration have none and count as delivered.
 * - An alert records the snapshot its last cycle read (`delivered_through`). The next cycle
 *   delivers the segments its own snapshot sees and that one did not: each committed segment is
 *   in exactly one such interval, whenever its transaction committed, so no match is sent twice
 *   or skipped. A new alert starts at its creation.
 * - `alert_digests` records each digest sent: who, when, by which channel, how many matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE segments ADD COLUMN indexed_xid xid8;
    ALTER TABLE segments ALTER COLUMN indexed_xid SET DEFAULT pg_current_xact_id();
    DROP INDEX IF EXISTS segments_indexed_at;
    CREATE INDEX segments_indexed_xid ON segments (indexed_xid DESC NULLS LAST);

    ALTER TABLE alerts ADD COLUMN delivered_through pg_snapshot NOT NULL DEFAULT pg_current_snapshot();
    DROP TABLE alert_deliveries;

    CREATE TABLE alert_digests (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      channel text NOT NULL,
      matches integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX alert_digests_user ON alert_digests (user_id, sent_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE alert_digests;
    CREATE TABLE alert_deliveries (
      alert_id integer NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
      meeting_id integer NOT NULL,
      ordinal integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (alert_id, meeting_id, ordinal),
      FOREIGN KEY (meeting_id, ordinal) REFERENCES segments (meeting_id, ordinal) ON DELETE CASCADE
    );
    CREATE INDEX alert_deliveries_segment ON alert_deliveries (meeting_id, ordinal);
    ALTER TABLE alerts DROP COLUMN delivered_through;
    DROP INDEX segments_indexed_xid;
    ALTER TABLE segments DROP COLUMN indexed_xid;
    CREATE INDEX segments_indexed_at ON segments (indexed_at);
  `.execute(db);
}
