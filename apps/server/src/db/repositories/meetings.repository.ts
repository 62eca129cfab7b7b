import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../database.ts';
import type { Meeting, NewMeeting, TranscriptStatus } from '../schema.ts';
import type { TranscriptSegment } from '../../domain/transcript.ts';
import { SEGMENT_COPY_COLUMNS, segmentCopyData } from './segment-copy.ts';

/**
 * Counts the meeting's lexemes: for each, how many of its segments hold it. `ts_stat` walks the
 * meeting's tsvectors in one pass, several times faster than unnesting them and grouping.
 */
const COUNT_LEXEMES = `INSERT INTO meeting_lexemes (lexeme, meeting_id, segments)
  SELECT word, $1, ndoc FROM ts_stat(format('SELECT tsv FROM segments WHERE meeting_id = %s', $1::int))`;

type Client = pg.PoolClient;

const MEETING_COLUMNS = `id, channel_id, video_url, title, upload_date, length_seconds, segment_count, transcript_status,
  transcript_source, failure_reason, created_at`;

/**
 * Creates the meeting, or updates it when its video URL is already known. `created` says which:
 * a row the statement inserted has no updating transaction (xmax 0).
 */
async function upsertMeeting(
  client: Client,
  meeting: NewMeeting,
): Promise<{ saved: Meeting; created: boolean }> {
  const result = await client.query<Meeting & { created: boolean }>(
    `INSERT INTO meetings (channel_id, video_url, title, upload_date, length_seconds)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (video_url) DO UPDATE SET channel_id = excluded.channel_id, title = excluded.title,
       upload_date = excluded.upload_date, length_seconds = excluded.length_seconds
     RETURNING ${MEETING_COLUMNS}, xmax = 0 AS created`,
    [meeting.channel_id, meeting.video_url, meeting.title, meeting.upload_date, meeting.length_seconds ?? 0],
  );
  const row = result.rows[0];
  if (!row) {
    throw new Error('The meeting was not saved.');
  }
  const { created, ...saved } = row;
  return { saved, created };
}

/**
 * Stores the meeting's segments with one COPY, counts its lexemes and marks its transcript ready.
 * The segments and counts it had before are deleted first, unless the meeting is new.
 */
async function writeTranscript(
  client: Client,
  meeting: Meeting,
  segments: TranscriptSegment[],
  source: string,
  replacing: boolean,
) {
  if (replacing) {
    await client.query('DELETE FROM segments WHERE meeting_id = $1', [meeting.id]);
    await client.query('DELETE FROM meeting_lexemes WHERE meeting_id = $1', [meeting.id]);
  }
  if (segments.length > 0) {
    await pipeline(
      Readable.from([segmentCopyData(meeting, segments)]),
      client.query(copyFrom(`COPY segments (${SEGMENT_COPY_COLUMNS}) FROM STDIN (FORMAT binary)`)),
    );
  }
  await client.query(COUNT_LEXEMES, [meeting.id]);
  await client.query(
    `UPDATE meetings SET transcript_status = 'ready', transcript_source = $2, failure_reason = NULL, segment_count = $3
     WHERE id = $1`,
    [meeting.id, source, segments.length],
  );
  // Ready and fully transcribed at once: nobody sees a ready meeting at 99%.
  await client.query(`UPDATE meeting_media SET progress = 1, updated_at = now() WHERE meeting_id = $1`, [
    meeting.id,
  ]);
}

export function meetingsRepository(db: Db, pool: pg.Pool) {
  /**
   * Runs fn in a transaction on one connection. Commits need not wait for the disk: re-running an
   * import or a job repairs a transcript lost to a crash, and many meetings then commit in the time
   * of one flush.
   */
  async function inTransaction<T>(fn: (client: Client) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL synchronous_commit = off');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    /**
     * Creates the meeting, or updates it when its video URL is already known (keeping its
     * segments' copies of the channel and upload date in step).
     */
    async upsert(meeting: NewMeeting): Promise<Meeting> {
      const saved = await db
        .insertInto('meetings')
        .values(meeting)
        .onConflict((oc) =>
          oc.column('video_url').doUpdateSet((eb) => ({
            channel_id: eb.ref('excluded.channel_id'),
            title: eb.ref('excluded.title'),
            upload_date: eb.ref('excluded.upload_date'),
            length_seconds: eb.ref('excluded.length_seconds'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .updateTable('segments')
        .set({ channel_id: saved.channel_id, upload_date: saved.upload_date })
        .where('meeting_id', '=', saved.id)
        .where((eb) =>
          eb.or([eb('channel_id', '<>', saved.channel_id), eb('upload_date', '<>', saved.upload_date)]),
        )
        .execute();
      return saved;
    },

    findById(id: number): Promise<Meeting | undefined> {
      return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByVideoUrl(videoUrl: string): Promise<Meeting | undefined> {
      return db.selectFrom('meetings').selectAll().where('video_url', '=', videoUrl).executeTakeFirst();
    },

    /**
     * Replaces the meeting's whole transcript in one transaction (bulk COPY) and marks it ready:
     * a reader sees the old transcript or the new one, never a mix, and a repeat replaces.
     */
    async replaceTranscript(meeting: Meeting, segments: TranscriptSegment[], source: string): Promise<void> {
      await inTransaction(async (client) => {
        await writeTranscript(client, meeting, segments, source, true);
      });
    },

    /** Creates or updates the meeting and replaces its transcript, all in one transaction. */
    async saveWithTranscript(
      meeting: NewMeeting,
      segments: TranscriptSegment[],
      source: string,
    ): Promise<Meeting> {
      return inTransaction(async (client) => {
        const { saved, created } = await upsertMeeting(client, meeting);
        await writeTranscript(client, saved, segments, source, !created);
        return saved;
      });
    },

    /** True when no transcript has been stored yet (a fresh database). */
    async hasNoSegments(): Promise<boolean> {
      const row = await db.selectFrom('segments').select('meeting_id').limit(1).executeTakeFirst();
      return row === undefined;
    },

    async setStatus(meetingId: number, status: TranscriptStatus, failureReason: string | null = null) {
      await db
        .updateTable('meetings')
        .set({ transcript_status: status, failure_reason: failureReason })
        .where('id', '=', meetingId)
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('meetings')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type MeetingsRepository = ReturnType<typeof meetingsRepository>;
