import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { segmentsFromLine } from '../../services/import.service.ts';
import { foldCues } from './fold.ts';
import { parseCaptions } from './parse.ts';

/** Real caption excerpts (see test/fixtures/captions/README.md for their sources and licences). */
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/captions', name), 'utf8');
const seattle = parseCaptions(fixture('seattle-council-briefing-2021-08-02.vtt'));
const SEATTLE = { titles: ['Council Briefing', 'Seattle City Council', 'Seattle'] };

const rows = (segments: { speaker: string | null; text: string }[]) =>
  segments.map((s) => [s.speaker, s.text]);

describe('ALL-CAPS CART captions, sentence-cased (Seattle City Council briefing, 2 August 2021)', () => {
  it('keeps the capitals of the names called in the roll call, of the title and of the months', () => {
    const segments = foldCues(seattle, SEATTLE);
    const text = segments.map((s) => s.text).join(' ');
    expect(text).toContain('The August 2nd, 2021 Council Briefing meeting will come to order.');
    expect(text).toContain('With that being said, will the clerk please call the roll?');
    expect(rows(segments.slice(-16))).toEqual([
      [null, 'Juarez?'],
      [null, 'Here.'],
      [null, 'Lewis?'],
      [null, 'Present.'],
      [null, 'Morales?'],
      [null, 'Here.'],
      [null, 'Mosqueda?'],
      [null, 'Present.'],
      [null, 'Pedersen?'],
      [null, 'Here.'],
      [null, 'Strauss?'],
      [null, 'Present.'],
      [null, 'Herbold?'],
      [null, 'Here.'],
      [null, 'Council President Gonzalez?'],
      [null, 'Here. Eight present.'],
    ]);
  });

  it('lowers a name nothing spells, unless the transcript gives it in mixed case elsewhere', () => {
    const absent = (segments: { text: string }[]) =>
      segments.map((s) => s.text).find((t) => /sawant/i.test(t)) ?? '';
    // A title before it once, in passing ("COUNCILMEMBER SAWANT'S OFFICE"), does not spell it.
    expect(absent(foldCues(seattle, SEATTLE))).toContain("councilmember sawant's office");
    const mixed = [
      ...seattle,
      { start: 80, end: 82, text: 'Thank you, Councilmember Sawant, for the note.' },
      { start: 82, end: 84, text: '>> THANK YOU, PRESIDENT GONZALEZ.' },
    ];
    const segments = foldCues(mixed, SEATTLE);
    expect(absent(segments)).toContain("Councilmember Sawant's office");
    expect(segments.at(-1)?.text).toBe('Thank you, president Gonzalez.');
  });

  it('keeps the capitals the meeting title and the channel spell, and a mixed-case spelling wins', () => {
    const cues = parseCaptions(
      'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n>> THE HARBOR TOWN COUNCIL WILL COME TO ORDER.\n\n' +
        '00:00:05.000 --> 00:00:07.000\n>> COUNCIL MEMBER OKAFOR?\n\n00:00:07.000 --> 00:00:08.000\n>> HERE.\n\n' +
        '00:00:08.000 --> 00:00:12.000\n>> COUNCIL MEMBER MCKENZIE?\n\n00:00:12.000 --> 00:00:13.000\n>> PRESENT.\n\n' +
        '00:00:13.000 --> 00:00:16.000\n>> The clerk noted that Council Member McKenzie joined remotely.\n',
    );
    const segments = foldCues(cues, { titles: ['Regular Meeting', 'Harbor Town Council', 'Harbor Town'] });
    expect(segments.map((s) => s.text)).toEqual([
      'The Harbor Town Council will come to order.',
      'Council Member Okafor?',
      'Here.',
      'Council Member McKenzie?',
      'Present.',
      'The clerk noted that Council Member McKenzie joined remotely.',
    ]);
    // Without the meeting's context, only the roll call spells names.
    expect(foldCues(cues.slice(0, -1))[0]?.text).toBe('The harbor town council will come to order.');
  });
});

describe('names after titles in ALL-CAPS CART captions (Minneapolis City Council, 8 January 2024)', () => {
  // Cues of minneapolis-council-2024-01-08 (scripts/eval/sources.md): the nomination of the council
  // vice president and the roll call on it, each member answering by surname.
  const cues = parseCaptions(
    'WEBVTT\n\n00:27:12.080 --> 00:27:18.640\n>> I WOULD LIKE TO NOMINATE COUNCIL MEMBER AISHA \nCHUGHTAI TO BE OUR NEXT COUNCIL VICE PRESIDENT.\n\n' +
      '00:27:18.640 --> 00:27:21.680\nI HAVE KNOWN COUNCIL MEMBER \nCHUGHTAI FOR A LONG TIME.\n\n' +
      '00:28:32.600 --> 00:28:41.120\nSTRONGLY THAT COUNCIL MEMBER CHUGHTAI WILL \nWORK FAITHFULLY FOR US, ALL 13 COUNCIL MEMBERS,\n\n' +
      '00:29:22.220 --> 00:29:26.160\n>> COUNCIL MEMBER PAYNE.\n>> NAY.\n\n' +
      '00:29:26.160 --> 00:29:27.720\n>> WONSLEY.\n>> NAY.\n\n' +
      '00:29:42.200 --> 00:29:47.920\nCHUGHTAI, NAY.\nKOSKI, AYE.\n',
  );

  it('keeps the capitals of a name given after a title twice, or once at the end of a phrase, wherever the name comes ("Chughtai, nay.")', () => {
    expect(foldCues(cues).map((s) => s.text)).toEqual([
      // "AISHA" follows a title once, in passing: no name is taken from that alone.
      'I would like to nominate council member aisha Chughtai to be our next council vice president.',
      'I have known council member Chughtai for a long time.',
      'Strongly that council member Chughtai will work faithfully for us, all 13 council members,',
      'Council member Payne.',
      'Nay.',
      'Wonsley.',
      'Nay. Chughtai, nay. Koski, aye.',
    ]);
  });

  it("keeps the capitals of a name called after the clerk's last words in the same turn", () => {
    // iowa-city-csd-board-2026-04-14, 01:10:35 (scripts/eval/sources.md), in capitals as CART writes.
    const called = parseCaptions(
      "WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n>> SO I'M JUST GONNA DO A ROLL CALL VOTE IF THAT WORKS. HORN-FRASIER?\n\n" +
        '00:00:05.000 --> 00:00:06.000\n>> YES.\n',
    );
    expect(foldCues(called)[0]?.text).toBe(
      "So I'm just gonna do a roll call vote if that works. Horn-Frasier?",
    );
  });

  it('keeps the capitals of a name called to speak or given by the speaker, wherever it comes', () => {
    // fairfax-council-2026-01-13, 00:54:31 and the staff report's opening (scripts/eval/sources.md),
    // in capitals as CART writes.
    const introduced = parseCaptions(
      'WEBVTT\n\n00:54:31.000 --> 00:54:36.000\n>> OUR NEXT SPEAKER IS JANET NEWHOUSE.\n\n' +
        '00:54:36.000 --> 00:54:41.000\n>> GOOD EVENING. JANET NEWHOUSE, 9706 CARDINAL ROAD.\n\n' +
        "00:58:00.000 --> 00:58:05.000\n>> GOOD EVENING, MAYOR AND COUNCIL. MY NAME IS ANNE FEARY. I'M THE UTILITIES COORDINATOR.\n",
    );
    expect(foldCues(introduced).map((s) => s.text)).toEqual([
      'Our next speaker is Janet Newhouse.',
      'Good evening. Janet Newhouse, 9706 cardinal road.',
      "Good evening, mayor and council. My name is Anne Feary. I'm the utilities coordinator.",
    ]);
  });

  it('does not take a word after a title for a name ("THE MAYOR SAID", "COUNCIL PRESIDENT OF")', () => {
    const said = parseCaptions(
      'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n>> THE MAYOR SAID THE COUNCIL PRESIDENT WILL ASK THE DIRECTOR OF PARKS.\n',
    );
    expect(foldCues(said)[0]?.text).toBe(
      'The mayor said the council president will ask the director of parks.',
    );
  });
});

describe('named speakers', () => {
  it('reads "- [Name]" labels (Kissimmee Planning Advisory Board, 4 October 2023)', () => {
    const segments = foldCues(parseCaptions(fixture('kissimmee-pab-2023-10-04-excerpt.srt')));
    expect(rows(segments)).toEqual([
      ['Robert', "Okay, we're good to go. Calling the meeting to order six o'clock."],
      ['Robert', 'Please everyone silence your devices. Everyone on the board here too please.'],
      ['Robert', 'And please stand for a moment of silence and the Pledge of Allegiance.'],
      ['Everyone', 'I pledge allegiance to the flag of the United States of America'],
      ['Everyone', 'Yep, motion to approve by Diana. Second Robert. All in favor, please say aye.'],
      ['Board', 'Aye.'],
      ['Robert', 'Opposed, please say no. Hearing none minutes are approved.'],
    ]);
  });

  it('does not take an agenda item for a speaker', () => {
    const cues = parseCaptions('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nITEM 4: THE BUDGET AMENDMENT.\n');
    expect(rows(foldCues(cues))).toEqual([[null, 'Item 4: the budget amendment.']]);
  });

  it('reads "MAYOR SMITH:", "COUNCIL MEMBER OKAFOR:" and <v Name>, leaving the names out of the text', () => {
    const cues = parseCaptions(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nMAYOR SMITH: THE MEETING WILL COME TO ORDER.\n\n' +
        '00:00:03.000 --> 00:00:05.000\nCOUNCIL MEMBER OKAFOR: I MOVE APPROVAL.\n\n' +
        '00:00:05.000 --> 00:00:07.000\n<v Council Member Reyes>Second.\n',
    );
    expect(rows(foldCues(cues))).toEqual([
      ['Mayor Smith', 'The meeting will come to order.'],
      ['Council Member Okafor', 'I move approval.'],
      ['Council Member Reyes', 'Second.'],
    ]);
  });
});

describe('JSON Lines imports', () => {
  it('start a new segment at each >> and take named speakers out of the text', () => {
    // The Seattle roll call as a scraper publishes captions: one line per cue, entities decoded.
    const rollCall = seattle
      .filter((cue) => cue.start >= 40 && cue.start < 46.25)
      .map((cue) => ({ start: cue.start, end: cue.end, text: cue.text.replace(/&gt;/g, '>') }));
    const joined = {
      start: 40.807,
      end: 46.212,
      text: rollCall.map((s) => s.text).join(' '),
    };
    const segments = segmentsFromLine({
      title: 'Council Briefing',
      date: '2021-08-02',
      video_url: 'https://example.org/seattle/briefing-2021-08-02',
      segments: [joined, { start: 47, end: 50, text: 'MAYOR SMITH: THANK YOU. >> <v Clerk>NEXT ITEM.' }],
    });
    expect(segments.map((s) => [s.start_seconds, s.end_seconds, s.speaker, s.text])).toEqual([
      [40.807, 42.158, null, 'JUAREZ?'],
      [42.158, 43.51, null, 'HERE.'],
      [43.51, 44.861, null, 'LEWIS?'],
      [44.861, 46.212, null, 'PRESENT.'],
      [47, 48.5, 'Mayor Smith', 'THANK YOU.'],
      [48.5, 50, 'Clerk', 'NEXT ITEM.'],
    ]);
  });

  it('leave text without speaker marks as it is', () => {
    const segments = segmentsFromLine({
      title: 'Work Session',
      date: '2024-01-06',
      video_url: 'https://example.org/fairfax/work-session',
      segments: [{ start: 0, speaker: 'Mayor Read', text: 'Good evening. Item 4: the budget.' }],
    });
    expect(segments).toEqual([
      {
        start_seconds: 0,
        end_seconds: 2.308,
        speaker: 'Mayor Read',
        text: 'Good evening. Item 4: the budget.',
      },
    ]);
  });
});
