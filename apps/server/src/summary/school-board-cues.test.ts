import { describe, expect, it } from 'vitest';
import { findMotions } from './motions.ts';
import { itemTopicName } from './names.ts';
import { summarizeOffline } from './offline.ts';
import { findSections, sectionCues, type SectionType } from './sections.ts';
import { findTopics } from './topics.ts';
import { readTranscript } from './transcript.ts';
import { findRollCalls } from './votes.ts';

/**
 * How the chair of a school board (automatic captions), of a county board (voice-to-text
 * transcripts) or of a city council (captions, live captions) announces the parts and items of the meeting.
 * Every sentence is real, as the reader of the evaluation set gives it (scripts/eval/meetings,
 * sources in scripts/eval/sources.md), with the meeting and time; the repository's meetings that
 * are not in the set are cited by their file there.
 */
const SECTIONS: [string, SectionType, string][] = [
  [
    'The next order of business is presentation of reports from standing committees.',
    'reports',
    'minneapolis-council-2024-06-13, 00:41:14',
  ],
  [
    'The next order of business is notice of introductions.',
    'new_business',
    'minneapolis-council-2024-06-13, 01:04:51',
  ],
  [
    'The next order of business is the introduction and referral calendar.',
    'new_business',
    'minneapolis-council-2024-06-13, 01:06:09',
  ],
  [
    'Next is three honorary resolutions today listed on the agenda.',
    'presentations',
    'minneapolis-council-2024-06-13, 01:06:55',
  ],
  [
    'Colleagues will now take up any announcements.',
    'other_business',
    'minneapolis-council-2024-06-13, 01:07:30',
  ],
  [
    'Elliott Payne: Seeing none, I will move onto our closed session.',
    'closed_session',
    'minneapolis-council-2024-02-08, 00:59:51',
  ],
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
  ['so with that I adjourn e', 'adjournment', 'minneapolis-aeo-committee-2024-05-13, 00:54:04'],
  [
    'We have a request for alosed session today. Before we recess for that closed session, I will ask if there are any announcements from council members.',
    'other_business',
    'minneapolis-council-2024-02-22, 01:11:41',
  ],
  [
    'uh next we have introduction and referral calendar um first person to notice by council members wanzalee Chavez and Osman',
    'new_business',
    'minneapolis-council-2023-01-26, 02:00:11',
  ],
  [
    'the next order of business is the notice of ordinance introductions there is one item a notice provided by council members wansley Chavez Osman',
    'new_business',
    'minneapolis-council-2023-01-12, 01:25:32',
  ],
  [
    "um announcements we will be moving to um closed session we've completed all the regular items on our agenda",
    'closed_session',
    'minneapolis-council-2023-01-12, 01:39:35',
  ],
  [
    "With that we've completed our business to come before the council and without objection this meetingng is adjourned.",
    'adjournment',
    'minneapolis-council-2024-03-14, 00:03:54',
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
    "let the record reflect that we do have a quorum next we have the adoption of our agenda colleagues our agenda for today's meeting is before us",
    'minutes',
    'minneapolis-council-2023-01-26, 00:24:30',
  ],
  [
    "colleagues our agenda for today's meeting is before us and I will ask",
    'minutes',
    'minneapolis-council-2023-01-26, 00:24:30',
  ],
  [
    'The time iss now 11:41 and te city council has reconvened in open session following our closed session.',
    'roll_call',
    'minneapolis-council-2024-02-22, 01:16:27',
  ],
  ['All righty. We are back in open session.', 'new_business', 'dublin-usd-board-2024-10-08, 00:31:01'],
  [
    "We're now back into open session, uh, regular session here, administrative services, uh, presentation of the rc mckee.",
    'new_business',
    'navajo-county-bos-2026-07-14, 00:43:08',
  ],
  [
    'all righty we are back in open session um we have one item to report out of closed session a motion was made by trustee spec and seconded by trustee blackman to approve the appointment',
    'reports',
    'dublin-usd-board-2024-10-08, 00:31:01, without punctuation',
  ],
  [
    'Does anyone have any announcements at this time the chair recognizes council cancellara you have the floor.',
    'other_business',
    'boston-council-2022-05-25, 01:03:58',
  ],
];

describe('school and county board cues', () => {
  it.each(SECTIONS)('"%s" starts %s (real: %s)', (text, type) => {
    expect(sectionCues(text)).toEqual([type]);
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
    // A part said not to hold something is not begun.
    expect(
      sectionCues('It still has not been in the consent agenda.'),
      'iowa-city-csd-board-2026-03-24-regular, 00:57:10',
    ).toEqual([]);
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

  it("names a committee's discussion item from its announcement, and nothing from a caption's sound notes (real: b00mhauer/iowa-city-schools-board-archive @ f6a43e08 : corpus/transcripts/2026/2026-01-13-financial-oversight-committee.md, CC BY 4.0, 00:00:54, 00:01:00 and 00:04:05, the first sentences of each caption and turn; a committee meeting, not in the evaluation set)", () => {
    const said: [number, string][] = [
      [54.7, 'Any not in favor? So, I figured that would happen. Uh, so'],
      [
        60,
        'moving on to discussion item, uh, building general fund expenses. Uh, Superintendent Dagger and company, please take it away.',
      ],
      [
        64,
        "All right. Thanks, Director Lingo. Uh, tonight we wanted to talk to you about, uh, building kind of general fund expenses and some of this data or the data points um, will probably look familiar you guys referenced. [cough and clears throat] We really haven't pulled this committee together since April 24.",
      ],
      [
        245,
        "what's the financial and resource stake we have to do to do that? Right? And so I want one of my goals as I move into this role is to begin to measure those things of keeping [clears throat] track of that um so we can have broader discussions on that.",
      ],
    ];
    const { utterances } = readTranscript(
      said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
    );
    expect(utterances.map((u) => u.text).join(' ')).not.toMatch(/\[|clears throat|laughter/);
    const at = utterances.findIndex((u) => u.text.includes('moving on to discussion item'));
    expect(itemTopicName(utterances, at)).toBe('Building general fund expenses');
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
