import type { Db } from '../database.ts';

/** A segment as an excerpt keeps it. */
export interface StoredEmbedSegment {
  ordinal: number;
  start_seconds: number;
  speaker: string | null;
  text: string;
}

/** The meeting an excerpt quotes, with the place of its channel. */
export interface EmbedMeeting {
  id: number;
  video_url: string;
  title: string;
  upload_date: Date;
  transcript_status: string;
  locality: string;
  state: string;
}

export interface StoredEmbed {
  id: string;
  meeting: EmbedMeeting;
  segments: StoredEmbedSegment[];
}

export function embedsRepository(db: Db) {
  const meetingColumns = [
    'm.id',
    'm.video_url',
    'm.title',
    'm.upload_date',
    'm.transcript_status',
    'c.locality',
    'c.state',
  ] as const;

  return {
    /** The meeting with this video URL, with its channel's place. */
    meetingByVideoUrl(videoUrl: string): Promise<EmbedMeeting | undefined> {
      return db
        .selectFrom('meetings as m')
        .innerJoin('channels as c', 'c.id', 'm.channel_id')
        .select(meetingColumns)
        .where('m.video_url', '=', videoUrl)
        .executeTakeFirst();
    },

    /** Up to `limit` of the meeting's segments, in order, from the first starting at or after `fromSeconds`. */
    segmentsFrom(meetingId: number, fromSeconds: number, limit: number): Promise<StoredEmbedSegment[]> {
      return db
        .selectFrom('segments')
        .select(['ordinal', 'start_seconds', 'speaker', 'text'])
        .where('meeting_id', '=', meetingId)
        .where('start_seconds', '>=', fromSeconds)
        .orderBy('ordinal')
        .limit(limit)
        .execute();
    },

    async create(embed: {
      id: string;
      userId: number;
      meetingId: number;
      segments: StoredEmbedSegment[];
    }): Promise<void> {
      const first = embed.segments[0];
      const last = embed.segments.at(-1);
      if (!first || !last) {
        throw new Error('An excerpt needs at least one segment.');
      }
      await db
        .insertInto('embeds')
        .values({
          id: embed.id,
          user_id: embed.userId,
          meeting_id: embed.meetingId,
          first_ordinal: first.ordinal,
          last_ordinal: last.ordinal,
          segments: JSON.stringify(embed.segments),
        })
        .execute();
    },

    async find(id: string): Promise<StoredEmbed | undefined> {
      const row = await db
        .selectFrom('embeds as e')
        .innerJoin('meetings as m', 'm.id', 'e.meeting_id')
        .innerJoin('channels as c', 'c.id', 'm.channel_id')
        .select(['e.id as embed_id', 'e.segments', ...meetingColumns])
        .where('e.id', '=', id)
        .executeTakeFirst();
      if (!row) {
        return undefined;
      }
      const { embed_id, segments, ...meeting } = row;
      return { id: embed_id, meeting, segments: segments as StoredEmbedSegment[] };
    },
  };
}

export type EmbedsRepository = ReturnType<typeof embedsRepository>;
