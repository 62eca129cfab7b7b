import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { readMeetingLines, type MeetingLine } from '../../apps/server/src/ingest/transcripts/jsonl.ts';
import type { AppContext } from '../../apps/server/src/context.ts';

/** The channels of the Knox corpus, by the `body` of its meetings. */
export const CORPUS_CHANNELS: Record<string, { name: string; locality: string }> = {
  'City Council': { name: 'Knoxville City Council', locality: 'Knoxville' },
  'County Commission': { name: 'Knox County Commission', locality: 'Knox County' },
  'Beer Board': { name: 'Knoxville Beer Board', locality: 'Knoxville' },
};

export interface PreparedCorpus {
  file: string;
  meetings: number;
  segments: number;
  longest: { url: string; segments: number };
}

/**
 * The corpus as a benchmark loads it, written to `dir/corpus.jsonl`: the newest meeting becomes
 * today, copy k moves back k * 20 years under new video URLs, and `segmentLimit` stops early.
 */
export async function prepareCorpus(
  corpus: string,
  dir: string,
  options: { segmentLimit?: number; scale?: number } = {},
): Promise<PreparedCorpus> {
  const segmentLimit = options.segmentLimit ?? Infinity;
  const scale = Math.max(1, options.scale ?? 1);
  let newest = 0;
  for await (const { meeting } of readMeetingLines(corpus)) {
    newest = Math.max(newest, Date.parse(`${meeting.date.slice(0, 10)}T12:00:00Z`));
  }
  const shiftDays = Math.floor((Date.now() - newest) / 86_400_000);
  const file = join(dir, 'corpus.jsonl');
  const out = createWriteStream(file);
  let segments = 0;
  let meetings = 0;
  let longest = { url: '', segments: 0 };
  for (let copy = 0; copy < scale && segments < segmentLimit; copy += 1) {
    for await (const { meeting } of readMeetingLines(corpus)) {
      if (segments >= segmentLimit) {
        break;
      }
      const date = new Date(
        Date.parse(`${meeting.date.slice(0, 10)}T12:00:00Z`) + (shiftDays - copy * 7305) * 86_400_000,
      );
      const line: MeetingLine = {
        ...meeting,
        date: date.toISOString().slice(0, 10),
        video_url: copy === 0 ? meeting.video_url : `${meeting.video_url}-copy-${copy}`,
      };
      segments += line.segments.length;
      meetings += 1;
      if (line.segments.length > longest.segments) {
        longest = { url: line.video_url, segments: line.segments.length };
      }
      if (!out.write(`${JSON.stringify(line)}\n`)) {
        await once(out, 'drain');
      }
    }
  }
  out.end();
  await once(out, 'finish');
  return { file, meetings, segments, longest };
}

/**
 * Adds a channel for each of the corpus's bodies and returns the import's body map (body →
 * channel name).
 */
export async function addCorpusChannels(
  context: AppContext,
  channels: Record<string, { name: string; locality: string }> = CORPUS_CHANNELS,
): Promise<Record<string, string>> {
  for (const channel of Object.values(channels)) {
    await context.services.accounts.addChannel({
      ...channel,
      state: 'TN',
      platform: 'rss',
      source: channel.name,
    });
  }
  return Object.fromEntries(Object.entries(channels).map(([body, c]) => [body, c.name]));
}
