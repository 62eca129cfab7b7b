import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../database.ts';
import type { Meeting, NewMeeting, TranscriptStatus } from '../schema.ts';

export interface TranscriptSegment {
  start_seconds: number;
  end_seconds: number | null;
  speaker: string | null;
  text: string;
}

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
function copyValue(value: string | number | null): string {
  if (value === null) {
    return '\\N';
  }
  return String(value)
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\0/g, '');
}

export function meetingsRepository(db: Db, pool: pg.Pool) {
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

    findByVideoUrl(videoUrl: string): Promise<Meeting | undefined> {
      return db.selectFrom('meetings').selectAll().where('video_url', '=', videoUrl).executeTakeFirst();
    },

    /**
     * Replaces the meeting's whole transcript in one transaction (bulk COPY) and marks it ready:
     * a reader sees the old transcript or the new one, never a mix, and a repeat replaces.
     */
    async replaceTranscript(meeting: Meeting, segments: TranscriptSegment[], source: string): Promise<void> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('DELETE FROM segments WHERE meeting_id = $1', [meeting.id]);
        if (segments.length > 0) {
          const fixed = `${meeting.id}\t${meeting.channel_id}\t${meeting.upload_date.toISOString()}`;
          const rows = segments.map(
            (s, ordinal) =>
              `${fixed}\t${ordinal}\t${s.start_seconds}\t${copyValue(s.end_seconds)}\t${copyValue(s.speaker)}\t${copyValue(s.text)}\n`,
          );
          await pipeline(
            Readable.from(rows),
            client.query(
              copyFrom(
                'COPY segments (meeting_id, channel_id, upload_date, ordinal, start_seconds, end_seconds, speaker, text) FROM STDIN',
              ),
            ),
          );
        }
        await client.query(
          `UPDATE meetings SET transcript_status = 'ready', transcript_source = $2, failure_reason = NULL WHERE id = $1`,
          [meeting.id, source],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
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
