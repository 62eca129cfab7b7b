import { describe, expect, it } from 'vitest';
import { itemTopicName } from './names.ts';
import { findTopics, isItemCue } from './topics.ts';
import { readTranscript } from './transcript.ts';
import { transcriptAt } from '../../test/summary-lines.ts';

/**
 * How chairs and clerks of school boards, county boards and city councils announce an agenda item,
 * and sentences that only look like it. Every sentence is real, as the reader of the evaluation
 * set gives it (scripts/eval/meetings, sources in scripts/eval/sources.md), with the meeting and
 * time; the repository's meetings that are not in the set are cited by their file there, and the
 * few invented ones say so.
 */
const ITEMS: [string, boolean, string][] = [
  [
    'Finally we have the referrals of petitions, communications and reports to proper committees.',
    true,
    'minneapolis-council-2024-02-22, 00:03:16',
  ],
  ['Next, we will wcome up silvia gonzalez.', true, 'minneapolis-council-2024-06-13, 00:25:12'],
  [
    'Now we will wcome up silvia gonzalez to recognize her retirement.',
    true,
    'minneapolis-council-2024-06-13, 00:25:44',
  ],
  ['Next we will tak up item number 4.', true, 'minneapolis-council-2024-06-13, 00:54:17'],
  [
    'The second notice that we have is from councilmember Jenkins.',
    true,
    'minneapolis-council-2025-01-30, 01:52:58',
  ],
  [
    "Thank you mr. President, the climate and infrastructure committee will be bringing -- they have eight items that wer brought to today's meeting - actually 9 items.",
    true,
    'minneapolis-council-2025-02-13, 02:12:55',
  ],
  [
    'Seeing no other discussion, we are next on the order of business ofntroductions and referral calendar.',
    true,
    'minneapolis-council-2025-01-30, 02:03:54',
  ],
  [
    'Our next resolution will be presented by council member Jenkins on stalking awareness month.',
    true,
    'minneapolis-council-2025-01-16, 00:50:21',
  ],
  [
    "Next we'll have the report from our business, housing and zoning committee which will be given by th committee's vice chair, council member Ellison.",
    true,
    'minneapolis-council-2025-01-16, 01:21:39',
  ],
  [
    'Now the final report will be offered by the public health and safety committee care, chair Presented by council member has Chavez.',
    true,
    'minneapolis-council-2025-01-16, 01:40:02',
  ],
  [
    'Next weave council members Chowdhury and Chavez and Osman to recognize immigigrant herita month, world refugee day and caribbean american heritage month.',
    true,
    'minneapolis-council-2024-06-13, 00:10:13',
  ],
  [
    'I will invite council member Osman up, which is to recognize the Somali week festival.',
    true,
    'minneapolis-council-2024-06-13, 00:01:45',
  ],
  [
    "The next report will be from our committee of the whole which will be presentnted by th committee's chair.",
    true,
    'minneapolis-council-2024-04-11, 00:32:33',
  ],
  ['Next report is our budget committee.', true, 'minneapolis-council-2024-06-27, 00:58:54'],
  [
    "The committee of the the whole is the next report which will be presented by ththt committee's chair, council member Chavez.",
    true,
    'minneapolis-council-2024-05-23, 01:18:03',
  ],
  [
    'colleagues, what we have ordinance n no. 2024-009 but was.',
    true,
    'minneapolis-council-2024-04-11, 00:49:19',
  ],
  ['the staff report is our best guess', false, 'invented: a report named, no committee'],
  [
    '[applause] And finally, I will welcome up council members Koski and pals awareness month.',
    true,
    'minneapolis-council-2024-05-23, 00:45:47',
  ],
  [
    'Councilmember Jenkins will be also reading our pride resolution along with councilmember Chavez, and anyone else that wants to join.',
    true,
    'minneapolis-council-2024-06-27, 00:18:31',
  ],
  [
    "[applause] council members, I'll open the floor to nominations for the office of vice president.",
    true,
    'minneapolis-council-2024-01-08, 00:26:06',
  ],
  [
    'The second item Is a notice by council member Jenkins related to ordince item no.',
    true,
    'minneapolis-council-2024-03-21, 00:54:40',
  ],
  [
    'And then the third item is, uh, we had a lost elder over in the big mountain region and we, uh, we kind of band together and notified, I, I personally notified, um, the, the navajo pd.',
    false,
    "navajo-county-bos-2025-03-11, 00:26:53 (a supervisor's update, not the chair)",
  ],
  [
    'Those reports are taken up in alphabetical order,, beginning in the report of our administration and enterprise overght committee which will be presented by its chair, council member Robin Wonsley.',
    true,
    'minneapolis-council-2024-05-23, 00:56:10',
  ],
  [
    "Really appreciate the resolution that you all have written and brought thihis forwd tothe other part I did want to recognize in our immigrant community right now, it's in a lot of pain.",
    false,
    'minneapolis-council-2024-06-13, 00:19:22',
  ],
  [
    "Next we'll welcome our guests who are here to present on immigration recognition alliance.",
    true,
    'minneapolis-council-2024-03-21, 00:18:40',
  ],
  [
    'um first I want to present uh honorary resolution honoring the life and the contributions of Miss Camille Gage and so I will come down and read this resolution',
    true,
    'minneapolis-council-2023-01-26, 00:03:44',
  ],
  [
    'Colleagues we will now consider Item number 1 on The agenda under The order of closedession which is The litigation married of Chestnut, et al, v. Klund, et al.',
    true,
    'minneapolis-council-2024-02-08, 01:06:47',
  ],
  [
    'Elliott Payne: The s secti report is from our climate infrastructure committee.',
    true,
    'minneapolis-council-2024-02-08, 00:38:54',
  ],
  [
    'Thank you, council member payne, the administration and enterprise oversight committee is bringing forward 2 22 items r approval.',
    true,
    'minneapolis-council-2024-06-13, 00:41:35',
  ],
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
    'we have ordinance calendar 34630 by council member green by request in ordinance to approve and authorize the May of the City of New Orleans acting by and through the New Orleans Aviation board',
    true,
    'new-orleans-council-2024-05-02, 05:06:44',
  ],
  [
    'the calendar 2024 budget hearings are set for next month',
    false,
    'invented: a year, not a calendar number',
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
    'Our first, um, item on the agenda is the board of supervisors with the election of chair and vice chair for 2024.',
    true,
    'navajo-county-bos-2024-01-09, 00:04:06',
  ],
  [
    'We now have moved back to regular session item number seven, public works consideration adoption of resolution number zero one dash 2 0 2 4.',
    true,
    'navajo-county-bos-2024-01-09, 00:43:53',
  ],
  [
    "We're now to item number eight, county business update, um, report reports.",
    true,
    'navajo-county-bos-2024-01-09, 00:48:41',
  ],
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

describe('announced agenda items', () => {
  it.each(ITEMS)('"%s" announces an item: %s (real: %s)', (text, item) => {
    expect(isItemCue(text)).toBe(item);
  });

  it('starts an item where a proclamation is read, not where an announced resolution is (real: fairfax-council-2026-02-24, 00:07:33; huntsville-council-2026-06-25, 00:09:11)', () => {
    const topicStarts = (said: [number, string][]) => {
      const { utterances } = readTranscript(
        said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
      );
      return findTopics(utterances, { lexical: false }).map((t) => utterances[t.start]?.time);
    };
    expect(
      topicStarts([
        [453, "All right, I'm looking for my Fairfax City Restaurant Week committee."],
        [461, "Yes, it's that time of the year."],
        [485, 'Okay.'],
        [485.5, 'Whereas dining is an important part of our daily lives and essential part of gatherings.'],
        [
          505,
          'And whereas restaurants are key destinations for visitors showcasing the rich diversity of our community.',
        ],
      ]),
    ).toEqual([453, 485.5]);
    expect(
      topicStarts([
        [546, 'My, all 5 of my children were born at Huntsville Hospital.'],
        [
          551,
          'Item 6A is a resolution recognizing the remarkable life and legacy of Representative James Howard Sanderford.',
        ],
        [559, 'Is there a motion to motion to approve motion from Mr. Little.'],
        [
          604,
          "We will all be back in June for a wedding which has taken place and so now we are able to present the resolution in Representative Sanderford's honor.",
        ],
        [
          616,
          'Whereas the city council and the mayor of the city of Huntsville, Alabama wish to recognize the remarkable life and legacy of Representative James Howard Sanderford.',
        ],
      ]),
    ).toEqual([546]);
  });
  it('reads a resolution whose presenters speak for two minutes before its first "Whereas" as one item (real: minneapolis-council-2024-06-13, 00:10:13 to 00:12:14)', () => {
    const { utterances } = transcriptAt([
      [
        613,
        'Next weave council members Chowdhury and Chavez and Osman to recognize immigigrant herita month, world refugee day and caribbean american heritage month.',
      ],
      [
        663,
        "We're just so happy today to be recognizing immigrant heritage month, world refugee, and caribbean american heritage month all in the month of June.",
      ],
      [718, 'So thank you so m much for being here.'],
      [721, 'And I will have council member Osman kick us off.'],
      [724, 'Wonderful.'],
      [
        725,
        'Recognizing immigrant heritage month, world refugee day, and caribbean american heritage month.',
      ],
      [
        734,
        'Whereas minnesota macowse is the ancestral homeland of the dakota and ojibwe native nations who have lon stewarded this land in ich we reside.',
      ],
    ]);
    expect(findTopics(utterances, { lexical: false }).map((t) => utterances[t.start]?.time)).toEqual([613]);
  });

  it("takes a committee's report called and its chair's opening right after as one item (real: minneapolis-council-2024-06-27, 00:58:10 to 00:59:25, the roll call left out)", () => {
    const { utterances } = transcriptAt([
      [3490.79, 'Okay. Thank you.'],
      [
        3493.46,
        "Any other discussion on the the motion to continue item number 19? Seeing none I'll ask the clerk to call the roll.",
      ],
      [3528.695, 'There are eight ayes and five nays.'],
      [3530.73, 'That item cares. And the full report is adopted. Next report is our budget committee.'],
      [3537.871, "And that report will be presented by that committee's chair, vice president Chughtai."],
      [
        3543.593,
        "Thank you, mr. President, the budget committee is bringing forward two items today. Item number one is amending the 2024 general appropriation resolution by making budget adjustments related to the 2024 consolidated plan and action plan ask and item number two is approveing 2025 city council budget priorities for the mayor's 2025-2026 recommended budget. I move the committee's report for approval.",
      ],
    ]);
    const starts = findTopics(utterances, { lexical: false }).map((t) => utterances[t.start]?.text ?? '');
    expect(starts).toContain('Next report is our budget committee.');
    expect(starts.filter((text) => /bringing forward/.test(text))).toEqual([]);
  });

  it('reads the motion read with a legislative grouping as part of it, not an item of its own (real: new-orleans-council-2024-04-18-b, 02:37:13 to 02:38:20)', () => {
    const { utterances } = transcriptAt([
      [9433, "Madam clerk we're going to go to council member King's item"],
      [
        9441,
        "we're now going to go to page 36 we have a legislative group in zoning docket 2224 Zachary Smith requesting an amendment to section 21.8 c.1 16 of the comprehensive zoning ordinance in order",
      ],
      [
        9469,
        'to allow ex existing cigar bars in the vcc2 Vare commercial District to have parklets the recommendation of the City Planning Commission for denial we have we have motion M24 1557 by council member King approving the applicants Amendment request on zoning docket 2224 with the following amendments to table',
      ],
      [
        9500,
        '21.3 in section 21.8 C permitted temporary uses and section 21.8 c.1 16 temporary parklets use standards text editions are bolded and double underline thank you',
      ],
    ]);
    expect(findTopics(utterances, { lexical: false }).map((t) => utterances[t.start]?.time)).toEqual([9433]);
  });

  it.each([
    [
      'Next report is our budget committee.',
      'Budget committee report',
      'minneapolis-council-2024-06-27, 00:58:54',
    ],
    [
      "The next report is from our climate and infrastructure committee which will be present by that committee's chair, councilmember Cashman.",
      'Climate and infrastructure committee report',
      'minneapolis-council-2024-06-27, 01:13:07',
    ],
    [
      'Those reports are taken up in alphabetical order,, beginning in the report of our administration and enterprise overght committee which will be presented by its chair, council member Robin Wonsley.',
      'Administration and enterprise overght committee report',
      'minneapolis-council-2024-05-23, 00:56:10',
    ],
    [
      "The committee of the whole is the next report which will be presented by that committee's chair, council membeber Chavez.",
      'Committee of the whole report',
      'minneapolis-council-2024-06-13, 00:58:28',
    ],
    [
      "Next we'll have the report from our business, housing and zoning committee which will be given by th committee's vice chair, council member Ellison.",
      'Business, housing and zoning committee report',
      'minneapolis-council-2025-01-16, 01:21:39',
    ],
    [
      'Now the final report will be offered by the public health and safety committee care, chair Presented by council member has Chavez.',
      'Public health and safety committee report',
      'minneapolis-council-2025-01-16, 01:40:02',
    ],
  ])('names a committee\'s report after the committee: "%s" is "%s" (real: %s)', (text, name) => {
    const utterances = transcriptAt([[0, text]]).utterances;
    expect(itemTopicName(utterances, 0)).toBe(name);
  });

  it('names an item after the measure it brings up, its number as voice-to-text writes it (real: navajo-county-bos-2026-07-14, 01:40:48)', () => {
    const read = transcriptAt([
      [
        6048,
        'Thank you. Next item is consideration of adoption of resolution number 20 dash 26, granting a right of way abandoned cell, a portion of goodwill lane in lakeside.',
      ],
    ]);
    // "Thank you." is a sentence of its own; the topic starts at the announcement.
    expect(itemTopicName(read.utterances, 1)).toBe(
      'Resolution 20-26: Granting a right of way abandoned cell, a portion of goodwill lane in lakeside',
    );
  });

  it('names a public hearing after its measure, and a title asked for after the title read next (invented)', () => {
    const hearing =
      'We will now open the public hearing on Ordinance 2026-24, an ordinance amending the rental licensing code.';
    expect(isItemCue(hearing)).toBe(true);
    expect(itemTopicName(transcriptAt([[0, hearing]]).utterances, 0)).toBe(
      'Ordinance 2026-24: Amending the rental licensing code',
    );
    const asked = transcriptAt([
      [0, 'Will the clerk please read the title of Resolution No. 2026-15.'],
      [6, 'Resolution 2026-15, a resolution approving the sale of surplus property.'],
    ]);
    expect(itemTopicName(asked.utterances, 0)).toBe(
      'Resolution 2026-15: Approving the sale of surplus property',
    );
    const deferred = transcriptAt([[0, 'Will the clerk read resolution 2495 has been deferred to May 2nd.']]);
    expect(itemTopicName(deferred.utterances, 0)).toBe('Resolution 2495');
  });

  it.each([
    [
      'Item 8.1, approval of the 2026-27 school calendar.',
      'Item 8.1: Approval of the 2026-27 school calendar',
    ],
    [
      'Agenda item 8.2, approval of the contract with Hills Bank for banking services.',
      'Item 8.2: Approval of the contract with Hills Bank for banking services',
    ],
    ['Action item 8.3, approval of the bus purchase.', 'Item 8.3: Approval of the bus purchase'],
    [
      'Next is action item 10.4.2, the board policy on cell phones.',
      'Item 10.4.2: The board policy on cell phones',
    ],
  ])(
    'takes a school board\'s item numbered with points and said with its kind as an item named by its label: "%s" (invented)',
    (text, name) => {
      expect(isItemCue(text)).toBe(true);
      expect(itemTopicName(transcriptAt([[0, text]]).utterances, 0)).toBe(name);
    },
  );

  it('reads the items of a committee report read out by number as one item, not one for each (real: minneapolis-council-2024-06-13, 00:48:59)', () => {
    const { utterances } = transcriptAt([
      [2939, 'Next is business,ousing and zoning committee.'],
      [
        2945,
        'Thank you. -- one im without recommendation. Item one, approve on sale liquor with Sunday sales general entertainment for urban daisy.',
      ],
      [2959, 'Item 2, approve a permanent expansion for sea salt eate.'],
      [
        2970,
        'Number three basset hound. -- item 5 is approving two liquor license. Item 6 ispproving -- item 8 is approng comommercial',
      ],
      [
        3003,
        'To residential conversion. For the city auditor office. Item 9 is approving legislative directive, enforce of unlawful home occupation. -- park and recreation board for permanent community garden pilot prprogra em 11 is approving commencement rative street name adaddition to add spike moss wa',
      ],
      [
        3036,
        "To plymouth avenue north between newton avenue north and lyndale avenue north. Number 12 is approving fiscal year 2022 emergency solutions grt. I'm also movin to amend this item --peration fund for one year. You will all have t that received rca in front of you.",
      ],
      [
        3068,
        'Item 13 is authorizing business technical assistance progra btap for 2024 funding recommendations. Item 13 is approving various parcels -- built form oveay district to the interior three building form',
      ],
    ]);
    expect(findTopics(utterances, { lexical: false }).map((t) => utterances[t.start]?.time)).toEqual([2939]);
  });
  it('keeps the announcement that opens a section to name its first topic when the item read after it names nothing (real: minneapolis-council-2024-06-13, 00:47:26)', () => {
    const { utterances } = transcriptAt([
      [
        2846,
        'That carries and that full report is adopted. Next is the report from the budget committee presented by vice president chughtai..',
      ],
      [
        2856,
        'Thank you, mr. President. The budget committee is bringing threree items today. Item numbe two is adopting findis and approving the salary schedule for the appointed position. And number three is authorizing the city council president and vice president to transmit to the',
      ],
      [2886, 'Mayor budget rommendations proposed for the legislative department for the 2025-2 budget. --'],
    ]);
    const [first] = findTopics(utterances, { lexical: false });
    expect(first).toEqual({ start: 0, item: true, nameAt: 4, alsoNamedAt: 1 });
    expect(itemTopicName(utterances, 4)).toBeUndefined();
    expect(itemTopicName(utterances, 1)).toBe(
      'The report from the budget committee presented by vice president Chughtai',
    );
  });
});
