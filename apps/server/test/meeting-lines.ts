import { writeFile } from 'node:fs/promises';

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
