import { describe, expect, it } from 'vitest';
import { expectMotions, type CaptionVoteCase } from '../../test/summary-lines.ts';

/**
 * Votes in automatic captions of a school board: "aye" written "I" or "Hi", the student trustee
 * asked alone before "everyone else", results said garbled or not at all, closed-session actions
 * read out one after the other; a county board's voice votes in voice-to-text transcripts (city
 * councils' and electronic votes in council-caption-votes.test.ts). Every excerpt is real, copied from the evaluation set
 * (scripts/eval/meetings, sources in scripts/eval/sources.md) as its reader gives it, or from a
 * meeting of the same repository that is not in the set (named by its file there), with the time
 * of its first line.
 */
const CASES: CaptionVoteCase[] = [
  {
    name: 'reads "any opposed then we accepted that amendment" as the amendment carried',
    source: 'huntsville-council-2026-07-09, 01:08:18 to 01:08:48',
    said: [
      [
        4098,
        'sir okay all right we will include that then are any questions about this amendment have you the motion has been made to amend with these corrections and they are all um basically typographical or wording is that correct not really in terms of content correct again son of an english teacher i will second that thank you all any all in favor of approving this amendment',
      ],
      [
        4128.48,
        "to uh to this ordinance please indicate by saying aye any opposed then we accepted that amendment so now we will go back and we will um go back to item 20 i'm sorry 19b um all in favor of approving this ordinance as amended please indicate by saying aye aye any opposed the ordinance is then amended and accepted as amended thank you thank you for spotting",
      ],
    ],
    motions: [{ result: 'carried' }],
  },
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
    name: 'reads the result heard as "Do that pass." after the opposed are asked, and an aye heard as "A aye"',
    source: 'navajo-county-bos-2026-06-23, 00:21:36',
    said: [
      [1296, "Uh, need a motion to approve that item. I'll make a motion."],
      [1300, 'We have a motion to, to approve. Is there a second? Second.'],
      [1304, 'We have a motion to second. All those in favor say aye.'],
      [
        1308,
        'A aye. Any opposed? Do that pass. Thank you. Next item that we have is, uh, navajo county public health service district.',
      ],
      [1317, 'I need a motion to move into the health service district. So you have a motion.'],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'reads the ayes called for as voice-to-text hears the call ("Although in favor say aye.", "All \'em in favor say aye.")',
    source: 'navajo-county-bos-2026-01-13, 00:13:32 and 00:17:32',
    said: [
      [812.014, 'Next item is, uh, the superior court. I need a motion to move back into regular session.'],
      [
        818.505,
        'So moved. Second. Although in favor say aye. Aye. Aye. Any opposed? This time we have, uh, a superior court, uh, consideration of appointment david whitmer to fill the vacancy of the remainder of the term justice of the peace precinct six, effective February 8th, due to the retirement of honorable judge higgins at this time, uh, mr. Higg, uh, judge higgins, is he here? Come on up, judge, and turn the time to you for this presentation.',
      ],
      [
        1038.659,
        "Chairman? Yeah, that sounds weird today. I don't know why. Um, I'd like to motion for approval.",
      ],
      [1045.936, 'Thank you judge higgins for making the recommendation. We have a motion by vice chair.'],
      [
        1052.463,
        "Is there a second? Second. Second by supervisor Whiting. Any other discussion? All 'em in favor say aye.",
      ],
      [
        1060.34,
        "Aye. Aye. Any opposed? That a unanimously. Thanks. Next we have a presentation by judge rick, if you'd just stay right there, judge higgins.",
      ],
    ],
    motions: [
      { result: 'carried', votes: [] },
      { result: 'carried', votes: [] },
    ],
  },
  {
    name: 'reads the result after the opposed are asked with a full stop ("I any opposed." "I see that that passed.")',
    source: 'navajo-county-bos-2026-04-28, 01:00:41',
    said: [
      [
        3641.794,
        "Thank you. Chairman. I motion for approval to approve the proclamation for national police week. I'll second the motion. Is there a second? I'll second it. Thank you. Any discussion? Call for the vote. All those in favor, say aye. I any opposed. I see that that passed. Thank you. Our next item is we need a motion to move into navajo county jail district. So moved. Second. Motion. We have a second. Any discussion? All those in favor say aye. Aye aye. Any opposed to that passed. We are now in the navajo county jail district.",
      ],
    ],
    motions: [{ result: 'carried' }, { result: 'carried' }],
  },
  {
    name: 'reads the result as where the vote took the board ("Any opposed? See that we\'re back in regular session.")',
    source: 'navajo-county-bos-2026-06-23, 02:02:13',
    said: [
      [7333, 'This time I need a motion to return to regular session. So motion.'],
      [7337, "Second. We'll excuse you now. Supervisor. Al. Thank you. Have a motion."],
      [7342, 'Is there a second? Second. Second. All those in favor say aye.'],
      [
        7346,
        "Aye. Any opposed? See that we're back in regular session. Have no other business at this time.",
      ],
      [7353, "We'll, during this meeting, sorry about that."],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'reads the return to regular session as the result ("Any opposed? Then we\'re back into regular session.")',
    source: 'navajo-county-bos-2026-01-13, 01:01:57 to 01:02:07',
    said: [
      [3717.062, 'I need a motion at this time to move back into regular session motion.'],
      [3721.833, 'Move to regular session. Second, second, second. All vote in favor, say aye.'],
      [
        3727.008,
        "Aye. Aye. Any opposed? Then we're back into regular session. Our next item on our agenda is item number six and discussion of possible action regarding a development agreement with, llc for the development and operation of the 650 megawatt solar energy facility, navajo county.",
      ],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'reads the vote back out of executive session apart from the vote into it, its call cut ("N favor say aye. Aye aye. Opposed. Thank you. See that we\'re now back into regular session.")',
    source: 'navajo-county-bos-2026-04-28, 02:33:02 to 02:33:45',
    said: [
      [
        9182.055,
        "Johnny. Hang on. Mr. That's all I. I'll close the public comments at this time. Does anybody have any questions of the applicant or want to proceed forward or go into executive session. I those are our options at this time. I move that we go into executive session. We have a motion to move into executive session. Is there a second. I'll I'll second that. We're going. Are we going into executive session for legal counsel? Second, all those in favor say aye. Aye. Any opposed this time we're in executive session for that item.",
      ],
      [
        9225.418,
        "N favor say aye. Aye aye. Opposed. Thank you. See that we're now back into regular session. The item we have before us is item ten. A. Bring that back for any discussion or comments or emotion.",
      ],
    ],
    motions: [
      { result: 'carried', votes: [] },
      { result: 'carried', votes: [] },
    ],
  },
  {
    name: 'takes a vote whose answers the captions lost as carried when the opposed are asked and the chair goes on ("All those in favor, say aye. Any opposed? I first item item we have is a consent agenda.")',
    source: 'navajo-county-bos-2026-04-28, 01:57:23 to 01:57:29',
    said: [
      [7043.046, "Flood control district. So moved. Do you have a motion? Is there a second? I'll second."],
      [
        7049.5,
        'Second. All those in favor, say aye. Any opposed? I first item item we have is a consent agenda. Amendment number for the professional services of hdr engineering. I need a motion to approve the consent agenda. Motion. We have a motion by supervisor Whiting.',
      ],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'reads the result left as "The regular session." after the opposed are asked',
    source: 'navajo-county-bos-2026-05-26, 00:10:14',
    said: [
      [614.826, "You have a motion to approve by supervisor Al. Is there a second? I'll second."],
      [620.605, 'Second by supervisor Whiting. Any discussion? Call for the vote. All in favor say aye.'],
      [
        626.969,
        'Aye. Aye. Aye. Any opposed? Aye. See that, that passed. I need a motion to move back to the regular session.',
      ],
      [634.943, 'So, move. You have a motion by supervisor Whiting. Is there a second? Second.'],
      [640.649, 'Second by supervisor Ali, any discussion levels in favor say aye. Aye.'],
      [645.843, 'Aye. Any opposed? The regular session. This time we have an employee recognition.'],
    ],
    motions: [
      { result: 'carried', votes: [] },
      { result: 'carried', votes: [] },
    ],
  },
  {
    name: 'reads the result said after "see that" ("See that motion approved your unanimously.")',
    // The roll call between the motion and the result is left out: its count alone would carry it.
    source: 'navajo-county-bos-2026-06-23, 01:50:54 and 01:51:20',
    said: [
      [6654.053, 'Call the public and bring it back. Uh, for a motion chairman, I motion for approval.'],
      [6659.441, 'We have a motion for approval. Is there a second? Second. Have a second.'],
      [6680.928, 'Chairman s yes. Thank you. See that motion approved your unanimously. Thank you.'],
      [
        6686.062,
        "This time we'll go to, uh, the next item. Uh, we need to convene a special meeting of the navajo county board of supervisors.",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true, votes: [] }],
  },
  {
    name: 'takes ayes heard as "A aye" as carried when the chair goes on with the business',
    source: 'navajo-county-bos-2026-07-14, 00:41:54',
    said: [
      [2514, 'I need a motion to move into, uh, the public health director board.'],
      [
        2519,
        'So moved. I have a motion. Is there a second? Second. You have a motion and a second? Any discussion? All those in favor say aye.',
      ],
      [
        2528,
        "A aye. Any opposed? This time we're in the health district. Uh, we have the consent agenda at this time, uh, we have a re approval of a three year renewal, moi, with arizona, navajo county and ipos and approval and agreement between arizona department of transportation and motor vehicle division.",
      ],
      [2549, 'Any discussion on those items? Look for a motion to approve the consent agenda.'],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'gives no named vote to a member called by title alone ("Supervisor? Yes.")',
    source: 'navajo-county-bos-2026-06-23, 01:50:54',
    said: [
      [6654, 'Call the public and bring it back. Uh, for a motion chairman, I motion for approval.'],
      [6659, 'We have a motion for approval. Is there a second? Second. Have a second.'],
      [6664, 'This time. This is, uh, needs to be a roll call vote.'],
      [
        6667,
        "So at this time I'll ask leah if she, if there's any other discussion, first ask leah to go ahead and call for the vote.",
      ],
      [6675, 'Supervisor white. Yes. Supervisor? Yes. Supervisor van? Yes. Supervisor white there? Yes.'],
      [6680, 'Chairman s yes. Thank you. See that motion approved your unanimously. Thank you.'],
      [
        6686,
        "This time we'll go to, uh, the next item. Uh, we need to convene a special meeting of the navajo county board of supervisors.",
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: expect.not.arrayContaining([expect.objectContaining({ voter_name: 'Supervisor' })]) as never,
      },
    ],
  },
  {
    name: 'reads a committee\'s voice votes asking those "not in favor", the ayes run into the asking ("All in favor? I" "All not in favor.")',
    source:
      'b00mhauer/iowa-city-schools-board-archive @ f6a43e08 : corpus/transcripts/2026/2026-01-13-financial-oversight-committee.md (CC BY 4.0), 00:00:13 and 00:40:53, as the evaluation reader splits its `>>` turns; a committee meeting, not in the evaluation set',
    said: [
      [13, 'Okay. Uh nomination.'],
      [14.3, "I'll do it."],
      [15.6, "No, that's not how that works. [laughter]"],
      [18.7, 'I nominate Mitch.'],
      [20, 'I nominate Mitch.'],
      [21.3, 'Second.'],
      [21.8, 'All right. All those in favor for Mitch being chair. I'],
      [26.6, 'I any opposed?'],
      [27.9, "Okay, I'll turn it over to Mitch."],
      [31, "No. Uh I don't have the meeting open yet,"],
      [35, 'but uh do we need to approve minutes from approved minutes from the last meeting?'],
      [41.6, 'Yes.'],
      [42, 'Uh I move that we approve the minutes from the April 9th, really 2024 meeting.'],
      [48.6, 'Second.'],
      [49, 'Yeah.'],
      [49.5, 'Okay.'],
      [49.9, '2020.'],
      [50.3, 'All in favor of approving the minutes.'],
      [53.4, "I It's fine."],
      [54.7, 'Any not in favor? So, I figured that would happen. Uh, so'],
      [
        60,
        'moving on to discussion item, uh, building general fund expenses. Uh, Superintendent Dagger and company, please take it away.',
      ],
      [
        2453,
        "I think this is a similar type of challenge but I think that's a really good um point to raise. Thank you for that. Any other questions or comments? Looking for a motion.",
      ],
      [2453, 'I move we return.'],
      [2453, 'Second.'],
      [2453, 'All in favor? I'],
      [2453, 'All not in favor. Meeting is adjourned.'],
    ],
    motions: [
      { result: 'carried', motion: 'Approve the minutes from the April 9th, really 2024 meeting', votes: [] },
      { result: 'carried', votes: [] },
    ],
  },
];

describe('votes in automatic captions', () => {
  it.each(CASES)('$name ($source)', expectMotions);
});
