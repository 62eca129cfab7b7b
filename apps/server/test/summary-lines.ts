import { expect } from 'vitest';
import { findMotions, type Motion } from '../src/summary/motions.ts';
import { readTranscript, type SourceSegment } from '../src/summary/transcript.ts';
import { findRollCalls } from '../src/summary/votes.ts';

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

/** A real excerpt of captions, given as [start, text] cues with no end times, as the reader reads it. */
export const transcriptAt = (said: [number, string][]) =>
  readTranscript(
    said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
  );

/** The motions found in [start, end, text] cues (a real excerpt cut into short cues), in order. */
export function motionsOfCues(cues: [number, number | null, string][]): Motion[] {
  const { utterances } = readTranscript(
    cues.map(([start, end, text]) => ({ start_seconds: start, end_seconds: end, speaker: null, text })),
  );
  return findMotions(utterances, findRollCalls(utterances));
}

/** A real excerpt of captions, as [start, text] cues, and the motions found in it, in order. */
export interface CaptionVoteCase {
  name: string;
  source: string;
  /** [start, text] cues, or [start, text, speaker] where the transcript names who spoke. */
  said: [number, string, string?][];
  /** The motions found, in order (each compared with toMatchObject). */
  motions: Partial<Motion>[];
}

/** A motion carried by a count of yeas and no nays, as a machine vote's count is read out. */
export const carriedByYeas = (yes: number) => ({
  result: 'carried' as const,
  tally: { yes, no: 0, abstain: 0, absent: 0 },
});

/** Named votes of members who all voted yes, by their names as the summary gives them. */
export const yesVotes = (...names: string[]) =>
  names.map((voter_name) => ({ voter_name, vote: 'Yes' as const }));

/**
 * The electronic vote announced at iowa-city-csd-board-2026-04-14, 01:09:09, as read out: six
 * directors voting yay, then Director Eastham voting nay.
 */
export const CONSENT_VOTE_0414_AS_READ = [
  ...yesVotes(
    'Director Abraham',
    'Director Finch',
    'Director Horn-Frazier',
    'Director Lingo',
    'Director Malone',
    'Director Williams',
  ),
  { voter_name: 'Director Eastham', vote: 'No' as const },
];

/** Checks that the motions found in the cues are the expected ones, in order. */
export function expectMotions({ said, motions }: CaptionVoteCase): void {
  const { utterances } = readTranscript(
    said.map(([start, text, speaker]) => ({
      start_seconds: start,
      end_seconds: null,
      speaker: speaker ?? null,
      text,
    })),
  );
  const found = findMotions(utterances, findRollCalls(utterances));
  expect(found).toHaveLength(motions.length);
  motions.forEach((expected, i) => expect(found[i]).toMatchObject(expected));
}
