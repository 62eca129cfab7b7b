import { describe, expect, it } from 'vitest';
import { foldCues } from '../ingest/captions/fold.ts';
import { parseCaptions } from '../ingest/captions/parse.ts';
import { findMotions } from './motions.ts';
import { statedVotes } from './stated-votes.ts';
import { readTranscript, type SourceSegment } from './transcript.ts';
import { findRollCalls } from './votes.ts';
import { CONSENT_VOTE_0414_AS_READ } from '../../test/summary-lines.ts';

/**
 * Motions and votes as meetings say them. Excerpts marked "real" are copied from the transcripts
 * of the evaluation set (scripts/eval/meetings, sources in scripts/eval/sources.md), with the
 * file and time; the others are the spoken forms described by users, with names changed.
 */
const lines = (pairs: [number, string, string?][]): SourceSegment[] =>
  pairs.map(([start, text, speaker]) => ({
    start_seconds: start,
    end_seconds: null,
    speaker: speaker ?? null,
    text,
  }));

function decide(segments: SourceSegment[]) {
  const { utterances } = readTranscript(segments);
  const rollCalls = findRollCalls(utterances);
  return { rollCalls, motions: findMotions(utterances, rollCalls) };
}

describe('motions', () => {
  it('keeps the asking for a second and the questions out of the motion (real: new-orleans-council-2023-08-10, 01:35:59 and 01:30:33)', () => {
    const adopt = decide(
      lines([
        [
          5759,
          "better additionally it'll provide the resources to upgrade technology so that our streaming and our cable access will be more reliable so it's not the grain of and it's not it's an amendment of the existing franchise agreement so we can direct how the money comes so that goes directly to a fund that will transparently spend the money track it and so on and so forth and allow us to save some cost and make it more reliable is that agreeable Mr Burnside all right thank you with that I'll move to adopt can I get a second",
        ],
        [
          5794,
          "by councilman Moreno please vote your machines six shares donets it's adopted thank you we have Ordce calendar number 34 334 by council members Morrell Moreno jeruso King and Thomas and Ordce to establish the public educational and government access support fund Vision 53 of article 3 in section 70 of the code of the City of New Orleans to ordain",
        ],
      ]),
    );
    expect(adopt.motions.map((m) => m.motion)).toEqual([null]);
    const approve = decide(
      lines([
        [
          5433,
          "purpose of construction of a lay down yard and material storage the land has been vacant since it was acquired back in 1998 so the good story is that it'll be occupied with a rent paying tet the rent is based on current fair market rent stated in an appraisal and I move for approval is there a second I'll move thinking that by councilmember Thomas any questions from members of the council any cards any online if not please members vote your machines and with that calendar number 34 285 is",
        ],
        [5464, 'approved six to nothing thank you thank you next item is also well'],
      ]),
    );
    expect(approve.motions.map((m) => m.motion)).toEqual(['Thinking that by councilmember Thomas']);
  });

  it('finds a voice vote with mover and seconder and names no voter (real: huntsville-council-2026-06-11, 00:20:22)', () => {
    const { motions } = decide(
      lines([
        [
          1222,
          'We have several public hearings to be set. 10A is a resolution to set a public hearing on the zoning of 2.41 acres of land lying on the west side of Old Big Cove Road and south of Worley Drive.',
        ],
        [
          1242,
          'Second motion from Mr. Little. Second from Mr. Kling. All in favor, please indicate, uh, any opposed.',
        ],
        [
          1248,
          'Motion carries. 10B is a resolution to set a public hearing on the zoning of 2.47 acres of land.',
        ],
      ]),
    );
    expect(motions).toHaveLength(1);
    expect(motions[0]).toMatchObject({
      result: 'carried',
      mover: 'Mr. Little',
      seconder: 'Mr. Kling',
      votes: [],
    });
  });

  it('names an abstention said in passing (real: huntsville-council-2026-06-25, 00:54:22)', () => {
    const { motions } = decide(
      lines([
        [3262, '2nd motion from Mr. Little, second by Ms. Watkins. All in favor, please indicate any.'],
        [3269, 'Uh OK, All in favor please indicate aye. Mr.'],
        [3275, 'Kling abstains, uh, any opposed. The motion carries uh and Mr.'],
      ]),
    );
    expect(motions[0]).toMatchObject({
      result: 'carried',
      mover: 'Mr. Little',
      seconder: 'Ms. Watkins',
      votes: [{ voter_name: 'Mr. Kling', vote: 'Abstain' }],
    });
  });

  it('counts a vote whose voters are not heard, without naming anyone (real: huntsville-council-2026-06-25, 00:51:45)', () => {
    const { motions } = decide(
      lines([
        [3105, 'Uh, is there a motion to approve the motion from Mr. Little, second from Ms.'],
        [
          3109,
          'Watkins. Uh, all in, uh, we will proceed with a roll call vote, and we will need 4/5 to approve this.',
        ],
        [3116, 'Mr. Meredith, how do you vote? Mr. Kling. Mr. Little, Ms.'],
        [
          3124,
          'Watkins, the chair votes yes, and there are 4 affirmative votes, so the reappointment is approved.',
        ],
      ]),
    );
    expect(motions).toHaveLength(1);
    expect(motions[0]?.result).toBe('carried');
    expect(motions[0]?.votes).toEqual([]);
    expect(motions[0]?.tally?.yes).toBe(4);
  });

  it('reads a roll call inside long diarised turns (real: fairfax-council-jan-13-2026, 00:37:24)', () => {
    const { motions } = decide(
      lines([
        [
          2244,
          'Motion has been made by Councilmember Hardy Chandler, seconded by Councilmember Peterson. Is there any discussion on the motion? Seeing none, a roll call vote. Councilmember Amos.',
          'Mayor Catherine Read',
        ],
        [2253, 'Aye.', 'Councilmember Anthony Amos'],
        [
          2254,
          'Councilmember Hall. Aye. Councilmember Hardy Chandler. Aye. Councilmember Peterson.',
          'Mayor Catherine Read',
        ],
        [2258, 'Aye.', 'Councilmember Anthony Amos'],
        [2259, 'Councilmember Bates.', 'Mayor Catherine Read'],
        [2260, 'Aye.', 'Councilmember Anthony Amos'],
        [
          2260.5,
          "Councilmember McQuillan. Aye. Motion passed unanimously. We'll go to the next public hearing.",
          'Mayor Catherine Read',
        ],
      ]),
    );
    expect(motions).toHaveLength(1);
    expect(motions[0]).toMatchObject({
      result: 'carried',
      unanimous: true,
      mover: 'Councilmember Hardy Chandler',
      seconder: 'Councilmember Peterson',
    });
    expect(motions[0]?.votes.map((v) => `${v.voter_name}:${v.vote}`)).toEqual([
      'Councilmember Amos:Yes',
      'Councilmember Hall:Yes',
      'Councilmember Hardy Chandler:Yes',
      'Councilmember Peterson:Yes',
      'Councilmember Bates:Yes',
      'Councilmember McQuillan:Yes',
    ]);
  });

  it('takes a CART roll call of bare surnames as the attendance, not as votes (real: seattle-council-briefing-2021-08-02.vtt)', () => {
    const vtt = `WEBVTT

00:00:38.538 --> 00:00:39.706 align:start line:74% position:45% size:38%
WITH THAT BEING
SAID, WILL THE

00:00:39.773 --> 00:00:40.740 align:start line:74% position:33% size:53%
CLERK PLEASE CALL THE
ROLL?

00:00:40.807 --> 00:00:43.209 align:start line:74% position:15% size:25%
&gt;&gt; JUAREZ?

00:00:43.276 --> 00:00:44.043 align:start line:74% position:13% size:20%
&gt;&gt; HERE.

00:00:44.110 --> 00:00:45.011 align:start line:74% position:13% size:23%
&gt;&gt; LEWIS?

00:00:45.078 --> 00:00:46.212 align:start line:74% position:15% size:28%
&gt;&gt; PRESENT.

00:00:46.279 --> 00:00:48.681 align:start line:74% position:15% size:28%
&gt;&gt; MORALES?

00:00:48.748 --> 00:00:49.716 align:start line:74% position:13% size:20%
&gt;&gt; HERE.

00:00:49.783 --> 00:00:55.088 align:start line:74% position:15% size:30%
&gt;&gt; MOSQUEDA?

00:00:55.155 --> 00:00:55.388 align:start line:74% position:15% size:28%
&gt;&gt; PRESENT.
`;
    const { rollCalls, motions } = decide(foldCues(parseCaptions(vtt)));
    expect(rollCalls).toHaveLength(1);
    expect(rollCalls[0]).toMatchObject({ kind: 'attendance', members: 4 });
    expect(motions).toEqual([]);
  });

  it('reads a roll call split by >> marks, with excused members named after the count', () => {
    const vtt = `WEBVTT

00:10:00.000 --> 00:10:02.000
&gt;&gt; COUNCILMEMBER ELLIS?

00:10:02.000 --> 00:10:03.000
&gt;&gt; AYE.

00:10:03.000 --> 00:10:05.000
&gt;&gt; COUNCILMEMBER FORD?

00:10:05.000 --> 00:10:06.000
&gt;&gt; AYE.

00:10:06.000 --> 00:10:08.000
&gt;&gt; COUNCILMEMBER IBARRA?

00:10:08.000 --> 00:10:09.000
&gt;&gt; NO.

00:10:09.000 --> 00:10:14.000
&gt;&gt; THE MOTION IS APPROVED WITH A VOTE OF SIX AYES, TWO EXCUSED, GRANT AND HALE.
`;
    const { motions } = decide(foldCues(parseCaptions(vtt)));
    expect(motions).toHaveLength(1);
    expect(motions[0]?.result).toBe('carried');
    expect(motions[0]?.votes.map((v) => `${v.voter_name}:${v.vote}`)).toEqual([
      'Councilmember Ellis:Yes',
      'Councilmember Ford:Yes',
      'Councilmember Ibarra:No',
      'Grant:Absent',
      'Hale:Absent',
    ]);
    expect(motions[0]?.tally).toMatchObject({ yes: 6, absent: 2 });
  });

  it('reads the tally said as "a 6-1 vote", "six in favor, one opposed", "six yay, one nay", "unanimously, seven to zero" or "Ayes, four. Noes, one." (invented, in the words other boards use)', () => {
    const tallyOf = (said: string) =>
      decide(
        lines([
          [100, 'Is there a motion to approve the contract?'],
          [104, 'So moved.'],
          [106, 'Second.'],
          [110, 'Please vote.'],
          [130, said],
        ]),
      ).motions.map(({ result, tally }) => ({ result, tally }));
    expect(tallyOf('The motion passes with a 6-1 vote, Director Eastham voting nay.')).toEqual([
      { result: 'carried', tally: { yes: 6, no: 1, abstain: 0, absent: 0 } },
    ]);
    expect(tallyOf('Six in favor, one opposed, Director Eastham. Motion carries.')).toEqual([
      { result: 'carried', tally: { yes: 6, no: 1, abstain: 0, absent: 0 } },
    ]);
    expect(tallyOf('Six yay, one nay. Motion carries.')).toEqual([
      { result: 'carried', tally: { yes: 6, no: 1, abstain: 0, absent: 0 } },
    ]);
    expect(tallyOf('Motion carries unanimously, seven to zero.')).toEqual([
      { result: 'carried', tally: { yes: 7, no: 0, abstain: 0, absent: 0 } },
    ]);
    // The clerk reading each side and its count.
    expect(tallyOf('Ayes, four. Noes, one. The motion carries.')).toEqual([
      { result: 'carried', tally: { yes: 4, no: 1, abstain: 0, absent: 0 } },
    ]);
    // The ayes counted by the members' title, the nays named (each counts) or counted.
    expect(
      tallyOf(
        'All votes have been cast and the motion carries with six directors voting yay and Director Lingo voting nay.',
      ),
    ).toEqual([{ result: 'carried', tally: { yes: 6, no: 1, abstain: 0, absent: 0 } }]);
    expect(
      tallyOf('The motion fails with three directors voting yay and four directors voting nay.'),
    ).toEqual([{ result: 'failed', tally: { yes: 3, no: 4, abstain: 0, absent: 0 } }]);
    // A count of something else said with the result is no tally.
    expect(tallyOf('Motion carries unanimously. We have a 15-minute break.')).toEqual([
      { result: 'carried', tally: null },
    ]);
  });

  it('gives a member stepping out of the vote to come to that vote, not to the one just taken (real: Knox City-Council-R-265-200630, 00:37:02 to 00:38:25)', () => {
    const { motions } = decide(
      lines([
        [2222, 'Councilman Singh.'],
        [2224, 'Yes.'],
        [2225, 'Councilman Smith.'],
        [2226, 'Yes.'],
        [2228, 'And Councilwoman Testerman.'],
        [2229, 'Yes.'],
        [2232, 'All right, motion carries 9-0.'],
        [2234, 'Next item, please.'],
        [2235, '9-E is an ordinance to rezone property located at 3105 Esri'],
        [2247, 'Move to approve.'],
        [2249, 'Second.'],
        [2250, 'Motion made to approve.'],
        [2251, "Mayor, I'm sorry."],
        [2253, 'I need to recuse myself from this vote.'],
        [2258, 'Councilmember Singh is recusing herself.'],
        [2275, 'Seeing none, please conduct a roll call vote.'],
        [2278, 'Councilman Ryder.'],
        [2279, 'Yes.'],
        [2280, 'Councilman Roberto.'],
        [2282, 'Yes.'],
        [2283, 'Councilman Singh is recused.'],
        [2285, 'Councilman Smith.'],
        [2286, 'Yes.'],
        [2305, 'Motion carries 8-0 with one abstention or recusal.'],
      ]),
    );
    const votesOf = (k: number) => motions[k]?.votes.map((v) => `${v.voter_name}:${v.vote}`);
    expect(motions.map((m) => m.tally?.yes)).toEqual([9, 8]);
    expect(votesOf(0)).toEqual([
      'Councilman Singh:Yes',
      'Councilman Smith:Yes',
      'Councilwoman Testerman:Yes',
    ]);
    expect(votesOf(1)).toContain('Councilmember Singh:Recused');
  });

  it('keeps a vote said before the main motion is taken up again off the main motion, and its roll call\'s count over "on an eight to two vote" (real: Knox City-Council-R-265-220517, 02:26:09; Co-Com-WS-R-1467-191112, 00:55:27)', () => {
    const main = decide(
      lines([
        [8761, 'So yes, Ms. Parker?'],
        [8763, 'I just wanted to make sure on that vote I was recorded as a yes.'],
        [8768, 'Okay.'],
        [8769, "So there's Ms. Parker as a yes."],
        [8773, 'Okay.'],
        [8774, "We're back to the original motion."],
        [8777, 'Vice Mayor Roberto.'],
        [8780, 'I appreciate all the good discussion on the previous amendment.'],
        [8792, 'Seeing no further lights, all those in favor, please say aye.'],
        [8794, 'Aye.'],
        [8795, 'Any opposed?'],
        [8796, 'Motion carries.'],
      ]),
    ).motions;
    expect(main.map(({ result, votes }) => ({ result, votes }))).toEqual([{ result: 'carried', votes: [] }]);

    const substitute = decide(
      lines([
        [3302, 'Commissioner Nystrom.'],
        [3303, 'No.'],
        [3305, 'Commissioner Carringer.'],
        [3306, 'No.'],
        [3311, 'Commissioner Sloonmaker.'],
        [3312, 'Aye.'],
        [3313, 'Commissioner Sloonmaker votes aye.'],
        [3314, 'Commissioner Anders.'],
        [3315, 'No.'],
        [3316, 'Commissioner Anders votes no.'],
        [3318, 'Before I announce the results, does any of the commissioners wish to change their vote?'],
        [3327, 'The noes have it on an eight to two vote, so we are now back to the original motion.'],
      ]),
    ).motions;
    expect(substitute.map(({ result, tally }) => ({ result, tally }))).toEqual([
      { result: 'failed', tally: { yes: 1, no: 3, abstain: 0, absent: 0 } },
    ]);
  });

  it('takes a nomination for what was moved in an election (real: Knox City-Council-R-265-191221, 00:02:40 and 00:03:56)', () => {
    const { motions } = decide(
      lines([
        [160, "We'll start with the election of vice mayor."],
        [162, 'Are there any nominations for the position of vice mayor?'],
        [166, 'Mayor, can I make a nomination?'],
        [168, "I'd like to nominate Gwen McKenzie as vice mayor."],
        [171, 'Second.'],
        [190, "No other nominations, so let's take a vote on that nomination."],
        [194, 'All those in favor of Councilwoman Gwen McKenzie being our next vice mayor, please say aye.'],
        [199, 'Aye.'],
        [200, 'Any opposed?'],
        [202, "Councilman McKenzie, congratulations, you're our vice mayor."],
      ]),
    );
    expect(motions.map(({ result, motion }) => ({ result, motion }))).toEqual([
      { result: 'carried', motion: 'Nominate Gwen McKenzie as vice mayor' },
    ]);

    const chair = decide(
      lines([
        [236, 'Are there any nominations for chair of the beer board?'],
        [241, "I'd like to nominate Councilmember Andrew Roberto, please."],
        [245, 'I second.'],
        [
          266,
          'Hearing none, all those in favor of Councilmember Andrew Roberto being our beer board chair, please say aye.',
        ],
        [273, 'Aye.'],
        [274, 'Any opposed?'],
        [276, 'Councilmember Roberto, you are our beer board chair.'],
      ]),
    ).motions;
    expect(chair.map(({ motion }) => motion)).toEqual(['Nominate Councilmember Andrew Roberto']);
    // invented: a nominee not named is no motion's wording
    const unnamed = decide(
      lines([
        [10, 'I nominate her again.'],
        [12, 'Second.'],
        [14, 'All in favor?'],
        [15, 'Aye.'],
        [16, 'Motion carries.'],
      ]),
    ).motions;
    expect(unnamed.map(({ motion }) => motion)).toEqual([null]);
  });

  it("takes no sentence's first word for the mover (real: b00mhauer/iowa-city-schools-board-archive @ f6a43e08 : corpus/transcripts/2026/2026-04-21-education-committee-meeting.md, CC BY 4.0, 00:00:00; a committee meeting, not in the evaluation set)", () => {
    const { motions } = decide(
      lines([
        [0, 'Call this meeting to order.'],
        [3, 'So, the first order of business is to approve the minutes from January 20th meeting.'],
        [12, 'Does anybody have any comments on that?'],
        [17, 'Just motion to approve.'],
        [19, 'Second.'],
        [20, 'Second.'],
        [21, 'All in favor?'],
        [23, 'Aye.'],
        [23.5, 'Any opposed?'],
        [25, 'So, moving on to the charter.'],
      ]),
    );
    expect(motions.map(({ result, mover }) => ({ result, mover }))).toEqual([
      { result: 'carried', mover: null },
    ]);
  });

  it('names the dissenters of an electronic tally and no one else', () => {
    const { motions } = decide(
      lines([
        [100, 'Council members, please vote on the ordinance.'],
        [
          130,
          'The motion passes with six yes votes, four no votes from Council Member Avery, Brooks, Chen and Diaz.',
        ],
      ]),
    );
    expect(motions[0]?.votes).toEqual([
      { voter_name: 'Council Member Avery', vote: 'No' },
      { voter_name: 'Council Member Brooks', vote: 'No' },
      { voter_name: 'Council Member Chen', vote: 'No' },
      { voter_name: 'Council Member Diaz', vote: 'No' },
    ]);
    expect(motions[0]?.tally).toMatchObject({ yes: 6, no: 4 });

    const short = decide(
      lines([[200, 'It passes 7-2, Council Members Avery and Brooks voting no.']]),
    ).motions;
    expect(short[0]).toMatchObject({ result: 'carried', tally: { yes: 7, no: 2 } });
    expect(short[0]?.votes).toEqual([
      { voter_name: 'Council Member Avery', vote: 'No' },
      { voter_name: 'Council Member Brooks', vote: 'No' },
    ]);
  });

  it('reads offices called without names and answers that say "votes"', () => {
    const { motions } = decide(
      lines([
        [10, 'Council Member Ortiz.'],
        [12, 'Votes yes.'],
        [14, 'Vice Mayor Kaplan?'],
        [16, 'Votes no.'],
        [18, 'Mayor.'],
        [20, 'Votes yes.'],
        [25, 'That passes two to one.'],
      ]),
    );
    expect(motions[0]?.votes.map((v) => `${v.voter_name}:${v.vote}`)).toEqual([
      'Council Member Ortiz:Yes',
      'Vice Mayor Kaplan:No',
      'Mayor:Yes',
    ]);
    expect(motions[0]).toMatchObject({ result: 'carried', tally: { yes: 2, no: 1 } });
  });

  it('records a voice vote as a result without names (real: kissimmee-pab-2023-06-07, 00:06:25)', () => {
    const { motions } = decide(
      lines([
        [385, 'No, okay. Anyone like to make a motion regarding the motion to approve five A?'],
        [391, 'Bob made a motion. Do we have a second, Melissa. Second. Any discussion?'],
        [396, 'All in favor, please say aye. - Aye. - Aye. - All opposed, please say no. Hearing none.'],
        [401, "Motion carries unanimously. Five B. - I'm actually in charge of this one as well."],
      ]),
    );
    expect(motions).toHaveLength(1);
    expect(motions[0]).toMatchObject({
      result: 'carried',
      unanimous: true,
      mover: 'Bob',
      motion: 'Approve five A',
      votes: [],
    });
  });

  it('reads a voice vote whose "the ayes have it" a transcriber cut in two, or said in the singular (real: navajo-county-bos-2025-02-25, 00:02:44 and 00:03:36)', () => {
    const { motions } = decide(
      lines([
        [164, 'Second. We have a first and a second. All in favor? Aye.'],
        [169, 'Aye. Any opposed? Hearing none. The aye have it. The senate agenda is passed.'],
        [175, "We'll need a motion to go into the navajo county jail district."],
        [216, 'Any more discussion? Hearing none. All those in favor? Vote. Aye. Aye.'],
        [221, 'Aye. Any opposed? Vote nay. Hearing none. The aye. Have it. Thank you.'],
      ]),
    );
    expect(motions.map((m) => [Math.floor(m.time / 10) * 10, m.result])).toEqual([
      [170, 'carried'],
      [220, 'carried'],
    ]);
    expect(motions.flatMap((m) => m.votes)).toEqual([]);
  });

  it('reads automatic captions that write "aye" as "I" or "Hi" after a member asked alone, and names only that member (real: dublin-usd-board-2024-09-24, 00:00:34 and 00:22:07)', () => {
    const segments = lines([
      [
        34,
        "I'll move. We approve the agenda, second. Um, trustee fee. I everyone else I I I carries unanimously.",
      ],
      [43, 'Um, and then we will do our Pledge of Allegiance.'],
      [
        1327,
        'All right, so we have a motion. Do you have any other amended motions or anything motion was to approve the contract?',
      ],
      [1334, "I'll set for a vote, Judy pwani. Hi everyone else. I I thank you very much."],
      [1341, 'Look forward to seeing it in action. All right, um, next up is our public comment period.'],
    ]);
    const { motions } = decide(segments);
    // The second vote has no result said ("Hi everyone else. I I thank you very much."): all ayes,
    // nobody asked to oppose, so it carried.
    expect(motions.map((m) => [m.result, m.unanimous])).toEqual([
      ['carried', true],
      ['carried', false],
    ]);
    const { utterances } = readTranscript(segments);
    expect(statedVotes(utterances).map((v) => v.vote)).toEqual([
      { voter_name: 'Fee', vote: 'Yes' },
      { voter_name: 'Pwani', vote: 'Yes' },
    ]);
  });

  it('takes no one for a voter from "I" said after a name in ordinary talk', () => {
    const { utterances } = readTranscript(
      lines([
        [0, 'Thank you, trustee Blackman.'],
        [5, 'I think we should wait until the meeting on the seventh.'],
        [10, 'Sorry, I had a bunch of notes, Director Sweeney.'],
        [15, 'Hi everyone, thanks for having me.'],
      ]),
    );
    expect(statedVotes(utterances)).toEqual([]);
  });

  it('takes a failed motion as failed, and a conditional one as no result', () => {
    expect(decide(lines([[5, 'The amendment fails three to four.']])).motions[0]).toMatchObject({
      result: 'failed',
      tally: { yes: 3, no: 4 },
    });
    expect(decide(lines([[5, 'If the motion carries, staff will bring it back in May.']])).motions).toEqual(
      [],
    );
  });

  it('names no one from a count of absent members said without names (real: Knox City-Council-170620, 00:42:26)', () => {
    const { utterances } = readTranscript(lines([[2546, "We've got one absent, so it passes."]]));
    expect(statedVotes(utterances)).toEqual([]);
  });

  it('reads a roll call of bare surnames answered aye, nay, abstain and recuse', () => {
    const { motions } = decide(
      lines([
        [0, 'The clerk will call the roll on the motion to approve the rezoning.'],
        [5, 'Smith?'],
        [7, 'Aye.'],
        [9, 'Lopez?'],
        [11, 'Nay.'],
        [13, 'Okafor?'],
        [15, 'Abstain.'],
        [17, 'Brennan?'],
        [19, 'I recuse myself.'],
        [21, 'Delgado?'],
        [23, 'Aye.'],
        [30, 'The motion carries two to one.'],
      ]),
    );
    expect(motions).toHaveLength(1);
    expect(motions[0]).toMatchObject({ result: 'carried', tally: { yes: 2, no: 1 } });
    expect(motions[0]?.votes.map((v) => `${v.voter_name}:${v.vote}`)).toEqual([
      'Smith:Yes',
      'Lopez:No',
      'Okafor:Abstain',
      'Brennan:Recused',
      'Delgado:Yes',
    ]);
  });

  it('reads a roll call asked member by member "how do you vote" as one decision, answers said as "I\'ll vote no" included', () => {
    const { motions } = decide(
      lines([
        [0, 'Is there a motion to approve the contract with the bank?'],
        [4, 'So moved.'],
        [6, 'Second.'],
        [10, 'Roll call, please.'],
        [15, 'Director Kahn, how do you vote?'],
        [20, 'Yes.'],
        [25, 'Director Lingo, how do you vote?'],
        [30, 'Aye.'],
        [35, 'Director Eastham, how do you vote?'],
        [40, "I'll vote no."],
        [45, 'Director Mims, how do you vote?'],
        [50, 'I will vote yes.'],
        [55, 'The motion carries three to one.'],
      ]),
    );
    // The first answer is no result of its own: one decision, its motion kept.
    expect(motions).toHaveLength(1);
    expect(motions[0]).toMatchObject({
      result: 'carried',
      motion: 'Approve the contract with the bank',
      tally: { yes: 3, no: 1 },
    });
    expect(motions[0]?.votes.map((v) => `${v.voter_name}:${v.vote}`)).toEqual([
      'Director Kahn:Yes',
      'Director Lingo:Yes',
      'Director Eastham:No',
      'Director Mims:Yes',
    ]);
  });

  it('reads the tally of "That is approved 9-0." and no result from a decision recalled (real: Knox City-Council-R-265-190730, 01:25:17; City-Council-090113, 00:17:01)', () => {
    const { motions } = decide(
      lines([
        [5117, 'To approve.'],
        [5118, 'Second.'],
        [5119, 'Any discussion?'],
        [5120, 'All in favor say aye.'],
        [5121, 'Aye.'],
        [5122, 'Any opposed?'],
        [5123, 'That is approved 9-0.'],
        [5125, 'Okay.'],
        [5821, 'for the Henley Street Bridge reconstruction project.'],
        [5824, 'And that was passed unanimously by this council, as you remember,'],
      ]),
    );
    expect(motions.map((m) => [m.time, m.result, m.tally])).toEqual([
      [5123, 'carried', { yes: 9, no: 0, abstain: 0, absent: 0 }],
    ]);
  });

  it('reads "The vote is 8-3." then "It is approved." (real: Knox Co-Com-111110-Special, 00:30:28)', () => {
    const { motions } = decide(
      lines([
        [1828, 'Was that correct?'],
        [1829, 'Yes.'],
        [1830, 'The vote is 8-3.'],
        [1831, 'It is approved.'],
      ]),
    );
    expect(motions.map((m) => [m.result, m.tally])).toEqual([
      ['carried', { yes: 8, no: 3, abstain: 0, absent: 0 }],
    ]);
  });

  it('gives a vote said between two results to the nearer one alone (real: Knox Co-Com-070723-Part-2, 00:32:56)', () => {
    const { motions } = decide(
      lines([
        [1976, "We've got a motion to approve."],
        [1979, 'Any more discussion?'],
        [1982, 'No more discussion.'],
        [1983, 'All in favor say aye.'],
        [1984, 'Aye.'],
        [1985, 'Opposed, no.'],
        [1986, 'It passes unanimously.'],
        [1987, 'Next item.'],
        [1988, 'Ordinance 103 is adopting the stormwater management ordinance.'],
        [1994, 'Intergovernmental?'],
        [1995, 'Intergovernmental voted 7-1-0-1 to defer for 30 days.'],
        [2000, 'Finance committee?'],
        [2003, '10-0 to defer for 30 days and so moved.'],
        [2006, 'Second.'],
        [2007, 'Second by Commissioner Tony Norman.'],
        [2009, 'Any more discussion?'],
        [2010, 'All in favor say aye.'],
        [2011, 'Aye.'],
        [2012, 'Opposed, no.'],
        [2013, 'No.'],
        [2016, 'Commissioner Smith votes no.'],
        [2019, 'Motion passes.'],
        [2020, 'Ordinance is on second reading.'],
      ]),
    );
    expect(motions.map((m) => [m.result, m.votes])).toEqual([
      ['carried', []],
      ['carried', [{ voter_name: 'Commissioner Smith', vote: 'No' }]],
    ]);
  });

  it('gives the votes of the roll call on the main motion, taken right after a substitute fails, to the main motion alone (real: Knox Co-Com-R-267-120723, 04:44:23)', () => {
    const { motions } = decide(
      lines([
        [17063, 'Roll call vote.'],
        [17064, "We'll start in the first district."],
        [17069, 'Commissioner McKenzie.'],
        [17071, 'No.'],
        [17073, 'Commissioner McKenzie votes no.'],
        [17075, 'Commissioner Brawls.'],
        [17076, 'No.'],
        [17077, 'Commissioner Brawls votes no.'],
        [17079, 'Commissioner Norman.'],
        [17080, 'No.'],
        [17081, 'Commissioner Norman votes no.'],
        [17082, 'Commissioner Ornby.'],
        [17083, 'Yes.'],
        [17084, 'Commissioner Ornby votes yes.'],
        [17085, 'Commissioner Briggs.'],
        [17086, 'No.'],
        [17087, 'Commissioner Briggs votes no.'],
        [17089, 'Commissioner Anders.'],
        [17090, 'No.'],
        [17091, 'Commissioner Anders votes no.'],
        [17092, 'Commissioner Smith.'],
        [17093, 'Yes.'],
        [17094, 'Commissioner Smith votes yes.'],
        [17096, 'Commissioner Wright.'],
        [17097, 'Yes.'],
        [17098, 'Commissioner Wright votes yes.'],
        [17099, 'Commissioner Brown.'],
        [17100, 'Yes.'],
        [17101, 'Commissioner Brown votes yes.'],
        [17103, 'Commissioner Hammond.'],
        [17104, 'No.'],
        [17105, 'Commissioner Hammond votes no.'],
        [17106, 'Commissioner Shouse.'],
        [17107, 'No.'],
        [17108, 'Commissioner Shouse votes no.'],
        [17113, 'Vote is seven nos, four yeses.'],
        [17116, 'The substitute motion fails.'],
        [17118, "We're back to the original motion."],
        [17120, 'The original motion is to deny the appeal.'],
        [17123, 'Any further questions?'],
        [17124, "If not, we'll do a roll call vote starting first."],
        [17127, 'Commissioner McKenzie.'],
        [17129, 'Aye.'],
        [17130, 'Commissioner McKenzie votes yes.'],
        [17133, 'Commissioner Brawls.'],
        [17134, 'Aye.'],
        [17135, 'Commissioner Brawls votes yes.'],
        [17136, 'Commissioner Norman.'],
        [17137, 'Aye.'],
        [17138, 'Commissioner Norman votes yes.'],
        [17139, 'Commissioner Ornby.'],
        [17140, 'Aye.'],
        [17141, 'Commissioner Ornby votes yes.'],
        [17144, 'Commissioner Briggs.'],
        [17145, 'Yes.'],
        [17146, 'Commissioner Briggs votes yes.'],
        [17147, 'Commissioner Anders.'],
        [17148, 'Yes.'],
        [17149, 'Commissioner Anders votes yes.'],
        [17150, 'Commissioner Smith.'],
        [17151, 'Yes.'],
        [17152, 'Commissioner Smith votes yes.'],
        [17154, 'Commissioner Wright.'],
        [17155, 'Yes.'],
        [17156, 'Commissioner Wright votes yes.'],
        [17157, 'Commissioner Brown.'],
        [17158, 'Yes.'],
        [17159, 'Commissioner Brown votes yes.'],
        [17160, 'Commissioner Hammond.'],
        [17161, 'Yes.'],
        [17162, 'Commissioner Hammond votes yes.'],
        [17163, 'Commissioner Shouse.'],
        [17164, 'Yes.'],
        [17165, 'Commissioner Shouse votes yes.'],
        [17168, "It's 11-0."],
        [17169, "It's unanimous."],
        [17170, 'So the appeal is denied.'],
      ]),
    );
    const said = (m: (typeof motions)[number] | undefined) =>
      m?.votes.map((v) => `${v.voter_name.replace('Commissioner ', '')} ${v.vote}`);
    expect(motions).toHaveLength(2);
    expect(said(motions[0])).toEqual([
      'McKenzie No',
      'Brawls No',
      'Norman No',
      'Ornby Yes',
      'Briggs No',
      'Anders No',
      'Smith Yes',
      'Wright Yes',
      'Brown Yes',
      'Hammond No',
      'Shouse No',
    ]);
    expect(motions[0]?.result).toBe('failed');
    expect(said(motions[1])?.every((v) => v.endsWith(' Yes'))).toBe(true);
    expect(motions[1]?.votes).toHaveLength(11);
  });

  it('reads the member a roll call is asked to start with as its first call (the asking as Knox says it, Co-Com-160425, 01:41:23; the answer after it, names changed)', () => {
    const votesOf = (said: string[]) =>
      decide(lines(said.map((text, i) => [100 + i * 2, text]))).motions.map((m) =>
        m.votes.map((v) => `${v.voter_name} ${v.vote}`),
      );
    expect(
      votesOf([
        'Roll call, beginning with Commissioner Smith.',
        'Aye.',
        'Commissioner Ward.',
        'Aye.',
        'Commissioner Hill.',
        'No.',
        'Motion carries.',
      ]),
    ).toEqual([['Commissioner Smith Yes', 'Commissioner Ward Yes', 'Commissioner Hill No']]);
    expect(
      votesOf([
        "Let's do a roll call starting with Director Kahn.",
        'Yes.',
        'Director Lingo?',
        'Yes.',
        'Director Mims?',
        'No.',
        'Director Eastham?',
        'Yes.',
        'The motion carries 3-1.',
      ]),
    ).toEqual([['Director Kahn Yes', 'Director Lingo Yes', 'Director Mims No', 'Director Eastham Yes']]);
    // A vote asked for without the roll named.
    expect(
      votesOf([
        "We'll vote starting with Director Kahn.",
        'Yes.',
        'Director Lingo?',
        'No.',
        'Director Mims?',
        'Yes.',
        'Motion carries.',
      ]),
    ).toEqual([['Director Kahn Yes', 'Director Lingo No', 'Director Mims Yes']]);
    // The clerk calling the first member again, as Knox's does, gives one call.
    expect(
      votesOf([
        'Roll call, beginning with Commissioner Schoonmaker.',
        'Commissioner Schoonmaker.',
        'Aye.',
        'Commissioner Hill.',
        'Aye.',
        'Commissioner Ward.',
        'Aye.',
        'Motion carries.',
      ]),
    ).toEqual([['Commissioner Schoonmaker Yes', 'Commissioner Hill Yes', 'Commissioner Ward Yes']]);
  });

  it('gives the votes read out after a result said twice to that decision (real: iowa-city-csd-board-2026-04-14, 01:08:28)', () => {
    // "Approved consent agenda ..." is read as the result, and "the motion carries" later as
    // the same decision: Director Eastham's nay, said 11 s after that, is still its vote.
    const said: [number, number, string][] = [
      [
        4108,
        4135,
        '- Okay, are there any other items? Is there a motion to approve minus item 15. So move. - Seconded. - Right, Board Secretary Colvin, ready to vote. - The motion? - To poll number 15. Okay. - Approved consent agenda with poll number item 15.',
      ],
      [4135, 4149, '- Online voting is open.'],
      [
        4149,
        4189,
        "All votes have been cast and the motion carries with directors. Abraham, Finch, Horn-Frazier, Lingo, Malone and Williams, voting yay. And Director Eastham voting nay. - Thank you. Director Lingo. Item number 15. - I've come across some questions on the amount of money that we are. It says in the proposal convey interest above described property to the City of Iowa City for $3,248,773. I was wondering if we could get some information how that figure was come up with.",
      ],
    ];
    const { motions } = decide(
      said.map(([start, end, text]) => ({ start_seconds: start, end_seconds: end, speaker: null, text })),
    );
    expect(motions).toHaveLength(1);
    expect(motions[0]?.votes).toEqual(CONSENT_VOTE_0414_AS_READ);
  });

  it('reads bare surnames answering "yay" in lower case as a roll call (invented, after iowa-city-csd-board-2026-03-24, 00:01:24)', () => {
    const { motions } = decide(
      lines([
        [
          100,
          'we will do a roll call abraham yay eastham yay finch yay lingo nay all votes have been cast and the motion carries',
        ],
      ]),
    );
    expect(motions.map((m) => m.votes.map((v) => `${v.voter_name} ${v.vote}`))).toEqual([
      ['Abraham Yes', 'Eastham Yes', 'Finch Yes', 'Lingo No'],
    ]);
  });

  it('gives no result the votes said after the main motion is taken up again (invented, after Knox Co-Com-R-267-220725-Zoning-Part-1, 01:55:18)', () => {
    const { motions } = decide(
      lines([
        [100, 'Commissioner Kahn votes aye.'],
        [102, 'Commissioner Lee votes no.'],
        [104, 'Commissioner Mims votes no.'],
        [106, 'The substitute motion fails.'],
        [108, "We're back to the original motion."],
        [112, 'Commissioner Kahn votes aye.'],
        [114, 'Commissioner Lee votes aye.'],
        [116, 'Commissioner Mims votes aye.'],
        [150, 'The motion passes.'],
      ]),
    );
    expect(motions.map((m) => m.votes.map((v) => `${v.voter_name} ${v.vote}`))).toEqual([
      ['Commissioner Kahn Yes', 'Commissioner Lee No', 'Commissioner Mims No'],
      ['Commissioner Kahn Yes', 'Commissioner Lee Yes', 'Commissioner Mims Yes'],
    ]);
  });

  it('makes no tally of the one or two members who vote aloud while the others vote on their screens (after iowa-city-csd-board-2026-01-13, 00:17:05)', () => {
    const { motions } = decide(
      lines([
        [1020, 'Board Secretary Colvin, ready to vote.'],
        [1025, 'Online voting is open.'],
        [1043, "Okay, I'm voting no."],
        [1045, 'Thank you, Director Lingo.'],
        [1048, 'All votes have been cast and the motion carries.'],
      ]),
    );
    expect(motions).toMatchObject([
      { result: 'carried', tally: null, votes: [{ voter_name: 'Director Lingo', vote: 'No' }] },
    ]);
  });

  it('reads "11-0 aye" as eleven ayes, not as none (real: Knox Co-Com-R-267-211021-Redistricting, 00:25:05)', () => {
    const { motions } = decide(
      lines([
        [1505, 'Does any commissioner wish to change their vote?'],
        [1509, 'The vote is 11-0 aye and the ordinance passes on first reading.'],
      ]),
    );
    expect(motions.map((m) => [m.result, m.tally])).toEqual([
      ['carried', { yes: 11, no: 0, abstain: 0, absent: 0 }],
    ]);
  });

  it('makes no tally of a count without the ayes (real: Knox Co-Com-111219-Part-2, 00:34:00), and reads both sides said in one phrase', () => {
    const oneNo = decide(
      lines([
        [2040, 'Aye.'],
        [2041, 'Opposition?'],
        [2042, 'None.'],
        [2043, 'It is approved.'],
        [2044, 'Thank you.'],
        [2045, 'Commissioner Brown, do you oppose?'],
        [2047, 'Okay.'],
        [2048, 'One no.'],
        [2051, 'One no.'],
        [2052, 'It is approved.'],
        [2054, 'Next item.'],
      ]),
    );
    expect(oneNo.motions.map((m) => m.tally)).not.toContainEqual(expect.objectContaining({ yes: 0, no: 1 }));
    expect(oneNo.motions.every((m) => m.result === 'carried')).toBe(true);
    const sides = [
      ['With five votes in favor and two against, the motion passes.', { yes: 5, no: 2 }],
      ['Five votes in favor, two opposed. The motion carries.', { yes: 5, no: 2 }],
      ['That is approved 5-0 with 2 absent.', { yes: 5, no: 0, absent: 2 }],
    ] as const;
    for (const [said, tally] of sides) {
      const { motions } = decide(
        lines([
          [0, 'Please vote.'],
          [5, said],
        ]),
      );
      expect(motions[0]?.tally).toMatchObject(tally);
    }
    const absentOnly = decide(
      lines([
        [0, 'All in favor?'],
        [2, 'Aye.'],
        [4, 'The motion carries with two absent.'],
      ]),
    );
    expect(absentOnly.motions[0]?.tally).toBeNull();
  });

  it('names each member said to be absent with the result', () => {
    const { motions } = decide(
      lines([
        [0, 'Please vote.'],
        [5, 'The motion passed 5-0, with Director Kahn and Director Mims absent.'],
      ]),
    );
    expect(motions[0]?.votes.toSorted((a, b) => a.voter_name.localeCompare(b.voter_name))).toEqual([
      { voter_name: 'Director Kahn', vote: 'Absent' },
      { voter_name: 'Director Mims', vote: 'Absent' },
    ]);
  });

  it('reads what was moved, the mover and the seconder however the chair reports them (invented), and no mover from a second misheard', () => {
    const cases: [string, string, string, string][] = [
      [
        'Motion to approve the consent agenda by Director Kahn, seconded by Director Lingo.',
        'Approve the consent agenda',
        'Director Kahn',
        'Director Lingo',
      ],
      [
        'Director Kahn moves to approve the consent agenda. Director Lingo seconds.',
        'Approve the consent agenda',
        'Director Kahn',
        'Director Lingo',
      ],
      [
        'It was moved by Trustee Kahn and seconded by Trustee Lingo to approve the budget.',
        'Approve the budget',
        'Trustee Kahn',
        'Trustee Lingo',
      ],
      [
        'Motion by Commissioner Kahn, second by Commissioner Lingo, to approve the rezoning.',
        'Approve the rezoning',
        'Commissioner Kahn',
        'Commissioner Lingo',
      ],
    ];
    for (const [said, motion, mover, seconder] of cases) {
      const { motions } = decide(
        lines([
          [0, said],
          [5, 'All in favor?'],
          [7, 'Aye.'],
          [9, 'Motion carries.'],
        ]),
      );
      expect(motions[0]).toMatchObject({ motion, mover, seconder });
    }
    // "seconded by" as automatic captions mishear it: no mover (real: new-orleans-council-2023-06-22-c, 01:53:06).
    const misheard = decide(
      lines([[0, 'I move to approve expected by councilmember Harris seven years no nice']]),
    );
    expect(misheard.motions).toHaveLength(1);
    expect(misheard.motions[0]?.mover).toBeNull();
  });
});

describe('movers, seconders and unanimous results as other boards report them', () => {
  const moved = (segments: SourceSegment[]) =>
    decide(segments).motions.map(({ mover, seconder }) => ({ mover, seconder }));

  it('takes the mover the chair names after a motion "by" or "from" a member, at the sentence end (real: navajo-county-bos-2024-02-27, 00:53:35; navajo-county-bos-2026-05-12, 00:45:55)', () => {
    expect(
      moved(
        lines([
          [
            3215,
            "I'll move. Second. Second. I, I move to approve. So a motion to approve by supervisor Seymour.",
          ],
          [3222, 'Second by supervisor Inger. Any more discussion? Hearing none. All in favor? Aye.'],
          [
            3227,
            'Any opposed? You? Aye. Have it. Thank you very much. All right, moving on to item C, planning and development.',
          ],
        ]),
      ),
    ).toEqual([{ mover: 'Supervisor Seymour', seconder: 'Supervisor Inger' }]);
    expect(
      moved(
        lines([
          [2755, "We have a motion to approve from supervisor Binali. Is there a second? I'll second."],
          [
            2762,
            'Second from supervisor Whiting. Any other discussion? Call for the question. All those in favor say aye. Aye aye. Any opposed? See that pass. Thank you.',
          ],
        ]),
      ),
    ).toEqual([{ mover: 'Supervisor Binali', seconder: 'Supervisor Whiting' }]);
  });

  it('takes an office for the mover when no name follows it, and no office when one does (real: navajo-county-bos-2026-01-13, 00:17:25; invented)', () => {
    expect(
      moved(
        lines([
          [1045, 'Thank you judge higgins for making the recommendation. We have a motion by vice chair.'],
          [
            1052,
            "Is there a second? Second. Second by supervisor Whiting. Any other discussion? All 'em in favor say aye.",
          ],
          [1060, 'Aye. Aye. Any opposed? That a unanimously. Thanks.'],
        ]),
      ),
    ).toEqual([{ mover: 'the vice chair', seconder: 'Supervisor Whiting' }]);
    expect(
      moved(
        lines([
          [0, 'We have a motion by Chairman Whiting and a second by Supervisor Seymour.'],
          [5, 'All in favor? Aye. Motion carries.'],
        ]),
      ),
    ).toEqual([{ mover: 'Chairman Whiting', seconder: 'Supervisor Seymour' }]);
  });

  it('takes the member the chair says has moved, also for a roll call whose result is not read (real: minneapolis-council-2024-02-08, 00:37:49 to 00:38:51; minneapolis-council-2024-04-11, 00:25:45)', () => {
    const roll = ['Jenkins', 'Palmisano', 'Chowdhury', 'Cashman', 'Rainville', 'Chavez', 'Wonsley'].flatMap(
      (name, i): [number, string][] => [
        [2303 + 3 * i, `Council Member ${name}?`],
        [2304 + 3 * i, 'Aye.'],
      ],
    );
    const motions = decide(
      lines([
        [2269, 'I will move approval of these.'],
        [2294, "Council Member Osman has moved approval of the committee's report, is there any discussion?"],
        [2300, 'ElliotPayne: Seeing none, the clerk will coll roll.'],
        ...roll,
        [2331, 'There are 13 a ayes SXEPT f 7.'],
      ]),
    ).motions;
    expect(motions.map(({ mover, result }) => ({ mover, result }))).toEqual([
      { mover: 'Council Member Osman', result: 'carried' },
    ]);
    // As live captions give it (real: minneapolis-council-2024-04-11, 00:25:45 to 00:26:57).
    expect(
      decide(
        lines([
          [
            1545,
            "Supplement existing programs. I willove all -- I will move approval of the committee's report which incdes deleting item no. 5 from the agenda.",
          ],
          [1556, 'Vice president chughtatai ha moved approval for the r report is there any discussion.'],
          [1580, 'Seeing none, I will have the clerk call the roll on items 1, 2, 3 and 5.'],
          [1614, 'There are 13 ayes.'],
          [1617, 'That carries and those items are adopted.'],
        ]),
      ).motions.map(({ mover }) => mover),
    ).toEqual(['Vice President Chughtatai']);
  });

  it('takes a seconder captions write in lower case or mishear "seconded by" for, and ends the name at another title (real: new-orleans-council-2023-03-09, 04:55:10; new-orleans-council-2023-03-09-c, 02:18:05)', () => {
    expect(
      moved(
        lines([
          [
            17710,
            "advocates for I think positioning us to do something uh that hopefully will save the lives of children in the future and again move adoption second about councilmember green voucher machines thank you fabios Nunes and it's adapted thank you bottom of the page we have ordnis calendar number 34068 by council member green an ordice to rename the entirety of Higgins Boulevard running between almonesta Avenue and Alvar Street to",
          ],
        ]),
      ),
    ).toEqual([{ mover: null, seconder: 'Councilmember Green' }]);
    expect(
      moved(
        lines([
          [
            8285,
            'jeruso Harris King and green a resolution honoring the life of Wade Thomas Burgess senior and expressing sincere condolences to his founding upon knowledge of his passing on February the 4th 2023. move adoption of the resolution seconded by councilmember Green Mr say no voting machine six years seven years no names and the resolution is adopted thank you not for the presentation',
          ],
        ]),
      ),
    ).toEqual([{ mover: null, seconder: 'Councilmember Green' }]);
  });

  it('takes the count the clerk reads with the result for the tally, not the names the captions kept (real: minneapolis-council-2025-01-30, 01:01:03 to 01:01:34)', () => {
    const { motions } = decide(
      lines([
        [
          3663,
          'So I think tho are some very fine final words. And I will ask the Clerk to call the roll on the committee report.',
        ],
        [3670, 'Council member Chowdhury, aye. Cashman, aye. Osman, aye.'],
        [3678, 'Rainville, aye. Chavez, aye. Vetaw, aye. Ellison, aye.'],
        [3684, 'Koski, aye. Wonsley, aye. Jenkins, aye. Palmisano,aye. Vice president Chughtai, aye.'],
        [3691, 'President Payne, aye.'],
        [3692, 'There are 13 ayes'],
        [
          3694,
          "That carries and the report is adopted. The next report is from our climate and infrastructure committee, which will be presented by that committee's chair, council member Cashman.",
        ],
      ]),
    );
    expect(motions.map(({ result, tally }) => ({ result, yes: tally?.yes, no: tally?.no }))).toEqual([
      { result: 'carried', yes: 13, no: 0 },
    ]);
  });

  it('takes the wording of a motion that only points back from what it points to, and no title alone for the seconder (invented, after Knox meetings)', () => {
    const { motions } = decide(
      lines([
        [0, 'Commissioner Smith, I would entertain a motion to approve the plat.'],
        [4, 'I move to do so.'],
        [6, 'Second.'],
        [7, 'Seconded by Councilmember. Was that Commissioner Ward?'],
        [9, 'All in favor? Aye. Motion carries.'],
      ]),
    );
    expect(motions.map(({ motion, seconder }) => ({ motion, seconder }))).toEqual([
      { motion: 'Approve the plat', seconder: null },
    ]);
  });

  it('reads a voice vote nobody opposed as unanimous, and one with a nay heard as not (real: navajo-county-bos-2024-09-10, 00:02:47; navajo-county-bos-2025-02-25, 00:04:42; invented)', () => {
    const unanimous = (segments: SourceSegment[]) =>
      decide(segments).motions.map(({ result, unanimous }) => ({ result, unanimous }));
    expect(
      unanimous(
        lines([
          [167, 'Motion. We have a motion for approval. Do we have a second for approval? Second.'],
          [
            173,
            'So we have a motion for approval. We have a second. Any more discussion? All those in favor say aye.',
          ],
          [182, 'Aye. Aye. Any opposed? Say nay. Hearing none, the ayes have it.'],
        ]),
      ),
    ).toEqual([{ result: 'carried', unanimous: true }]);
    expect(
      unanimous(
        lines([
          [282, 'Any more discussion? Hearing none. All those in favor vote. Aye. Aye.'],
          [287, 'Aye. Aye. Any opposed? Vote nay. Hearing none. The ayes have it.'],
          [
            292,
            'Motion passes. Unanimously. Motion to move to regular chair would entertain a motion to move to regular session.',
          ],
        ]),
      ),
    ).toEqual([{ result: 'carried', unanimous: true }]);
    expect(
      unanimous(
        lines([
          [0, 'All those in favor say aye. Aye. Aye.'],
          [5, 'Any opposed? Nay. The ayes have it.'],
        ]),
      ),
    ).toEqual([{ result: 'carried', unanimous: false }]);
    // The public asked in a hearing, not the board in a vote (after Knox Co-Com-R-267-220926-Zoning, 01:08:39).
    expect(
      unanimous(
        lines([
          [0, 'Any opposition to this item? Seeing none.'],
          [5, 'I move to approve the rezoning.'],
          [7, 'Second.'],
          [9, 'All in favor? Aye.'],
          [11, 'Motion carries.'],
        ]),
      ),
    ).toEqual([{ result: 'carried', unanimous: false }]);
  });

  it('takes the mover "moved by" or said to have "moved that" in automatic captions, the council\'s office, and no mover for the seconder (real: new-orleans-council-2023-03-09, 05:08:53; new-orleans-council-2023-07-13, 01:59:06; Knox City-Council-R-265-200324, 01:26:55)', () => {
    expect(
      moved(
        lines([
          [
            18533,
            "um from everything that I've heard it's working well and as we can imagine any place that allows someone who's in types of cages to go safely to recover is good news so this is an extension for four years moved by Morel seconded by councilmember Harris please vote your machines Mr Morrell seven years no Nays and thank you for extending this very valuable service that is provided by Odyssey House in conjunction in New Orleans",
          ],
        ]),
      ),
    ).toEqual([{ mover: 'Morel', seconder: 'Councilmember Harris' }]);
    expect(
      moved(
        lines([
          [
            7146,
            "uh that concludes the consent agenda do we have any online comments we do not uh councilman Thomas moved that we approved the consent agenda which is seconded by council member King uh Oliveira please say aye aye any opposed hearing none Lucas San agendas pass uimously thank you madam clerk first thing on the regular agenda yes sir we're on page 51",
          ],
        ]),
      ),
    ).toEqual([{ mover: 'Councilman Thomas', seconder: 'Council Member King' }]);
    expect(
      moved(
        lines([
          [5215, 'Move to approve.'],
          [5217, 'Second.'],
          [5218, 'Motion made by Ms. Testament, seconded by Ms.'],
          [5222, 'No, Councilwoman McKenzie.'],
          [5224, 'Sorry.'],
          [5226, 'Okay, motion made and seconded, any discussion?'],
          [5229, 'Seeing none, all in favor? Aye. Motion carries.'],
        ]),
      ),
    ).toEqual([{ mover: 'Ms. Testament', seconder: null }]);
    // The mover is not also the seconder (real: Knox Co-Com-R-267-181015, 00:55:20), nor the member
    // seconding after "the second was by" (invented, after Knox Co-Com-WS-R-190219).
    expect(
      moved(
        lines([
          [3320, "Okay, I'll entertain a motion for approval."],
          [3322, 'So moved.'],
          [3323, 'Moved by Commissioner Buster, seconded.'],
          [3326, "We've already got it."],
          [3332, 'Okay, all in favor, say aye.'],
          [3334, 'Aye.'],
          [3335, 'All opposed, say nay.'],
          [3337, 'Okay, it passes.'],
        ]),
      ),
    ).toEqual([{ mover: 'Commissioner Buster', seconder: null }]);
    // Two members of one family are two members (invented, after Knox Co-Com-071022, whose
    // commission had two Harmons).
    expect(
      moved(
        lines([
          [0, 'Motion by Commissioner Mark Harmon, second by Commissioner Ivan Harmon.'],
          [5, 'All in favor? Aye. Motion carries.'],
        ]),
      ),
    ).toEqual([{ mover: 'Commissioner Mark Harmon', seconder: 'Commissioner Ivan Harmon' }]);
    expect(
      moved(
        lines([
          [0, 'Motion to approve was by Commissioner Anders, and the second was by Commissioner Smith.'],
          [5, 'All in favor? Aye. Motion carries.'],
        ]),
      ),
    ).toEqual([{ mover: 'Commissioner Anders', seconder: 'Commissioner Smith' }]);
    // The chair's report of the motion is cut before who moved and seconded it (real: Knox
    // Co-Com-R-265-190128, 02:05:06).
    expect(
      decide(
        lines([
          [7506, "Would all in commission, and I'll take that in the form of a motion."],
          [7510, 'Motion.'],
          [7511, 'Okay.'],
          [7512, 'Motion to read the school consent calendar has been presented by Commissioner Daley'],
          [7516, 'and seconded by Commissioner Schoonmaker.'],
          [7518, 'All in favor of this motion, please say aye.'],
          [7520, 'Aye.'],
          [7521, 'All opposed, please say nay.'],
          [7523, 'Okay, the ayes have it.'],
        ]),
      ).motions.map(({ motion, mover, seconder }) => ({ motion, mover, seconder })),
    ).toEqual([
      {
        motion: 'Read the school consent calendar',
        mover: 'Commissioner Daley',
        seconder: 'Commissioner Schoonmaker',
      },
    ]);
    // "Council" before the office (real: new-orleans-council-2023-04-06, 02:03:56).
    expect(
      moved(
        lines([
          [
            7436,
            "accept to adopt properly second by council president Monroe seven years no names thank you Mr chairman Mr chairman yes I just wanted to he said yes yes I'm doing the correct way",
          ],
        ]),
      ).map(({ seconder }) => seconder),
    ).toEqual(['President Monroe']);
    // An agreement "executed by the mayor" is what was moved, not a second misheard (invented).
    expect(
      decide(
        lines([
          [10, 'I move to approve the agreement to be executed by the mayor.'],
          [12, 'Second.'],
          [14, 'All in favor? Aye. Motion carries.'],
        ]),
      ).motions.map(({ motion, seconder }) => ({ motion, seconder })),
    ).toEqual([{ motion: 'Approve the agreement to be executed by the mayor', seconder: null }]);
  });

  it('reads the smaller forms of who moved and seconded (invented, in the wordings of the development files)', () => {
    const cases: [string, string | null, string | null][] = [
      // The chair's call for a second right after the mover.
      ['So a motion to approve by Supervisor Ledge, is there a second? Second.', 'Supervisor Ledge', null],
      // An office for the seconder.
      ['Motion to approve by Supervisor Ledge. Second by the chair.', 'Supervisor Ledge', 'the chair'],
      // "Move by" as captions hear "moved by", and "council" before an office.
      [
        'so move by councilman Harris second by councilmember King.',
        'Councilman Harris',
        'Councilmember King',
      ],
      ['this motion moved by council president Morrell seconded by me', 'President Morrell', null],
      // A word in lower case after a title that is no name.
      ['motion to approve seconded by council member present', null, null],
    ];
    for (const [said, mover, seconder] of cases) {
      expect(
        moved(
          lines([
            [0, said],
            [9, 'All in favor? Aye. Motion carries.'],
          ]),
        ),
        said,
      ).toEqual([{ mover, seconder }]);
    }
  });

  it('reads a result carried "with all directors voting in favor" as unanimous (real: iowa-city-csd-board-2026-01-13, 00:02:01)', () => {
    const { motions } = decide(
      lines([
        [115, 'How would you like to vote, Director Horne-Frazier?'],
        [
          121,
          '- All votes have been cast, and the motion carries with all directors voting in favor. - Thank you. Next, we will move to the public forum part of our agenda.',
        ],
      ]),
    );
    expect(motions.map(({ result, unanimous }) => ({ result, unanimous }))).toEqual([
      { result: 'carried', unanimous: true },
    ]);
  });
});
