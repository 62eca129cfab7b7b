import { sql, type Kysely } from 'kysely';

/**
 * Ingestion state of a meeting found in a feed: the direct media link (an enclosure) when the
 * feed gives one, how far its transcription has got, and how many times a job started on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE meeting_media (
      meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
      media_url text,
      progress real NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
      attempts integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX channels_next_poll ON channels (next_poll_at NULLS FIRST);
    CREATE INDEX meetings_transcript_status ON meetings (transcript_status) WHERE transcript_status <> 'ready';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX meetings_transcript_status;
    DROP INDEX channels_next_poll;
    DROP TABLE meeting_media;
  `.execute(db);
}
