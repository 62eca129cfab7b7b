import type { MeetingSummary } from '@gavel/contract';
import { sql } from 'kysely';
import { anyKeywordQuery, markedHeadline, markedPhrases } from '../full-text.ts';
import type { Db } from '../database.ts';
import type { TranscriptSegment } from '../../domain/transcript.ts';

export interface StoredSummary {
  meeting_id: number;
  generator: string;
  summary: MeetingSummary;
  created_at: Date;
}

export function summariesRepository(db: Db) {
  return {
    /**
     * The meeting's summary, unless its transcript was replaced after the summary was made (a
     * re-import): a stale summary would point at the wrong moments.
     */
    async findCurrent(meetingId: number): Promise<StoredSummary | undefined> {
      const result = await sql<StoredSummary>`
        SELECT s.meeting_id, s.generator, s.summary, s.created_at
        FROM summaries s
        WHERE s.meeting_id = ${meetingId}
          -- OFFSET 0 keeps the planner from answering max() by walking the indexed_at index of
          -- every segment backwards (hundreds of milliseconds); the meeting's own segments are few.
          AND s.created_at >= coalesce(
            (SELECT max(g.indexed_at)
               FROM (SELECT indexed_at FROM segments WHERE meeting_id = s.meeting_id OFFSET 0) g),
            '-infinity'::timestamptz)
      `.execute(db);
      return result.rows[0];
    },

    /** Stores (or replaces) the meeting's summary. The caller validates it first. */
    async save(meetingId: number, generator: string, summary: MeetingSummary): Promise<void> {
      await db
        .insertInto('summaries')
        .values({ meeting_id: meetingId, generator, summary: JSON.stringify(summary) })
        .onConflict((oc) =>
          oc.column('meeting_id').doUpdateSet((eb) => ({
            generator: eb.ref('excluded.generator'),
            summary: eb.ref('excluded.summary'),
            created_at: sql<Date>`now()`,
          })),
        )
        .execute();
    },

    /** The meeting's transcript in order, as the summarisers read it. */
    async transcript(meetingId: number): Promise<TranscriptSegment[]> {
      return db
        .selectFrom('segments')
        .select(['start_seconds', 'end_seconds', 'speaker', 'text'])
        .where('meeting_id', '=', meetingId)
        .orderBy('ordinal')
        .execute();
    },

    /**
     * For the meeting's segments that match any of the phrases (as search matches them: english
     * stemming, phrases in order), the words to highlight, by segment text. Only matching segments
     * are visited (the full-text index finds them), and ts_headline marks the words.
     */
    async highlights(meetingId: number, phrases: string[]): Promise<Map<string, string[]>> {
      const words = new Map<string, string[]>();
      if (phrases.length === 0) {
        return words;
      }
      const query = anyKeywordQuery(phrases);
      const result = await sql<{ text: string; headline: string }>`
        SELECT s.text, ${markedHeadline(sql`s.text`, query)} AS headline
        FROM segments s
        WHERE s.meeting_id = ${meetingId} AND s.tsv @@ ${query}
      `.execute(db);
      for (const row of result.rows) {
        words.set(row.text, markedPhrases(row.headline, phrases));
      }
      return words;
    },

    /** Meetings whose transcript is ready, for regenerating every summary. */
    async readyMeetings(): Promise<{ id: number; video_url: string }[]> {
      return db
        .selectFrom('meetings')
        .select(['id', 'video_url'])
        .where('transcript_status', '=', 'ready')
        .orderBy('id')
        .execute();
    },
  };
}

export type SummariesRepository = ReturnType<typeof summariesRepository>;
