import { describe, it } from 'vitest';
import { expectMotions, yesVotes, type CaptionVoteCase } from '../../test/summary-lines.ts';

/**
 * Votes in the captions of city councils and boards: captions that run on without full stops
 * (Boston), automatic captions with no punctuation at all and machine votes whose counts the
 * captions garble (New Orleans), a school board's electronic votes and the votes its clerk takes
 * aloud, by name and by bare surname with speaker labels (Iowa City), a chair asking for ayes
 * (Huntsville, Navajo County), roll calls whose answers the captions drop (Fairfax), a city
 * council's roll calls in live captions that garble titles, clip answers and run one call into
 * the next (Minneapolis). Every excerpt is real, copied from the evaluation set
 * (scripts/eval/meetings, sources in scripts/eval/sources.md) as its reader gives it, with the
 * time of its first line.
 */
const CASES: CaptionVoteCase[] = [
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
    name: 'names the member asked whether they voted, who answers when asked how',
    source: 'iowa-city-csd-board-2026-03-24-regular, 00:38:42',
    said: [
      [2322, '- Online voting is open.'],
      [
        2345,
        "Director Eastham, did you vote? - I thought I did. - How would you like to vote. - Yes. - Thank you. All votes have been cast, and the motion carries with all directors voting in favor. - Thank you. And that takes us to the item that was withdrawn from consent agenda. Director Horn-Frasier. - Thank you. I just wanted to point out a couple of things that are I think in the spirit of a lot of the concern in the room today, and that is just that first of all, we, as a board, take turns every, I don't know, time around to specifically take responsibility for reviewing the bills. I'm a newbie on the board, and so it has been a big learning curve. I just wanted to share that.",
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Director Eastham', vote: 'Yes' }] }],
  },
  {
    name: 'names every member called when the captions drop the answers and the result is said as unanimous',
    source: 'fairfax-council-2026-03-10, 00:20:35',
    said: [
      [
        1235.66,
        'approve the consent agenda items 6a through f as presented and the accompanying motions in the staff reports. Is there a second? Motion s been made by council member Hardy Chandler and seconded by Council member Peterson, a roll call vote. Councilor McQuillan. Hi, Councilmember Bates. Council member Peterson, Councilmember Hardy Chandler. Council member Hall, Council member Amos, motion passed unanimously. We will go to the public hearing. Our first public hearing is a public hearing and council',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: [
          { voter_name: 'Councilor McQuillan', vote: 'Yes' },
          { voter_name: 'Councilmember Bates', vote: 'Yes' },
          { voter_name: 'Council Member Peterson', vote: 'Yes' },
          { voter_name: 'Councilmember Hardy Chandler', vote: 'Yes' },
          { voter_name: 'Council Member Hall', vote: 'Yes' },
          { voter_name: 'Council Member Amos', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'names every member called from "We\'ll start with Ms. Watkins" to "Mr. Meredith, and the chair votes" when the result is unanimous',
    source: 'huntsville-council-2026-06-25, 00:52:28',
    said: [
      [3148, 'This will also require for fifth vote. Is there a motion to approve motion from Mr.'],
      [3153, 'Little, second from Ms. Watkins. We will proceed with, uh, the vote.'],
      [3156, "We'll start with Ms. Watkins. Yes, Mr. Little. Mr. Kling. Mr."],
      [3163, 'Meredith, and the chair votes. I, uh, the motion is approved unanimously.'],
    ],
    motions: [
      {
        result: 'carried',
        votes: [
          { voter_name: 'Ms. Watkins', vote: 'Yes' },
          { voter_name: 'Mr. Little', vote: 'Yes' },
          { voter_name: 'Mr. Kling', vote: 'Yes' },
          { voter_name: 'Mr. Meredith', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'reads "any opposed" heard as "can pose" as no condition on the result ("... aye can pose the motion carries")',
    source: 'huntsville-council-2026-07-09, 01:03:49',
    said: [
      [
        3829,
        'at a new park just to get people there and to build that sense of community any comments or questions all in favor please indicate aye can pose the motion carries we have no board appointments to be voted on we do have several board appointment nominations these will be nominations only and they will be considered at our next meeting on july 23rd 16a is a nomination to reappoint david nass to the museum board of the city of huntsville to his current seat for a six year term to expire august 13 2032 16b is a nomination to reappoint jose griffin to the museum',
      ],
    ],
    motions: [{ result: 'carried' }],
  },
  {
    name: 'reads an answer run on to the next name called ("Council member Hall, no Council member Hardy Chandler."), in diarised turns',
    source: 'fairfax-council-2026-03-10, 00:45:31',
    said: [
      [
        2732,
        'advertise a proposed real estate tax rate of 1.095 per $100 of assessed value. Is there a second 2. A motion s been made by Councilmember Hardy Chandler and seconded by Council member Amos. Is there any discussion on the motion? Discussion on the motion ok, um. A roll call vote. Councilor Ramis, Council member Hall, no Council member Hardy Chandler. Councilmember Peterson? No',
        'Unknown Speaker',
      ],
      [
        2763,
        'COUNCILMAN McLellan, No. Married? The mayor votes I. Ok, motion passed 4 to 3. Ok I will now recess the regular meeting to go into a work session.',
        'Councilmember Billy Bates',
      ],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 4, no: 3, abstain: 0, absent: 0 },
        votes: [
          { voter_name: 'Council Member Hall', vote: 'No' },
          { voter_name: 'Councilmember Peterson', vote: 'No' },
          { voter_name: 'Councilman McLellan', vote: 'No' },
        ],
      },
    ],
  },
  {
    name: 'reads "the late file matters have been added to the agenda" and a docket number read digit by digit ("docket zero five three eight has passed")',
    source: 'boston-council-2022-05-25 (captions), 00:55:05 and 01:02:49',
    said: [
      [
        3306,
        "The late file should be on everyone's desk. We will take a vote to add this these items to the agenda all those in favor of adding the late file matters the agenda say I thank you the late file matters have been added to the agenda.",
      ],
      [
        3770,
        'Thank you. Thank you. Council PRESIDENT. We will now take a vote on each docket council breadon moves for passage of dalkin 040 for all those in favor say aye I oppose sanei the ayes have it dwarka zero four zero four as passed council rate and moossa passage of docket zero five three eight all those in favor say I oppose sanei the docket zero five three eight has passed concentrated moossa',
      ],
      [
        3801,
        'passage docket zero five four zero all those in favor say aye i opposed say nay the ayes have it docket zero five four zero has passed. Anyone else wishing to remove anything from the green sheets?',
      ],
    ],
    motions: [
      { result: 'carried', motion: 'Add the items to the agenda' },
      { result: 'carried' },
      { result: 'carried' },
      { result: 'carried' },
    ],
  },
  {
    name: 'reads the ayes asked for and said in one sentence ("all those in favor the motion to substitute please say ay ay ay.") as carried',
    source: 'boston-council-2022-05-25 (captions), 00:15:01',
    said: [
      [
        901,
        "Should I entrust mr gordon? We don't have to do a motion forward all those in favor the motion to substitute please say ay ay ay. Thank you. Thank you. So these matters are sponsored by the mayor and the committee on public health homelessness and recovery and we held a public hearing here in the chamber on MAY 20th.",
      ],
    ],
    motions: [{ result: 'carried' }],
  },
  {
    name: 'reads "any opposed to that passed" (captions of "any opposed? Seeing none, that passed") as carried',
    source: 'navajo-county-bos-2026-05-12, 00:25:40',
    said: [
      [
        1541,
        "So I look for a motion to approve the consent agenda. I make a motion to approve the consent agenda. We have a motion from supervisor whiting. Is there a second, second, second. Supervisor binali, any discussion? Seeing none, I'll call for the vote. All those in favor say I, I any opposed to that passed. Next",
      ],
    ],
    motions: [{ result: 'carried', motion: 'Approve the consent agenda' }],
  },
  {
    name: 'names nobody when the chair thanks the presenter by name right after a voice vote',
    source: 'navajo-county-bos-2024-01-09, 00:47:08',
    said: [
      [2828.7, 'Abandonment. Excellent. Thank you. And we have a second. Any more discussion? Hearing none.'],
      [2836.5, 'All those in favor? Aye. Aye. Any opposed? Hearing none. The aye.'],
      [2842.1, "Have it. Thank you mr. Flake. Appreciate it. All right, we'll move on then to item b."],
    ],
    motions: [{ result: 'carried', votes: [] }],
  },
  {
    name: 'takes a result said again after the thanks ("The ayes have it." ... "Motion has been approved.") for one decision',
    source: 'navajo-county-bos-2024-01-09, 00:43:18',
    said: [
      [2598.5, 'Perfect. Do we have a second? Second. Excellent. Any more discussion? Hearing none.'],
      [2605.1, 'All those in favor? Aye. Aye. Any opposed? Hearing none. The ayes have it.'],
      [2610.9, 'Thank you so much. Thank you. Appreciate it. Motion has been approved.'],
      [2616.5, 'Alright, chair, entertain a motion to return to regular session. Motion. We have a motion.'],
    ],
    motions: [{ result: 'carried', votes: [] }],
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
  {
    name: 'parts the attendance roll call from the vote called seconds after it; a name cut off by the next caption and the vice president called by title',
    source: 'minneapolis-council-2024-06-13, 00:39:15',
    said: [
      [2355, 'Council member wonsley.'],
      [2356, 'Present.'],
      [2356, 'Council member jenkins is absent.'],
      [2361, 'Council member owdhury.'],
      [2362, 'Present.'],
      [2363, 'Council member osman.'],
      [2365, 'Present.'],
      [2366, 'Council member rainville is absent. Council member chavez.'],
      [2370, 'Present.t.'],
      [2371, 'Council member vetaw.'],
      [2373, 'Present.'],
      [2374, 'Council member ellison.'],
      [2376, 'Here. Vice president chughtai.'],
      [2377, 'Esent.'],
      [2378, 'Council member rainville.'],
      [2379, 'Presesent.'],
      [2383, 'President payne.'],
      [2383, 'Present.'],
      [2384, 'There are 10 members present.'],
      [
        2386,
        "Let the record reflect we have a quorum. Colleagues, the agenda for today's meeting is before us. Are there any amendmentsts to the agenda? Seeg none. May I have the motion to adopt the agenda.",
      ],
      [2399, 'So moved.'],
      [2400, 'Second.'],
      [2401, 'Clerk, please call the roll.'],
      [2405, 'Council member wonsley.'],
      [2406, 'Aye.'],
      [2407, 'Council member palmisano.'],
      [2408, 'Aye.'],
      [2409, 'Council member rainville.'],
      [2411, 'Aye.'],
      [2412, 'Council member chave'],
      [2413, 'Aye.'],
      [2414, 'Council member vetaw.'],
      [2415, 'Aye.'],
      [2416, 'Council member ellison.'],
      [2417, 'Aye.'],
      [2419, 'Vice president chughtai.'],
      [2420, 'Aye.'],
      [2420, 'President payne.'],
      [2421, 'Aye.'],
      [2422, 'That carries.'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Wonsley',
          'Council Member Palmisano',
          'Council Member Rainville',
          'Council Member Chave',
          'Council Member Vetaw',
          'Council Member Ellison',
          'Vice President Chughtai',
          'President Payne',
        ),
      },
    ],
  },
  {
    name: 'ends a roll call whose result nobody said when the next motion is asked for, and gives the members called a yes when the ayes counted cover them',
    source: 'minneapolis-council-2024-06-13, 00:40:31',
    said: [
      [2431, 'Second.'],
      [2432, 'Council member palmisano.'],
      [2434, 'Aye.'],
      [2434, 'Cououncil member chowdhury.'],
      [2435, 'Aye.'],
      [2436, 'Council member osman.'],
      [2437, 'Aye.'],
      [2438, 'Council member rainvill'],
      [2439, 'Aye.'],
      [2439, 'Council member chavez.'],
      [2441, 'Aye.'],
      [2442, 'Council member vetaw.'],
      [2445, 'Aye.'],
      [2446, 'Council member ellison.'],
      [2450, 'Vice president chughtai.'],
      [2453, 'Aye.'],
      [2455, 'May I have that motion please.'],
      [2459, 'Moved.'],
      [2462, 'Seconded.'],
      [2464, 'Clerk call the roll.'],
      [2468, 'Council member vetaw.'],
      [2470, 'E.'],
      [2471, 'Vice president chughtai.'],
      [2471, 'President payne.'],
      [2472, 'Aye.'],
      [2473, 'There are ten ayes.'],
      [
        2474,
        'That carries and those matters have been referred to the next cycle. The next order of business is presentation of reports from standing committees. Those reports are taken up in alphabetical order beginning withhe administration and enterprise oversight committee which will be presented by its chair, council member wonsley.',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Palmisano',
          'Council Member Chowdhury',
          'Council Member Osman',
          'Council Member Rainvill',
          'Council Member Chavez',
          'Council Member Vetaw',
          'Vice President Chughtai',
        ),
      },
      {
        result: 'carried',
        tally: { yes: 10, no: 0, abstain: 0, absent: 0 },
        votes: yesVotes('Council Member Vetaw', 'Vice President Chughtai', 'President Payne'),
      },
    ],
  },
  {
    name: 'reads titles garbled by live captions and gives the member whose answer was lost a yes when ten ayes are counted',
    source: 'minneapolis-council-2024-06-13, 00:47:07',
    said: [
      [2827, 'Council member wonsley.'],
      [2828, 'Aye.'],
      [2828, 'Couil member palmisano.'],
      [2830, 'Aye.'],
      [2830, 'Council member chowdhury.'],
      [2832, 'Aye.'],
      [2832, 'Council member osman.'],
      [2835, 'Aye.'],
      [2835, 'Council member rainville.'],
      [2838, 'Aye.'],
      [2839, 'Council member vetaw.'],
      [2841, 'Aye.'],
      [2842, 'Councilember ellison.'],
      [2843, '--'],
      [2844, 'There are 10 ayes.'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Wonsley',
          'Council Member Palmisano',
          'Council Member Chowdhury',
          'Council Member Osman',
          'Council Member Rainville',
          'Council Member Vetaw',
          'Council Member Ellison',
        ),
      },
    ],
  },
  {
    name: 'reads the first name called in the sentence that asks for the roll, and a title followed by a comma',
    source: 'minneapolis-council-2024-02-08, 00:09:56',
    said: [
      [596, 'So moved.'],
      [596, 'He could is.'],
      [598, 'Elliott Payne:e: Call the roll'],
      [600, 'Council Member Jenkins?'],
      [601, 'Aye.'],
      [602, 'Council Member Palmlmisano?'],
      [604, 'Aye.'],
      [605, 'Council Member Palmisano?'],
      [607, 'Aye. Council Member Chavez?'],
      [609, 'Aye.'],
      [612, 'Council Member Vetaw?'],
      [612, 'Aye.'],
      [613, 'Commissioner, Ellison?'],
      [615, 'Aye.'],
      [615, 'Vice-president Chughtai?'],
      [617, 'Aye.'],
      [618, 'President Payne?'],
      [622, 'Aye.'],
      [622, 'You have 13 ayes.'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Jenkins',
          'Council Member Palmlmisano',
          'Council Member Palmisano',
          'Council Member Chavez',
          'Council Member Vetaw',
          'Commissioner Ellison',
          'Vice-President Chughtai',
          'President Payne',
        ),
      },
    ],
  },
  {
    name: 'reads an aye heard as "Eye" and a title run into the name, with the count said after',
    source: 'minneapolis-council-2024-02-08, 00:13:18',
    said: [
      [798, 'Commissioner Palmisano?'],
      [802, 'No. Commissioner Chowdhury?'],
      [805, 'Aye.'],
      [806, 'Commissioner Cashman?'],
      [808, 'Eye.'],
      [809, 'Council Member Rainville?'],
      [810, 'Nay.'],
      [811, 'Commissioner Chavez?'],
      [813, 'Aye.'],
      [813, 'Council Member Vetaw?'],
      [814, 'No.'],
      [815, 'Council Memberelson?'],
      [818, 'Aye.'],
      [819, 'Council Member Koski?'],
      [820, 'Abstain.'],
      [822, 'Council Member was?'],
      [823, 'Aye.'],
      [825, 'President Payne?'],
      [825, 'Aye.'],
      [828, 'There are nine ayes, three nays.'],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 9, no: 3, abstain: 0, absent: 0 },
        votes: [
          { voter_name: 'Commissioner Palmisano', vote: 'No' },
          { voter_name: 'Commissioner Chowdhury', vote: 'Yes' },
          { voter_name: 'Commissioner Cashman', vote: 'Yes' },
          { voter_name: 'Council Member Rainville', vote: 'No' },
          { voter_name: 'Commissioner Chavez', vote: 'Yes' },
          { voter_name: 'Council Member Vetaw', vote: 'No' },
          { voter_name: 'Council Member Elson', vote: 'Yes' },
          { voter_name: 'Council Member Koski', vote: 'Abstain' },
          { voter_name: 'President Payne', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'reads bare surnames with a doubled stop and answers the captions clip ("Ye.", "A aye.")',
    source: 'minneapolis-council-2024-02-08, 01:09:06',
    said: [
      [4146, "I'll have The clerk call The roll."],
      [4149, 'Councilmember Jenkins.'],
      [4150, 'Aye.'],
      [4152, 'Palmisano.'],
      [4152, 'Aye.'],
      [4153, 'Chowdhury.'],
      [4154, 'Aye.'],
      [4155, 'Cashman.'],
      [4155, 'Aye.'],
      [4156, 'Osman.'],
      [4157, 'Aye'],
      [4157, 'Rainville..'],
      [4158, 'Aye.'],
      [4158, 'Chavez.'],
      [4159, 'Aye.'],
      [4160, 'Vetaw.'],
      [4161, 'Aye.'],
      [4161, 'Ellison.'],
      [4163, 'Aye.'],
      [4163, 'Koski.'],
      [4164, 'Ye.'],
      [4166, 'Wonsley.'],
      [4167, 'Aye.'],
      [4167, 'Chughtai.'],
      [4168, 'Aye.'],
      [4169, 'Payne.'],
      [4170, 'A aye.'],
      [4170, 'There are 13 ayes.'],
      [
        4171,
        "That motion carries. And wit that we've completed all of our business. With notothing further to come before The Council and without objection this meeting is adjourned. Thank you.",
      ],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 13, no: 0, abstain: 0, absent: 0 },
        votes: yesVotes(
          'Councilmember Jenkins',
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
    name: 'counts the ayes said without "there are" ("10 ayes.") as covering the members whose answers were lost',
    source: 'minneapolis-council-2024-06-13, 01:06:33',
    said: [
      [3993, 'Council member wonsley.'],
      [3994, 'Aye.'],
      [3996, 'Council member palmisano.'],
      [3997, 'Aye.'],
      [3997, 'Council member owdhury.'],
      [3998, 'Aye.'],
      [3999, 'Council member osman.'],
      [4000, 'Aye.'],
      [4001, 'Council member rainvie.'],
      [4002, 'Aye.'],
      [4003, 'Council member chavez.'],
      [4004, 'Aye.'],
      [4005, 'Council member vetaw.'],
      [4008, 'Vice president chughtai.'],
      [4011, 'Aye.'],
      [4011, 'President payne.'],
      [4013, 'Aye.'],
      [4013, '10 ayes.'],
      [
        4014,
        'That carries. Next is three honorary resolutions today listed on the agenda. Are there any questions or comments on any of those resolutions? Seeing none. May I have a motion to adopt all three of those resolutions?',
      ],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 10, no: 0, abstain: 0, absent: 0 },
        votes: yesVotes(
          'Council Member Wonsley',
          'Council Member Palmisano',
          'Council Member Owdhury',
          'Council Member Osman',
          'Council Member Rainvie',
          'Council Member Chavez',
          'Council Member Vetaw',
          'Vice President Chughtai',
          'President Payne',
        ),
      },
    ],
  },
  {
    name: 'takes the first word of an answer that says which parts it covers ("Aye, on one and two and no on 3.")',
    source: 'minneapolis-council-2024-06-13, 00:48:25',
    said: [
      [2905, 'Council member wonsley.'],
      [2906, 'Aye.'],
      [2908, 'Council member palmisano.'],
      [2910, 'Aye, on onend two and no on 3.'],
      [2914, 'Council member -- member rainville.'],
      [2917, 'Aye.'],
      [2917, 'Council member chchavez.'],
      [2918, 'Aye.'],
      [2919, 'Council member vetaw.'],
      [2920, 'Aye.'],
      [2921, 'Cncil member ellison.'],
      [2922, 'Aye.'],
      [2923, 'Vice president chughtai.'],
      [2924, 'Aye.'],
      [2924, 'President payne.'],
      [2926, 'Aye.'],
      [2926, 'There are 10 ayes on the report. Except for number 3.'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Wonsley',
          'Council Member Palmisano',
          'Council Member Chchavez',
          'Council Member Vetaw',
          'Council Member Ellison',
          'Vice President Chughtai',
          'President Payne',
        ),
      },
    ],
  },
  {
    name: 'gives a result to the roll call just before it, leaving the earlier roll call with no result said a decision of its own',
    source: 'minneapolis-council-2024-02-08, 00:35:09',
    said: [
      [2109, 'Commissioner Jenkins?'],
      [2111, 'Aye.'],
      [2112, 'Commissioner Palmisano?'],
      [2115, 'Aye.'],
      [2115, 'Commissioner Chow'],
      [2117, 'Aye.'],
      [2120, 'Commissioner Chavez?'],
      [2120, 'Aye.'],
      [2123, 'Coissioner Vetaw?'],
      [2124, 'Aye onn everything September 6th. J Council Member Ellison?'],
      [2129, 'Aye.'],
      [2129, 'Council Member Koski?'],
      [2134, 'Aye.'],
      [
        2149,
        'The budgeget committ is bringing forward onene item for approval which is a directive to the legislative department to develop and present specific proposal for participatory bubudgets during the 2016 budgeting process and I move this item for approval.',
      ],
      [2172, 'moved approval for the report. Is there any discussion? Seeing none.'],
      [2179, 'Roll ll.'],
      [2180, 'Council Member generals?'],
      [2183, 'Aye.'],
      [2184, 'Council Member Palmiso?'],
      [2187, 'Aye.'],
      [2188, 'Council Member Osman?'],
      [2189, 'Aye.'],
      [2190, 'Council Member Chavez?'],
      [2192, 'Aye.'],
      [2193, 'Council Member Ellison?'],
      [2194, 'Aye.'],
      [2195, 'Council Member Koski?'],
      [2196, 'Aye.'],
      [2197, 'Vice-presidedent Chughtai?'],
      [2198, 'Aye.'],
      [2199, 'President Payne?'],
      [2200, 'Aye.'],
      [2202, 'That Kerrys.'],
      [2203, 'That carries and the report is adopted. Council Member Osman? Thank u, president Payne.'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Commissioner Jenkins',
          'Commissioner Palmisano',
          'Commissioner Chow',
          'Commissioner Chavez',
          'Commissioner Vetaw',
          'Council Member Koski',
        ),
      },
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Generals',
          'Council Member Palmiso',
          'Council Member Osman',
          'Council Member Chavez',
          'Council Member Ellison',
          'Council Member Koski',
          'President Payne',
        ),
      },
    ],
  },
  {
    name: 'reads a roll call run together in lower case without punctuation, the president by title, a garbled title ("cououncil member") and the last answer opening the next caption line',
    // The captions of this roll call as published, lower-cased, stripped of punctuation and of
    // speaker marks and folded again, as automatic captions come.
    source: 'minneapolis-council-2024-06-13, 00:39:51',
    said: [
      [
        2391,
        'before us are there any amendmentsts to the agenda seeg none may i have the motion to adopt the agenda so moved second clerk please call the roll council member wonsley aye council member palmisano aye council member rainville aye council member chave aye council member vetaw aye council member ellison aye vice president chughtai aye president payne',
      ],
      [
        2421,
        'aye that carries next is the minutes may i have that moved so moved second council member palmisano aye cououncil member chowdhury aye council member osman aye council member rainvill aye council member chavez aye council member vetaw aye council member ellison vice president chughtai',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Wonsley',
          'Council Member Palmisano',
          'Council Member Rainville',
          'Council Member Chave',
          'Council Member Vetaw',
          'Council Member Ellison',
          'Vice President Chughtai',
          'President Payne',
        ),
      },
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Palmisano',
          'Council Member Chowdhury',
          'Council Member Osman',
          'Council Member Rainvill',
          'Council Member Chavez',
          'Council Member Vetaw',
        ),
      },
    ],
  },
  {
    name: 'reads bare surnames in lower case, each answered on its own line, in a roll call asked for',
    // The captions as published, in lower case alone (the --lower-case option of npm run eval:summary).
    source: 'minneapolis-council-2024-02-08, 01:07:46, in lower case',
    said: [
      [4066, 'call the roll.'],
      [4068, 'jenkins.'],
      [4068, 'aye.'],
      [4069, 'palmisano.'],
      [4070, 'aye.'],
      [4071, 'chowdhury.'],
      [4071, 'aye.'],
      [4072, 'cashman.'],
      [4073, 'aye.'],
      [4073, 'osman.'],
      [4074, 'aye.'],
      [4075, 'rainville.'],
      [4076, 'aye.'],
      [4076, 'chavez.'],
      [4078, 'aye.'],
      [4078, 'vetaw.'],
      [4079, 'aye.'],
      [4080, 'ellison.'],
      [4081, 'aye.'],
      [4082, 'kos.'],
      [4082, 'aye.'],
      [4083, 'wonsley.'],
      [4084, 'aye.'],
      [4084, 'vice president chughtai.'],
      [4085, 'aye.'],
      [4086, 'president payne.'],
      [4087, 'aye.'],
      [4087, 'there a 13 ayes.'],
      [4088, 'that motion carries.'],
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
          'Kos',
          'Wonsley',
          'Vice President Chughtai',
          'President Payne',
        ),
      },
    ],
  },
];

describe("votes in city councils' captions", () => {
  it.each(CASES)('$name (real: $source)', expectMotions);
});
