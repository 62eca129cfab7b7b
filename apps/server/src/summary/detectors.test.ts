import { describe, expect, it } from 'vitest';
import { itemTopicName, salientName, topicPhrases } from './names.ts';
import { centralSentences, inverseFrequencies } from './extract.ts';
import { findSections, sectionCues, SECTION_NAMES } from './sections.ts';
import { sentenceSpans, stem } from './text.ts';
import { findTopics, isItemCue, lexicalBreaks } from './topics.ts';
import { readTranscript } from './transcript.ts';
import { findRollCalls } from './votes.ts';
import { segments, transcriptAt, utterancesOf } from '../../test/summary-lines.ts';

describe('text', () => {
  it('splits sentences but not after titles or initials', () => {
    const text = 'Mr. Johnson, call the roll. J. Smith is here! Is that right? Yes';
    expect(sentenceSpans(text).map(([a, b]) => text.slice(a, b))).toEqual([
      'Mr. Johnson, call the roll.',
      'J. Smith is here!',
      'Is that right?',
      'Yes',
    ]);
  });

  it("ends a sentence after an item's label, which is no initial (real: huntsville-council-2026-04-09, 01:23:34)", () => {
    const text =
      'Thank you. Move on to 20F. 20F is a resolution authorizing the use of the J. Smith voting devices.';
    expect(sentenceSpans(text).map(([a, b]) => text.slice(a, b))).toEqual([
      'Thank you.',
      'Move on to 20F.',
      '20F is a resolution authorizing the use of the J. Smith voting devices.',
    ]);
  });

  it('ends a sentence at an answer "No." but not at "No. 5" (real: iowa-city-csd-board-2026-03-10, 02:02:09)', () => {
    const text = 'Abraham? - [Abraham] No. - Eastham? - Yes. Item No. 5 is next.';
    expect(sentenceSpans(text).map(([a, b]) => text.slice(a, b))).toEqual([
      'Abraham?',
      '- [Abraham] No.',
      '- Eastham?',
      '- Yes.',
      'Item No. 5 is next.',
    ]);
  });

  it('stems inflections to one term', () => {
    expect(stem('rezoning')).toBe(stem('rezoned'));
    expect(stem('ordinances')).toBe(stem('ordinance'));
    expect(stem('properties')).toBe(stem('property'));
  });

  it('places the words of a piece followed by a long silence at a speaking pace, not across the silence', () => {
    // Real: new-orleans-council-2023-09-07, 02:58:04; the next piece starts 38 minutes later, after
    // an executive session.
    const { utterances } = readTranscript([
      {
        start_seconds: 10684,
        end_seconds: 12961,
        speaker: null,
        text: "well it's been made by councilmember Green I seconded thank you all in favor uh we've got it's gonna be six months councilman Memorial makes the first test six years no nice thank you beautiful all right uh I will entertain a motion to come out of executive session moved by councilman Moreno second by councilman green on Fair please vote",
      },
      { start_seconds: 12961, end_seconds: 12990, speaker: null, text: 'we are back in regular session' },
    ]);
    const count = utterances.find((u) => u.text.includes('six years no nice'));
    expect(count?.time).toBeGreaterThan(10684);
    expect(count?.time).toBeLessThan(10684 + 60);
  });

  it('reads a sentence split across segments as one, and short answers on their own', () => {
    const { utterances } = readTranscript(
      segments(['Commissioner Smith', 'votes aye. Commissioner Jones?', 'Yes', 'Commissioner Brown?']),
    );
    expect(utterances.map((u) => u.text)).toEqual([
      'Commissioner Smith votes aye.',
      'Commissioner Jones?',
      'Yes',
      'Commissioner Brown?',
    ]);
  });

  it('marks music and transcription loops as noise', () => {
    const { noise } = readTranscript(
      segments(['♪♪', 'Hello.', 'Aye.', 'Aye.', 'Aye.', 'Aye.', 'Aye.', 'Bye.']),
    );
    expect(noise).toEqual([true, false, true, true, true, true, true, false]);
  });
});

describe('sections', () => {
  /** The sections found in real captions given as [start, text], by name and first segment. */
  const sectionsOf = (said: [number, string][]) =>
    findSections(transcriptAt(said), []).map((s) => [SECTION_NAMES[s.type], s.segment]);

  it('recognises the parts of the order of business', () => {
    const cases: [string, string][] = [
      ["I'll call this meeting to order.", 'call_to_order'],
      // seattle-council-briefing-2021-08-02, 00:00:05
      [
        'Good morning everyone. The August 2nd, 2021 council briefing meeting will come to order.',
        'call_to_order',
      ],
      ['We will begin with the invocation and the pledge of allegiance.', 'invocation'],
      ['Is there a motion to approve the minutes of the last meeting?', 'minutes'],
      ['Are there any items to be withdrawn?', 'minutes'],
      ['Consent items are 12I through M.', 'consent'],
      ["Okay, so we'll move on to the mayor's report.", 'reports'],
      ['Council, we have four people signed up to speak at public forum.', 'public_comment'],
      ["We'll now move to our administrative hearings.", 'public_hearing'],
      // kissimmee-pab-2023-10-04, 00:00:36
      [
        'Thanks everybody. Welcome, and we are looking at the minutes from our September 6th meeting.',
        'minutes',
      ],
      // Dublin Unified School District, CA, Board of Trustees, 2024-09-24 (automatic captions)
      ["And then you're up next with, um, our student board member report Good evening everyone.", 'reports'],
      [
        'Um, first up in special order of business is a contract Amendment, um, for Shamrock Hills.',
        'new_business',
      ],
      ['All right, um, next up is our public comment period.', 'public_comment'],
      ['Um, next up is a resolution regarding the sufficiency of instructional materials.', 'ordinances'],
      // Navajo County, AZ, Board of Supervisors, 2025-02-25 and 2025-03-11 (Swagit transcripts)
      ['We now are on item number four, board of supervisors public hearing.', 'public_hearing'],
      [
        "Thank you ms. Jenkins. We'll move on to item number three, administrative services, consideration of award of contract b 24 dash 12.",
        'new_business',
      ],
      ["Okay. With that we're on item number six, call to the public.", 'public_comment'],
      ['Uh, we will move on to item number six, county business update.', 'reports'],
      [
        'Um, we want to get started with the, the prayer and the pledge led by supervisor seymour, if you all please stand.',
        'invocation',
      ],
      ['11C is a resolution authorizing the mayor to execute an agreement.', 'ordinances'],
      ['Moving on to addendum items.', 'old_business'],
      // Huntsville, AL, City Council, 2026-05-28 (Whisper transcript): 00:52:25, 01:53:52, 03:14:56, 03:15:52
      ['We do have several public hearings to be held.', 'public_hearing'],
      ['We now will hear from Council from the mayor and council members.', 'reports'],
      ['We will have item 21. These items are for introduction.', 'new_business'],
      ['This now brings us to the second roster, public comments.', 'public_comment'],
      // Navajo County, AZ, Board of Supervisors, 2026-05-26, 00:48:54 and 01:21:21 (Swagit transcript)
      [
        'Our next item is, uh, item five c, a public hearing consideration of a liquor license.',
        'public_hearing',
      ],
      ['Thank you. Next item is, uh, county business update.', 'reports'],
      // New Orleans, LA, City Council, 2024-04-04, 03:58:03 (automatic captions)
      ["thank you we're now going to go to the regular order of the agenda on page 16", 'new_business'],
      // New Orleans, LA, City Council, automatic captions: 2024-04-18, 06:11:13; 2023-06-22, 04:53:36;
      // 2023-07-13-b, 03:23:08 (the ordinances on first reading, misheard)
      [
        "we're on first readings ordinance on first readings ordinance calendar number 34655 by council member Harris",
        'ordinances',
      ],
      ['ordices on first reading business instructive please vote your machines', 'ordinances'],
      [
        "we managed and the men did well not only that we're going to audiences on first reading amen 25.",
        'ordinances',
      ],
      ['Is there any other business?', 'other_business'],
      ['There being no further business, we are adjourned.', 'adjournment'],
    ];
    for (const [text, type] of cases) {
      expect(sectionCues(text), text).toEqual([type]);
    }
  });

  it('hears public comment called as hearing it', () => {
    expect(sectionCues('We will now hear public comments.')).toEqual(['public_comment']);
  });

  it('hears announcements asked for as a council chair asks (real: minneapolis-council-2024-04-11, 02:06:18; minneapolis-council-2023-01-26, 02:11:53)', () => {
    expect(
      sectionCues(
        "We have a request for a closed session today, so before wee recess for that closed session, I'll ask if there is any announcements from council members.",
      ),
    ).toEqual(['other_business']);
    expect(
      sectionCues(
        "colleagues we have now completed all of our uh all the items of business on our agenda and I'll take any announcements that my colleagues may have and it comes from the rainville thank you madam chair",
      ),
    ).toContain('other_business');
  });

  it('ignores passing mentions and overviews', () => {
    expect(sectionCues('Give me five minutes to explain.')).toEqual([]);
    expect(sectionCues('This is not a public forum.')).toEqual([]);
    expect(sectionCues("Tonight: the consent agenda, the mayor's report, then public forum.")).toEqual([]);
    // new-orleans-council-2023-01-19-b, 04:20:59: the comments on an ordinance, not public comment
    expect(
      sectionCues(
        'Ordce calendar number 34012 by council member King and Orton is to repeal paragraph 8 of section 10-122 of the code of the City of New Orleans to eliminate the alcoholic beverage Outlet application processing fee and otherwise to provide with respect there too yeah thank you um we have public comments from well first we have a comment from',
      ),
    ).toEqual([]);
    expect(sectionCues('We now have public comment from the floor.')).toEqual(['public_comment']);
    // navajo-county-bos-2024-04-23, 00:44:38: the call to the public spoken of during a presentation
    expect(
      sectionCues(
        'But we certainly appreciate the comments that were shared today and call to the public, brian is now doing the presentation as a result of that to help the board understand what our processes are and what we do.',
      ),
    ).toEqual([]);
    // minneapolis-council-2024-04-11, 00:55:30 and 00:58:58: in a debate on ride-share pay
    expect(
      sectionCues(
        "I'll also notote as we ha now for applications of new ride-share companies, they're in the process of completing those applications and gettingng licensed and that takes time.",
      ),
    ).toEqual([]);
    expect(
      sectionCues("I mean, I'm hoping we're going to fix but it's a lot of work to start a new business."),
    ).toEqual([]);
    // navajo-county-bos-2026-05-26, 01:30:26: in the chair's report
    expect(
      sectionCues(
        'Thank you. That was a productive where a call to the public, somebody brought something forward and we have done some extensive research on that and we appreciate that using that for that purpose.',
      ),
    ).toEqual([]);
  });

  it('splits a meeting into sections from its cues and its attendance roll call', () => {
    const transcript = readTranscript(
      segments(
        [
          'Good evening. I call this meeting to order.',
          'Please rise for the pledge of allegiance.',
          'Will the clerk call the roll?',
          'Councilman Adams?',
          'Here.',
          'Councilwoman Baker?',
          'Here.',
          'Councilman Cruz?',
          'Present.',
          'Is there a motion to approve the minutes?',
          'So moved. All in favor? The minutes are approved.',
          'We now move to public comment.',
          'I am worried about the new parking rules downtown.',
          'Item number 1 is an ordinance amending the parking code.',
          'Motion to adopt. The motion carries.',
          'There is no other business, so we are adjourned.',
        ],
        10,
      ),
    );
    const rollCalls = findRollCalls(transcript.utterances);
    const sections = findSections(transcript, rollCalls).map((s) => [SECTION_NAMES[s.type], s.segment]);
    expect(sections).toEqual([
      ['Call to order', 0],
      ['Invocation and pledge', 1],
      ['Roll call', 3],
      ['Approval of minutes and agenda', 9],
      ['Public comment', 11],
      ['Ordinances and resolutions', 13],
      ['Adjournment', 15],
    ]);
  });

  it('opens the meeting where it is called to order after the honorary resolutions read before it (real: minneapolis-council-2024-03-21, 00:00:23 and 00:33:00)', () => {
    expect(
      sectionsOf([
        [23.823, "Good morning, everyone my name Is ellison. I'm the -- elliott Payne."],
        [
          29.028,
          'Before we convene our meeting we have a few presentations of honorary resolutions we are pleased to welcome o guest today to share in these presentations before taking up our agenda.',
        ],
        [1980.377, 'Thank y you to our guests an that completes our presentation of honorary resolutions.'],
        [
          1985.883,
          "I'd like to welcome everyone to this meeting both those present in the chamber and those monitoring from outside thehe chamber.",
        ],
        [
          1992.89,
          "I'm elliott Payne. I'm the president of the Is my pleasure to call this it regular meeting to the city council for Thursday mch 21st.",
        ],
        [2002.1, "At this timeme I'll ask the cle to call the roll to prove the presence of a quorum."],
      ]),
    ).toEqual([
      ['Presentations and proclamations', 1],
      ['Call to order', 4],
    ]);
  });

  it('opens the meeting where it is called to order after a moment of silence and honorary resolutions (real: minneapolis-council-2024-06-13, 00:00:25 and 00:38:50)', () => {
    expect(
      sectionsOf([
        [
          25.358,
          "Good morning, my name is elliott Payne, I'm the president of minneapolis city council. And before I reconvene our meeting, I will call on council member Rainville to acknowledge the loss of officer jamal mitchell",
        ],
        [
          39.238,
          'Thank you, chair. Thank you, clerk. Thank yo chair. I would like to offer a moment of silence for fallen officer jamal mitchell, please.',
        ],
        [
          78.911,
          "Thank you, council member Rainville. And it's a real tragedy to have lost so many ththrough gun violence. And befe we get started, we have a few presentations of honorary resolutions.",
        ],
        [
          2330.227,
          "Thank you for those presentations. And with that, I'm going to call this regular meeting of the city uncil for June 13th h to order. I'll note that council memrs Jenkins, koski andashman are away. But I'll ask the clerk to callhe roll to verify the quorum.",
        ],
      ]),
    ).toEqual([
      ['Invocation and pledge', 1],
      ['Presentations and proclamations', 2],
      ['Call to order', 3],
    ]);
  });

  it('opens the meeting where the clerk is asked to call the roll "for the regular meeting ... to order", after an honorary resolution read before it (real: minneapolis-council-2025-01-30, 00:21:02 to 00:30:21)', () => {
    expect(
      sectionsOf([
        [1262, 'Poetry and celebrating black folks.'],
        [
          1284,
          'So this resolution is a resolution of the mayor and the city council honoring -- We need some people on this side.',
        ],
        [1810, 'Thank you, everyone.'],
        [
          1812,
          'At this time I will ask the Clerk to call the roll for the regular meeting of the city council for January 30 to order.',
        ],
        [1821, "I'll have the Clerk call the roll."],
      ]),
    ).toEqual([
      ['Ordinances and resolutions', 1],
      ['Call to order', 3],
    ]);
  });

  it('takes the captioner\'s "(roll call.)" right after the call to order for the roll call, and a long garbled call to order (real: minneapolis-council-2024-04-11, 00:19:04)', () => {
    expect(
      sectionsOf([
        [
          1144.876,
          "Thank you for that presentation. And at this time, I'm going to c call this regula meeting of the city coununcil f April 11th to order. The c cle will call the ll.",
        ],
        [1152.15, '(roll call.)'],
        [1183.515, 'There are 12 members presese.'],
        [1255.0, 'There are 13 ayes.'],
        [1270.0, '(roll call.)'],
        [1294.0, 'There are 13 ayes.'],
      ]),
    ).toEqual([
      ['Call to order', 0],
      ['Roll call', 1],
    ]);
  });

  it('finds no section in talk without cues', () => {
    const transcript = readTranscript(segments(['We talked about the budget.', 'The roads need work.']));
    expect(findSections(transcript, [])).toEqual([]);
  });
});

describe('topics', () => {
  it.each([
    'Agenda item number 5.',
    "Let's move to agenda item 8B.",
    'We are now on agenda item 4.',
    "Let's take up item 9.",
    'Now for the second reading of Ordinance 24-12.',
  ])('takes "%s" for an item announced, and no new part of the meeting', (said) => {
    expect(isItemCue(said)).toBe(true);
    expect(sectionCues(said)).toEqual([]);
  });

  it('starts a topic at each announced agenda item and names it from the announcement', () => {
    const said = utterancesOf(
      [
        'Next item, please.',
        '9A is an ordinance to rezone property on Elm Street.',
        'Move to approve.',
        'The ayes have it.',
        '9B is an ordinance appropriating five thousand dollars to the library.',
        'Move to approve.',
        'Next up is Asian River, LLC.',
        'My name is Shui Gong.',
      ],
      20,
    );
    const starts = findTopics(said);
    expect(starts.map((s) => s.start)).toEqual([0, 4, 6]);
    expect(itemTopicName(said, starts[0]?.nameAt ?? 0)).toBe(
      'Item 9A: Ordinance to rezone property on Elm Street',
    );
    expect(itemTopicName(said, 4)).toBe(
      'Item 9B: Ordinance appropriating five thousand dollars to the library',
    );
    expect(itemTopicName(said, 6)).toBe('Asian River, LLC');
  });

  it('starts a topic where the chair says which item the board is on, and names it from what follows (Navajo County, AZ, Board of Supervisors, 2025-02-25 and 2025-03-11, Swagit transcripts)', () => {
    const said = utterancesOf(
      [
        'Hearing none, the ayes have it.',
        'Thank you everybody.',
        'None. The ayes have it. We now are on item number four, board of supervisors public hearing.',
        'Melissa will be presenting to us a consideration of a liquor license.',
        "Thank you very much. Congratulations. We'll move on to item number five.",
        'County business update. Um, mr. Carline? Anything? No.',
        'Any opposed? Motion carries. We will move on to item number two. Item number two is navajo county public health services district.',
        'Aye. Any opposed? Motion carries. We will move to item b, um, consideration of hiring outside legal counsel and I will open it up for any discussion.',
        'Appreciate it. Uh, we will move on to item number six, county business update.',
      ],
      20,
    );
    const starts = findTopics(said).map((t) => said[t.start]?.text);
    expect(starts).toEqual([
      'Hearing none, the ayes have it.',
      'We now are on item number four, board of supervisors public hearing.',
      "We'll move on to item number five.",
      'We will move on to item number two.',
      'We will move to item b, um, consideration of hiring outside legal counsel and I will open it up for any discussion.',
      'Uh, we will move on to item number six, county business update.',
    ]);
    const at = (text: string) => said.findIndex((u) => u.text === text);
    expect(
      itemTopicName(said, at('We now are on item number four, board of supervisors public hearing.')),
    ).toBe('Item 4: Board of supervisors public hearing');
    expect(itemTopicName(said, at("We'll move on to item number five."))).toBe(
      'Item 5: County business update',
    );
    expect(itemTopicName(said, at('We will move on to item number two.'))).toBe(
      'Item 2: Navajo county public health services district',
    );
    expect(itemTopicName(said, at('Uh, we will move on to item number six, county business update.'))).toBe(
      'Item 6: County business update',
    );
  });

  it('names a speaker who says "My name is" at the start of a sentence (real: kissimmee-pab-2023-10-04, 00:06:27)', () => {
    const said = utterancesOf(
      [
        'If the applicant would like to say a few words, would you step to the microphone please state your name and your address for the record.',
        'Hi, good afternoon. My name is Vivian Pasqua and my husband is Giovania Costa and we are doing this project, you asked for our address?',
      ],
      10,
    );
    expect(itemTopicName(said, 0)).toBe('Speaker: Vivian Pasqua');
  });

  it('names an item announced by its label alone after the label, not after a vote (Navajo County, 2025-03-11)', () => {
    const said = utterancesOf(
      ['We will move on to item number two.', 'All those in favor, please say aye.'],
      5,
    );
    expect(itemTopicName(said, 0)).toBe('Item 2');
  });

  it('keeps an announced item of under half an hour whole, and splits a longer one by vocabulary', () => {
    const water = [
      'The water treatment plant needs new filters and the water pipes are old and leaking.',
      'Water rates pay for the treatment plant, the filters and replacing leaking pipes.',
      'Leaking water mains and old pipes cost the treatment plant money every year.',
    ];
    const library = [
      'The library branch hours, library books and the reading programme for children.',
      'Children love the reading programme and the branch library opens on Saturdays.',
      'Books, reading rooms and branch hours are what the library board discussed.',
    ];
    const lines = (three: string[], n: number) => Array.from({ length: n }, (_, i) => three[i % 3] ?? '');
    const item = (n: number) =>
      utterancesOf(['Item number 7 is the capital plan.', ...lines(water, n), ...lines(library, n)], 10);
    // 20 minutes: one topic.
    expect(findTopics(item(60)).map((t) => t.start)).toEqual([0]);
    // 40 minutes: split where the vocabulary changes.
    expect(findTopics(item(120)).length).toBeGreaterThan(1);
    // 40 minutes whose first eight are of another vocabulary: no part shorter than a quarter hour.
    const shortFirst = utterancesOf(
      ['Item number 7 is the capital plan.', ...lines(water, 48), ...lines(library, 192)],
      10,
    );
    expect(findTopics(shortFirst).map((t) => t.start)).toEqual([0]);
  });

  it('splits a long unannounced stretch where the vocabulary changes', () => {
    const water = [
      'The water treatment plant needs new filters and the water pipes are old and leaking.',
      'Water rates pay for the treatment plant, the filters and replacing leaking pipes.',
      'Leaking water mains and old pipes cost the treatment plant money every year.',
    ];
    const library = [
      'The library branch hours, library books and the reading programme for children.',
      'Children love the reading programme and the branch library opens on Saturdays.',
      'Books, reading rooms and branch hours are what the library board discussed.',
    ];
    const lines = (three: string[]) => Array.from({ length: 60 }, (_, i) => three[i % 3] ?? '');
    const said = utterancesOf([...lines(water), ...lines(library)], 10);
    const breaks = lexicalBreaks(said);
    expect(breaks).toHaveLength(1);
    expect(Math.abs((breaks[0] ?? 0) - 60)).toBeLessThanOrEqual(3);
  });

  it('names a topic from its salient phrases', () => {
    const said = utterancesOf([
      'The Riverside Park trail extension is funded by a state grant.',
      'The Riverside Park trail connects two neighborhoods.',
      'The boat launch stays open during paving of the Riverside Park trail.',
    ]);
    const phrases = topicPhrases(said);
    const df = new Map([...phrases.keys()].map((p) => [p, 1]));
    expect(salientName(phrases, df, 5)).toMatch(/^Riverside Park/);
  });

  it('takes no words that open a sentence for a name ("But I\'m", minneapolis-council-2024-06-13, 00:54:25)', () => {
    const said = utterancesOf([
      "I'm going to move to continue this item.",
      "But I'm pretty confidentn that it's highly technical, but I'm pretty confident we'll be at a decision point by t next cycle.",
    ]);
    expect([...topicPhrases(said).keys()]).not.toContain("But I'm");
  });

  it('picks central sentences, not procedure', () => {
    const said = utterancesOf([
      'All in favor say aye, any opposed, the ayes have it and so ordered.',
      'The budget keeps the property tax rate flat and draws one million from reserves.',
      'Drawing down the reserves two years in a row is not sustainable for the budget.',
      'I want to thank everyone for coming out tonight to this meeting.',
      'The reserve policy says we keep sixteen percent of the budget in reserves.',
    ]);
    const sentences = centralSentences(said, inverseFrequencies(said), 2);
    expect(sentences).toHaveLength(2);
    expect(sentences.join(' ')).toMatch(/reserve/);
    expect(sentences.join(' ')).not.toMatch(/in favor/);
  });
});
