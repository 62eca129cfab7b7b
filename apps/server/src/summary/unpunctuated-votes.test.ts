import { describe, expect, it } from 'vitest';
import { expectMotions, type CaptionVoteCase } from '../../test/summary-lines.ts';
import { readTranscript } from './transcript.ts';

/**
 * Votes in captions with no punctuation, no capitals and no speaker marks, as automatic captions
 * come: each excerpt is a development meeting of the evaluation set as published, rewritten so by
 * the evaluation's own reader (scripts/eval/corpus.ts `withoutPunctuation`, the `--unpunctuated`
 * option of `npm run eval:summary`) and folded again; the words and times are the meeting's.
 */
const CASES: CaptionVoteCase[] = [
  {
    name: 'reads a voice vote asked and answered in one run ("all in favor aye aye aye"), twice',
    source: 'dublin-usd-board-2024-10-22, 00:00:00, without punctuation',
    said: [
      [
        0,
        "second 2024 we'll start with a roll call trustee spec here trustee blackman is has is expected to join us later um mr chair we believe so we're not sure dunno um vice president quote dear and president pelham here thank you we have a quorum all righty um looking at the agenda are there any changes from staff or from board members no changes from uh staff and i'll take a motion to approve the agenda i'll move",
      ],
      [
        32,
        "we approve the agenda i'll second all in favor aye aye aye um do we have any comments any public comment i don't i don't see anyone here um so then i'll take a motion to adjourn to close session i'll move we adjourn to close session i second all in favor aye aye aye we will be back at six o'clock",
      ],
    ],
    motions: [
      { result: 'carried', votes: [] },
      { result: 'carried', motion: 'Adjourn to close session', votes: [] },
    ],
  },
  {
    name: 'reads the result after the ayes run on from the rest ("... any other trustee pe aye everyone else aye aye aye carries")',
    source: 'dublin-usd-board-2024-10-08, 00:44:51, without punctuation',
    said: [
      [
        2691,
        "that the school and the principal for sure great thank you so much i'll make a motion that we approve resolution 2024 slash 25 dash 11 character education month i'll second i have a motion and second any other trustee pe aye everyone else aye aye aye carries and next up we now now we just have a week a week of the school administrator and uh again we recognize all of our employees",
      ],
    ],
    // The student trustee, whose name the captions give as "pe", answers aye when asked.
    motions: [{ result: 'carried', votes: [{ voter_name: 'Pe', vote: 'Yes' }] }],
  },
];

describe('votes in captions without punctuation', () => {
  it.each(CASES)('$name ($source)', expectMotions);

  it('cuts a run of captions where a motion is seconded, the ayes are given and the business goes on', () => {
    const said = CASES[0]?.said ?? [];
    const { utterances } = readTranscript(
      said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
    );
    expect(utterances.map((u) => u.text)).toEqual(
      expect.arrayContaining(["i'll second", 'all in favor aye aye aye', "we will be back at six o'clock"]),
    );
  });
});
