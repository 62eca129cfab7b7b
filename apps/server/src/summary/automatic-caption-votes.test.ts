import { describe, expect, it } from 'vitest';
import { expectMotions, yesVotes, type CaptionVoteCase } from '../../test/summary-lines.ts';

/**
 * Roll calls in a city's automatic captions (YouTube's speech recognition: lower case but for
 * names and "I", no punctuation, "aye" heard as "I" or "hi", the title dropped after the first
 * call). Each excerpt is a development meeting of the evaluation set (scripts/eval/sources.md,
 * sixth round), its cues and times as published.
 */
const CASES: CaptionVoteCase[] = [
  {
    name: 'reads "aye" heard as "I", bare names after the first call and titles now and then capitalised ("Vice chair palaso I")',
    source: 'minneapolis-aeo-committee-2024-05-13, 00:19:04',
    said: [
      [1144.12, 'actually a individual'],
      [1148.919, 'vote so on item three and yes number'],
      [1152.44, 'three okay council member VTO I Ellison'],
      [1157.32, 'I Cashman I vice president CH Tai I Vice'],
      [1163.2, 'chair palaso I chair wansley I we have'],
      [1167.76, 'six eyes'],
      [1169.88, 'awesome that item passes um and then'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Vto',
          'Ellison',
          'Cashman',
          'Vice President Ch Tai',
          'Vice Chair Palaso',
          'Chair Wansley',
        ),
      },
    ],
  },
  {
    name: 'reads "aye" heard as "hi", an answer opening the next caption line',
    source: 'minneapolis-aeo-committee-2024-05-13, 00:21:36',
    said: [
      [1296.84, 'that can we also take a individual uh'],
      [1299.24, 'roll call vote council member VTO hi'],
      [1303.279, 'Allison hi Cashman'],
      [1306.44, 'I vice president chuk Tai I Vice chair'],
      [1309.679, 'palano I chair wansley I we have six'],
      [1312.84, 'eyes thank you all right that item uh'],
      [1316.36, 'carries um and then we have item number'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Vto',
          'Allison',
          'Cashman',
          'Vice President Chuk Tai',
          'Vice Chair Palano',
          'Chair Wansley',
        ),
      },
    ],
  },
  {
    name: 'reads "I" among "aye"s in a council roll call, a member answering for parts among them',
    source: 'minneapolis-council-2023-01-26, 01:55:15',
    said: [
      [6915.54, 'is there any discussion'],
      [6918.06, 'see non-clerk please call them'],
      [6920.88, 'councilmember Osman aye councilmember'],
      [6923.04, 'Payne aye council member Koski aye'],
      [6925.56, 'councilmember'],
      [6927.78, 'aye council member chantas aye'],
      [6931.739, 'and no one number five yes'],
      [6935.0, 'council member Allison'],
      [6937.38, 'aye council member Vita I council member'],
      [6940.679, 'Rango aye council member Goodman aye'],
      [6943.08, 'councilmember wansley I am also uh'],
      [6946.44, 'number five'],
      [6947.82, 'councilmember Johnson aye vice president'],
      [6950.34, 'palmisano aye president Jenkins aye'],
      [6953.58, 'there are 13 eyes and the remainder of'],
      [6955.44, 'the report except for item number five'],
      [6956.94, 'which then has 11 eyes and two Nays'],
      [6961.219, 'uh that item carries and a report is'],
    ],
    motions: [
      {
        result: 'carried',
        votes: expect.arrayContaining([
          { voter_name: 'Council Member Vita', vote: 'Yes' },
          { voter_name: 'Council Member Rango', vote: 'Yes' },
        ]) as never,
      },
      // The part's count is said; who voted no on it is not (the answers for it are misheard).
      {
        motion: 'Item 5, voted apart',
        result: 'carried',
        tally: { yes: 11, no: 2, abstain: 0, absent: 0 },
        votes: [],
      },
    ],
  },
  {
    name: 'reads two parts of a report voted apart, each with its count, and an answer for parts misheard ("no number one eye on the rest of them")',
    source: 'minneapolis-council-2023-01-26, 01:59:08',
    said: [
      [7148.639, 'committee report'],
      [7150.679, 'thank you councilmember Johnson and uh'],
      [7154.4, "chair Johnson has moved that community's"],
      [7156.8, 'report'],
      [7158.06, 'is there any discussion'],
      [7161.599, 'is there any discussion saying non clerk'],
      [7163.639, 'please call the world'],
      [7164.9, 'council member Osman no number one eye'],
      [7167.9, 'on the rest of them councilmember Payne'],
      [7170.659, 'aye councilmember'],
      [7172.82, 'aye councilmember'],
      [7174.92, 'aye'],
      [7176.119, 'council member Chavez aye'],
      [7178.76, 'council member Allison aye council'],
      [7180.86, 'member Vita'],
      [7181.94, 'aye councilmember rainville aye'],
      [7183.679, 'councilmember Goodman no one for I am'],
      [7186.02, 'the remainder'],
      [7187.4, 'councilmember wansley aye councilmember'],
      [7190.58, 'Johnson aye vice president palmisano aye'],
      [7193.58, 'president all right there are 13 eyes on'],
      [7196.58, 'the report item number one has 12 eyes'],
      [7198.38, 'one nay item number four has 12 eyes one'],
      [7200.599, 'nay'],
      [7202.28, 'and Carries that report is adapted and'],
      [7205.4, 'that completes'],
    ],
    motions: [
      {
        result: 'carried',
        votes: expect.arrayContaining([{ voter_name: 'Council Member Osman', vote: 'Yes' }]) as never,
      },
      // Osman's no on item 1 is read from his answer, but Goodman's answer ("no on four, aye on the
      // remainder") is misheard as a no on everything: two nays where one was counted.
      {
        motion: 'Item 1, voted apart',
        result: 'carried',
        tally: { yes: 12, no: 1, abstain: 0, absent: 0 },
        votes: [],
      },
      { motion: 'Item 4, voted apart', result: 'carried', tally: { yes: 12, no: 1, abstain: 0, absent: 0 } },
    ],
  },
  {
    name: 'gives no vote to a member named before "I think"',
    source: 'minneapolis-aeo-committee-2024-05-13, 00:50:08',
    said: [
      [3008.96, 'to offer also some context uh council'],
      [3011.4, 'member Cashman I think you raised some'],
      [3012.839, 'really good questions that also has'],
      [3015.44, 'nothing to do with legalities um you'],
    ],
    motions: [],
  },
  {
    name: 'gives no vote to the president named before "I just want to"',
    source: 'minneapolis-council-2023-01-26, 00:33:21',
    said: [
      [2001.779, "remember Chavez I don't think it comes"],
      [2003.58, 'to president Jenkins I just want to'],
      [2004.96, 'check with the clerk my intention is to'],
      [2007.6, 'have two separate votes and I just want'],
      [2008.86, 'to clarify that that is what is going to'],
    ],
    motions: [],
  },
];

describe('votes in automatic captions', () => {
  for (const c of CASES) {
    it(`${c.name} (${c.source})`, () => {
      expectMotions(c);
    });
  }
});
