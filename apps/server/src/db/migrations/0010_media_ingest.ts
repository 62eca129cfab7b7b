import { sql, type Kysely } from 'kysely';

/**
 * Media ingestion: a channel can be a demo channel (never polled: its meetings ship with Gavel),
 * and a meeting's media records which stage its processing is at and how much of the media file
 * has been downloaded. The demo newsroom's channels created before this are marked demo, and
 * meetings stored under another form of a YouTube link take the one form new meetings get.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await canonicalYoutubeUrls(db);
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

/**
 * Stores every YouTube video link (youtu.be, shorts, live, embed, m., http) as
 * https://www.youtube.com/watch?v=ID, as canonicalVideoUrl does for new meetings. A meeting whose
 * canonical form another meeting already has keeps its link (the oldest meeting of a video wins).
 */
export async function canonicalYoutubeUrls(db: Kysely<unknown>): Promise<void> {
  await sql`
    WITH found AS (
      SELECT id, video_url, coalesce(
          substring(video_url from '^https?://(?:www\.|m\.)?youtube(?:-nocookie)?\.com/(?:shorts|live|embed)/([A-Za-z0-9_-]+)'),
          substring(video_url from '^https?://youtu\.be/([A-Za-z0-9_-]+)'),
          substring(video_url from '^https?://(?:www\.|m\.)?youtube\.com/watch\?(?:[^#]*&)?v=([A-Za-z0-9_-]+)')
        ) AS video_id
      FROM meetings
    ), renamed AS (
      SELECT DISTINCT ON (canonical) id, canonical
      FROM (SELECT id, video_url, 'https://www.youtube.com/watch?v=' || video_id AS canonical FROM found
            WHERE video_id IS NOT NULL) candidates
      WHERE video_url <> canonical
        AND NOT EXISTS (SELECT 1 FROM meetings other WHERE other.video_url = candidates.canonical)
      ORDER BY canonical, id
    )
    UPDATE meetings SET video_url = renamed.canonical FROM renamed WHERE meetings.id = renamed.id
  `.execute(db);
}
