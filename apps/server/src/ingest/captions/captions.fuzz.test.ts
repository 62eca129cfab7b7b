import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cart, edited, srt, youtubeAuto } from '../../../test/caption-fixtures.ts';
import { applyEdits, hostile, mutationOf, replaceMatch, type LineEdit } from '../../../test/mutations.ts';
import { checkProperty, orRefusal, RUNS, timed } from '../../../test/properties.ts';
import type { TranscriptSegment } from '../../domain/transcript.ts';
import { CaptionDecodeError, decodeCaptions } from './decode.ts';
import { foldCues, MAX_SEGMENT_SECONDS } from './fold.ts';
import { parseCaptions, readCaptions, type Cue } from './parse.ts';
import { splitTurns } from './turns.ts';

/**
 * Real caption files, mutated: lines deleted, duplicated and swapped, files cut short, random
 * bytes and unicode edge cases inserted, timestamps and arrows corrupted, line ends mixed. The
 * parser must read each one quickly, never throwing, naming the line of each cue it drops, and
 * what it reads must fold into well-formed transcript segments.
 */

const FIXTURES: Record<string, string> = { youtubeAuto, cart, srt, edited };
const fixtureName = fc.constantFrom(...Object.keys(FIXTURES));
const fixture = (name: string) => FIXTURES[name] ?? '';

/** Lone surrogates, direction marks, emoji, BOMs, NUL and the other characters text code trips on. */
const unicodeEdge = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDBFF',
  '\u200F',
  '\u202E',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\uFFFD',
  '\uFFFF',
  '👩🏽‍⚖️',
  '🏛️',
  'e\u0301',
  '\t',
  '\v',
  '\f',
);

/** Pieces of caption syntax, in the wrong place. */
const captionSyntax = fc.constantFrom(
  '-->',
  ' --> ',
  '>>',
  '>>>',
  '&gt;&gt;',
  '<v ',
  '<v Mayor Smith>',
  '<v.loud>',
  '</v>',
  '<c>',
  '</c>',
  '<c.colorE5E5E5>',
  '<00:00:01.000>',
  '<99:99.999>',
  '<',
  '>',
  '&',
  '&amp;',
  '&#0;',
  '&#xD800;',
  '&#x110000;',
  '&#99999999999999999999;',
  '&bogus;',
  'WEBVTT',
  'NOTE ',
  'STYLE',
  'REGION',
  'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000',
  '{\\an8}',
  'MAYOR SMITH: ',
  '. ',
  '?',
);

/** What a line thousands of characters long is made of: words, markup or broken surrogates. */
const LONG_LINE_UNITS = [
  'x',
  'word ',
  'ORDER. ',
  ' ',
  '<',
  '<v ',
  '<c',
  '<c>',
  '{\\',
  '&amp;',
  '&#x',
  '>>',
  '\uE000',
  '\uD83D',
  'é',
  '-->',
];

const hostileText = hostile(
  [
    { weight: 3, arbitrary: unicodeEdge },
    { weight: 3, arbitrary: captionSyntax },
  ],
  LONG_LINE_UNITS,
);

/** What a timestamp may be corrupted into: out of range, negative, huge, half-written, or gone. */
const badTimestamp = fc.oneof(
  fc.constantFrom(
    '99:99:99.999',
    '00:99:00.000',
    '00:00:60.000',
    '-00:00:01.000',
    '-1:00.000',
    '00:00:01.0000',
    '00:00:01.',
    '00:00:01,',
    '0:0:0',
    '1e3:00:00.000',
    'NaN',
    'Infinity',
    '',
    ' ',
    '00:00:02.000 00:00:03.000',
  ),
  fc.integer({ min: 1, max: 400 }).map((digits) => `${'9'.repeat(digits)}:00:00.000`),
  fc
    .tuple(fc.nat(), fc.nat(99), fc.nat(99), fc.nat(9999))
    .map(([h, m, s, ms]) => `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${ms}`),
);

const badArrow = fc.constantFrom('->', '—>', '-- >', '', ' ', '-->-->', '<--', '==>', '--\u0000>');

/** Edits of caption syntax: a timestamp or an arrow corrupted. */
type CaptionEdit = { kind: 'timestamp' | 'arrow'; at: number; text: string };

const TIMESTAMP = /(?:\d+:)?\d{1,2}:\d{2}[.,]\d{3}/g;

function applyCaptionEdit(text: string, e: CaptionEdit): string {
  switch (e.kind) {
    case 'timestamp':
      return replaceMatch(text, TIMESTAMP, e.at, () => e.text);
    case 'arrow':
      return replaceMatch(text, /-->/g, e.at, () => e.text);
  }
}

const mutated = mutationOf<CaptionEdit>(fixtureName, {
  text: hostileText,
  own: [
    fc.record({ kind: fc.constant('timestamp'), at: fc.nat(), text: badTimestamp }),
    fc.record({ kind: fc.constant('arrow'), at: fc.nat(), text: badArrow }),
  ],
});
const mutate = ({ fixture: name, edits }: { fixture: string; edits: (LineEdit | CaptionEdit)[] }) =>
  applyEdits(fixture(name), edits, applyCaptionEdit);

/** Segment times are rounded to the millisecond. */
const MS = 0.001;

/**
 * Segments in time order, each with trimmed text and an end no earlier than its start. A segment
 * takes only the cues that start within MAX_SEGMENT_SECONDS of its own start, so it ends with one
 * of them: it is never longer than that window and the length of its last cue.
 */
function expectWellFormed(segments: TranscriptSegment[], cues: Cue[]) {
  let previousStart = 0;
  for (const segment of segments) {
    const { start_seconds: start, end_seconds: end, text } = segment;
    expect(Number.isFinite(start) && start >= previousStart, `start ${start}`).toBe(true);
    previousStart = start;
    if (end !== null) {
      expect(Number.isFinite(end) && end >= start, `end ${end} of a segment at ${start}`).toBe(true);
      const inWindow = cues.filter((c) => c.start > start - MS && c.start < start + MAX_SEGMENT_SECONDS + MS);
      expect(end, `segment at ${start}`).toBeLessThanOrEqual(
        Math.max(start, ...inWindow.map((c) => c.end)) + MS,
      );
    }
    expect(text).not.toBe('');
    expect(text).toBe(text.trim());
  }
}

/** A segment as a row, for comparing whole transcripts at a glance. */
const rows = (segments: TranscriptSegment[]) =>
  segments.map((s) => [s.start_seconds, s.end_seconds, s.speaker, s.text]);

describe('caption fixtures', () => {
  /** The fixtures are real formats the parser already reads: what the fuzzing starts from is sound. */
  it('parse and fold, unmutated, as before', () => {
    expect(rows(foldCues(parseCaptions(youtubeAuto)))).toEqual([
      [0, 7, null, "good evening everyone I'll call this meeting to order. please rise for the pledge."],
      [7.01, 38.5, null, '[Music]'],
      [38.5, 41.02, null, 'first item is the consent agenda'],
    ]);
    expect(rows(foldCues(parseCaptions(cart)))).toEqual([
      [1.001, 4.004, 'Mayor Smith', 'The meeting will come to order.'],
      [4.004, 7.007, null, 'Thank you, mayor. I move approval of the minutes.'],
      [7.007, 9.509, null, 'Second.'],
      [9.509, 13.013, 'Mayor Smith', 'All in favor?'],
      [9.509, 16.016, null, 'Aye. [ gavel ]'],
      [13.013, 16.016, null, 'Item 4 & 5, the budget amendment for fy 2025.'],
    ]);
    expect(rows(foldCues(parseCaptions(srt)))).toEqual([
      [1, 8.9, null, 'Hello there. Second line continues. Council member Osei: we have a quorum.'],
      [3600, 3602.5, null, 'The meeting is adjourned.'],
    ]);
    expect(rows(foldCues(parseCaptions(edited)))).toEqual([
      [1, 3, 'Clerk', 'Council member Grant?'],
      [3, 4, 'Grant', 'Yes.'],
      [4, 5.5, 'Clerk', 'Council member Osei?'],
      [5.5, 6, 'Osei', 'Yes.'],
      [6, 11.25, 'Chair Rivera', 'Fish & chips <3 — the first item, on 1234 Elm St.'],
    ]);
  });

  /** CRLF, CR, a BOM and extra blank lines between cues are presentation, not content. */
  it(`read the same whatever the line ends, BOM and blank lines (${RUNS} variants)`, () => {
    const variant = fc.record({
      fixture: fixtureName,
      // CR alone is all or nothing: a CR, an empty line and an LF would read as one CRLF.
      endings: fc.oneof(
        fc.constant(['\r']),
        fc.array(fc.constantFrom('\n', '\r\n'), { minLength: 1, maxLength: 4 }),
      ),
      bom: fc.boolean(),
      blank: fc.constantFrom('', '\n', '\n\n\n'),
    });
    checkProperty(variant, ({ fixture: name, endings, bom, blank }) => {
      const original = fixture(name);
      const lines = original
        .replace(/^\uFEFF/, '')
        .replace(/\r\n/g, '\n')
        .replace(/\n\n(?=\S)/g, `\n\n${blank}`)
        .split('\n');
      const content =
        (bom ? '\uFEFF' : '') +
        lines.reduce((text, line, i) => text + (endings[i % endings.length] ?? '\n') + line);
      expect(parseCaptions(content)).toEqual(parseCaptions(original));
    });
  });
});

describe('mutated caption files', () => {
  /** Whatever the damage, the parser reads the cues it can and names the line of each it drops, fast. */
  it(`are read, each dropped cue named by its line (${RUNS} mutated files)`, () => {
    checkProperty(mutated, (mutation) => {
      const content = mutate(mutation);
      const { cues, dropped } = timed(() => readCaptions(content));
      const lineCount = content.split(/\r\n?|\n/).length;
      for (const { line, reason } of dropped) {
        expect(Number.isInteger(line) && line >= 1 && line <= lineCount, `line ${line}`).toBe(true);
        expect(reason).not.toBe('');
      }
      for (const cue of cues) {
        expect(Number.isFinite(cue.start) && cue.start >= 0, `start ${cue.start}`).toBe(true);
        expect(Number.isFinite(cue.end) && cue.end >= cue.start, `end ${cue.end}`).toBe(true);
      }
    });
  });

  /** What is read folds into segments in time order, with text, each within its 30-second window. */
  it(`fold into well-formed segments (${RUNS} mutated files)`, () => {
    checkProperty(mutated, (mutation) => {
      const cues = parseCaptions(mutate(mutation));
      expectWellFormed(
        timed(() => foldCues(cues)),
        cues,
      );
    });
  });
});

describe('hostile input elsewhere on the caption path', () => {
  /** Any bytes decode to text, or are refused as not text; nothing else escapes. */
  it(`decodes any bytes or refuses them with a CaptionDecodeError (${RUNS} byte strings)`, () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      fc
        .tuple(fc.constantFrom([0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff], []), fc.uint8Array())
        .map(([bom, rest]) => Uint8Array.from([...bom, ...rest])),
      fc.tuple(fixtureName, fc.nat()).map(([name, cut]) => {
        const file = Buffer.from(fixture(name), 'utf16le');
        return file.subarray(0, cut % (file.length + 1));
      }),
    );
    checkProperty(bytes, (input) => {
      const result = timed(() => orRefusal(CaptionDecodeError, () => decodeCaptions(input)));
      if (!(result instanceof CaptionDecodeError)) {
        expect(typeof result.text).toBe('string');
      }
    });
  });

  /** Hostile titles and channel names change only capitals: the words and their times stay. */
  it(`fold the same words whatever the meeting's title and channel (${RUNS} mutated files)`, () => {
    checkProperty(fc.tuple(mutated, fc.array(hostileText, { maxLength: 3 })), ([mutation, titles]) => {
      const cues = parseCaptions(mutate(mutation));
      const plain = foldCues(cues);
      const named = timed(() => foldCues(cues, { titles }));
      expectWellFormed(named, cues);
      expect(named.map((s) => [s.start_seconds, s.end_seconds, s.speaker, s.text.toLowerCase()])).toEqual(
        plain.map((s) => [s.start_seconds, s.end_seconds, s.speaker, s.text.toLowerCase()]),
      );
    });
  });

  /** A JSON Lines segment split at its speaker marks: in order, within its time, never empty. */
  it(`split JSON Lines segments at speaker marks into well-formed segments (${RUNS} texts)`, () => {
    const segment = fc.record({
      start: fc.double({ min: 0, max: 1e6, noNaN: true }),
      length: fc.option(fc.double({ min: 0, max: 1e4, noNaN: true }), { nil: null }),
      speaker: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
      // Imports drop blank texts before splitting them.
      text: hostileText.filter((text) => text.trim() !== ''),
    });
    checkProperty(segment, ({ start, length, speaker, text }) => {
      const end = length === null ? null : start + length;
      const parts = timed(() => splitTurns({ start_seconds: start, end_seconds: end, speaker, text }));
      let previous = start - MS;
      for (const part of parts) {
        expect(part.text).not.toBe('');
        expect(part.start_seconds).toBeGreaterThanOrEqual(previous);
        previous = part.start_seconds;
        if (end !== null) {
          expect(part.end_seconds ?? Number.NaN).toBeLessThanOrEqual(end + MS);
          expect(part.end_seconds ?? Number.NaN).toBeGreaterThanOrEqual(part.start_seconds - MS);
        }
      }
    });
  });
});
