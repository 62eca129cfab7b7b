import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../src/context.ts';

/** A meeting as one line of a JSON Lines transcript file, as `gavel import` reads it. */
export interface MeetingFileLine {
  title: string;
  date: string;
  video_url: string;
  segments: { start: number; text: string }[];
}

/** The segments of what was said, one line every `step` seconds from `start`. */
export const spokenSegments = (lines: string[], step = 5, start = 0) =>
  lines.map((text, i) => ({ start: start + i * step, text }));

/** Writes meetings to a JSON Lines file, one a line; returns the file's path. */
export async function writeMeetingLines(file: string, ...meetings: MeetingFileLine[]): Promise<string> {
  await writeFile(file, meetings.map((meeting) => `${JSON.stringify(meeting)}\n`).join(''));
  return file;
}

/**
 * Imports one meeting of what was said (a line every 15 seconds) into a new RSS channel
 * "City Council", through a JSON Lines file in `dir`, as `gavel import` would; returns its id.
 */
export async function importSpokenMeeting(
  context: AppContext,
  dir: string,
  meeting: { title: string; videoUrl: string; lines: string[] },
): Promise<number> {
  await context.services.accounts.addChannel({
    name: 'City Council',
    locality: 'Knoxville',
    state: 'TN',
    platform: 'rss',
    source: 'x',
  });
  const file = await writeMeetingLines(join(dir, 'meeting.jsonl'), {
    title: meeting.title,
    date: '2024-05-01',
    video_url: meeting.videoUrl,
    segments: spokenSegments(meeting.lines, 15),
  });
  await context.services.import.importJsonl([file], { channel: 'City Council' });
  return (await context.repositories.meetings.findByVideoUrl(meeting.videoUrl))?.id ?? 0;
}
