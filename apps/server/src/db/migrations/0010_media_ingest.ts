import { sql, type Kysely } from 'kysely';

/**
 * Media ingestion: a channel can be a demo channel (never polled: its meetings ship with Gavel),
 * and a meeting's media records which stage its processing is at and how much of the media file
 * has been downloaded. The demo newsroom's channels created before this are marked demo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE channels ADD COLUMN demo boolean NOT NULL DEFAULT false;
    UPDATE channels SET demo = true
      WHERE (platform, source) IN (('youtube', 'UCfairviewcitycouncil01'), ('youtube', 'UClakecountycommission1'),
        ('vimeo', 'millbrookschools'), ('youtube', 'UCmillbrookcitycouncil1'));
    ALTER TABLE meeting_media ADD COLUMN stage text,
      ADD COLUMN downloaded_bytes bigint NOT NULL DEFAULT 0,
      ADD COLUMN media_bytes bigint;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE meeting_media DROP COLUMN stage, DROP COLUMN downloaded_bytes, DROP COLUMN media_bytes;
    ALTER TABLE channels DROP COLUMN demo;
  `.execute(db);
}
