import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoMeetings } from '../demo/meetings.ts';
import { foldCues } from '../ingest/captions/fold.ts';
import { parseCaptions } from '../ingest/captions/parse.ts';
import { salientName } from './names.ts';
import { summarizeOffline } from './offline.ts';
import type { SourceSegment } from './transcript.ts';

const EVAL_MEETINGS = join(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'eval', 'meetings');

function demo(title: string): SourceSegment[] {
  const meeting = demoMeetings.find((m) => m.title === title);
  if (!meeting) {
    throw new Error(`no demo meeting ${title}`);
  }
  return meeting.segments.map((s, i) => ({
    start_seconds: i * 10,
    end_seconds: null,
    speaker: s.speaker,
    text: s.text,
  }));
}

/** The segments of a meeting of the evaluation set kept as diarised JSON turns, from `from` to before `to` seconds. */
function evalTurns(file: string, from = 0, to = Infinity): SourceSegment[] {
  const { turns } = JSON.parse(readFileSync(join(EVAL_MEETINGS, file), 'utf8')) as {
    turns: { start: number; end: number | null; text: string }[];
  };
  return turns
    .filter((t) => t.start >= from && t.start < to)
    .map((t) => ({ start_seconds: t.start, end_seconds: t.end, speaker: null, text: t.text }));
}

/** A caption file of the evaluation set, read as Gavel ingests captions. */
const evalCaptions = (file: string): SourceSegment[] =>
  foldCues(parseCaptions(readFileSync(join(EVAL_MEETINGS, file), 'utf8')));

const topicsOf = (segments: SourceSegment[]) =>
  summarizeOffline({ videoUrl: 'https://example.org/v', segments }).flatMap((s) =>
    s.topics.map((t) => ({ ...t, section: s.parliamentary_section_name })),
  );

/** The topics of a script whose lines read "m:ss what was said", one utterance a line. */
function topicsOfScript(script: string) {
  const lines = script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return topicsOf(
    lines.map((line) => {
      const match = /^(\d+):(\d{2}) (.+)$/.exec(line);
      const text = match?.[3];
      if (!text) {
        throw new Error(`not a script line: ${line}`);
      }
      return {
        start_seconds: Number(match[1]) * 60 + Number(match[2]),
        end_seconds: null,
        speaker: null,
        text,
      };
    }),
  );
}

describe('the offline summary', () => {
  it.each([
    [
      'iowa-city-csd-board-2026-03-03, 00:26:44',
      () => evalTurns('iowa-city-csd-board-2026-03-03.json'),
      ['00:26:44', '01:34:00'],
      'Budget reductions for fiscal year 27',
    ],
    [
      'minneapolis-council-2024-03-21, 00:54:40',
      () => evalCaptions('minneapolis-council-2024-03-21.vtt'),
      ['00:54:00', '01:30:00'],
      'A notice by council member Jenkins related to ordince item no',
    ],
  ] as const)(
    'names the parts of a long announced item after the item (real: %s)',
    (_source, read, [from, to], item) => {
      const names = topicsOf(read())
        .filter((t) => t.start_timecode >= from && t.start_timecode < to)
        .map((t) => t.topic_name);
      expect(names[0]).toBe(item);
      expect(names.length).toBeGreaterThan(1);
      for (const name of names.slice(1)) {
        expect(name.startsWith(`${item} (continued): `), name).toBe(true);
      }
    },
  );

  it("keeps an announced part's first item whole up to half an hour, as any announced item (real: huntsville-council-2026-04-09, 00:52:19)", () => {
    const starts = topicsOf(evalCaptions('huntsville-council-2026-04-09.srt'))
      .map((t) => t.start_timecode)
      .filter((at) => at >= '00:52:00' && at < '01:16:00');
    expect(starts).toEqual(['00:52:19']);
  });

  it('gives each member one vote when the result read out after a roll call names them again (real: iowa-city-csd-board-2026-03-10, 02:01:44)', () => {
    const segments = evalTurns('iowa-city-csd-board-2026-03-10.json', 7250, 7420);
    const votes = topicsOf(segments).flatMap((t) => t.votes);
    expect(votes.map((v) => `${v.voter_name.split(' ').at(-1)}:${v.vote}`).sort()).toEqual([
      'Abraham:No',
      'Eastham:Yes',
      'Finch:Yes',
      'Horn-Frasier:No',
      'Lingo:Yes',
      'Malone:Yes',
      'Williams:No',
    ]);
  });

  it('starts a roll call where the council reconvenes in open session after a closed one (real: minneapolis-council-2024-02-22, 01:16:27)', () => {
    // "The time iss now 11:41 and te city council has reconvened in open session following our
    // closed session." at 01:16:27, after "1 minute tech team. [pause]": the closed session itself
    // was never named as a part.
    const sections = summarizeOffline({
      videoUrl: 'https://example.org/v',
      segments: evalCaptions('minneapolis-council-2024-02-22.vtt'),
    });
    expect(sections.slice(-2).map((s) => [s.start_timecode, s.parliamentary_section_name])).toEqual([
      ['01:16:27', 'Roll call'],
      ['01:17:01', 'Adjournment'],
    ]);
  });

  it('starts the roll call where it is asked for when the clerk then counts the members present (real: minneapolis-council-2025-02-13)', () => {
    // "The clerk will call the roll. [roll call]" at 0:29, then "There are 12 members present."
    const opening = evalCaptions('minneapolis-council-2025-02-13.vtt').filter((s) => s.start_seconds < 140);
    const sections = summarizeOffline({ videoUrl: 'https://example.org/v', segments: opening });
    expect(sections.map((s) => [s.start_timecode, s.parliamentary_section_name])).toEqual([
      ['00:00:18', 'Call to order'],
      ['00:00:29', 'Roll call'],
      ['00:02:09', 'Approval of minutes and agenda'],
      ['00:02:19', 'New business'],
    ]);
  });

  it('keeps a meeting called to order "by roll call" one part with its call to order (real: navajo-county-bos-2026-07-14)', () => {
    const sections = summarizeOffline({
      videoUrl: 'https://example.org/v',
      segments: [
        [
          5,
          'Good morning. Thank you for being here today. Uh, would like to welcome you to the navajo county board of supervisors meeting.',
        ],
        [14, 'Uh, would like to call this meeting to order, uh, by roll call.'],
        [
          19,
          'Uh, we have supervisor Line. We have, uh, supervisor Ali and supervisor White singer en route, and supervisor Whiting is here.',
        ],
        [29, "So we do have a quorum. We'd like to begin this meeting by, uh, in invocation."],
      ].map(([start, text]) => ({
        start_seconds: Number(start),
        end_seconds: null,
        speaker: null,
        text: String(text),
      })),
    });
    expect(sections.map((s) => s.parliamentary_section_name)).not.toContain('Roll call');
  });

  it("ends a sentence at a caption's bracketed note, so the council reconvening after an hour of them starts a roll call (real: minneapolis-council-2025-01-30)", () => {
    // "[ minneapolis city council is in a closed session, the meeting will resume when the closed
    // session ends ]" for an hour, then "The time is now 12:43 and the city council has reconvened
    // in open session following our closed session." in the same sentence, at 2:10:16.
    const closed = evalCaptions('minneapolis-council-2025-01-30.vtt').filter(
      (s) => s.start_seconds >= 7800 && s.start_seconds < 11300,
    );
    const sections = summarizeOffline({ videoUrl: 'https://example.org/v', segments: closed });
    expect(sections.map((s) => [s.start_timecode, s.parliamentary_section_name])).toContainEqual([
      '03:05:40',
      'Roll call',
    ]);
  });

  it.each([
    // "[gavel] colleagues, we are ready to return from recess." then "And mr.clerk, I will ask you
    // to call the roll to verify that we have a quorum." "Council member Cashman, present." ...
    ['minneapolis-council-2025-02-13.vtt', '01:42:25'],
    // "Elliott Payne: The time is now 10:05 the cououncil has reconvened following the recess, roll call."
    ['minneapolis-council-2024-02-08.vtt', '00:31:13'],
  ])(
    'starts a roll call taken when the council is back from a recess, however late (real: %s)',
    (file, at) => {
      const sections = summarizeOffline({ videoUrl: 'https://example.org/v', segments: evalCaptions(file) });
      expect(sections.map((s) => [s.start_timecode, s.parliamentary_section_name])).toContainEqual([
        at,
        'Roll call',
      ]);
    },
  );

  it('keeps the stretch before the first part anyone names late as the meeting, not that part (real: minneapolis-council-2024-02-08)', () => {
    // An honorary resolution read "before we convene our meeting today", then the roll call at 7:45.
    const opening = evalCaptions('minneapolis-council-2024-02-08.vtt').filter((s) => s.start_seconds < 540);
    const sections = summarizeOffline({ videoUrl: 'https://example.org/v', segments: opening });
    expect(sections.map((s) => s.parliamentary_section_name).slice(0, 2)).toEqual(['Meeting', 'Roll call']);
    expect(sections[1]?.start_timecode).toBe('00:07:50');
  });

  it("names the parts of a board's opening where they are announced: the agenda's approval, then community comment (real: iowa-city-csd-board-2026-03-03)", () => {
    // "... our first item of business on the agenda tonight is to approve our agenda for tonight."
    // at 0:46; "That takes us to the community comment portion of tonight." at 6:21.
    const opening = evalTurns('iowa-city-csd-board-2026-03-03.json', 0, 900);
    const sections = summarizeOffline({ videoUrl: 'https://example.org/v', segments: opening });
    expect(sections.map((s) => [s.start_timecode, s.parliamentary_section_name])).toEqual([
      ['00:00:00', 'Call to order'],
      ['00:00:46', 'Approval of minutes and agenda'],
      ['00:05:47', 'Public comment'],
    ]);
  });

  it('names a public-comment topic only after a speaker whose words are in it (demo: Fairview City Council Regular Meeting)', () => {
    const comment = topicsOf(demo('Fairview City Council Regular Meeting')).filter(
      (t) => t.section === 'Public comment',
    );
    expect(comment.map((t) => t.topic_name)).toContain('Speaker: Resident Carol Jennings');
    for (const topic of comment) {
      const named = /^Speaker: (.+)$/.exec(topic.topic_name)?.[1];
      if (named) {
        // No other resident's comment sits in a topic named after someone else.
        const residents = topic.transcript_segments
          .map((s) => ('name' in s.speaker_name ? s.speaker_name.name : ''))
          .filter((n) => n.startsWith('Resident'));
        expect(new Set(residents)).toEqual(new Set([named]));
        expect(
          topic.transcript_segments.some((s) => 'name' in s.speaker_name && s.speaker_name.name === named),
        ).toBe(true);
      }
    }
  });

  it('names a speaker who opens with their own name, though the transcript gives their words to the chair (real: fairfax-council-jan-13-2026, 00:54:31)', () => {
    const { turns } = JSON.parse(
      readFileSync(join(EVAL_MEETINGS, 'fairfax-council-jan-13-2026.json'), 'utf8'),
    ) as { turns: { start: number; end: number | null; speaker: string | null; text: string }[] };
    const hearing = turns
      .filter((t) => t.start >= 3000 && t.start < 3470)
      .map((t) => ({ start_seconds: t.start, end_seconds: t.end, speaker: t.speaker, text: t.text }));
    const names = topicsOf(hearing).map((t) => t.topic_name);
    expect(names).toContain('Speaker: Janet Newhouse');
  });

  it('gives every topic a summary (demo meetings and a real planning board meeting)', () => {
    const kissimmee = evalCaptions('kissimmee-pab-2023-06-07.srt');
    const meetings = [...demoMeetings.map((m) => demo(m.title)), kissimmee];
    for (const segments of meetings) {
      for (const topic of topicsOf(segments)) {
        expect(topic.summary_of_topic.trim(), topic.topic_name).not.toBe('');
      }
    }
    const pledge = topicsOf(demo('Fairview City Council Regular Meeting')).find(
      (t) => t.topic_name === 'Invocation and pledge',
    );
    expect(pledge?.summary_of_topic).toMatch(/Pledge of Allegiance/);
  });

  it('keeps the items announced after a consent agenda as topics of their own', () => {
    const topics = topicsOfScript(`
      0:00 I call this meeting to order.
      1:00 We move to the consent agenda. Is there a motion to approve the consent agenda?
      1:10 So moved. Second. All in favor? Aye. The consent agenda is approved.
      6:40 Item number 14 is an ordinance on rental licensing for the city.
      7:00 Staff recommends approval of the rental licensing ordinance with the registration fee.
      33:20 Motion carries six to one.
      35:00 Item number 15 is a resolution authorizing the purchase of two fire engines.
      35:20 The fire engines replace two trucks that are twenty years old.
      50:00 Motion carries unanimously.
      51:40 We are adjourned.
    `);
    const names = topics.map((t) => t.topic_name);
    expect(names).toContain('Item 14: Ordinance on rental licensing for the city');
    expect(names).toContain('Item 15: Resolution authorizing the purchase of two fire engines');
    const rental = topics.find((t) => t.topic_name.startsWith('Item 14'));
    expect(rental?.motions).toMatchObject([{ result: 'carried', tally: { yes: 6, no: 1 } }]);
    expect(topics.find((t) => t.topic_name === 'Consent agenda')?.end_timecode).toBe('00:06:40');
  });

  it("puts a decision's moment back toward the start of the long caption that holds its result, at most half a minute (real: navajo-county-bos-2026-05-12, 00:25:40)", () => {
    // Swagit gives one time for this 87-second caption; the result closes it.
    const segments: SourceSegment[] = [
      {
        start_seconds: 1540.762,
        end_seconds: 1628,
        speaker: null,
        text: "But these renewables are killing us when we don't have to have them. I mean, so I'm not going to tell you what to do, but I am going to tell you we're not going to live with this. So figure it out. It's your job. Thank you, thank you. Any comments to the board? Thank you sir. Thank you. End of call to the public. Bring it back to the consent agenda. Are there any items on the consent agenda that need to be discussed or pulled separately? I'll just make a note that people be aware with the election coming up, there's a couple of voting centers that will be changed. It's in our item. Okay, that we will no longer have a voting center there at snowflake social hall. It's been moved to the snowflake administration building. And also camp grace will no longer be a voting center. It's there. The I think the wildlife and forest service place there and pinetop-lakeside as well as city hall. So I look for a motion to approve the consent agenda. I make a motion to approve the consent agenda. We have a motion from supervisor Whiting. Is there a second, second, second. Supervisor Binali, any discussion? Seeing none, I'll call for the vote. All those in favor say I, I any opposed to that passed. Next",
      },
      { start_seconds: 1628, end_seconds: null, speaker: null, text: 'Item is item three presentation.' },
    ];
    const consent = topicsOf(segments)
      .flatMap((t) => t.motions ?? [])
      .find((m) => m.motion === 'Approve the consent agenda');
    // Read by its place in the caption, the result is said at 00:27:03.
    expect(consent?.timestamp).toBe('00:26:33');
  });

  it('starts a new item in the first minute of a consent agenda once its motion has carried (Navajo County, AZ, Board of Supervisors, 2025-03-11, Swagit transcript)', () => {
    const topics = topicsOfScript(`
      0:00 Good morning everyone. It is nine o'clock. We'll go ahead and call the meeting.
      3:00 Um, the first, the first thing on our agenda is our consent agenda.
      3:05 I'll open it up for any discussion. If there are no, if there aren't any discussions, I'll open it up for a motion and chair.
      3:15 I'll make a motion that we approve. I'll second we have a motion and a second.
      3:21 All of those who are in favor of the approval of the consent agenda as stated, please say, aye.
      3:29 Aye. Aye. Aye. Any opposed? Motion carries. We will move on to item number two.
      3:35 Item number two is navajo county public health services district. We'll need a motion to move into navajo county public health services district, um, board of directors session.
      3:49 So move second. All those in favor, please say aye. Aye. Aye.
      3:54 Any of opposed? Motion carries.
      10:00 We stand adjourned.
    `);
    const item = topics.find((t) => t.topic_name.startsWith('Item 2'));
    expect(item?.topic_name).toBe('Item 2: Navajo county public health services district');
    expect(item?.motions?.map((m) => m.result)).toEqual(['carried']);
    expect(topics.find((t) => t.topic_name === 'Consent agenda')?.motions?.map((m) => m.result)).toEqual([
      'carried',
    ]);
  });

  it('never names a topic with a person beside a charged word', () => {
    const phrases = new Map([
      ['Commissioner Daly', 4],
      ['assault charges', 4],
      ['parking garage', 2],
    ]);
    const name = salientName(phrases, new Map(), 10) ?? '';
    expect(name).not.toMatch(/Daly.*assault|assault.*Daly/i);
    expect(
      salientName(
        new Map([
          ['Ruben Ortiz', 3],
          ['fraud investigation', 3],
        ]),
        new Map(),
        10,
      ),
    ).not.toMatch(/Ortiz.*fraud|fraud.*Ortiz/i);
  });

  it('makes each announced item a topic named from what the meeting calls it', () => {
    const topics = topicsOfScript(`
      0:00 I call this meeting to order.
      0:30 We will move to ordinances and resolutions.
      0:40 Ordinance 2026-24, an ordinance on rental licensing.
      1:00 Landlords will register each rental unit with the city every year.
      10:00 Motion carries five to two.
      11:00 Will the clerk please read the title.
      11:10 A resolution authorizing the purchase of two fire engines for the fire department.
      11:40 The fire engines replace trucks that are twenty years old.
      20:00 Motion carries unanimously.
      21:00 Items 10 C1 through 10 C3 are appointments to the library board.
      21:40 The three appointees are returning members of the board.
      25:00 We are adjourned.
    `);
    const starts = topics.map((t) => t.start_timecode);
    expect(starts).toEqual(expect.arrayContaining(['00:00:30', '00:11:00', '00:21:00']));
    expect(topics.find((t) => t.start_timecode === '00:00:30')?.topic_name).toBe(
      'Ordinance 2026-24: On rental licensing',
    );
    expect(topics.find((t) => t.start_timecode === '00:00:30')?.motions?.[0]?.tally).toMatchObject({
      yes: 5,
      no: 2,
    });
    expect(topics.find((t) => t.start_timecode === '00:11:00')?.motions?.[0]?.unanimous).toBe(true);
  });
});
