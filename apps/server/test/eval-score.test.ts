import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MeetingSummary } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  inShortCues,
  meetingSegments,
  rewrittenCaptions,
  rewrittenMeeting,
  withoutPunctuation,
} from '../../../scripts/eval/corpus.ts';
import { itemStarts, scoreMeeting, type MeetingLabels } from '../../../scripts/eval/score.ts';

/** A summary of one section with topics starting at the given times (seconds) and names. */
function summaryOf(section: string, topics: [number, string][]): MeetingSummary {
  const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 19);
  return [
    {
      parliamentary_section_name: section,
      start_timecode: clock(topics[0]?.[0] ?? 0),
      topics: topics.map(([start, name], i) => ({
        topic_name: name,
        start_timecode: clock(start),
        end_timecode: clock(topics[i + 1]?.[0] ?? start + 60),
        summary_of_topic: 'A summary.',
        transcript_segments: [],
        votes: [],
        motions: [],
        emotions: [],
      })),
    },
  ] as unknown as MeetingSummary;
}

/** Labels of one meeting of the development split, with what a test gives. */
const labelled = (given: Partial<MeetingLabels>): MeetingLabels => ({
  id: 'm',
  jurisdiction: 'Somewhere',
  split: 'development',
  sections: [],
  motions: [],
  ...given,
});

describe('the evaluation scorer', () => {
  it('counts an item once, not its speakers or the parts the summary names as its continuation', () => {
    const summary = summaryOf('New business', [
      [0, 'Budget reductions for fiscal year 27'],
      [600, 'Budget reductions for fiscal year 27 (continued): Class size; WRAM 2'],
      [900, 'Speaker: Kurt Moore'],
      [1200, 'Item 7A: Presentation from the committee'],
      [1500, 'Attendance data; Budget reductions'],
    ]);
    expect(itemStarts(summary)).toEqual([0, 1200, 1500]);
    const counts = scoreMeeting(
      summary,
      labelled({
        sections: [['00:00:00', 'New business']],
        items: [
          ['00:00:00', 'Budget reductions'],
          ['00:20:00', 'Item 7A'],
        ],
      }),
    );
    expect([counts.iTp, counts.iPred, counts.iLab]).toEqual([2, 3, 2]);
  });

  it('matches a vote labelled with the caption spelling of a name to the roster spelling, once', () => {
    const summary = summaryOf('New business', [[0, 'Item 1']]);
    const topic = summary[0]!.topics[0]!;
    topic.votes = [
      { voter_name: 'Council Member Palmisano', vote: 'Yes' },
      { voter_name: 'Council Member Palmisano', vote: 'Yes' },
      { voter_name: 'Council Member Saunders', vote: 'Yes' },
    ];
    const counts = scoreMeeting(
      summary,
      labelled({
        motions: [
          {
            at: '00:00:30',
            votes: [
              ['Palmlmisano', 'Yes'],
              ['Palmisano', 'Yes'],
              ['Anders', 'Yes'],
            ],
          },
        ],
      }),
    );
    expect([counts.vTp, counts.vPred, counts.vLab]).toEqual([2, 3, 3]);
  });

  it('scores the mover, seconder and tally of each labelled motion paired with a predicted one', () => {
    const summary = summaryOf('New business', [[0, 'Item 1']]);
    const motion = (at: string, mover: string | null, seconder: string | null, yes: number, no: number) => ({
      motion: 'Approve',
      mover,
      seconder,
      result: 'carried' as const,
      unanimous: no === 0,
      tally: { yes, no, abstain: 0, absent: 0 },
      timestamp: at,
      votes: [],
    });
    summary[0]!.topics[0]!.motions = [
      motion('00:00:30', 'Council Member Palmisano', null, 6, 1),
      motion('00:05:00', 'the chair', 'Supervisor Whiting', 5, 0),
      motion('00:10:00', null, 'Council Member Osman', 13, 0),
    ];
    const counts = scoreMeeting(
      summary,
      labelled({
        motions: [
          // A caption's spelling of the surname; a seconder the summary does not give; a wrong tally.
          { at: '00:00:35', result: 'carried', mover: 'Palmlmisano', seconder: 'Wonsley', tally: '6-2' },
          // An office for a name, a garbled seconder, "unanimous" for a tally without noes.
          { at: '00:05:10', result: 'carried', mover: 'Chair', seconder: 'Whitting', tally: 'unanimous' },
          // Another member; a tally with an abstention; a tally that is not scored.
          { at: '00:10:05', result: 'carried', seconder: 'Payne', tally: '13-0, 1 abstention' },
          { at: '00:20:00', result: 'carried', mover: 'Osman', tally: 'majority; Meredith nay' },
        ],
      }),
    );
    expect([counts.moverRight, counts.moverLab]).toEqual([2, 2]);
    expect([counts.seconderRight, counts.seconderLab]).toEqual([1, 3]);
    expect([counts.tallyRight, counts.tallyLab]).toEqual([2, 3]);
  });

  it('counts a public-comment section as one item', () => {
    const summary = summaryOf('Public comment', [
      [0, 'Speaker: Carol Jennings'],
      [180, 'Speaker: Luis Ortega'],
    ]);
    expect(itemStarts(summary)).toEqual([0]);
  });
});

// Each run summarises the whole multi-city set (about 10 s on one core).
describe('eval:summary', { timeout: 120_000 }, () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const run = async (...args: string[]) =>
    (
      await promisify(execFile)(
        process.execPath,
        [join(root, 'scripts', 'eval', 'summary.ts'), '--no-knox', ...args],
        {
          cwd: root,
          maxBuffer: 16 * 1024 * 1024,
        },
      )
    ).stdout;
  const jurisdictions = (stdout: string) =>
    new Set(
      stdout
        .split('\n')
        .map((line) => /^(.+?, [A-Z]{2})\s+(?:development|held-out)\s/.exec(line)?.[1])
        .filter(Boolean),
    );

  it('scores the first label file and every file in labels/ by default', async () => {
    const files = await readdir(join(root, 'scripts', 'eval', 'labels'));
    expect(files.length).toBeGreaterThan(0);
    const found = jurisdictions(await run());
    // Boston, Iowa City and New Orleans are only in labels/; Kissimmee only in the first file.
    for (const name of [
      'Boston, MA',
      'Iowa City Community School District, IA',
      'New Orleans, LA',
      'Kissimmee, FL',
    ]) {
      expect(found).toContain(name);
    }
  });

  it('scores only the label files given with --set, which may be given more than once', async () => {
    const labels = join(root, 'scripts', 'eval', 'labels');
    const found = jurisdictions(
      await run('--set', join(labels, 'boston-ma.json'), '--set', join(labels, 'new-orleans-la.json')),
    );
    expect([...found].sort()).toEqual(['Boston, MA', 'New Orleans, LA']);
  });
});

describe('the evaluation set', () => {
  const evalDir = join(import.meta.dirname, '..', '..', '..', 'scripts', 'eval');

  it('labels every meeting file, once, and records the source, licence and date of each', async () => {
    const files = (await readdir(join(evalDir, 'meetings'))).sort();
    const labelFiles = [
      join(evalDir, 'multi-city-labels.json'),
      ...(await readdir(join(evalDir, 'labels')))
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(evalDir, 'labels', f)),
    ];
    const labelled: string[] = [];
    for (const file of labelFiles) {
      const { meetings } = JSON.parse(await readFile(file, 'utf8')) as { meetings: { file: string }[] };
      labelled.push(...meetings.map((m) => m.file));
    }
    expect(labelled.sort()).toEqual(files);
    const sources = await readFile(join(evalDir, 'sources.md'), 'utf8');
    const rows = sources.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| file'));
    for (const file of files) {
      const row = rows.find((line) => line.startsWith(`| ${file} |`));
      expect(row, file).toBeDefined();
      // file | jurisdiction | meeting date | source | commit date | licence | form
      expect(row?.split(' | ').length, file).toBeGreaterThanOrEqual(7);
    }
  });

  it('reads a diarised turn holding >> speaker changes as the import does: one segment a speaker', () => {
    const turns = {
      turns: [
        { start: 10, end: 16, speaker: null, text: '>> Director Finch? >> Yes. >> Director Lingo? >> No.' },
        { start: 16, end: 20, speaker: 'Board President', text: 'The motion carries.' },
      ],
    };
    expect(meetingSegments('board.json', JSON.stringify(turns)).map((s) => [s.speaker, s.text])).toEqual([
      [null, 'Director Finch?'],
      [null, 'Yes.'],
      [null, 'Director Lingo?'],
      [null, 'No.'],
      ['Board President', 'The motion carries.'],
    ]);
  });

  it('rewrites a caption file as automatic captions without punctuation, capitals or speaker marks, at the same times', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE The source, kept as it is.',
      'Second line of the note.',
      '',
      '00:08:51.000 --> 00:08:52.000',
      '>> Council Member Jenkins?',
      '',
      '00:08:52.000 --> 00:08:54.000',
      '>> AYE.',
      '',
    ].join('\n');
    expect(withoutPunctuation('a.vtt', vtt)).toBe(
      [
        'WEBVTT',
        '',
        'NOTE The source, kept as it is.',
        'Second line of the note.',
        '',
        '00:08:51.000 --> 00:08:52.000',
        'council member jenkins',
        '',
        '00:08:52.000 --> 00:08:54.000',
        'aye',
        '',
      ].join('\n'),
    );
    const srt = '12\n00:00:01,000 --> 00:00:03,000\n- [Clerk] Motion carries, 5-0.\n';
    expect(withoutPunctuation('b.srt', srt)).toBe('12\n00:00:01,000 --> 00:00:03,000\nmotion carries 5-0\n');
    expect(meetingSegments('b.srt', withoutPunctuation('b.srt', srt) ?? '').map((x) => x.text)).toEqual([
      'motion carries 5-0',
    ]);
    expect(withoutPunctuation('c.json', '{"turns": []}')).toBeUndefined();
    // In lower case alone, the punctuation and speaker marks stay, the header and times too.
    expect(rewrittenCaptions('a.vtt', vtt, 'lower-case')).toBe(
      vtt.replace('>> Council Member Jenkins?', '>> council member jenkins?').replace('>> AYE.', '>> aye.'),
    );
    // Dashes that mark a new speaker or a pause go too; a dash within a word or a count stays.
    expect(withoutPunctuation('d.srt', '1\n00:00:01,000 --> 00:00:03,000\nso moved - second -- 5-0\n')).toBe(
      '1\n00:00:01,000 --> 00:00:03,000\nso moved second 5-0\n',
    );
    // Cut into cues of four words, at even times within each segment.
    expect(
      inShortCues([
        {
          start_seconds: 10,
          end_seconds: 13,
          speaker: null,
          text: 'call the roll council member jenkins aye',
        },
      ]),
    ).toEqual([
      { start_seconds: 10, end_seconds: 11.5, speaker: null, text: 'call the roll council' },
      { start_seconds: 11.5, end_seconds: 13, speaker: null, text: 'member jenkins aye' },
    ]);
    expect(rewrittenCaptions('b.srt', srt, 'lower-case')).toBe(
      '12\n00:00:01,000 --> 00:00:03,000\n- [clerk] motion carries, 5-0.\n',
    );
  });

  it('rewrites a meeting in capitals as CART captions, tags kept, and reads it back as Gavel reads CART', () => {
    const vtt =
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Clerk>Council Member Jenkins? &amp; then &gt;&gt; Aye.\n';
    expect(rewrittenCaptions('a.vtt', vtt, 'all-caps')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Clerk>COUNCIL MEMBER JENKINS? &amp; THEN &gt;&gt; AYE.\n',
    );
    // Speaker turns: each change of speaker and each transcriber's dash is a ">>" turn, at its
    // share of the segment's time; the names called in the roll call keep their capitals.
    const turns = {
      turns: [
        {
          start: 10,
          end: 20,
          speaker: null,
          text: 'I will do a roll call vote. Horn-Frasier? - Yes. - Eastham? - Yes.',
        },
        { start: 20, end: 24, speaker: 'Board President', text: 'The motion carries.' },
      ],
    };
    expect(
      rewrittenMeeting('board.json', JSON.stringify(turns), 'all-caps').map((x) => [x.start_seconds, x.text]),
    ).toEqual([
      [10, 'I will do a roll call vote. Horn-Frasier?'],
      [17.273, 'Yes.'],
      [18.182, 'Eastham?'],
      [19.091, 'Yes.'],
      [20, 'The motion carries.'],
    ]);
  });
});
