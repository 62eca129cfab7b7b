import { describe, expect, it } from 'vitest';
import { CONSENT_VOTE_0414_AS_READ, yesVotes } from '../../test/summary-lines.ts';
import { findMotions } from './motions.ts';
import { readTranscript } from './transcript.ts';
import { findRollCalls } from './votes.ts';

/**
 * Members voting online say their vote in words and the clerk thanks them by name ("Kim, I'm a
 * yes." "Thank you, Director Abraham."). Each excerpt is a development meeting of the evaluation set
 * as [start, end, text] cues, most rewritten without punctuation by the evaluation's own reader
 * (scripts/eval/corpus.ts, the `--unpunctuated` option of `npm run eval:summary`): the words and
 * times are the meeting's, but for the one case named as rewritten.
 */
function motionsOf(cues: [number, number, string][]) {
  const { utterances } = readTranscript(
    cues.map(([start, end, text]) => ({ start_seconds: start, end_seconds: end, speaker: null, text })),
  );
  return findMotions(utterances, findRollCalls(utterances)).map(({ result, votes }) => ({ result, votes }));
}

describe('votes said in words and thanked by name', () => {
  it('reads each vote and the thanks after it run into one line (iowa-city-csd-board-2026-02-24, 00:04:16)', () => {
    expect(
      motionsOf([
        [
          212,
          256,
          "during a designated community comment portion of our agenda before we get to tonight's agenda i wanna take a moment to introduce those seated at the table with me to my right superintendent degner directors horn-frasier eastham and williams to my left vice president abraham directors finch lingo and board secretary colvin and with that i would call for approval of tonight's agenda so moved second board secretary colvin ready to vote",
        ],
        [256, 275, "i'm a yes vote thank you director abraham my voting is open"],
        [
          275,
          294,
          "i'm a yes vote thank you director lingo all votes have been cast and the motion carries with all directors voting in favor thank you next we will have our education showcase with the weber elementary choir joining us",
        ],
      ]),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Abraham', 'Director Lingo') }]);
  });

  it('reads "yay vote kim" and "i\'m a yes" thanked by name, leaves the thanks after an answer to a call to the member called, and reads "yay" answering a call (iowa-city-csd-board-2026-03-24, 00:01:02)', () => {
    // "dr lingo how would you like to vote yay thank you director malone yes": Dr. Lingo answers
    // the call, and Director Malone, called next, answers "yes"; Director Williams, called last,
    // answers "yay" run on into the result.
    expect(
      motionsOf([
        [
          34,
          62,
          "second thank you sorry kim that's all right we're ready to vote who was the second i'm sorry i know molly made the motion jennifer jennifer thank you",
        ],
        [
          62,
          84,
          "online voting is open kim i'm a yes thank you director abraham yay vote kim thank you director finch",
        ],
        [
          84,
          130,
          'anybody else dr lingo how would you like to vote yay thank you director malone yes director williams yay all votes have been cast and the motion carries with all directors voting in favor thank you next that will take us to our public hearing for the proposed property tax levy vice president abraham now is the time and place for a public hearing on the proposed property tax levy fiscal year \'27 the board of directors set the date for this public hearing on march 10th 2026 notice of the public hearing was published in the "iowa city press citizen" on march 12th 2026 are there any comments from the board i have one question',
        ],
      ]),
    ).toEqual([
      {
        result: 'carried',
        votes: yesVotes(
          'Director Abraham',
          'Director Finch',
          'Dr. Lingo',
          'Director Malone',
          'Director Williams',
        ),
      },
    ]);
  });

  it('reads a vote that ends one line and the thanks that open the next, and a member called alone while online voting is open (iowa-city-csd-board-2026-01-13, 00:17:25)', () => {
    // Director Hahn-Fraser's "yes" after her name, run on into the result, is hers: online voting
    // is open, so one member called and answering is a vote.
    expect(
      motionsOf([
        [
          988,
          1025,
          "and the life cycle of that so thank you to our business office for providing that i appreciate that hearing none are there any items directors wanna pull from tonight's consent agenda i'd like to pull item 12 okay accounts payable and forever green road extension anything else hearing none is there a motion to approve minus those two items so moved second board secretary we're ready to vote",
        ],
        [1025, 1043, 'online voting is open'],
        [1043, 1048, "okay i'm voting yes thank you director easton"],
        [
          1048,
          1066,
          'director hahn-fraser yes thank you all votes have been cast and the motion carries with all directors voting in favor thank you that takes us to the items pulled from tonight item number five accounts payable items',
        ],
      ]),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Easton', 'Director Hahn-Fraser') }]);
  });

  it('reads "I\'ll be voting yes" thanked by name (rewritten from iowa-city-csd-board-2026-01-27, 01:16:11, punctuated)', () => {
    expect(
      motionsOf([
        [4548, 4552, 'Hearing none.'],
        [4552, 4564, 'Board Secretary Colvin, ready to vote.'],
        [4564, 4571, 'Online voting is open.'],
        [
          4571,
          4578,
          "Well, Kim, I don't see a voting box popping up on my system here, but I'll be voting yes.",
        ],
        [4578, 4580, 'Thank you, Director Eastham.'],
        [4584, 4590, 'All votes have been cast, and the motion carries with all directors voting in favor.'],
      ]),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Eastham') }]);
  });

  it('reads the answer of a member whose vote the clerk does not have (invented, after iowa-city-csd-board-2026-01-27, 01:16:11)', () => {
    // There, "Director Abraham, I don't have yours." was answered "Oh, I got it.": no vote.
    expect(
      motionsOf([
        [4552, 4564, 'Board Secretary Colvin, ready to vote.'],
        [4564, 4571, 'Online voting is open.'],
        [4580, 4583, "Director Abraham, I don't have yours."],
        [4583, 4584, 'Yes.'],
        [4584, 4590, 'All votes have been cast, and the motion carries with all directors voting in favor.'],
      ]),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Abraham') }]);
  });

  it('does not take a member said to vote ("director eastham voting nay") for a vote the next thanks are for (iowa-city-csd-board-2026-04-14, 01:08:49)', () => {
    expect(
      motionsOf([
        [
          4108,
          4135,
          'okay are there any other items is there a motion to approve minus item 15 so move seconded right board secretary colvin ready to vote the motion to poll number 15 okay approved consent agenda with poll number item 15',
        ],
        [4135, 4149, 'online voting is open'],
        [
          4149,
          4189,
          "all votes have been cast and the motion carries with directors abraham finch horn-frazier lingo malone and williams voting yay and director eastham voting nay thank you director lingo item number 15 i've come across some questions on the amount of money that we are it says in the proposal convey interest above described property to the city of iowa city for $3248773 i was wondering if we could get some information how that figure was come up with",
        ],
        [
          4189,
          4235,
          "yeah so director lingo there's an appraisal on the property done in 2023 that appraised the property value at $297 million in our negotiations with the city they recommended that we take that appraisal price and add the percent growth that the commercial property rates in the area have seen which was in the neighborhood of 9% and that's how we arrived at that 32 number that you're referencing thank you were there any additional questions or comments hearing none is there a motion to approve oh did you have okay is there a motion to approve item 15 i motion to approve",
        ],
      ]),
    ).toEqual([
      {
        result: 'carried',
        votes: CONSENT_VOTE_0414_AS_READ,
      },
    ]);
  });
});

/** An excerpt of online voting: the motion, the clerk opening the vote, the lines given, the result. */
function onlineVote(lines: string[], opened = true): [number, number, string][] {
  return [
    [4540, 4552, 'Is there a motion to approve? - So moved. - Second.'],
    [
      4552,
      4564,
      opened ? 'Board Secretary Colvin, ready to vote. - Online voting is open.' : 'Board Secretary Colvin.',
    ],
    ...lines.map((text, k): [number, number, string] => [4566 + 3 * k, 4568 + 3 * k, text]),
    [4610, 4616, 'All votes have been cast, and the motion carries with all directors voting in favor.'],
  ];
}

describe('votes said aloud while online voting is open (invented, after iowa-city-csd-board-2026-01-13, 00:17:05, and 2026-03-10, 00:49:06)', () => {
  it('gives a bare answer to the member the clerk thanks for it, each in turn', () => {
    expect(
      motionsOf(onlineVote(['Yes.', 'Thank you, Director Abraham.', 'Yes.', 'Thank you, Director Finch.'])),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Abraham', 'Director Finch') }]);
  });

  it('reads one or two members called by name and answering, which outside a vote is only a roll call too short to take', () => {
    expect(motionsOf(onlineVote(['Director Eastham?', 'Aye.', 'Thank you.']))).toEqual([
      { result: 'carried', votes: yesVotes('Director Eastham') },
    ]);
    expect(
      motionsOf(onlineVote(['Director Eastham?', 'Yes.', 'Thank you. Director Horn-Frasier?', 'Yes.'])),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Eastham', 'Director Horn-Frasier') }]);
  });

  it('reads an answer to "how do you vote" said in more words, and a call for a vote not yet in', () => {
    for (const answer of ["I'm voting yes.", "I'm a yes.", 'Yes, I vote yes.', 'My vote is a yes.']) {
      expect(motionsOf(onlineVote(['Director Eastham, how do you vote?', answer, 'Thank you.']))).toEqual([
        { result: 'carried', votes: yesVotes('Director Eastham') },
      ]);
    }
    expect(
      motionsOf(onlineVote(['Director Finch, we need your vote.', 'Oh, sorry. Yes.', 'Thank you.'])),
    ).toEqual([{ result: 'carried', votes: yesVotes('Director Finch') }]);
    // Asked how they vote, a member called alone votes even with no online vote said to be open.
    for (const asked of [
      'Director Finch, are you voting?',
      "Director Finch, what's your vote?",
      'Director Finch, are you a yes or a no?',
      'Director Finch, are you voting yes or no?',
    ]) {
      expect(motionsOf(onlineVote([asked, 'Yes.', 'Thank you.'], false))).toEqual([
        { result: 'carried', votes: yesVotes('Director Finch') },
      ]);
    }
  });

  it('reads "Director Lingo, your vote?" and "how are you voting?" as calls, and "Nay vote for me, Kim." thanked by name (invented, in the words of the board\'s clerk)', () => {
    expect(
      motionsOf([
        [100, 104, 'Online voting is open.'],
        [104, 108, 'Director Lingo, your vote?'],
        [108, 110, 'No.'],
        [110, 114, 'Director Finch, how are you voting?'],
        [114, 116, 'Yes.'],
        [116, 120, 'Nay vote for me, Kim.'],
        [120, 124, 'Thank you, Director Eastham.'],
        [124, 130, 'All votes have been cast and the motion carries.'],
      ]),
    ).toEqual([
      {
        result: 'carried',
        votes: [
          { voter_name: 'Director Lingo', vote: 'No' },
          { voter_name: 'Director Finch', vote: 'Yes' },
          { voter_name: 'Director Eastham', vote: 'No' },
        ],
      },
    ]);
  });

  it('takes the vote as open at "Please cast your votes." or "The vote is open."', () => {
    for (const opening of ['Please cast your votes.', 'The vote is now open.']) {
      const cues = onlineVote(['Yes.', 'Thank you, Director Abraham.'], false);
      cues.splice(2, 0, [4564, 4565, opening]);
      expect(motionsOf(cues)).toEqual([{ result: 'carried', votes: yesVotes('Director Abraham') }]);
    }
  });

  it('reads a vote said in words the clerk thanks after a word of acknowledgement', () => {
    const cases: [string, string][] = [
      ['Kim, my vote is a yes.', 'Okay. Thank you, Director Lingo.'],
      ['Yes for me, Kim.', 'Thank you, Director Lingo.'],
      ["Mine didn't pop up, so I'll vote yes.", 'Got it, thank you Director Lingo.'],
      ['Kim, can you put me down as yes?', 'Yep, thank you, Director Lingo.'],
      ["It didn't come up on mine, but yes.", 'Thank you, Director Lingo.'],
      ['Yes, Kim.', 'Thank you, Director Lingo.'],
    ];
    for (const [vote, thanks] of cases) {
      expect(motionsOf(onlineVote([vote, thanks]))).toEqual([
        { result: 'carried', votes: yesVotes('Director Lingo') },
      ]);
    }
  });

  it('reads a roll call taken while online voting is open once, not again from the result that names the votes (as 2026-03-10, 02:01:44)', () => {
    expect(
      motionsOf(
        onlineVote([
          'Director Abraham.',
          'Aye.',
          'Director Finch.',
          'Nay.',
          'Director Horn-Frasier.',
          'Aye.',
          'Motion carries with directors Abraham and Horn-Frasier voting yay and Director Finch voting nay.',
        ]).slice(0, -1),
      ),
    ).toEqual([
      {
        result: 'carried',
        votes: [
          { voter_name: 'Director Abraham', vote: 'Yes' },
          { voter_name: 'Director Finch', vote: 'No' },
          { voter_name: 'Director Horn-Frasier', vote: 'Yes' },
        ],
      },
    ]);
  });

  it('takes none of these when no vote is open, or once all votes are cast', () => {
    expect(motionsOf(onlineVote(['Yes.', 'Thank you, Director Abraham.'], false))).toEqual([
      { result: 'carried', votes: [] },
    ]);
    expect(
      motionsOf(onlineVote(["It didn't come up on mine, but yes.", 'Thank you, Director Lingo.'], false)),
    ).toEqual([{ result: 'carried', votes: [] }]);
    expect(
      motionsOf([
        ...onlineVote([]),
        [4620, 4622, 'Thank you. Director Lingo?'],
        [4622, 4623, 'Yes.'],
        [4623, 4630, "Thank you. I've come across some questions on item 15."],
      ]),
    ).toEqual([{ result: 'carried', votes: [] }]);
    expect(
      motionsOf([
        ...onlineVote([]).slice(0, -1),
        [4580, 4584, 'The motion carries.'],
        [4590, 4592, 'Thank you. Director Lingo?'],
        [4592, 4593, 'Yes.'],
        [4593, 4600, "Thank you. I've come across some questions on item 15."],
      ]),
    ).toEqual([{ result: 'carried', votes: [] }]);
  });

  it('reads a call whose question wraps onto a caption line of its own before the answer (iowa-city-csd-board-2026-03-24, 00:01:24, cut into caption lines of seven words, rewritten)', () => {
    // "Dr. Lingo, how would you" | "like to vote?" | "Yay.": the wrapped end of the question, in
    // lower case, is no member called.
    expect(
      motionsOf([
        [62, 66, 'Online voting is open.'],
        [84, 85, 'Anybody else?'],
        [85, 86, 'Dr. Lingo, how would you'],
        [86, 87, 'like to vote?'],
        [87, 88, 'Yay.'],
        [88, 89, 'Thank you.'],
        [89, 90, 'Director Malone?'],
        [90, 90.5, 'Yes.'],
        [90.5, 91, 'Director Williams.'],
        [91, 92, 'Yay.'],
        [92, 97, 'All votes have been cast and the motion carries with all directors voting in favor.'],
      ]),
    ).toEqual([{ result: 'carried', votes: yesVotes('Dr. Lingo', 'Director Malone', 'Director Williams') }]);
  });
});
