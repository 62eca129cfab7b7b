import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../db/repositories/meetings.repository.ts';
import { foldCues, MAX_SEGMENT_SECONDS } from './fold.ts';
import { CaptionFormatError, parseCaptions, type Cue } from './parse.ts';

/**
 * Real caption files, mutated: lines deleted, duplicated and swapped, files cut short, random
 * bytes and unicode edge cases inserted, timestamps and arrows corrupted, line ends mixed. The
 * parser must read each one or refuse it with a CaptionFormatError, quickly, and what it reads
 * must fold into well-formed transcript segments.
 */

/** YouTube auto-captions: rolling repeats, 10 ms cues, per-word timing tags, lines of spaces. */
const youtubeAuto = `WEBVTT
Kind: captions
Language: en

00:00:00.000 --> 00:00:02.470 align:start position:0%
 
good<00:00:00.320><c> evening</c><00:00:00.640><c> everyone</c><00:00:01.120><c> I'll</c><00:00:01.360><c> call</c>

00:00:02.470 --> 00:00:02.480 align:start position:0%
good evening everyone I'll call
 

00:00:02.480 --> 00:00:05.110 align:start position:0%
good evening everyone I'll call
this<00:00:02.800><c> meeting</c><00:00:03.040><c> to</c><00:00:03.200><c> order.</c>

00:00:05.110 --> 00:00:05.120 align:start position:0%
this meeting to order.
 

00:00:05.120 --> 00:00:07.000 align:start position:0%
this meeting to order.
please<00:00:05.400><c> rise</c><00:00:05.700><c> for</c><00:00:05.900><c> the</c><00:00:06.100><c> pledge.</c>

00:00:07.000 --> 00:00:07.010 align:start position:0%
please rise for the pledge.
 

00:00:07.010 --> 00:00:38.500 align:start position:0%
please rise for the pledge.
[Music]

00:00:38.500 --> 00:00:41.020 align:start position:0%
[Music]
first<00:00:38.900><c> item</c><00:00:39.200><c> is</c><00:00:39.600><c> the</c><00:00:40.000><c> consent</c><00:00:40.400><c> agenda</c>
`;

/** A live CART writer's captions from an HLS stream: ALL CAPS, `>>` turns, `NAME:` labels. */
const cart = `WEBVTT
X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000

NOTE captioned live, unedited

1
00:00:01.001 --> 00:00:04.004 line:85% align:center
MAYOR SMITH: THE MEETING WILL
COME TO ORDER.

2
00:00:04.004 --> 00:00:07.007 line:85% align:center
>> THANK YOU, MAYOR. I MOVE
APPROVAL OF THE MINUTES.

3
00:00:07.007 --> 00:00:09.509 line:85% align:center
>> SECOND.

4
00:00:09.509 --> 00:00:13.013 line:85% align:center
MAYOR SMITH: ALL IN FAVOR?
>> AYE.

5
00:00:13.013 --> 00:00:16.016 line:85% align:center
[ GAVEL ]
>> ITEM 4 &amp; 5, THE BUDGET
AMENDMENT FOR FY 2025.
`;

/** An SRT export from a video platform: a BOM, CRLF, italics and an ASS position override. */
const srt = [
  '\uFEFF1',
  '00:00:01,000 --> 00:00:03,000',
  'Hello there.',
  '',
  '2',
  '00:00:03,500 --> 00:00:05,000',
  '<i>Second line</i>',
  'continues.',
  '',
  '3',
  '00:00:05,200 --> 00:00:08,900',
  '{\\an8}Council member Osei: we have',
  'a quorum.',
  '',
  '4',
  '01:00:00,000 --> 01:00:02,500',
  'The meeting is adjourned.',
  '',
].join('\r\n');

/** A hand-edited WebVTT: STYLE and NOTE blocks, identifiers, hours omitted, voice spans, entities. */
const edited = `\uFEFFWEBVTT - Board of Zoning Appeals

STYLE
::cue(v[voice="Clerk"]) { color: yellow }

NOTE edited by the clerk's office

intro
00:01.000 --> 00:03.000 line:0 position:10%
<v Clerk>Council member Grant?

00:03.000 --> 00:04.000
<v Grant>Yes.

roll-call-2
00:04.000 --> 00:05.500
<v.loud Clerk>Council member Osei?</v>

00:05.500 --> 00:06.000
<v Osei>Yes.

00:06.000 --> 00:11.250
<v Chair Rivera>Fish &amp; chips &lt;3 &#8212; the <b>first</b> item, on <i>1234 Elm&nbsp;St.</i>
`;

const FIXTURES: Record<string, string> = { youtubeAuto, cart, srt, edited };
const fixtureName = fc.constantFrom(...Object.keys(FIXTURES));
const fixture = (name: string) => FIXTURES[name] ?? '';

const RUNS = 500;
/** Runs of one property; a property that runs long (a parse gone quadratic) stops and fails. */
const RUN_OPTIONS = { numRuns: RUNS, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true };

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

/** A line thousands of characters long, of words, markup or broken surrogates. */
const longLine = fc
  .record({
    unit: fc.constantFrom(
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
    ),
    count: fc.integer({ min: 1_000, max: 50_000 }),
  })
  .map(({ unit, count }) => unit.repeat(count));

const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });

const hostileText = fc.oneof(
  { weight: 3, arbitrary: unicodeEdge },
  { weight: 3, arbitrary: captionSyntax },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: utf16 },
  { weight: 1, arbitrary: longLine },
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

type Edit =
  | { kind: 'delete' | 'duplicate' | 'truncate'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'insert' | 'replaceLine' | 'timestamp' | 'arrow'; at: number; text: string }
  | { kind: 'lineEnds'; at: number; count: number; text: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete', 'duplicate', 'truncate'), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap'), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constantFrom('insert', 'replaceLine'), at: fc.nat(), text: hostileText }),
  fc.record({ kind: fc.constant('timestamp'), at: fc.nat(), text: badTimestamp }),
  fc.record({ kind: fc.constant('arrow'), at: fc.nat(), text: badArrow }),
  fc.record({
    kind: fc.constant('lineEnds'),
    at: fc.nat(),
    count: fc.integer({ min: 1, max: 50 }),
    text: fc.constantFrom('\r\n', '\r', '\n\n', ''),
  }),
);

const TIMESTAMP = /(?:\d+:)?\d{1,2}:\d{2}[.,]\d{3}/g;

/** Replaces the `at`-th match of a pattern (counting round), or returns the text as it is. */
function replaceMatch(text: string, pattern: RegExp, at: number, replacement: string): string {
  const matches = [...text.matchAll(pattern)];
  const match = matches[at % Math.max(matches.length, 1)];
  if (!match) {
    return text;
  }
  return text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
}

function applyEdit(text: string, e: Edit): string {
  const lines = text.split('\n');
  const line = e.at % lines.length;
  switch (e.kind) {
    case 'delete':
      return lines.filter((_, i) => i !== line).join('\n');
    case 'duplicate':
      return lines.flatMap((l, i) => (i === line ? [l, l] : [l])).join('\n');
    case 'swap': {
      const other = e.with % lines.length;
      const swapped = [...lines];
      swapped[line] = lines[other] ?? '';
      swapped[other] = lines[line] ?? '';
      return swapped.join('\n');
    }
    case 'truncate':
      return text.slice(0, e.at % (text.length + 1));
    case 'insert': {
      const at = e.at % (text.length + 1);
      return text.slice(0, at) + e.text + text.slice(at);
    }
    case 'replaceLine':
      return lines.map((l, i) => (i === line ? e.text : l)).join('\n');
    case 'timestamp':
      return replaceMatch(text, TIMESTAMP, e.at, e.text);
    case 'arrow':
      return replaceMatch(text, /-->/g, e.at, e.text);
    case 'lineEnds':
      return lines.reduce((joined, l, i) => joined + (i > line && i <= line + e.count ? e.text : '\n') + l);
  }
}

const mutated = fc.record({ fixture: fixtureName, edits: fc.array(edit, { minLength: 1, maxLength: 6 }) });
const mutate = ({ fixture: name, edits }: { fixture: string; edits: Edit[] }) =>
  edits.reduce(applyEdit, fixture(name));

/** The cues of a file, or the CaptionFormatError it was refused with; any other exception escapes. */
function parseOrRefuse(content: string): Cue[] | CaptionFormatError {
  try {
    return parseCaptions(content);
  } catch (error) {
    if (error instanceof CaptionFormatError) {
      return error;
    }
    throw error;
  }
}

/** A generous budget for one small file: a parse that takes longer is a hang in the making. */
const BUDGET_MS = 1_000;

function timed<T>(run: () => T): T {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(BUDGET_MS);
  return result;
}

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
    let cases = 0;
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
    fc.assert(
      fc.property(variant, ({ fixture: name, endings, bom, blank }) => {
        cases += 1;
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
      }),
      RUN_OPTIONS,
    );
    expect(cases).toBe(RUNS);
  });
});

describe('mutated caption files', () => {
  /** Whatever the damage, the parser reads cues or names the line it cannot read, and fast. */
  it(`are read or refused with a CaptionFormatError naming a line (${RUNS} mutated files)`, () => {
    let cases = 0;
    fc.assert(
      fc.property(mutated, (mutation) => {
        cases += 1;
        const content = mutate(mutation);
        const result = timed(() => parseOrRefuse(content));
        if (result instanceof CaptionFormatError) {
          const lineCount = content.split(/\r\n?|\n/).length;
          expect(Number.isInteger(result.line) && result.line >= 1 && result.line <= lineCount).toBe(true);
          return;
        }
        for (const cue of result) {
          expect(Number.isFinite(cue.start) && cue.start >= 0, `start ${cue.start}`).toBe(true);
          expect(Number.isFinite(cue.end) && cue.end >= cue.start, `end ${cue.end}`).toBe(true);
        }
      }),
      RUN_OPTIONS,
    );
    expect(cases).toBe(RUNS);
  });

  /** What is read folds into segments in time order, with text, each within its 30-second window. */
  it(`fold into well-formed segments (${RUNS} mutated files)`, () => {
    let cases = 0;
    fc.assert(
      fc.property(mutated, (mutation) => {
        cases += 1;
        const cues = parseOrRefuse(mutate(mutation));
        if (cues instanceof CaptionFormatError) {
          return;
        }
        expectWellFormed(
          timed(() => foldCues(cues)),
          cues,
        );
      }),
      RUN_OPTIONS,
    );
    expect(cases).toBe(RUNS);
  });
});
