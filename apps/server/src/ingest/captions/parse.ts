/**
 * WebVTT and SRT parsing, following the WebVTT parser's error handling (a cue whose timing cannot
 * be read is dropped and parsing goes on; the header ends at the first line containing `-->`; a
 * `-->` line after the payload's start ends the cue; NUL reads as U+FFFD; settings may follow the
 * end timestamp without a space), with the leniency real files need: SRT and files without a
 * `WEBVTT` line, commas before the milliseconds, and in files without a `WEBVTT` line one to three
 * millisecond digits or none. docs/decisions.md lists each difference from the WebVTT parser.
 */
export interface Cue {
  start: number;
  end: number;
  /** The payload as written, tags included. */
  text: string;
}

/** A cue left out because its timing line could not be read. */
export interface DroppedCue {
  /** 1-based line number of the timing line. */
  line: number;
  reason: string;
}

export interface ParsedCaptions {
  cues: Cue[];
  dropped: DroppedCue[];
}

/** More than five digits of hours (over eleven years) is a corrupt file, not a long meeting. */
const MAX_HOUR_DIGITS = 5;

const isDigit = (code: number) => code >= 48 && code <= 57;
/** ASCII whitespace as the WebVTT parser skips it around the arrow (LF and CR cannot occur in a line). */
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\f';

interface Cursor {
  text: string;
  pos: number;
}

function digits(cursor: Cursor): string {
  const from = cursor.pos;
  while (cursor.pos < cursor.text.length && isDigit(cursor.text.charCodeAt(cursor.pos))) {
    cursor.pos += 1;
  }
  return cursor.text.slice(from, cursor.pos);
}

/**
 * A timestamp at the cursor, as the WebVTT parser collects one (`[h*:]mm:ss.ttt`), or NaN. With
 * `srt`, the milliseconds may have one to three digits or be missing.
 */
function collectTimestamp(cursor: Cursor, srt: boolean): number {
  const { text } = cursor;
  const first = digits(cursor);
  if (first === '' || first.length > MAX_HOUR_DIGITS) {
    return Number.NaN;
  }
  let hours = 0;
  let minutes = Number(first);
  const hoursGiven = first.length !== 2 || minutes > 59;
  if (text[cursor.pos] !== ':') {
    return Number.NaN;
  }
  cursor.pos += 1;
  const second = digits(cursor);
  if (second.length !== 2) {
    return Number.NaN;
  }
  let seconds = Number(second);
  if (hoursGiven || text[cursor.pos] === ':') {
    if (text[cursor.pos] !== ':') {
      return Number.NaN;
    }
    cursor.pos += 1;
    const third = digits(cursor);
    if (third.length !== 2) {
      return Number.NaN;
    }
    hours = Number(first);
    minutes = seconds;
    seconds = Number(third);
  }
  let millis = 0;
  const separator = text[cursor.pos];
  if (separator === '.' || separator === ',') {
    cursor.pos += 1;
    const fraction = digits(cursor);
    if (fraction.length === 3 || (srt && fraction.length >= 1 && fraction.length <= 3)) {
      millis = Number(fraction.padEnd(3, '0'));
    } else {
      return Number.NaN;
    }
  } else if (!srt) {
    return Number.NaN;
  }
  if (minutes > 59 || seconds > 59) {
    return Number.NaN;
  }
  return hours * 3600 + minutes * 60 + seconds + millis / 1000;
}

/** Seconds from `hh:mm:ss.ttt`, `mm:ss.ttt`, with a comma, fewer digits or none after it; NaN when malformed. */
export function parseTimestamp(value: string): number {
  const cursor = { text: value.trim(), pos: 0 };
  const seconds = collectTimestamp(cursor, true);
  return cursor.pos === cursor.text.length ? seconds : Number.NaN;
}

/** The start and end of a timing line (anything after the end timestamp is settings), or why not. */
function collectTimings(line: string, srt: boolean): { start: number; end: number } | string {
  const cursor = { text: line, pos: 0 };
  while (isSpace(line[cursor.pos])) {
    cursor.pos += 1;
  }
  const start = collectTimestamp(cursor, srt);
  if (Number.isNaN(start)) {
    return 'unreadable start time';
  }
  while (isSpace(line[cursor.pos])) {
    cursor.pos += 1;
  }
  if (!line.startsWith('-->', cursor.pos)) {
    return 'no arrow after the start time';
  }
  cursor.pos += 3;
  while (isSpace(line[cursor.pos])) {
    cursor.pos += 1;
  }
  const end = collectTimestamp(cursor, srt);
  return Number.isNaN(end) ? 'unreadable end time' : { start, end };
}

/** The text as lines: a BOM dropped, NUL as U+FFFD, CRLF and CR read as LF. */
function lines(content: string): string[] {
  return content
    .replace(/^\uFEFF/, '')
    .replace(/\0/g, '\uFFFD')
    .split(/\r\n|\r|\n/);
}

/** Blocks that are not cues: comments, style sheets and region definitions. */
const COMMENT_OR_DEFINITION = /^(NOTE|STYLE|REGION)($|[ \t])/;

const shown = (line: string) => (line.length > 60 ? `${line.slice(0, 57)}...` : line);

/** Cues of a WebVTT or SRT file (both share the `start --> end` timing line), with those dropped. */
export function readCaptions(content: string): ParsedCaptions {
  const all = lines(content);
  const cues: Cue[] = [];
  const dropped: DroppedCue[] = [];
  let i = 0;
  // Without a WEBVTT line (SRT, or a WebVTT file missing it) there is no header, and timestamps
  // are read as SRT writes them.
  const signature = all[0] ?? '';
  const webvtt =
    signature.startsWith('WEBVTT') &&
    (signature.length === 6 || signature[6] === ' ' || signature[6] === '\t');

  /**
   * One block, as the WebVTT parser collects it: up to an empty line, or up to a line containing
   * `-->` that is not the block's first line (nor its second after an identifier), where the next
   * block starts.
   */
  const collectBlock = (inHeader: boolean) => {
    const first = i;
    let lineCount = 0;
    let previous = i;
    let seenArrow = false;
    let cue: { start: number; end: number } | undefined;
    let bad: DroppedCue | undefined;
    const payload: string[] = [];
    while (i < all.length) {
      const line = all[i] ?? '';
      i += 1;
      lineCount += 1;
      if (line.includes('-->')) {
        if (!inHeader && (lineCount === 1 || (lineCount === 2 && !seenArrow))) {
          seenArrow = true;
          previous = i;
          const timings = collectTimings(line, !webvtt);
          if (typeof timings === 'string') {
            cue = undefined;
            bad = { line: i, reason: `${timings} in "${shown(line.trim())}"` };
          } else {
            cue = timings;
            bad = undefined;
            payload.length = 0;
          }
        } else {
          i = previous;
          break;
        }
      } else if (line === '') {
        break;
      } else {
        payload.push(line);
        previous = i;
      }
    }
    if (cue) {
      // A cue that ends before it starts is kept, ending where it starts.
      cues.push({ start: cue.start, end: Math.max(cue.end, cue.start), text: payload.join('\n') });
    } else if (bad) {
      dropped.push(bad);
    } else if (!inHeader && !seenArrow && !COMMENT_OR_DEFINITION.test(payload[0] ?? '')) {
      // Text with no timing line at all (a mangled arrow, say): the WebVTT parser skips it too.
      dropped.push({
        line: first + 1,
        reason: `no timing line before "${shown((payload[0] ?? '').trim())}"`,
      });
    }
  };

  if (webvtt) {
    i = 1;
    if (i < all.length && all[i] !== '') {
      collectBlock(true);
    }
  }
  while (i < all.length) {
    while (i < all.length && all[i] === '') {
      i += 1;
    }
    if (i < all.length) {
      collectBlock(false);
    }
  }
  return { cues, dropped };
}

/** The cues of a WebVTT or SRT file, leaving out those whose timing cannot be read. */
export function parseCaptions(content: string): Cue[] {
  return readCaptions(content).cues;
}
