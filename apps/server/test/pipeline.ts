import { readFile } from 'node:fs/promises';
import type { TranscriptSegment } from '../src/domain/transcript.ts';
import { foldCues } from '../src/ingest/captions/fold.ts';
import { parseCaptions } from '../src/ingest/captions/parse.ts';
import type { TestApp } from './harness.ts';

/** How many channels watchFeed has added, to number their names. */
let channels = 0;

/** Adds a channel of the group Desk that polls the RSS feed at the URL: Council 1, Council 2, and so on. */
export function watchFeed(t: TestApp, feedUrl: string) {
  channels += 1;
  return t.context.services.accounts.addChannel({
    name: `Council ${channels}`,
    locality: 'Knoxville',
    state: 'TN',
    platform: 'rss',
    source: feedUrl,
    groupName: 'Desk',
  });
}

/** A channel's meetings, in the order they were found, with how far their transcripts are. */
export const meetingsOf = (t: TestApp, channelId: number) =>
  t.context.db
    .selectFrom('meetings')
    .leftJoin('meeting_media', 'meeting_media.meeting_id', 'meetings.id')
    .select([
      'meetings.id',
      'video_url',
      'transcript_status',
      'transcript_source',
      'failure_reason',
      'segment_count',
      'attempts',
      'progress',
    ])
    .where('channel_id', '=', channelId)
    .orderBy('meetings.id')
    .execute();

/** A meeting's stored segments, in order. */
export const segmentsOf = (t: TestApp, meetingId: number) =>
  t.context.db
    .selectFrom('segments')
    .select(['ordinal', 'start_seconds', 'end_seconds', 'text'])
    .where('meeting_id', '=', meetingId)
    .orderBy('ordinal')
    .execute();

/** Transcript segments as segmentsOf gives them back once stored. */
export const asStored = (segments: TranscriptSegment[]) =>
  segments.map((s, ordinal) => ({
    ordinal,
    start_seconds: s.start_seconds,
    end_seconds: s.end_seconds,
    text: s.text,
  }));

/** The segments a captions file makes, as segmentsOf gives them back once stored. */
export async function captionSegments(captionsFile: string) {
  return asStored(foldCues(parseCaptions(await readFile(captionsFile, 'utf8'))));
}
