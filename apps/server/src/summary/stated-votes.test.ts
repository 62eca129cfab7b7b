import { describe, expect, it } from 'vitest';
import { statedVotes } from './stated-votes.ts';
import { readTranscript } from './transcript.ts';

/**
 * Members named with their vote in a statement after a vote. Every excerpt is real, as the reader
 * of the evaluation set gives it (scripts/eval/meetings, sources in scripts/eval/sources.md),
 * except those marked invented: real announcements as sentence-cased captions, or a transcriber
 * writing all in lower case, would give them.
 */
/** The vote announced at iowa-city-csd-board-2026-03-24-regular, 02:20:40. */
const BUDGET_VOTE_0324 = [
  { voter_name: 'Director Abraham', vote: 'Yes' },
  { voter_name: 'Director Eastham', vote: 'Yes' },
  { voter_name: 'Director Finch', vote: 'No' },
  { voter_name: 'Director Horn-Frasier', vote: 'Yes' },
  { voter_name: 'Director Lingo', vote: 'No' },
  { voter_name: 'Director Malone', vote: 'Yes' },
  { voter_name: 'Director Williams', vote: 'Yes' },
];
/** The vote announced at iowa-city-csd-board-2026-04-14, 01:09:09. */
const CONSENT_VOTE_0414 = [
  { voter_name: 'Director Abraham', vote: 'Yes' },
  { voter_name: 'Director Eastham', vote: 'No' },
  { voter_name: 'Director Finch', vote: 'Yes' },
  { voter_name: 'Director Horn-Frazier', vote: 'Yes' },
  { voter_name: 'Director Lingo', vote: 'Yes' },
  { voter_name: 'Director Malone', vote: 'Yes' },
  { voter_name: 'Director Williams', vote: 'Yes' },
];

const CASES: [string, [number, string][], { voter_name: string; vote: string }[]][] = [
  [
    'invented: huntsville-council-2026-05-14, 03:11:29, all in lower case as Whisper writes some meetings',
    [
      [11489, 'all in favor please indicate aye any opposed nay'],
      [
        11493,
        'let the record show that the motion carries by majority vote mr meredith has voted in the negative and miss watkins has recused mr kling abstained',
      ],
    ],
    [
      { voter_name: 'Miss Watkins', vote: 'Recused' },
      { voter_name: 'Mr. Kling', vote: 'Abstain' },
      { voter_name: 'Mr. Meredith', vote: 'No' },
    ],
  ],
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
    'invented: iowa-city-csd-board-2026-03-24-regular, 02:20:40, the member absent said in the sentences after the vote',
    [
      [
        8440,
        'All votes have been cast and the motion carries with Directors Abraham, Eastham, Malone, and Williams voting yay. Directors Finch and Lingo voting nay. Director Horn-Frasier was absent.',
      ],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'Yes' },
      { voter_name: 'Director Eastham', vote: 'Yes' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Horn-Frasier', vote: 'Absent' },
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Director Malone', vote: 'Yes' },
      { voter_name: 'Director Williams', vote: 'Yes' },
    ],
  ],
  [
    "invented: iowa-city-csd-board-2026-03-24, 00:01:02, a member's vote said by the clerk with the board's word for the ayes, as its announcements say it ('voting yay')",
    [
      [62, 'Online voting is open.'],
      [66, 'Director Abraham votes yay. Director Finch votes nay.'],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'Yes' },
      { voter_name: 'Director Finch', vote: 'No' },
    ],
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
  [
    'iowa-city-csd-board-2026-03-24-regular, 02:20:40',
    [
      [8416, '- Online voting is open.'],
      [
        8440,
        'All votes have been cast and the motion carries with Directors Abraham, Eastham, Horn-Frasier, Malone, and Williams voting yay, and Directors Finch and Lingo voting nay. - Thank you.',
      ],
    ],
    BUDGET_VOTE_0324,
  ],
  [
    'iowa-city-csd-board-2026-04-14, 01:09:09',
    [
      [4135, '- Online voting is open.'],
      [
        4149,
        'All votes have been cast and the motion carries with directors. Abraham, Finch, Horn-Frazier, Lingo, Malone and Williams, voting yay. And Director Eastham voting nay. - Thank you.',
      ],
    ],
    CONSENT_VOTE_0414,
  ],
  [
    'rewritten from iowa-city-csd-board-2026-03-24-regular, 02:20:40: an officer named by her own title before the plural title of the rest',
    [
      [8416, '- Online voting is open.'],
      [
        8440,
        'All votes have been cast and the motion carries with Vice President Abraham, Directors Eastham, Horn-Frasier, Malone, and Williams voting yay, and Directors Finch and Lingo voting nay. - Thank you.',
      ],
    ],
    [
      { voter_name: 'Director Eastham', vote: 'Yes' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Horn-Frasier', vote: 'Yes' },
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Director Malone', vote: 'Yes' },
      { voter_name: 'Director Williams', vote: 'Yes' },
      { voter_name: 'Vice President Abraham', vote: 'Yes' },
    ],
  ],
  [
    'iowa-city-csd-board-2026-03-24-regular, 02:20:40, in capitals as CART captions (eval:summary --all-caps), as Gavel reads them: some names given back their capitals, some not',
    [
      [8435, 'online voting is open.'],
      [
        8440,
        'All votes have been cast and the motion carries with directors Abraham, Eastham, Horn-Frasier, Malone, and williams voting yay, and directors Finch and Lingo voting nay.',
      ],
    ],
    BUDGET_VOTE_0324,
  ],
  [
    'invented: a member absent named with the result and its votes',
    [
      [100, 'All votes have been cast and the motion carries 6-0 with Director Lingo absent.'],
      [
        110,
        'All votes have been cast and the motion carries with Directors Abraham, Eastham and Williams voting aye and Director Finch voting nay and Director Malone absent.',
      ],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'Yes' },
      { voter_name: 'Director Eastham', vote: 'Yes' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Lingo', vote: 'Absent' },
      { voter_name: 'Director Malone', vote: 'Absent' },
      { voter_name: 'Director Williams', vote: 'Yes' },
    ],
  ],
  [
    'invented, after huntsville-council-2026-05-14, 03:11:29: other ways a chair records who voted against',
    [
      [100, 'Let the record show that the motion carries with Mr. Meredith voting in the negative.'],
      [200, 'The motion carries with one nay, Ms. Watkins.'],
      [300, 'Motion carries. Mr. Kling is a no.'],
      [400, 'The motion carries, and Council Member Little was the lone dissenting vote.'],
      [500, 'The motion carries with two nays, Mr. Meredith.'],
    ],
    [
      { voter_name: 'Council Member Little', vote: 'No' },
      { voter_name: 'Mr. Kling', vote: 'No' },
      { voter_name: 'Mr. Meredith', vote: 'No' },
      { voter_name: 'Ms. Watkins', vote: 'No' },
    ],
  ],
  [
    'invented: one sentence saying the dissenters twice, as a count with names and as their votes',
    [
      [
        100,
        'All votes have been cast and the motion carries with four yays and two nays, directors Abraham and Williams voting nay.',
      ],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'No' },
      { voter_name: 'Director Williams', vote: 'No' },
    ],
  ],
  [
    'invented: the result read with the members on both sides',
    [
      [100, 'The motion carries 4 to 1 with Avery, Brooks, Chen and Diaz in favor and Ellis against.'],
      [110, 'Motion passes with Council Members Ford and Grant in favor.'],
    ],
    [
      { voter_name: 'Avery', vote: 'Yes' },
      { voter_name: 'Brooks', vote: 'Yes' },
      { voter_name: 'Chen', vote: 'Yes' },
      { voter_name: 'Council Member Ford', vote: 'Yes' },
      { voter_name: 'Council Member Grant', vote: 'Yes' },
      { voter_name: 'Diaz', vote: 'Yes' },
      { voter_name: 'Ellis', vote: 'No' },
    ],
  ],
  [
    'dublin-usd-board-2024-10-22, 00:33:50, in lower case as `eval:summary -- --lower-case` reads it: the name after a title is capitalised again',
    [
      [
        2030,
        'the motion was approved by a vote of four zero, um, with trustee blackman not in attendance during the vote.',
      ],
    ],
    [{ voter_name: 'Trustee Blackman', vote: 'Absent' }],
  ],
  [
    "iowa-city-csd-board-2026-04-14, 01:08:49, in lower case: the list's title cut off by a full stop before the names",
    [
      [4149, 'all votes have been cast and the motion carries with directors.'],
      [4154, 'abraham, finch, horn-frazier, lingo, malone and williams, voting yay.'],
      [4160, 'and director eastham voting nay.'],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'Yes' },
      { voter_name: 'Director Eastham', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'Yes' },
      { voter_name: 'Director Horn-Frazier', vote: 'Yes' },
      { voter_name: 'Director Lingo', vote: 'Yes' },
      { voter_name: 'Director Malone', vote: 'Yes' },
      { voter_name: 'Director Williams', vote: 'Yes' },
    ],
  ],
  [
    'invented: "Ms" before a name is no plural ("Ms Watkins", not "M Watkins")',
    [[100, 'All in favor, please indicate aye. The motion carries with Ms Watkins voting nay.']],
    [{ voter_name: 'Ms. Watkins', vote: 'No' }],
  ],
  [
    'invented: a personal title that ends in s, in lower case, is not read as a plural ("ms watkins", not "M Watkins")',
    [[100, 'all in favor please indicate aye the motion carries with ms watkins voting nay']],
    [{ voter_name: 'Ms. Watkins', vote: 'No' }],
  ],
  [
    'invented: a clerk reading the vote out side by side, as some councils do',
    [
      [100, 'The clerk will read the vote.'],
      [104, 'Ayes: Council Members Avery, Brooks and Chen. Nays: Council Member Diaz. Abstentions: Ellis.'],
      [110, 'Voting aye: Commissioner Ford. Absent: Commissioner Grant.'],
      [116, 'No: Mayor Hale, I think we should wait.'],
    ],
    [
      { voter_name: 'Commissioner Ford', vote: 'Yes' },
      { voter_name: 'Commissioner Grant', vote: 'Absent' },
      { voter_name: 'Council Member Avery', vote: 'Yes' },
      { voter_name: 'Council Member Brooks', vote: 'Yes' },
      { voter_name: 'Council Member Chen', vote: 'Yes' },
      { voter_name: 'Council Member Diaz', vote: 'No' },
      { voter_name: 'Ellis', vote: 'Abstain' },
    ],
  ],
  [
    'invented: the announcement of iowa-city-csd-board-2026-04-14, 01:09:09, in sentence-cased captions',
    [
      [4135, 'Online voting is open.'],
      [
        4149,
        'All votes have been cast and the motion carries with directors abraham, finch, horn-frazier, lingo, malone and williams voting yay. And director eastham voting nay. Thank you.',
      ],
    ],
    CONSENT_VOTE_0414,
  ],
  [
    'invented: the announcement of iowa-city-csd-board-2026-03-24-regular, 02:20:40, in sentence-cased captions',
    [
      [8416, 'Online voting is open.'],
      [
        8440,
        'All votes have been cast and the motion carries with directors abraham, eastham, horn-frasier, malone, and williams voting yay, and directors finch and lingo voting nay.',
      ],
      [8450, 'The directors present voting yes were thanked.'],
    ],
    BUDGET_VOTE_0324,
  ],
  [
    'invented: a result announced as the others of Iowa City are, the members in favour not named; no name is made of "voting", "yay" or "except"',
    [
      [8416, 'Online voting is open.'],
      [
        8440,
        'All votes have been cast and the motion carries with all directors voting yay except Director Finch voting nay.',
      ],
      [
        8470,
        'all votes have been cast and the motion carries with all directors voting yay except director lingo voting nay.',
      ],
    ],
    [
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Lingo', vote: 'No' },
    ],
  ],
  [
    'invented: the dissenters named in a sentence of their own after the result',
    [
      [100, 'All in favor? Opposed? Motion carries. Director Lingo and Director Eastham were the no votes.'],
      [200, 'Motion passes 5-2. The no votes were Director Finch and Director Malone.'],
      [300, 'Motion carries 5 to 2. Voting no were Directors Abraham and Williams.'],
      [400, 'Motion carries 6-1. The lone dissenting vote was Director Horn-Frasier.'],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'No' },
      { voter_name: 'Director Eastham', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Horn-Frasier', vote: 'No' },
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Director Malone', vote: 'No' },
      { voter_name: 'Director Williams', vote: 'No' },
    ],
  ],
  [
    'invented: a dissent said "voting in opposition", "in the negative" or a bare "nay" after the tally, as other councils\' minutes word it ("The motion passed 3 to 1, showing Council Member Little voting in opposition.")',
    [
      [100, 'That motion passes with a vote of 6 to 1, with Director Eastham voting in opposition.'],
      [200, 'Motion carries 6-1 with Director Lingo in the negative.'],
      [300, 'Motion carried 6-1; Director Finch nay.'],
      [400, 'Motion carries 5-2, Malone and Williams no.'],
      [450, 'The motion failed 3-4, with Directors Abraham and Finch voting in support.'],
      [500, 'The motion carries with Director Abraham no longer on the call.'],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'Yes' },
      { voter_name: 'Director Eastham', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'Yes' },
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Malone', vote: 'No' },
      { voter_name: 'Williams', vote: 'No' },
    ],
  ],
  [
    'Knox City-Council-071106, 00:20:38 and 02:04:50: "Ordinance No." after "adopted" is no member voting no',
    [
      [1238, 'pertaining to the International Residential Code'],
      [1241, 'to conform certain provisions to the International Building Code'],
      [1244, 'adopted per Ordinance No. blank.'],
      [1247, 'Move approval.'],
      [7494, 'the issuance of building permits for exterior construction in the Edgewood Park neighborhood'],
      [7498, 'as adopted in Ordinance No. 0-209-07 requested by Councilmember Becker.'],
      [7503, 'Move approval.'],
    ],
    [],
  ],
  [
    'invented: members under a plural title of a council with councilors',
    [[100, 'The motion failed 3-4 with Councilors Avery, Brooks and Chen in favor.']],
    [
      { voter_name: 'Councilor Avery', vote: 'Yes' },
      { voter_name: 'Councilor Brooks', vote: 'Yes' },
      { voter_name: 'Councilor Chen', vote: 'Yes' },
    ],
  ],
  [
    'invented: the one member against named as the lone, dissenting or owned no vote, or opposing, as other boards announce a machine vote',
    [
      [100, 'The motion carries 6-1 with Director Eastham as the lone nay.'],
      [200, 'Motion passes 6-1, with Director Lingo the dissenting vote.'],
      [300, "Motion carries 6 to 1 with Director Finch's no vote."],
      [400, 'Motion carries 6-1 with Director Malone opposing.'],
    ],
    [
      { voter_name: 'Director Eastham', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Director Malone', vote: 'No' },
    ],
  ],
  [
    'invented: the members against listed without titles or under a plural title of three, voting nay, or in a sentence of their own after the result',
    [
      [100, 'Motion carries 5 to 2 with Eastham and Malone voting nay.'],
      [200, 'That passes 4-3, with Supervisors Avery, Brooks and Chen dissenting.'],
      [300, 'Motion carries 6-1. Director Lingo opposed.'],
    ],
    [
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Eastham', vote: 'No' },
      { voter_name: 'Malone', vote: 'No' },
      { voter_name: 'Supervisor Avery', vote: 'No' },
      { voter_name: 'Supervisor Brooks', vote: 'No' },
      { voter_name: 'Supervisor Chen', vote: 'No' },
    ],
  ],
  [
    'invented: "voting yay were", the nays counted as "opposed" and named, a member recorded "as a no", a member recusing herself',
    [
      [100, 'Voting yay were Directors Abraham and Kahn. Voting nay was Director Eastham.'],
      [200, 'Six in favor, one opposed, Director Finch. Motion carries.'],
      [300, 'Let the record show Director Lingo as a no vote.'],
      [400, 'The motion carries 5 to 0 with Trustee Avery recusing herself.'],
    ],
    [
      { voter_name: 'Director Abraham', vote: 'Yes' },
      { voter_name: 'Director Eastham', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'No' },
      { voter_name: 'Director Kahn', vote: 'Yes' },
      { voter_name: 'Director Lingo', vote: 'No' },
      { voter_name: 'Trustee Avery', vote: 'Recused' },
    ],
  ],
  [
    'invented: the vote announced under the titles the board\'s president introduces the table with (iowa-city-csd-board-2026-01-13, 00:00:54: "Vice President Abraham, Directors Finch, Lingo"), "and" inside the list; a member absent after a comma',
    [
      [
        100,
        'All votes have been cast and the motion carries with Vice President Abraham, Directors Finch, Horn-Frasier and Lingo, and President Malone voting yay, and Director Eastham voting nay.',
      ],
      [
        200,
        'All votes have been cast and the motion carries with all directors present voting in favor, Director Williams absent.',
      ],
    ],
    [
      { voter_name: 'Director Eastham', vote: 'No' },
      { voter_name: 'Director Finch', vote: 'Yes' },
      { voter_name: 'Director Horn-Frasier', vote: 'Yes' },
      { voter_name: 'Director Lingo', vote: 'Yes' },
      { voter_name: 'Director Williams', vote: 'Absent' },
      { voter_name: 'President Malone', vote: 'Yes' },
      { voter_name: 'Vice President Abraham', vote: 'Yes' },
    ],
  ],
  [
    'invented: a member "opposed" in a sentence of its own without a result before it, or a member\'s opinion, is no vote',
    [
      [100, 'Director Eastham opposed.'],
      [200, 'The plan was approved last year. Director Lingo opposed the plan.'],
      [300, 'Director Finch as a newcomer asked questions.'],
    ],
    [],
  ],
];

describe('votes named in statements', () => {
  it.each(CASES)('reads the members named with their vote (%s)', (_, said, votes) => {
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
