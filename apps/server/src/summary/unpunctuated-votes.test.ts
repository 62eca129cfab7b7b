import { describe, expect, it } from 'vitest';
import {
  CONSENT_VOTE_0414_AS_READ,
  expectMotions,
  motionsOfCues,
  transcriptAt,
  yesVotes,
  type CaptionVoteCase,
} from '../../test/summary-lines.ts';
import { findMotions } from './motions.ts';
import { readTranscript } from './transcript.ts';
import { findRollCalls } from './votes.ts';

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
    name: 'reads garbled titles ("commissioner" for council member, a title run into the name), a clipped "eye" and an abstention',
    source: 'minneapolis-council-2024-02-08, 00:13:05, without punctuation',
    said: [
      [
        785,
        'proper and in order thank you was that an aye the vote yes commissioner palmisano no commissioner chowdhury aye commissioner cashman eye council member rainville nay commissioner chavez aye council member vetaw no council memberelson aye council member koski abstain council member was aye president payne aye there are nine ayes three nays',
      ],
    ],
    // "council member was aye" is a name the captions lost; "was" is no one's name.
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
    name: 'reads a roll call that starts at the end of one caption line, two members answering there, and runs on into the next',
    source: 'minneapolis-council-2024-02-08, 00:44:15, without punctuation',
    said: [
      [
        2655,
        'is why i am not supporting item number one today andager to see what the par research team comes s back with on item numbe two thank you elliott payne thank you for tse comments any other discussion seeing none roll call council member jenkins aye council member palmisano no on one aye on two and three council m member chowdhury',
      ],
      [
        2686,
        'aye council member cashman aye council member osman aye council member rainville aye council member chav aye council member vetaw no on one and aye on two and three council member ellison aye council member koski aye council member wonsley aye vice-president chughtai aye president payne aye there are 14 ayes on the report except for number one which has 11 ayes and two nays',
      ],
    ],
    // The "aye" opening the second line is the answer of the member whose call the captions
    // garbled ("council m member chowdhury"), not Palmisano's. Item one was voted apart: the
    // members who answered for parts voted yes on the rest and no on it.
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Jenkins',
          'Council Member Palmisano',
          'Council Member Cashman',
          'Council Member Osman',
          'Council Member Rainville',
          'Council Member Chav',
          'Council Member Vetaw',
          'Council Member Ellison',
          'Council Member Koski',
          'Council Member Wonsley',
          'Vice-President Chughtai',
          'President Payne',
        ),
      },
      {
        result: 'carried',
        motion: 'Item 1, voted apart',
        tally: { yes: 11, no: 2, abstain: 0, absent: 0 },
        votes: [
          { voter_name: 'Council Member Jenkins', vote: 'Yes' },
          { voter_name: 'Council Member Palmisano', vote: 'No' },
          ...yesVotes(
            'Council Member Cashman',
            'Council Member Osman',
            'Council Member Rainville',
            'Council Member Chav',
          ),
          { voter_name: 'Council Member Vetaw', vote: 'No' },
          ...yesVotes(
            'Council Member Ellison',
            'Council Member Koski',
            'Council Member Wonsley',
            'Vice-President Chughtai',
            'President Payne',
          ),
        ],
      },
    ],
  },
  {
    name: 'reads a roll call over two caption lines, a garbled title and a member whose answer was lost counted in by the ayes',
    source: 'minneapolis-council-2024-06-13, 00:47:06, without punctuation',
    said: [
      [
        2826,
        'call the roll council member wonsley aye couil member palmisano aye council member chowdhury aye council member osman aye',
      ],
      [
        2835,
        'council member rainville aye council member vetaw aye councilember ellison -- there are 10 ayes that carries',
      ],
      [2848, 'and that full report is adopted'],
    ],
    motions: [
      {
        result: 'carried',
        tally: { yes: 10, no: 0, abstain: 0, absent: 0 },
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
    name: 'reads the rest asked and answering in one run ("everyone else hi hi", "everyone else i i i all righty") as carried',
    source: 'dublin-usd-board-2024-08-13, 02:24:16, and 2024-09-24, 01:32:53, without punctuation',
    said: [
      [
        8656,
        "funk members of the board trustees uh today we're asking you to pass a resolution finding no further environmental review is required for the shamrock hills tk8 school pursuant to public resource code 21166 under the california environmental quality act uh there's a pretty extensive background here uh but if you have any questions i'd be happy to answer them",
      ],
      [
        8688,
        "i'm not seeing any questions do you have any public comment on this 1 um there's no questions i will take a motion to approve this resolution",
      ],
      [8703, "i'll move that we approve resolution number 202425004"],
      [
        8708,
        "i'll second motion a second uh sorry i totally blanked on your name oh you're on it trustee peswani",
      ],
      [8718, 'hi how you vote'],
      [8720, 'everyone else hi hi'],
      [
        8722,
        "sorry i almost called you by your first name and then i'm like nope okay all righty that was easy um next we are",
      ],
      [
        13573,
        "i'll just add that uh also in october we will be scheduling uh 2 board events uh 1 will be a groundbreaking for shamrock hills um low-key with the shovels and helmet fairly quick uh and then also grand opening of the gym at conwood creek so sometime mid october towards the end of october sounds like fun um board meeting valuation any feedback anything trying to",
      ],
      [13603, 'keep moving things along um then if not i will take a motion to adjourn'],
      [13609, "i'll move we adjourn a second trustee fee hi"],
      [13613, 'everyone else i i i all righty'],
    ],
    motions: [
      { result: 'carried', motion: 'Approve resolution number 202425004', votes: [] },
      // The student trustee, whose name the captions give as "fee", answers when asked.
      { result: 'carried', votes: [{ voter_name: 'Fee', vote: 'Yes' }] },
    ],
  },
  {
    name: 'reads a part voted apart in a lower-case roll call ("council member palmisano aye on onend two and no on 3 ... except for number 3") as two decisions',
    source: 'minneapolis-council-2024-06-13, 00:47:47, without punctuation',
    said: [
      [
        2867,
        'threree items today item numbe two is adopting findis and approving the salary schedule for the appointed position and number three is authorizing the city council president and vice president to transmit to the mayor budget rommendations proposed for the legislative department for the 2025-2',
      ],
      [2900, "budget -- is there any discussion seeing none i'll a ask the cle to"],
      [
        2906,
        'call the roll council member wonsley aye council member palmisano aye on onend two and no on 3 council member -- rainville aye council member chchavez aye council member vetaw aye cncil member ellison aye vice president chughtai aye president payne aye there are 10 ayes on the',
      ],
      [2931, 'report except for number 3'],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Wonsley',
          'Council Member Palmisano',
          'Council Member Rainville',
          'Council Member Chchavez',
          'Council Member Vetaw',
          'Council Member Ellison',
          'Vice President Chughtai',
          'President Payne',
        ),
      },
      {
        result: 'carried',
        motion: 'Item 3, voted apart',
        votes: [
          { voter_name: 'Council Member Wonsley', vote: 'Yes' },
          { voter_name: 'Council Member Palmisano', vote: 'No' },
          ...yesVotes(
            'Council Member Rainville',
            'Council Member Chchavez',
            'Council Member Vetaw',
            'Council Member Ellison',
            'Vice President Chughtai',
            'President Payne',
          ),
        ],
      },
    ],
  },
  {
    name: 'reads a member asked how they vote and answering in one run of captions ("director horn-frasier how would you like to vote yes thank you")',
    source: 'iowa-city-csd-board-2026-01-27, 00:05:15, without punctuation',
    said: [
      [
        315,
        'online voting is open director horn-frasier how would you like to vote yes thank you all votes have been cast and the motion carries',
      ],
      [341, 'with all directors voting in favor'],
      [344, 'thank you next'],
      [
        345,
        "we will move on to our education showcase and tonight we have garner elementary orff club who will be performing for us and i will welcome their principal travis dyer in order to introduce them welcome all right hello everybody some of you i know some of you i don't travis dyer garner elementary principal thanks for all the families and community that's here to watch us so we over here have our orff club who's gonna give you a performance this morning this morning",
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Director Horn-Frasier', vote: 'Yes' }] }],
  },
  {
    name: 'reads bare surnames answering on from the line before, most of them nay ("osman nay cashman nay jenkins aye chavez nay ..."), and a member called by title after an office named ("... to the office of vice president council member payne nay")',
    source: 'minneapolis-council-2024-01-08, 00:29:02, without punctuation',
    said: [
      [
        1742.68,
        'the office of vice president hearing no other nominations t period for nominations is closed as noted we will take the vote in the order that the nominations were made the clerk will first call the roll on the nomination of council member vetaw representing the fourth ward to the office of vice president council member payne nay wonsley nay rainville aye vetaw aye ellison nay',
      ],
      [
        1772.84,
        "osman nay cashman nay jenkins aye chavez nay chughtai nay koski aye chowdhury nay palmisano aye there are six aye yay's and seven nay's that nomination fails we will proceed to the second nomination which was the nomination of council member chughtai representing the 10th ward to the office of vice president",
      ],
    ],
    motions: [
      {
        result: 'failed',
        tally: { yes: 6, no: 7, abstain: 0, absent: 0 },
        votes: [
          { voter_name: 'Council Member Payne', vote: 'No' },
          { voter_name: 'Wonsley', vote: 'No' },
          { voter_name: 'Rainville', vote: 'Yes' },
          { voter_name: 'Vetaw', vote: 'Yes' },
          { voter_name: 'Ellison', vote: 'No' },
          { voter_name: 'Osman', vote: 'No' },
          { voter_name: 'Cashman', vote: 'No' },
          { voter_name: 'Jenkins', vote: 'Yes' },
          { voter_name: 'Chavez', vote: 'No' },
          { voter_name: 'Chughtai', vote: 'No' },
          { voter_name: 'Koski', vote: 'Yes' },
          { voter_name: 'Chowdhury', vote: 'No' },
          { voter_name: 'Palmisano', vote: 'Yes' },
        ],
      },
    ],
  },
  {
    name: 'reads a member asked whether they voted and answering after a few words ("director eastham did you vote i tried to i vote yes")',
    source: 'iowa-city-csd-board-2026-03-10, 00:48:30, without punctuation',
    said: [
      [
        2910,
        "hearing none is there a motion for approval of tonight's consent agenda i move approval of the consent agenda",
      ],
      [2920, 'second board secretary colvin ready to vote online voting is open'],
      [
        2946,
        'director eastham did you vote i tried to i vote yes thank you all votes have been cast and the motion carries with all directors of voting in favor next up we will go to policy review',
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Director Eastham', vote: 'Yes' }] }],
  },
  {
    name: 'reads a member asked whether they voted, then how ("director eastham did you vote i thought i did how would you like to vote yes")',
    source: 'iowa-city-csd-board-2026-03-24-regular, 00:38:32, without punctuation',
    said: [
      [2312, 'so moved'],
      [2316, 'second thank you board secretary coven ready to vote'],
      [2322, 'online voting is open'],
      [
        2345,
        'director eastham did you vote i thought i did how would you like to vote yes thank you all votes have been cast and the motion carries with all directors voting in favor thank you and that takes us to the item that was withdrawn from consent agenda',
      ],
    ],
    motions: [{ result: 'carried', votes: [{ voter_name: 'Director Eastham', vote: 'Yes' }] }],
  },
  {
    name: 'reads the members named with their vote without commas ("with directors abraham finch ... and williams voting yay and director eastham voting nay")',
    source: 'iowa-city-csd-board-2026-04-14, 01:08:32, without punctuation',
    said: [
      [
        4112,
        'is there a motion to approve minus item 15 so move seconded right board secretary colvin ready to vote the motion to poll number 15 okay approved consent agenda with poll number item 15',
      ],
      [4135, 'online voting is open all votes have been cast and the motion carries'],
      [
        4153,
        "with directors abraham finch horn-frazier lingo malone and williams voting yay and director eastham voting nay thank you director lingo item number 15 i've come across some questions on the amount of money that we are it says in the proposal convey interest above described property to the city of iowa city for $3248773 i was wondering if we could get some information how that figure was come up with",
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: CONSENT_VOTE_0414_AS_READ,
      },
    ],
  },
  {
    name: 'gives the votes read out after one result to that decision alone, not also to the roll call of the next motion',
    source: 'iowa-city-csd-board-2026-04-14, 01:08:55, without punctuation',
    said: [
      [4135, 'online voting is open'],
      [
        4149,
        "all votes have been cast and the motion carries with directors abraham finch horn-frazier lingo malone and williams voting yay and director eastham voting nay thank you director lingo item number 15 i've come across some questions on the amount of money that we are it says in the proposal convey interest above described property to the city of iowa city for $3248773 i was wondering if we could get some information how that figure was come up with",
      ],
      [
        4189,
        "yeah so director lingo there's an appraisal on the property done in 2023 that appraised the property value at $297 million in our negotiations with the city they recommended that we take that appraisal price and add the percent growth that the commercial property rates in the area have seen which was in the neighborhood of 9% and that's how we arrived at that 32 number that you're referencing thank you were there any additional questions or comments hearing none is there a motion to approve oh did you have okay is there a motion to approve item 15 i motion to approve",
      ],
      [
        4235,
        "second board secretary colvin ready to vote and my computer is still trying to move that item down so i'm just gonna do a roll call vote if that works horn-frasier yes eastham yes williams yes malone yes abraham yes finch yes lingo yes all votes have been cast and the motion carries with all directors voting in favor thank you next up is committee reports the financial oversight committee director lingo we had a lot going on tonight",
      ],
    ],
    motions: [
      { result: 'carried', votes: CONSENT_VOTE_0414_AS_READ },
      {
        result: 'carried',
        tally: { yes: 7, no: 0, abstain: 0, absent: 0 },
        votes: yesVotes('Horn-Frasier', 'Eastham', 'Williams', 'Malone', 'Abraham', 'Finch', 'Lingo'),
      },
    ],
  },
  {
    name: 'reads members called in a roll call whose answers were lost, counted in by "motion passed unanimously", a name of two words among them',
    source: 'fairfax-council-mar-10-2026, 00:01:53, without punctuation',
    said: [
      [
        113,
        'take that back to that jack good evening i would like to call the regular meeting of march 10th 2026 to order welcome everyone to the chamber we are as you can see celebrating women s history month tonight if you are able and so choose please rise for the pledge of allegiance and',
      ],
      [152, 'justice all right we have um actions out of the closed meeting'],
      [
        155,
        'is there a motion to approve the concurrence with personnel action council member hardy chandler pursuant to the city charter section 63f a move that the city council concur in the personnel action outlined by the city manager in closed meeting',
      ],
      [
        170,
        'is there a second the motion s been made and seconded a roll call vote council member amos council member hall council member hardy chandler council mayor peterson council member bates councilman mcquillan motion passed unanimously',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes(
          'Council Member Amos',
          'Council Member Hall',
          'Council Member Hardy Chandler',
          'Mayor Peterson',
          'Council Member Bates',
          'Councilman Mcquillan',
        ),
      },
    ],
  },
  {
    name: 'reads a roll call begun ("we\'ll start with"), the mover and seconder named before it not called, the result cut over two lines',
    source: 'huntsville-council-2026-06-25, 00:52:17, without punctuation',
    said: [
      [
        3137,
        'meredith has changed his vote tie and it is unanimous 15b is a resolution to reappoint jim batson to the huntsville water utility board to his current seat for a three-year term to expire july 1st 2029 this will also require for fifth vote',
      ],
      [
        3153,
        "is there a motion to approve motion from mr little second from ms watkins we will proceed with uh the vote we'll start with ms watkins yes mr little mr kling mr meredith and the chair votes i uh the motion is approved",
      ],
      [3167, 'unanimously'],
      [
        3169,
        '15c is a resolution to reappoint david mathis to the huntsville madison county marine and port authority city council place 1 his current seat for a five-year term to expire july 1 2031 the chair makes the motion 2nd 2nd from ms watkins',
      ],
    ],
    motions: [
      {
        result: 'carried',
        votes: yesVotes('Ms. Watkins', 'Mr. Little', 'Mr. Kling', 'Mr. Meredith'),
      },
    ],
  },
  {
    name: 'reads the ayes asked for and given in one run ("all those in favor vote aye aye") as carried',
    source: 'navajo-county-bos-2025-08-26, 00:45:24, without punctuation',
    said: [
      [
        2724,
        "so they we will still go through for the um the review but there were questions as to if this law didn't pass if counties would have that authority",
      ],
      [
        2734,
        "but we we don't want to experiment and find that out here on our side i appreciate your forward thinking and and keeping ahead of of what we're required to do",
      ],
      [
        2744,
        'i appreciate it thank you i do too thank you thank you thank you any other comments or questions okay if not chair would entertain a motion chair',
      ],
      [
        2754,
        'i move to approve resolution number 26 dash 2025 second have a motion and a second any more discussion hearing none all those in favor vote aye aye',
      ],
      [
        2764,
        "opposed vote may none aye thank you very much appreciated we're gonna move on now to public works item seven a consideration of intermental agreement between navajo county and tto chapter for assistance of routine maintenance of heavy equipment",
      ],
    ],
    motions: [{ result: 'carried', motion: 'Approve resolution number 26 dash 2025', votes: [] }],
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

/** The first four words of each sentence read from [start, text] caption lines. */
function sentenceOpenings(said: [number, string][]): string[] {
  const { utterances } = readTranscript(
    said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
  );
  return utterances.map((u) => u.text.split(' ').slice(0, 4).join(' '));
}

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
  it('reads a roll call cut into cues of four words, as live automatic captions come (minneapolis-council-2024-06-13, 00:46:45, without punctuation)', () => {
    const lines: [number, number, string][] = [
      [2771, 2773, 'back to the ao committee'],
      [
        2773,
        2805,
        'is there a second second there is a second i call on council member wonsley thank you vice president payne and as council vice president chughtai mentioned we had a brief opportunity to touch base on this item koski and council vice president chughtai will be coordining a meeting amongst staff myself along with city staff to just get a bit',
      ],
      [
        2805,
        2826,
        "more information about questions no problem with having this item received back to committee as we have continued conversations through thank you for those remarks is there any other discussion on this motion to rer this item back to commitittee seeing non i'll ask the clerk to",
      ],
      [
        2826,
        2835,
        'call the roll council member wonsley aye couil member palmisano aye council member chowdhury aye council member osman aye',
      ],
      [
        2835,
        2848,
        'council member rainville aye council member vetaw aye councilember ellison -- there are 10 ayes that carries',
      ],
      [2848, 2851, 'and that full report is adopted'],
    ];
    // Each line cut into cues of four words, at even times within it.
    const cues = lines.flatMap(([start, end, text]) => {
      const words = text.split(' ');
      const count = Math.ceil(words.length / 4);
      const step = (end - start) / count;
      return Array.from({ length: count }, (_, k) => ({
        start_seconds: start + k * step,
        end_seconds: start + (k + 1) * step,
        speaker: null,
        text: words.slice(k * 4, k * 4 + 4).join(' '),
      }));
    });
    const { utterances } = readTranscript(cues);
    const [motion, ...others] = findMotions(utterances, findRollCalls(utterances));
    expect(others).toEqual([]);
    expect(motion).toMatchObject({
      result: 'carried',
      tally: { yes: 10, no: 0, abstain: 0, absent: 0 },
      votes: yesVotes(
        'Council Member Wonsley',
        'Council Member Palmisano',
        'Council Member Chowdhury',
        'Council Member Osman',
        'Council Member Rainville',
        'Council Member Vetaw',
        'Council Member Ellison',
      ),
    });
  });
  it('reads each member whose title ends a cue of four words and whose answer has a cue of its own (fairfax-council-jan-13-2026, 00:03:21, without punctuation, cut into cues of four words)', () => {
    // "roll call vote councilmember" | "ramos" | "aye": "ramos" is the name of the title before,
    // not a bare surname called.
    const cues: [number, number, string][] = [
      [201.08, 202.65, 'can move to the'],
      [202.65, 204.23, 'adoption of the agenda'],
      [204.23, 205.8, 'is there a motion'],
      [205.8, 207.38, 'to approve the agenda'],
      [207.38, 208.95, 'council members stacy hardy'],
      [208.95, 210.53, 'chandler i move to'],
      [210.53, 212.1, 'adopt the agenda as'],
      [212.1, 213.68, 'presented is there a'],
      [213.68, 215.25, 'second'],
      [215.4, 215.74, 'second'],
      [216.09, 217.03, 'the motion has been'],
      [217.03, 217.97, 'made and seconded a'],
      [217.97, 218.92, 'roll call vote councilmember'],
      [218.92, 219.86, 'ramos'],
      [220.19, 220.37, 'aye'],
      [220.6, 221.93, 'councilmember hall aye councilmember'],
      [221.93, 223.26, 'hardy chandler aye councilmember'],
      [223.26, 224.59, 'peterson'],
      [224.69, 224.7, 'aye'],
      [225.17, 225.98, 'councilmember bates'],
      [226.13, 226.18, 'aye'],
      [226.53, 228.24, 'councilmember mcquillan aye motion'],
      [228.24, 229.95, 'passed unanimously initial general'],
    ];
    const [motion, ...others] = motionsOfCues(cues);
    expect(others).toEqual([]);
    expect(motion?.votes).toEqual(
      yesVotes(
        'Councilmember Ramos',
        'Councilmember Hall',
        'Councilmember Hardy Chandler',
        'Councilmember Peterson',
        'Councilmember Bates',
        'Councilmember Mcquillan',
      ),
    );
  });
  it('reads the member called across two caption lines, the title ending one (minneapolis-council-2023-01-12, 01:22:48, automatic captions as published)', () => {
    const { utterances } = transcriptAt([
      [
        4968.12,
        'thank you Mr Clerk and um I will accept that advice and um I want to thank you uh Ms Trammell yes did you have a additional comment uh council president John because I just want to reiterate that there are no pending ethics complaints the status of any ethics complaints that had been filed involving former Chief',
      ],
      [
        4999.08,
        "Arredondo are closed and they will not ever be reopened because complaints don't get reopened thank you Mr animal um so colleagues at the request of um clerk Carl and I concur we will take up a vote on item number 19 0.3 and then subsequently",
      ],
      [
        5030.54,
        '19.4 so right now we are voting on Biz report item number 19.3 uh clerk please Colorado councilmember Johnson no councilmember Osman aye council member Payne no council member Koski aye council member no council member Chavez no council member Allison no council member vetan aye council member rainville aye council member Goodman aye council member',
      ],
      [
        5060.699,
        'wansley no vice president palmisano aye president Jenkins aye there are seven eyes and six Nays that item passes and next we are voting on number 19.4 19.12 and 4.',
      ],
    ]);
    const [motion] = findMotions(utterances, findRollCalls(utterances));
    expect(motion?.votes).toEqual(
      expect.arrayContaining([
        { voter_name: 'Council Member Goodman', vote: 'Yes' },
        { voter_name: 'Council Member Wansley', vote: 'No' },
        { voter_name: 'Vice President Palmisano', vote: 'Yes' },
      ]),
    );
  });
  it('reads a roll call whose titles end cues and whose names open the next (minneapolis-council-2023-01-12, 00:12:40, automatic captions as published, cut into cues of four words)', () => {
    // "in seeing non-curities councilmember" | "Johnson aye council member" | "Osmond aye ...": a
    // line of 120 characters would end on the title, its name lost to the next line.
    const cues: [number, number, string][] = [
      [760.29, 762.18, 'is bringing forward one'],
      [762.18, 764.07, 'item today which is'],
      [764.07, 765.96, 'the adoption of the'],
      [765.96, 767.85, "city's 2023 financial management"],
      [767.85, 769.73, 'policies I move approval'],
      [769.73, 771.62, "of the budget committee's"],
      [771.62, 773.51, 'report has moved uh'],
      [773.51, 775.4, 'approval of the um'],
      [775.4, 777.29, 'budget committee report are'],
      [777.29, 779.18, 'there any just is'],
      [779.18, 780.6, 'there any discussion'],
      [780.6, 782.17, 'is there any discussion'],
      [782.17, 783.74, 'in seeing non-curities councilmember'],
      [783.74, 785.31, 'Johnson aye council member'],
      [785.31, 786.88, 'Osmond aye council member'],
      [786.88, 788.44, 'Payne aye council member'],
      [788.44, 790.01, 'Koski aye councilmember aye'],
      [790.01, 791.58, 'council member Ellison aye'],
      [791.58, 793.15, 'council member veto aye'],
      [793.15, 794.72, 'council member rainville aye'],
      [794.72, 796.29, 'council member Goodman aye'],
      [796.29, 797.86, 'council member wansley aye'],
      [797.86, 799.43, 'vice president Paul massano'],
      [799.43, 800.99, 'aye president Jenkins aye'],
      [800.99, 802.56, 'there are 13 eyes'],
    ];
    const [motion, ...others] = motionsOfCues(cues);
    expect(others).toEqual([]);
    // "councilmember aye", the name not heard, is no vote.
    expect(motion?.votes).toEqual(
      yesVotes(
        'Councilmember Johnson',
        'Council Member Osmond',
        'Council Member Payne',
        'Council Member Koski',
        'Council Member Ellison',
        'Council Member Veto',
        'Council Member Rainville',
        'Council Member Goodman',
        'Council Member Wansley',
        'Vice President Paul Massano',
        'President Jenkins',
      ),
    );
  });
  it("cuts a run of captions where a report's list of items begins (minneapolis-council-2024-02-08, 00:45:22, without punctuation)", () => {
    const openings = sentenceOpenings([
      [
        2722,
        'council member chavez council member chavez the public health and safety is bringing forward lech items item one is confirming civil right he is commission item two is revenue contract for smg for bomb detection at service us bank stadium item three i is',
      ],
      [
        2749,
        'contract with the minnesota tense for minneapolis police bomb detection at target field and item if number 4 is contract with university of minnesota for bomb detection for huntington bank stadium item 16 authorizing a revenue contract with smg for swat security services item number 8 is accepting a grant from the mininnesota departmentf',
      ],
      [
        2779,
        'alth for the minneapolis school based clinics item nine is approving an appointment to theublic health advisory committee item 10 is accepting a grant from the minnesota department of health to support emergency response item 11 is directing the legislative department to evaluate potential co 2 p car program and',
      ],
    ]);
    // The name after a title is capitalised again, as in any caption written in lower case.
    expect(openings.slice(0, 2)).toEqual(['council member Chavez council', 'item one is confirming']);
  });
  it('cuts a run of captions where the chair moves on to the next part (huntsville-council-2026-07-23, 00:41:08, without punctuation)', () => {
    const openings = sentenceOpenings([
      [
        2468,
        "i have shared some stuff and she swore to secrecy she's done a great job with that by the way we will look forward to hearing good news in the future thank you council members we uh we have no we'll move on then we have no matters with outside legal representation we do however have uh a couple of public hearings to be held um 9a has been deleted because the property was brought into compliance and we always like to hear that so we'll move on to 9b 9b is a public hearing authorizing community development to assess the cost for demolition and cleanup of a structural public nuisance located at 13032",
      ],
    ]);
    expect(openings).toEqual(['i have shared some', "we'll move on then", "we'll move on to"]);
  });
});
