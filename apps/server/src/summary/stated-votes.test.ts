import { describe, expect, it } from 'vitest';
import { statedVotes } from './stated-votes.ts';
import { readTranscript } from './transcript.ts';

/**
 * Members named with their vote in a statement after a voice vote. Every excerpt is real, as the
 * reader of the evaluation set gives it (scripts/eval/meetings, sources in scripts/eval/sources.md).
 */
const CASES: [string, [number, string][], { voter_name: string; vote: string }[]][] = [
  [
    'huntsville-council-2026-05-14, 03:03:28',
    [
      [11008, 'All in favor please indicate.'],
      [11011, 'Any opposed.'],
      [
        11012,
        'Let the record show that Ms Watkins has voted in the negative and the motion passes with a majority of four.',
      ],
    ],
    [{ voter_name: 'Ms. Watkins', vote: 'No' }],
  ],
  [
    'huntsville-council-2026-05-14, 03:11:29',
    [
      [11489, 'All in favor please indicate.'],
      [11491, 'Aye.'],
      [11492, 'Any opposed?'],
      [11493, 'Nay.'],
      [11493, 'Let the record show that the motion carries by majority vote.'],
      [11497, 'Mr. Meredith has voted in the negative and Ms. Watkins has recused.'],
    ],
    [
      { voter_name: 'Mr. Meredith', vote: 'No' },
      { voter_name: 'Ms. Watkins', vote: 'Recused' },
    ],
  ],
];

describe('votes named in statements', () => {
  it.each(CASES)('reads the members named with their vote (real: %s)', (_, said, votes) => {
    const { utterances } = readTranscript(
      said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
    );
    expect(
      statedVotes(utterances)
        .map((v) => v.vote)
        .sort((a, b) => a.voter_name.localeCompare(b.voter_name)),
    ).toEqual(votes);
  });
});
