import { describe, expect, it } from 'vitest';
import { expectMotions, yesVotes, type CaptionVoteCase } from '../../test/summary-lines.ts';
import { readTranscript } from './transcript.ts';

/**
 * Votes, and where the chair moves on, in captions with no punctuation, no capitals and no speaker
 * marks, as automatic captions come: each excerpt is a development meeting of the evaluation set
 * as published, rewritten so by the evaluation's own reader (scripts/eval/corpus.ts `withoutPunctuation`, the `--unpunctuated`
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
  {
    name: 'reads bare surnames and their answers run together, a clipped "ye" and a stuttered "a aye" among them',
    source: 'minneapolis-council-2024-02-08, 01:08:51, without punctuation',
    said: [
      [
        4131,
        "fund/org fund/org06900150010014540 0 ths office is authorid to execute any documents necessary to effectuate this settlement and i will have oh yeah second i'll have the clerk call the roll councilmember jenkins aye palmisano aye chowdhury aye cashman aye osman aye rainville aye chavez aye vetaw",
      ],
      [
        4161,
        "aye ellison aye koski ye wonsley aye chughtai aye payne a aye there are 13 ayes that motion carries and wit that we've completed all of our business with notothing further to come before the council and without objection this meeting is adjourned thank you",
      ],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 13, no: 0, abstain: 0, absent: 0 },
        votes: yesVotes(
          'Jenkins',
          'Palmisano',
          'Chowdhury',
          'Cashman',
          'Osman',
          'Rainville',
          'Chavez',
          'Vetaw',
          'Ellison',
          'Koski',
          'Wonsley',
          'Chughtai',
          'Payne',
        ),
      },
    ],
  },
  {
    name: 'takes no list of things missing for a roll call ("has no lights no gates no protective barriers")',
    source: 'huntsville-council-2026-06-11, 01:10:23, without punctuation',
    said: [
      [
        4223,
        "no barrier and no second chance these are not isolated stories they're reminders a train can't swerve it can't stop quickly and when a crossing has no lights no gates no protective barriers at all the responsibility falls entirely on human judgment and the conditions are often hard to judge this is why safety upgrades matter lights bells crossing arms are not luxuries they're life-saving barriers between everyday travel and irreversible loss",
      ],
    ],
    motions: [],
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
  it('cuts a run of captions where the chair moves on to the next part (huntsville-council-2026-07-23, 00:41:08, without punctuation)', () => {
    const { utterances } = readTranscript([
      {
        start_seconds: 2468,
        end_seconds: null,
        speaker: null,
        text: "i have shared some stuff and she swore to secrecy she's done a great job with that by the way we will look forward to hearing good news in the future thank you council members we uh we have no we'll move on then we have no matters with outside legal representation we do however have uh a couple of public hearings to be held um 9a has been deleted because the property was brought into compliance and we always like to hear that so we'll move on to 9b 9b is a public hearing authorizing community development to assess the cost for demolition and cleanup of a structural public nuisance located at 13032",
      },
    ]);
    expect(utterances.map((u) => u.text.split(' ').slice(0, 4).join(' '))).toEqual([
      'i have shared some',
      "we'll move on then",
      "we'll move on to",
    ]);
  });
});
