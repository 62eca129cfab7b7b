import { readTranscript, type SourceSegment } from '../src/summary/transcript.ts';

/** Segments from lines, `step` seconds apart; "Speaker: text" sets the speaker. */
export function segments(lines: string[], step = 5, start = 0): SourceSegment[] {
  return lines.map((line, i) => {
    const match = /^([A-Z][\w .]+): (.*)$/.exec(line);
    return {
      start_seconds: start + i * step,
      end_seconds: start + (i + 1) * step,
      speaker: match?.[1] ?? null,
      text: match?.[2] ?? line,
    };
  });
}

/** The utterances of such segments. */
export const utterancesOf = (lines: string[], step = 5) => readTranscript(segments(lines, step)).utterances;
