import type { Db } from '../database.ts';
import type { Meeting, NewMeeting, NewSegment } from '../schema.ts';

export function meetingsRepository(db: Db) {
  return {
    /** Creates the meeting, or updates it when its video URL is already known. */
    upsert(meeting: NewMeeting): Promise<Meeting> {
      return db
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
    },

    /** Replaces the meeting's whole transcript in one transaction and marks it ready. */
    async replaceTranscript(
      meetingId: number,
      segments: Omit<NewSegment, 'meeting_id'>[],
      source: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('segments').where('meeting_id', '=', meetingId).execute();
        for (let i = 0; i < segments.length; i += 1000) {
          const batch = segments.slice(i, i + 1000).map((s) => ({ ...s, meeting_id: meetingId }));
          await trx.insertInto('segments').values(batch).execute();
        }
        await trx
          .updateTable('meetings')
          .set({ transcript_status: 'ready', transcript_source: source, failure_reason: null })
          .where('id', '=', meetingId)
          .execute();
      });
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
