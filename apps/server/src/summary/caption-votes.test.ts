import { describe, expect, it } from 'vitest';
import { findMotions, type Motion } from './motions.ts';
import { readTranscript, type SourceSegment } from './transcript.ts';
import { findRollCalls } from './votes.ts';

/**
 * Votes in automatic captions of a school board: "aye" written "I" or "Hi", the student trustee
 * asked alone before "everyone else", results said garbled or not at all, closed-session actions
 * read out one after the other; a county board's voice votes in voice-to-text transcripts; a
 * school board's electronic votes, a member's vote taken aloud by the clerk; a city council's
 * captions run on without full stops, and another's with no punctuation at all. Every
 * excerpt is real, copied from the evaluation set (scripts/eval/meetings, sources in
 * scripts/eval/sources.md) as its reader gives it, or from a meeting of the same repository that
 * is not in the set (named by its file there), with the time of its first line.
 */
interface Case {
  name: string;
  source: string;
  said: [number, string][];
  /** The motions found, in order (each compared with toMatchObject). */
  motions: Partial<Motion>[];
}

const CASES: Case[] = [
  {
    name: 'takes ayes with no result said as carried, naming nobody',
    source: 'dublin-usd-board-2024-08-13, 00:00:41',
    said: [
      [
        41,
        'No 1 online then we have no comments for public or public comment for closed session so then I will take a motion to adjourn to closed session.',
      ],
      [49, "I'll move that we adjourn to closed session. 1 second all in favor. I I and we are be back."],
      [57, "About 6 p.m. And we will see you then. Thank you. And we're going to just go around here."],
    ],
    motions: [{ result: 'carried', motion: 'Adjourn to closed session', votes: [] }],
  },
  {
    name: 'names the member asked and answering in one breath',
    source: 'dublin-usd-board-2024-08-13, 02:24:58',
    said: [
      [8698, "I'll move that we approve resolution number 202425004. I'll second."],
      [8707, 'motion a second, uh Sorry, I totally blanked on your name.'],
      [8714, "Oh you're on it. trustee peswani Hi, how you vote everyone else? Hi. Hi."],
      [8721, "Sorry, I almost called you by your first name and then I'm like, nope, okay?"],
      [8725, 'All righty. That was easy. Um next we are moving on to consent which is MN o p and Q.'],
    ],
    motions: [
      {
        result: 'carried',
        motion: 'Approve resolution number 202425004',
        votes: [{ voter_name: 'Peswani', vote: 'Yes' }],
      },
    ],
  },
  {
    name: 'reads "trustee pisani I everyone else. I I I passes unanimously."',
    source: 'dublin-usd-board-2024-08-13, 02:26:23',
    said: [
      [8783, "I'll second. All righty. We have a motion in a second. any other Call for vote."],
      [
        8790,
        'Um trustee pisani I everyone else. I I I passes unanimously. All righty, and then there are some written reports.',
      ],
    ],
    motions: [{ result: 'carried', unanimous: true, votes: [{ voter_name: 'Pisani', vote: 'Yes' }] }],
  },
  {
    name: 'names "Trustee Plus, aye." when everyone else is asked next',
    source: 'dublin-usd-board-2024-10-22, 00:41:18',
    said: [
      [2478, 'All right. We have a motion. And second. Any other motions? Trustee Plus, aye.'],
      [
        2484,
        'Everyone else? Aye. Aye, aye. Motion carries unanimously. All righty. Um, next up we have our student board member report.',
      ],
    ],
    motions: [{ result: 'carried', unanimous: true, votes: [{ voter_name: 'Plus', vote: 'Yes' }] }],
  },
  {
    name: 'keeps two votes apart and takes no garbled number for a member',
    source: 'dublin-usd-board-2024-10-22, 01:36:10',
    said: [
      [5770, "K one is just saying it's the consent items. Um, any other motions? Trustee? Press 20."],
      [5777, 'Aye. Everyone else? Aye. Aye. Aye. Um, should we just start with K two real quick?'],
      [5785, 'Take a motion to approve K two, Uh, a move that we approve K two.'],
      [5789, "I'll second. Um, trustee pass. Aye. Everyone else? Aye. Sustain four A's and an abstention."],
      [
        5798,
        "Um, then we'll go to L one. All right, thank you very much. Um, I had actually requested, and I really appreciate the fact that staff had put together some, um, ethnic studies, key terms.",
      ],
    ],
    motions: [
      { result: 'carried', votes: [] },
      { result: 'carried', votes: [{ voter_name: 'Pass', vote: 'Yes' }] },
    ],
  },
  {
    name: 'names the member whose name the chair repeats before asking everyone else',
    source: 'school_board_library 8-27-2024.auto_generated_captions.vtt, 01:16:38',
    said: [
      [
        4598,
        "Did I get the J one? Right? Um, I'll second. Okay. Uh, trustee Wanni. Aye. Wanni. Everyone else? Aye.",
      ],
      [
        4608,
        "Aye, aye. Okay. So let, I'm going to start with H one since we have a speaker here for that one.",
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Wanni', vote: 'Yes' }] }],
  },
  {
    name: 'leaves the second said in the same breath out of the motion, and reads the answers with no result',
    source: 'dublin-usd-board-2024-08-13, 02:39:32',
    said: [
      [
        9572,
        "um So yeah, otherwise, I will take a motion to adjourn. I'll move that we adjourn I'll second.",
      ],
      [9580, 'um Trust What? Oh, sorry, trustee peswani. Hi everyone else. Hi. Hi. Hi.'],
    ],
    motions: [{ result: 'carried', motion: 'Adjourn', votes: [{ voter_name: 'Peswani', vote: 'Yes' }] }],
  },
  {
    name: 'reads a result after the answers, "No" among them',
    source: 'dublin-usd-board-2024-10-22, 01:48:29',
    said: [
      [
        6509,
        "Okay. All right. Any other comments? Otherwise I'll take a motion. I'll move. We approve item L two I second.",
      ],
      [6520, 'Motion a second. Any other motions? Trustee? PE 20. Aye. Everyone else? Aye.'],
      [6527, 'Aye. No, Carries four to one and then O2 I believe was a staff presentation.'],
    ],
    motions: [{ result: 'carried', tally: { yes: 4, no: 1, abstain: 0, absent: 0 }, votes: [] }],
  },
  {
    name: 'keeps two actions reported out of closed session apart, with the absent member',
    source: 'dublin-usd-board-2024-10-22, 00:33:37',
    said: [
      [
        2017,
        'But, um, a motion was made by Trustee Spec and seconded by Trustee Quo to approve the appointment of Joel Ross to the classified leadership leadership position of Purchasing Manager Business Services.',
      ],
      [
        2029,
        'The motion was approved by a vote of four zero, um, with Trustee Blackman not in attendance during the vote.',
      ],
      [
        2037,
        'Also, a motion was made by Trustee Speck and seconded by Trustee Quo to approve the appointment of Lenny Valez to the certificated leadership position of principal at Emerald High School.',
      ],
      [2048, 'The motion was approved by a three to one vote with Trustee Blackman.'],
      [2053, 'Not in attendance. Do I need to part out?'],
    ],
    motions: [
      {
        result: 'carried',
        mover: 'Trustee Spec',
        motion:
          'Approve the appointment of Joel Ross to the classified leadership leadership position of Purchasing Manager Business Services',
        votes: [{ voter_name: 'Trustee Blackman', vote: 'Absent' }],
      },
      {
        result: 'carried',
        mover: 'Trustee Speck',
        votes: [{ voter_name: 'Trustee Blackman', vote: 'Absent' }],
      },
    ],
  },
  {
    name: 'takes "any opposed? ... hearing none" with no result said as carried',
    source: 'kissimmee-pab-2023-06-21, 00:08:59',
    said: [
      [539, '- All in favor?'],
      [540, '- Aye.'],
      [540.5, '- Any opposed?'],
      [541, 'Hearing none.'],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'takes ayes as carried when nobody answers the call for the opposed and the chair moves on',
    source: 'navajo-county-bos-2025-06-10, 00:23:57',
    said: [
      [1437, "Okay. Alright. Thank you. We're gonna need a motion to come back to regular session."],
      [1448, "I'm at the motion to interview back in your regular session."],
      [1456, 'Thank you supervisor seymour, do we have a second? A second.'],
      [1463, 'We have a second. Any discussion? All those in favor, vote.'],
      [1471, "Aye. Aye. Aye. Aye. Any opposed? Vote nay. Alright, we're back in regular session now."],
      [
        1481,
        'Um, we have for us a proposed settlement agreement chair would entertain a motion at this time.',
      ],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'takes no result from "hearing none" after a call for discussion, and reads "the eyes have it"',
    source: 'navajo-county-bos-2025-06-10, 00:24:53',
    said: [
      [1493, 'Aye. Motion for approval and the recommendation that was discussed in executive session.'],
      [1503, 'I second we have a motion and a second. Any more discussion? Hearing none.'],
      [1508, 'All those in favor? Vote. Aye. Aye. Aye. Aye. Aye. Any opposed? Vote nay.'],
      [1513, 'Hearing none, the eyes have it. Thank you for your great work on that.'],
    ],
    motions: [{ result: 'carried', time: 1513 }],
  },
  {
    name: 'names a member asked as "trusty" (captions of "trustee")',
    source: 'dublin-usd-board-2024-09-24, 01:00:02',
    said: [
      [
        3602,
        "Um, I'll move that we approve the adoption and purchase of puberty talk Sexual Health, instructional materials for use in grade 5.",
      ],
      [
        3610,
        "I'll second I have a motion a second. Any other questions? All right, trusty peswani. Hi, everyone else. I Motion carries.",
      ],
      [3621, 'All righty. And then next is related a first reading to a board policy.'],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Peswani', vote: 'Yes' }] }],
  },
  {
    name: 'reads "carries" heard as "curious" right after the answers',
    source: 'dublin-usd-board-2024-09-24, 01:09:31',
    said: [
      [4171, 'All right, we have a motion and a second maybe other than any other motion.'],
      [
        4175,
        'Trustee fee. I everyone else, I curious all righty, we will start with. Um, I2 is pretty straight forward. Yeah, I do.',
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Fee', vote: 'Yes' }] }],
  },
  {
    name: 'takes ayes with an abstention and no result said as carried',
    source: 'dublin-usd-board-2024-09-24, 01:09:53',
    said: [
      [4193, "I'll move we approve the minutes from the last meeting. I'll second."],
      [
        4198,
        'Trustee peswani. Hi, everyone else. I I abstain I so, for your eyes and an abstention, um, next up, we have J1 Which is the second reading of the um, new mobile communication device policy.',
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Peswani', vote: 'Yes' }] }],
  },
  {
    name: 'reads "carries four to one" heard as "Terry\'s 4 to 1"',
    source: 'dublin-usd-board-2024-09-24, 01:25:41',
    said: [
      [5141, "All right, I'll make a motion. We approve item L1 second."],
      [
        5147,
        'I have a motion and a second. Um, any other motions? Trustee pwani. I everyone else, I I, I I I know.',
      ],
      [5157, "Terry's 4 to 1. Um, next up."],
      [5165, 'Is just um, future items. Do we have anything of Of Note coming forward.'],
    ],
    motions: [{ result: 'carried', tally: { yes: 4, no: 1, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads a result said only as a tally after the answers, and no tally said in discussion',
    source: 'dublin-usd-board-2024-08-27, 02:07:20',
    said: [
      [
        7640,
        "So that's all. I will say that the three to one ratio is, um, is a much tighter ratio than most of our field trips, including overnight field trips that we attend.",
      ],
      [7651, 'So I do believe that the three to one is a, is a fair, um, ask from the site.'],
      [7660, "Any other comments or I'll take a motion. I'll Make a motion. We approve H three as written."],
      [7663, "I'll second Trustee Piani. Aye. Everyone else? No. Aye, aye Would No."],
      [7671, 'Four to one. Yeah. And the last one I think was JS six.'],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 4, no: 1, abstain: 0, absent: 0 },
        votes: [{ voter_name: 'Piani', vote: 'Yes' }],
      },
    ],
  },
  {
    name: 'reads a roll call whose answers share a sentence with the next name, and "this passes is three to two"',
    source: 'dublin-usd-board-2024-11-12, 02:14:39',
    said: [
      [8079, "So I'm gonna call for a vote. Trustee PEs 20. Aye. Trustee spec? Aye. Trustee Blackman?"],
      [8086, 'No. Trustee Cherrier? No. Trustee quo. Aye. And I vote, aye. So this passes is three to two.'],
      [
        8094,
        'Um, I believe we need to come up with a consensus on the timing, um, of when this, when the provisional appointment would occur.',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: [
          { voter_name: 'Trustee Spec', vote: 'Yes' },
          { voter_name: 'Trustee Blackman', vote: 'No' },
          { voter_name: 'Trustee Cherrier', vote: 'No' },
          { voter_name: 'Trustee Quo', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'takes no roll call from members asked for their reports ("Anything? No. Mr. Leighton? No sir.")',
    source: 'navajo-county-bos-2025-02-25, 00:06:43',
    said: [
      [
        403,
        "And with that, I'd like a motion, make a motion that we approve, uh, this liquor license as proposed.",
      ],
      [410, 'Second. We have a motion and a second. Any more discussion? Hearing none.'],
      [415, 'All those in favor? Vote. Aye. Aye. Aye. Any opposed? Vote nay.'],
      [419, "Aye. Hearing none, the ayes have it. Thank you everybody. We'll move."],
      [424, "Thank you very much. Congratulations. We'll move on to item number five."],
      [429, 'County business update. Um, mr. Carline? Anything? No. Mr. Leighton? No sir.'],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'names the member called right after the second, in the same caption',
    source:
      'school_board_library 8-27-2024.auto_generated_captions.vtt (dublin-usd-board-2024-08-27), 02:26:21',
    said: [
      [
        8781,
        "Otherwise I'll take a motion to Yeah, I'll move that. We adjourn the meeting. I'll second Ani. Aye.",
      ],
      [8789, 'Everyone else? Aye, aye, aye. We are adjourned until September 10th. See you then.'],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Ani', vote: 'Yes' }] }],
  },
  {
    name: 'names a member answering with their name when the title is asked alone',
    source: 'dublin-usd-board-2024-10-08, 00:44:50',
    said: [
      [
        2690,
        "That the school and the principal for sure. Great. Thank you so much. I'll make a motion that we approve resolution 2024 slash 25 dash 11 character Education month.",
      ],
      [2703, "I'll second. I have a motion. And second. Any other trustee? pe Aye. Everyone else?"],
      [
        2709,
        'Aye, Aye, aye. Carries. And next up, we, now, now we just have a week, a week of the school administrator.',
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Pe', vote: 'Yes' }] }],
  },
  {
    name: 'takes ayes with no result said as carried when the next business says "no written reports"',
    source: 'school_board_library 11-12-2024.auto_generated_captions.vtt (not in the set), 04:23:49',
    said: [
      [
        15829,
        "I apologize for that. We will fix it. Thank you. I'll make a motion then that we approve item zero one.",
      ],
      [15836, "Um, what's it call then? Here? Uh, personal action. Personnel Action. Thank you."],
      [15843, "I'll second Motion is second trustee Ani. Aye. Everyone else? Aye. Aye, aye. All righty."],
      [15851, 'So we are on to, there are no written reports, um, future items.'],
      [15859, "Um, anything to add at this point? And governance. Cal, I'm sorry, I'll, I skipped forward."],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Ani', vote: 'Yes' }] }],
  },
  {
    name: 'names members who vote aloud to the clerk, who thanks each by name, and those asked how they vote',
    source: 'iowa-city-csd-board-2026-03-24, 00:00:34',
    said: [
      [
        34,
        "- Second. - Thank you. Sorry, Kim. - That's all right. - We're ready to vote. - Who was the second? I'm sorry. I know Molly made the motion. - Jennifer. - Jennifer. Thank you.",
      ],
      [
        62,
        "Online voting is open. - Kim, I'm a yes. - Thank you, Director Abraham. - Yay vote, Kim. - Thank you, Director Finch.",
      ],
      [
        84,
        'Anybody else? Dr. Lingo, how would you like to vote? - Yay. - Thank you. - Director Malone? - Yes. - Director Williams. - Yay. - All votes have been cast and the motion carries with all directors voting in favor. - Thank you.',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: [
          { voter_name: 'Director Abraham', vote: 'Yes' },
          { voter_name: 'Director Finch', vote: 'Yes' },
          { voter_name: 'Dr. Lingo', vote: 'Yes' },
          { voter_name: 'Director Malone', vote: 'Yes' },
          { voter_name: 'Director Williams', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'names the one member asked how they vote while the rest vote electronically',
    source: 'iowa-city-csd-board-2026-01-27, 00:05:15',
    said: [
      [315, '- Online voting is open.'],
      [
        333,
        'Director Horn-Frasier, how would you like to vote? - Yes. - Thank you. All votes have been cast, and the motion carries with all directors voting in favor. - Thank you.',
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Director Horn-Frasier', vote: 'Yes' }] }],
  },
  {
    name: 'names the one member whose vote the clerk takes aloud and thanks',
    source: 'iowa-city-csd-board-2026-01-27, 01:16:11',
    said: [
      [4564, '- Online voting is open.'],
      [
        4571,
        "- Well, Kim, I don't see a voting box popping up on my system here, but I will vote yes for them. - Thank you, Director Eastham. Director Abraham, I don't have yours. Oh, I got it. All votes have been cast, and the motion carries with all directors voting in favor. - Thank you.",
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Director Eastham', vote: 'Yes' }] }],
  },
  {
    name: 'names nobody when the chair asks for ayes and thanks a presenter',
    source: 'huntsville-council-2026-06-11, 00:49:10',
    said: [
      [2948, 'Any other comments, questions?'],
      [2950, 'All in favor, please indicate by saying aye.'],
      [2953, 'And he opposed motion carries.'],
      [2956, 'Thank you, Mr. Hamilton.'],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'reads each vote of run-on captions on its own: dockets passed one after the other in one breath',
    source: 'boston-council-2022-05-25, 00:53:31',
    said: [
      [
        3211,
        'Mr quirk please read docket zero six eight nine dukkha number zero six nine councilor flynn for council alara.',
      ],
      [
        3218,
        'The suspension of the rules passage of docketed zero six eight nine all those in favor say I all opposed say nay the ayes have it.',
      ],
      [
        3226,
        'The docket has asked mr clerk please read docket zero six nine zero numbers zero six nine zero councilor flynn for council the suspension of the rules and passage of docket zero six nine zero all those in favor say I oppose say nay the ayes have it the docket has passed mr carr police docket zero six nine one zero six nine one councilor flynn for council of oral the chair six suspension of the rules and passage of docket zero six nine one.',
      ],
      [
        3258,
        'All those in favor say I opposing nay the ayes have it the docket is passed mr clark please I could 069 to block a number nine to councilor flynn for councilor world the chair six suspension of the rules and passage docket zero six nine to all those in favor say opposed say nay the ayes have it the docket is passed mr clark please read zero six nine three docket number zero six nine three councilor flynn for councilor world the chair expansion the rules of the passage of docket zero six nine four eight all those in favor say I am opposed say nay the',
      ],
      [
        3291,
        "ayes have it the talk of this past year until it fails I I'm informed by the clerk that there are three late file matters the late file matters in include one personnel order and two letters of absence.",
      ],
    ],
    motions: [
      { result: 'carried' },
      { result: 'carried' },
      { result: 'carried' },
      { result: 'carried' },
      { result: 'carried' },
    ],
  },
  {
    name: 'takes minutes that "stand approved" as carried',
    source: 'boston-council-2022-05-25, 00:04:57',
    said: [
      [
        297,
        'the matter. The chair moves to approve the minutes from the last meeting as presented all those in favor of approving minutes from the last meeting say I all opposed say nay. Thank you the minutes the last meeting stand is approved. Mr mr clark can you please read docket zero six five three?',
      ],
    ],
    motions: [{ result: 'carried', motion: 'Approve the minutes from the last meeting as presented' }],
  },
  {
    name: 'takes "the council is adjourned" after a vote on adjournment as carried',
    source: 'boston-council-2022-05-25, 01:12:59',
    said: [
      [4386, 'We are scheduled to meet again in the I.A.'],
      [4389, 'Chamber on wednesday, JUNE eight at 12:00 noon all in favor of adjournment.'],
      [
        4397,
        "Please say I oppose the council is adjourned. I want to say thank you to the city council central staff and to city council clerk's office.",
      ],
    ],
    motions: [{ result: 'carried', motion: 'Adjourn' }],
  },
  {
    name: 'reads the count of a machine vote as unpunctuated automatic captions hear it ("six years no Nays")',
    source: 'new-orleans-council-2023-08-10, 01:15:07',
    said: [
      [
        4507,
        ". y'all start flagging at about one hour Max please vote your machines please vote your machines all right that is six years no Nays the meds are adopt the middle part well page three the consent agenda application from Aaron Spears chief of staff and Council Council utilities regulatory office this should be Mark Racine",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true, tally: { yes: 6, no: 0, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads "approved six to nothing" opening a caption, and "please vote your machines 6-0"',
    source: 'new-orleans-council-2023-08-10, 01:30:33',
    said: [
      [
        5433,
        "purpose of construction of a lay down yard and material storage the land has been vacant since it was acquired back in 1998 so the good story is that it'll be occupied with a rent paying tet the rent is based on current fair market rent stated in an appraisal and I move for approval is there a second I'll move thinking that by councilmember Thomas any questions from members of the council any cards any online if not please members vote your machines and with that calendar number 34 285 is",
      ],
      [
        5464,
        "approved six to nothing thank you thank you next item is also well I'll go ahead at the bottom of the page or at this calendar number thirty four thousand two eighty five that councilmember green by request an ordice to approve and authorize the mayor of the City of New Orleans acting buying through the New Orleans Aviation board to enter into a ground support equipment facility lease agreement at Louis Armstrong New Orleans International Airport with Delta",
      ],
      [
        5523,
        "its peace removed um Extended it's been properly moved and then seconded by council member Moreno members please vote your machines 6-0 and that ordice passes thank you and I've read hardness I read it incorrectly it's artist calendar number 34 000 286. we're now on top of page 23. we have artists calendar number 34 000 287 by council member green by request",
      ],
    ],
    motions: [{ result: 'carried' }, { result: 'carried', tally: { yes: 6, no: 0, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads "it\'s adopted" right after members are asked to vote, and a divided count ("four years two Nays")',
    source: 'new-orleans-council-2023-08-10, 01:36:34 and 01:50:39',
    said: [
      [
        5794,
        "by councilman Moreno please vote your machines six shares donets it's adopted thank you we have Ordce calendar number 34 334 by council members Morrell Moreno jeruso King and Thomas and Ordce to establish the public educational and government access support fund Vision 53 of article 3 in section 70 of the code of the City of New Orleans to ordain",
      ],
      [
        6639,
        "that is four years two Nays the amendment is adopted before actually before we get to that adoption I'm sorry madam clerk because I realize it's an adopt this is an amendment to an ordice there were individuals who would like to speak so before we finalize this what's those individuals speak we have Mr Burnside after Mr Burnside we have Mr Morgan Mr Burnside you want to speak on this My Corey Burnside 2215 Felicity uh I'm not completely ignorant not to read the",
      ],
    ],
    motions: [
      { result: 'carried' },
      { result: 'carried', unanimous: false, tally: { yes: 4, no: 2, abstain: 0, absent: 0 } },
    ],
  },
  {
    name: 'reads "number 34 287 is approved" after members are asked to vote, and "it passes 6-0" deep in a stretch',
    source: 'new-orleans-council-2023-08-10, 01:33:08 and 02:11:20',
    said: [
      [
        5588,
        'Road consisting of a ground level office warehouse facility the rent is based on current fair market value as stated in an appraisal a move for approval may I entertain a second seconded by council member Thomas members any questions any questions from the public please vote your machines and with that six oval number 34 287 is approved thank you council members for your support of those three ordices we have a legislative grouping artness calendar number 34 289 a council member',
      ],
      [
        7880,
        "compared to those who are around us and I encourage those who are sometimes anti also in terms of our involvement to take your concerns even Beyond Arlene's parish and let's look at this on a metropolitan level and you'll see that the city council and this city and this Administration are doing a lot knowing that a lot needs to be done thank you thank you councilmember all right so I move councilmember Harris second it passes 6-0 council members we're now going to go",
      ],
    ],
    motions: [{ result: 'carried' }, { result: 'carried', tally: { yes: 6, no: 0, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads a roll call by bare surname with speaker labels, and the result read out after it names nobody twice',
    source: 'iowa-city-csd-board-2026-03-10, 02:01:44',
    said: [
      [
        7304,
        "- Can you resend it? - Yeah. - I can resend it. Let's see what happens. - We could just do a roll call. - It might be easier just to do a roll call vote. - Go ahead. - Okay. So the motion on the floor is to table the recommended budget reductions to the next meeting. And I'm gonna do a roll call to see how everybody wants to vote. Abraham? - [Abraham] No. - Eastham? - Yes. - Finch? - Yes. - Horn-Frasier? - No. - Lingo? - Yes. - Williams? - No.",
      ],
      [
        7338,
        '- Malone? - Yes. - Motion carries with directors Eastham, Finch, Lingo, and Malone voting yay. And directors Abraham, Horn-Frasier, and Williams voting nay. - And, President Malone, as a point of clarification, did that motion also table the consulting contracts? - That tabled everything.',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: [
          { voter_name: 'Abraham', vote: 'No' },
          { voter_name: 'Eastham', vote: 'Yes' },
          { voter_name: 'Finch', vote: 'Yes' },
          { voter_name: 'Horn-Frasier', vote: 'No' },
          { voter_name: 'Lingo', vote: 'Yes' },
          { voter_name: 'Williams', vote: 'No' },
          { voter_name: 'Malone', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'reads "item two passes uimously" (unanimously as captions hear it) and "the resolutions adopted" after a machine vote',
    source: 'new-orleans-council-2023-07-13, 02:07:02 and new-orleans-council-2023-06-22, 04:42:32',
    said: [
      [
        7622,
        'one framework Works in every situation and at the same time I think we have an obligation to make sure that people are punished appropriately depending on the circumstances so with that said I move for approval may have a second and by council member King any opposition seeing non item two passes uimously thank you on top of page 53',
      ],
      [
        16952,
        "thank you I see no further comments I'll move for approval second McAlister jeruso please vote your machines dick shares known as the resolutions adopted council members we need to go back to page 46 because there's a statement I need to read into the record the motion line over M23 AAA the statement nieces according to rule 34 this matter is being continued indefinitely pursuant to",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true }, { result: 'carried' }],
  },
  {
    name: 'reads "that carries uimously 5-0" and "seeing none passes six zero" deep in unpunctuated captions',
    source: 'new-orleans-council-2023-07-27, 01:53:38 and 02:13:46',
    said: [
      [
        6818,
        "of the metal roof be approved by hdlc staff so honoring his work on this I will move to approve M23 344 seconded by council member Greene seeing no objections that carries uimously 5-0 on top of page 18 a legislative group in we have a hdlc appeal of Brian Ace requested to appeal the historic district landmarks and commission's decision of the Nile of a request to",
      ],
      [
        8026,
        "capricious and judges across the street are going to lower that my rationale in lowering the spine is to protect that from happening and so that the person feels the pain of being fined and doesn't suffer Pro because hdlc Commissioners overstep their legal boundaries so with that I moved for approval does anybody does anybody have a comment you may have a second second by council member green any opposition seeing none passes six zero",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true }, { result: 'carried' }],
  },
  {
    name: 'takes a machine vote whose count nobody reads as carried when the council moves on',
    source: 'new-orleans-council-2023-08-10, 01:46:22',
    said: [
      [
        6382,
        "the first public discussion we had was in August so um I I agree some more notice would be good all right I'm gonna move for approval considering Where We Are second by council member Thomas thank you members please vote your machines foreign and the companion ordice will be next council member are we ready to go to your 11 o'clock matter we're now on page 34.",
      ],
      [
        6415,
        "we have a legislative grouping for this calendar number 34309 by council member morale an ordice to amend and reordain section 2-930 of the code of the City of New Orleans to provide relative to residential occupancy of city-owned property by city employees and elected officials and otherwise to provide with respect there too the amendment uh Madam clerk we're going to be withdrawing this",
      ],
    ],
    motions: [{ result: 'carried', tally: null, votes: [] }],
  },
];

describe('votes in automatic captions', () => {
  it.each(CASES)('$name (real: $source)', ({ said, motions }) => {
    const segments: SourceSegment[] = said.map(([start, text]) => ({
      start_seconds: start,
      end_seconds: null,
      speaker: null,
      text,
    }));
    const { utterances } = readTranscript(segments);
    const found = findMotions(utterances, findRollCalls(utterances));
    expect(found).toHaveLength(motions.length);
    motions.forEach((expected, i) => expect(found[i]).toMatchObject(expected));
  });
});
