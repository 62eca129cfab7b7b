import { describe, expect, it } from 'vitest';
import { findMotions } from './motions.ts';
import { itemTopicName } from './names.ts';
import { summarizeOffline } from './offline.ts';
import { findSections, sectionCues, type SectionType } from './sections.ts';
import { findTopics, isItemCue } from './topics.ts';
import { readTranscript } from './transcript.ts';
import { findRollCalls } from './votes.ts';

/**
 * How the chair of a school board (automatic captions), of a county board (voice-to-text
 * transcripts) or of a city council (captions) announces the parts and items of the meeting.
 * Every sentence is real, as the reader of the evaluation set gives it (scripts/eval/meetings,
 * sources in scripts/eval/sources.md), with the meeting and time; the repository's meetings that
 * are not in the set are cited by their file there.
 */
const SECTIONS: [string, SectionType, string][] = [
  [
    "Um, and we're only do um public comment for the closed session or at this point and then we are going to adjourn to closed session.",
    'closed_session',
    'dublin-usd-board-2024-07-02, 00:00:52',
  ],
  ["I'll move We adjourn to close session.", 'closed_session', 'dublin-usd-board-2024-10-22, 00:00:51'],
  [
    'And I have um 2 items to report out of closed session.',
    'reports',
    'dublin-usd-board-2024-07-02, 00:14:19',
  ],
  ['Well that brings us to consent already.', 'consent', 'dublin-usd-board-2024-10-22, 01:35:00'],
  ['Next up will be community comment.', 'public_comment', 'iowa-city-csd-board-2026-04-14, 00:15:32'],
  [
    "Appreciate everybody being here today. And with that, we'll adjourn.",
    'adjournment',
    'navajo-county-bos-2025-08-26, 01:19:42',
  ],
  ["We're on the county business update.", 'reports', 'navajo-county-bos-2025-08-26, 00:57:36'],
  [
    'All right, we have, um, actions out of the closed meeting.',
    'reports',
    'fairfax-council-2026-03-10, 00:02:32',
  ],
  [
    'Right, I think we will move on then to, uh, items not requiring a public hearing.',
    'new_business',
    'fairfax-council-2026-03-10, 00:43:17',
  ],
  [
    "madam clerk I've moved at the second by council member green MRC six years no the consent agenda we have a communication from",
    'consent',
    'new-orleans-council-2024-01-04, 03:50:36',
  ],
  [
    'Right, that takes us to agenda setting.',
    'other_business',
    'iowa-city-csd-board-2026-03-24-regular, 02:42:03',
  ],
  [
    'That takes us to our student representative updates and first up will be the Tate High video.',
    'reports',
    'iowa-city-csd-board-2026-04-14, 00:01:51',
  ],
  [
    'Um next we are moving on to consent which is MN o p and Q.',
    'consent',
    'dublin-usd-board-2024-08-13, 02:25:25',
  ],
  [
    'Um, we next have our public comment period because this is a special board meeting.',
    'public_comment',
    'dublin-usd-board-2024-07-02, 00:15:51',
  ],
  [
    "Okay, then I'm gonna keep going and we're gonna go on to some board policies.",
    'new_business',
    'dublin-usd-board-2024-10-22, 00:47:10',
  ],
  [
    'All righty, and then there are some written reports.',
    'reports',
    'dublin-usd-board-2024-08-13, 02:26:35',
  ],
  [
    'And now we are going to officially introduce our two new leadership staff members.',
    'presentations',
    'dublin-usd-board-2024-10-22, 00:35:11',
  ],
  [
    'We need a motion to go into executive session, correct?',
    'closed_session',
    'navajo-county-bos-2025-06-10, 00:23:12',
  ],
  ['Um, do we have any call for the public?', 'public_comment', 'navajo-county-bos-2025-06-10, 00:38:49'],
  [
    "Um, we'll move on to item number five called the public.",
    'public_comment',
    'navajo-county-bos-2025-04-22, 00:42:01',
  ],
  ['County business update.', 'reports', 'navajo-county-bos-2025-04-22, 00:26:17'],
  [
    "Um And I'm going to go ahead and move on to the action item for this evening, which is a resolution, um for the election in November.",
    'new_business',
    'dublin-usd-board-2024-07-02, 00:16:07',
  ],
  ["I'll move that we adjourn I'll second.", 'adjournment', 'dublin-usd-board-2024-08-13, 02:39:37'],
  [
    "And then I'll go ahead and lead us into prayer afterwards.",
    'invocation',
    'navajo-county-bos-2025-06-10, 00:01:10',
  ],
  [
    "We're gonna get started with a, uh, a prayer in the pledge, which, uh, will be my honor to, to do today.",
    'invocation',
    'navajo-county-bos-2025-02-11, 00:00:26',
  ],
  [
    "We'll move on to item number two, employee recognition.",
    'presentations',
    'navajo-county-bos-2025-02-11, 00:03:51',
  ],
  ['The county business update.', 'reports', 'navajo-county-bos-2025-02-11, 00:42:22'],
  [
    'I will call our special board meeting on tonight, March 3rd, 2026, to order On behalf of the board, welcome and thank you to those attending our meeting.',
    'call_to_order',
    'iowa-city-csd-board-2026-03-03, 00:00:01',
  ],
  [
    'That takes us to the community comment portion of tonight.',
    'public_comment',
    'iowa-city-csd-board-2026-03-03, 00:06:21',
  ],
  [
    "Next up, that will take us to tonight's discussion items, and the first item up for discussion is the budget reductions for fiscal year 27.",
    'other_business',
    'iowa-city-csd-board-2026-03-03, 00:27:01',
  ],
  [
    'That takes us to our action items for tonight.',
    'new_business',
    'iowa-city-csd-board-2026-03-03, 01:52:25',
  ],
  [
    'Next up on our agenda is community comment.',
    'public_comment',
    'iowa-city-csd-board-2026-02-24, 00:18:40',
  ],
  [
    'We now move to reports and public officers and others.',
    'reports',
    'boston-council-2022-05-25, 00:06:23',
  ],
  [
    "Yes, we're on to motion supporters in resolutions ducking them zero six eight to council and murphy and flynn for the following order for a home new p",
    'ordinances',
    'boston-council-2022-05-25, 00:26:00',
  ],
  ["We're onto personnel orders.", 'new_business', 'boston-council-2022-05-25, 00:52:38'],
  [
    'Does anyone have any announcements at this time the chair recognizes council cancellara you have the floor.',
    'other_business',
    'boston-council-2022-05-25, 01:03:58',
  ],
];

const ITEMS: [string, boolean, string][] = [
  ['Um, should we just start with K two real quick?', true, 'dublin-usd-board-2024-10-22, 01:36:19'],
  ["Um, then we'll go to L one.", true, 'dublin-usd-board-2024-10-22, 01:36:38'],
  [
    'figuring out those patterns All righty, and the next 1 is yeah K3.',
    true,
    'dublin-usd-board-2024-08-13, 02:08:30',
  ],
  [
    'And could you also please read our district mission statement?',
    true,
    'dublin-usd-board-2024-07-02, 00:15:31',
  ],
  ['Um, do we have a report from DTA?', true, 'dublin-usd-board-2024-08-13, 01:10:29'],
  [
    'Currently it is used as tier one whole group curriculum in preschool through first grade and as tier two small group instruction and second and third grade.',
    false,
    'dublin-usd-board-2024-10-22, 01:13:14',
  ],
  ["Sustain four A's and an abstention.", false, 'dublin-usd-board-2024-10-22, 01:36:34'],
  [
    "All right, we'll move on now to item number four, the assessor's office.",
    true,
    'navajo-county-bos-2025-06-10, 00:22:01',
  ],
  [
    "Alright, we're gonna go on to item five a north northeastern arizona innovative workforce solutions, consideration of award of workforce innovation and opportunity act, wioa one step operator.",
    true,
    'navajo-county-bos-2025-06-10, 00:25:21',
  ],
  ['Item 12 is crossed off and then item 13.', false, 'dublin-usd-board-2024-08-13, 01:42:06'],
  ['We have item b presentation.', true, 'navajo-county-bos-2025-02-11, 00:10:03'],
  ['We have item A C D F G I J K N P V A B. do.', false, 'huntsville-council-2026-06-11, 00:39:40'],
  ['Move on to 20F.', true, 'huntsville-council-2026-04-09, 01:23:37'],
  [
    'Is a resolution authorizing the mayor to execute renewal number two to the lease agreement between the city of Huntsville and WizKids LLC for the lease of a portion of property?',
    true,
    'huntsville-council-2026-04-09, 01:25:22',
  ],
  [
    '20 am is a resolution authorizing the mayor to enter into agreement between the city of Huntsville and ParkZen.',
    true,
    'huntsville-council-2026-04-09, 01:26:19',
  ],
  [
    'We will go to 20 P 20 P is resolution authorizing mayor to enter into an agreement',
    true,
    'huntsville-council-2026-04-09, 01:31:51',
  ],
  ["We'll go to 10 a.m. tomorrow.", false, 'invented: a time, not an item'],
  [
    'Mr mr clark can you please read docket zero six five three?',
    true,
    'boston-council-2022-05-25, 00:05:10',
  ],
  [
    'Docket zero six eight seven dukan zero six eight seven councilor flynn for councilor murphy chair seek suspension of the rules of passage dorking zero six eight seven.',
    true,
    'boston-council-2022-05-25, 00:52:41',
  ],
  [
    'on page 22 we have artness calendar number 34 277 has been deferred to August 24th we have artness calendar number 34 285 by councilmember Green by request',
    true,
    'new-orleans-council-2023-08-10, 01:29:24',
  ],
  [
    'we have motion M23 350 our council members Morel Moreno jeruso King and Thomas approving the amendments to the classified pay plan',
    true,
    'new-orleans-council-2023-08-10, 01:37:43',
  ],
  [
    'Six B is a resolution recognizing the month of May 2026 as ALS awareness awareness month.',
    true,
    'huntsville-council-2026-05-14, 00:09:24',
  ],
  [
    'Is a resolution honoring the memory and legacy of Dave Gallagher, lovingly known by the community as Microwave Dave.',
    true,
    'huntsville-council-2026-05-14, 00:15:15',
  ],
  [
    'ac is a resolution authorized mayor to enter new facility use agreement between the city of huntsville and rocket city culture foundation',
    true,
    'huntsville-council-2026-05-14, 03:43:59',
  ],
  ['It is a resolution we all support.', false, 'invented: a pronoun, not an item'],
  [
    'And next that takes us to our interim chief financial officer report, and I would welcome CFO Michael-Lee.',
    true,
    'iowa-city-csd-board-2026-03-03, 01:34:21',
  ],
  ['Next, we will move on to our education showcase.', true, 'iowa-city-csd-board-2026-01-27, 00:05:44'],
  [
    'Next discussion item is the audit resolution that was requested.',
    true,
    'iowa-city-csd-board-2026-03-03, 01:48:50',
  ],
  ['That takes us to legislative updates.', true, 'iowa-city-csd-board-2026-02-24, 02:36:06'],
  ['That brings us to a point I want to make about the budget.', false, 'invented: no item named'],
  ["We'll move to the item number two, library district.", true, 'navajo-county-bos-2025-08-26, 00:04:17'],
  [
    "We're now item three, board of director session item a presentation on 2025 care community scholarship program.",
    true,
    'navajo-county-bos-2025-08-26, 00:05:57',
  ],
  [
    'Motion passes or on item b, consideration of attachments g to the navajo county or the navajo nation in the grove mode agreement',
    true,
    'navajo-county-bos-2025-08-26, 00:48:50',
  ],
  [
    'Uh, so the only item we have is the consideration of the maximum real estate tax rate for a fiscal year fy 202027 to be advertised.',
    true,
    'fairfax-council-2026-03-10, 00:43:23',
  ],
  [
    'I will now invite the new director of Economic Development, Colleen Cardes up to the microphone to make a few remarks and introduce herself to our community.',
    true,
    'fairfax-council-2026-03-10, 00:03:05',
  ],
  [
    'All right, now I am going to, um, introduce Chloe Ritter, our multimodal transportation planner, to introduce a presentation by the Metropolitan Washington Council of Governments.',
    true,
    'fairfax-council-2026-02-10, 00:17:09',
  ],
  [
    'those corrections 19c is an ordinance declaring certain equipment surplus to be sold at public auction',
    true,
    'huntsville-council-2026-07-09, 01:09:18',
  ],
];

describe('school and county board cues', () => {
  it.each(SECTIONS)('"%s" starts %s (real: %s)', (text, type) => {
    expect(sectionCues(text)).toEqual([type]);
  });

  it.each(ITEMS)('"%s" announces an item: %s (real: %s)', (text, item) => {
    expect(isItemCue(text)).toBe(item);
  });

  it('takes members sworn into office for no public hearing (real: dublin-usd-board-2024-08-27, 01:39:55)', () => {
    const said =
      "But if it's an elected seat that is up for election for that November, they would basically be sworn in on November 6th and be sworn out like the very next day when the other person's seated like a day or two later.";
    expect(sectionCues(said)).toEqual([]);
    // A part put off is not begun.
    const later =
      "Comments will take place during a designated community comment portion of our agenda, and before we get into tonight's agenda, I wanna take a moment to recognize our student representatives.";
    expect(sectionCues(later), 'iowa-city-csd-board-2026-03-03, 00:00:42').toEqual([]);
    // An addendum to a contract is no addendum of the agenda.
    expect(sectionCues('Or an addendum.'), 'iowa-city-csd-board-2026-02-24, 02:34:41').toEqual([]);
    // The agenda approved before is not approved again.
    const approved =
      'No objection but if you could state it in terms of suspending the rules since we have already approved the agenda, if we could suspend the rules to move it up.';
    expect(sectionCues(approved), 'huntsville-council-2026-05-14, 03:12:15').toEqual([]);
    expect(sectionCues('Anyone wishing to speak, please stand to be sworn.')).toEqual(['public_hearing']);
  });

  it('makes a closed session a part of its own, with a sentence, and the report out of it a part (real: dublin-usd-board-2024-07-02, 00:00:38)', () => {
    const said: [number, string][] = [
      [
        38,
        "I'll move we approve the agenda. 1 second motion a second all in favor. All right motion carries. Um, and then do we have anyone online for public comment? I don't see anyone in person. We we do not okay.",
      ],
      [
        52,
        "Um, and we're only do um public comment for the closed session or at this point and then we are going to adjourn to closed session. It should not be too long be about how long would you expect?",
      ],
      [65, "10 minutes or so, and then we'll be back um in Open Session. Thanks."],
      [
        856,
        'All righty. We have returned from closed session. And I have um 2 items to report out of closed session. The first is a motion was made by trustee sharer and seconded by trustee spec to approve the appointment of chiharu kitchens. So the to the certificated leadership position of assistant principal Comprehensive High School. The motion was approved with a 50 vote.',
      ],
      [
        881,
        'And a motion was made by trustee spec and seconded by trustee Blackman to approve the appointment of Cindy ma to the classified leadership position of supervisor Child Nutrition Services. The motion was approved by the vote of 5 to zero.',
      ],
    ];
    const summary = summarizeOffline({
      videoUrl: 'https://example.org/v',
      segments: said.map(([start, text]) => ({
        start_seconds: start,
        end_seconds: null,
        speaker: null,
        text,
      })),
    });
    const closed = summary.find((s) => s.parliamentary_section_name === 'Closed session');
    expect(closed?.topics.map((t) => [t.topic_name, t.summary_of_topic])).toEqual([
      ['Closed session', 'The meeting went into a closed session.'],
    ]);
    const reports = summary.find((s) => s.parliamentary_section_name === 'Reports');
    expect(reports?.topics.flatMap((t) => t.motions ?? []).map((m) => m.result)).toEqual([
      'carried',
      'carried',
    ]);
  });

  it('takes no lone letter for a speaker in "Our next one is G three" (real: school_board_library 8-27-2024.auto_generated_captions.vtt, 01:32:50)', () => {
    const { utterances } = readTranscript([
      {
        start_seconds: 5570,
        end_seconds: null,
        speaker: null,
        text: 'Aye. Aye. Aye. Aye. Motion carries. Thank you. All righty. Our next one is G three, is that correct?',
      },
    ]);
    const at = utterances.findIndex((u) => u.text.startsWith('Our next one'));
    expect(itemTopicName(utterances, at) ?? '').not.toMatch(/^Speaker:/);
  });

  it('starts a part announced right after its item with the item (real: navajo-county-bos-2025-02-25, 00:06:55)', () => {
    const said: [number, string][] = [
      [415, 'All those in favor? Vote. Aye. Aye. Aye. Any opposed? Vote nay.'],
      [419, "Aye. Hearing none, the ayes have it. Thank you everybody. We'll move."],
      [424, "Thank you very much. Congratulations. We'll move on to item number five."],
      [429, 'County business update. Um, mr. Carline? Anything? No. Mr. Leighton? No sir.'],
    ];
    const transcript = readTranscript(
      said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
    );
    const sections = findSections(transcript, findRollCalls(transcript.utterances));
    expect(sections.at(-1)).toEqual({ type: 'reports', segment: 2 });
  });

  it('reads "carries" misheard before "unanimously", not a name (real: school_board_library 8-27-2024.auto_generated_captions.vtt, 00:42:08; huntsville-council-2026-04-09, 01:22:37)', () => {
    const decide = (text: string) => {
      const { utterances } = readTranscript([
        { start_seconds: 2528, end_seconds: null, speaker: null, text },
      ]);
      return findMotions(utterances, findRollCalls(utterances));
    };
    expect(
      decide("I'll second. Uh, trustee Paswan. Aye. Everyone else? Aye. Aye. A Carrie unanimously."),
    ).toMatchObject([{ result: 'carried', unanimous: true, votes: [{ voter_name: 'Paswan', vote: 'Yes' }] }]);
    expect(decide('My name is Carrie Rice.')).toEqual([]);
  });

  it.each([
    [
      "Next up, that will take us to tonight's discussion items, and the first item up for discussion is the budget reductions for fiscal year 27.",
      'Budget reductions for fiscal year 27',
      'iowa-city-csd-board-2026-03-03, 00:27:01',
    ],
    [
      'Okay, and next up, that takes us to our presentation for tonight, which is the potential budget reduction ideas.',
      'Potential budget reduction ideas',
      'iowa-city-csd-board-2026-02-24, 01:39:18',
    ],
    [
      'Next up, is our recommended budget reductions.',
      'Recommended budget reductions',
      'iowa-city-csd-board-2026-03-10, 01:59:37',
    ],
  ])('names the item "%s" as %s (real: %s)', (text, name) => {
    const { utterances } = readTranscript([{ start_seconds: 0, end_seconds: null, speaker: null, text }]);
    expect(itemTopicName(utterances, 0)).toBe(name);
  });

  it('takes items read out one after another as put off for one topic (real: new-orleans-council-2023-06-22, 04:21:14)', () => {
    const said: [number, string][] = [
      [
        15637,
        "empty without action backing them up granting the council exemption oversight under the clean Fleet ordice will hopefully ensure that our City's commitments to greenhouse gas emissions reductions are more than just lip service thank you Anita I see the board is clear I'll make the motion approved second by Council vice president right now please blow your machines six years known as the item is approved all right this calendar number 34 239",
      ],
      [
        15674,
        'has been withdrawn or or in this calendar number 34241 has been deferred to July 13th and referred to the budget committee all matters artists calendar number 34242 has been deferred to July 13th and referred to the budget committee or in this calendar number 34243 has been deferred to July 13 and referred to the budget committee page 42 all matters on this calendar number',
      ],
      [
        15707,
        '34244 has been deferred to July 13th and referred to the budget committee on this calendar number 34245 has been deferred to July 13th and referred to the budget committee or in this calendar number 34246 has been deferred to July 13th and referred to the budget committee page 43 all matters artist calendar number 34 000 247 has been deferred to July 13th and referred to the budget committee on',
      ],
      [
        15742,
        'this calendar number 34248 has been deferred to July 13 and referred to the budget committee ordice counted the number 34249 has been deferred to July 13th and referred to the budget committee on page 44 all matters Ordce calendar number 34250 has been deferred to July 13th and referred to the budget committee or in this calendar number 34251 has been deferred to July 13th and',
      ],
    ];
    const { utterances } = readTranscript(
      said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
    );
    // The vote, then the deferrals from "this calendar number 34 239" "has been withdrawn" on.
    const starts = findTopics(utterances, { lexical: false }).map((t) => utterances[t.start]?.text);
    expect(starts.slice(1)).toEqual(['all right this calendar number 34 239']);
  });
});
