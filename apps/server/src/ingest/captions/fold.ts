import type { TranscriptSegment } from '../../domain/transcript.ts';
import { type CasingContext, properNouns, restoreCapitals, titleCase } from './casing.ts';
import type { Cue } from './parse.ts';

/**
 * Folds caption cues into clean transcript segments: markup and per-word timing tags removed,
 * the rolling repeats of YouTube auto-captions dropped (each cue repeats the previous line), a new
 * segment at each speaker change (`>>`, `<v Name>`, or a `NAME:` label), otherwise at a sentence
 * end once a segment has some length, and never longer than about 30 seconds.
 */
export const MAX_SEGMENT_SECONDS = 30;
const MIN_SEGMENT_SECONDS = 6;
const MIN_SEGMENT_WORDS = 12;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export interface Piece {
  speaker?: string;
  /** A speaker change without a name (`>>`). */
  turn: boolean;
  text: string;
}

/** Splits a cue payload (or any caption text) into pieces at speaker changes, with markup removed. */
export function pieces(payload: string): Piece[] {
  const result: Piece[] = [];
  let current: Piece = { turn: false, text: '' };
  const push = () => {
    if (current.text.trim() || current.speaker || current.turn) {
      result.push(current);
    }
  };
  // <v Name> voice spans name the speaker, marked with two private-use characters. A tag never
  // holds a `<` (nor an override a `{`), which also keeps each match to a single pass over the text.
  // So does a dialogue dash with a bracketed name at a line start ("- [Robert] Thanks everybody.").
  const withVoices = payload
    .replace(/[\uE000\uE001]/g, '')
    .replace(/<v(?:\.[^\s<>]*)?\s([^<>]+)>/gi, '\uE000$1\uE001')
    .replace(/^-[ \t]*\[([A-Z][\p{L}.' -]{0,40})\][ \t]*/gmu, '\uE000$1\uE001');
  const clean = decodeEntities(
    withVoices
      .replace(/<\d{1,2}:\d{2}(?::\d{2})?(?:\.\d{1,3})?>/g, '')
      .replace(/<\/?[a-z][^<>]*>/gi, '')
      .replace(/\{\\[^{}]*\}/g, ''),
  );
  for (const part of clean.split(/(\uE000[^\uE001]*\uE001|>>+|&gt;&gt;)/)) {
    if (part.startsWith('\uE000')) {
      push();
      current = { speaker: part.slice(1, -1).trim(), turn: true, text: '' };
    } else if (/^(>>+|&gt;&gt;)$/.test(part)) {
      push();
      current = { turn: true, text: '' };
    } else {
      current.text += ` ${part.replace(/\s+/g, ' ')}`;
    }
  }
  push();
  // A CART-style "MAYOR SMITH:" label at the start of a piece names the speaker.
  for (const piece of result) {
    const label = /^\s*([A-Z][A-Z.'’ -]{1,40}[A-Z.]):\s+(.*)$/.exec(piece.text);
    if (label?.[1] && label[2] !== undefined && !piece.speaker) {
      piece.speaker = titleCase(label[1]);
      piece.turn = true;
      piece.text = label[2];
    }
    piece.text = piece.text.trim();
  }
  return result;
}

/** Text in capitals only; an ordinal's suffix ("AUGUST 2nd") does not count as lower case. */
const isAllCaps = (text: string) =>
  /[A-Z]/.test(text) && !/[a-z]/.test(text.replace(/\d(st|nd|rd|th)\b/g, ''));

/**
 * ALL-CAPS caption text, lowered to sentence case for reading: capitalised after a sentence end,
 * and at its start when a sentence starts there (a CART cue often starts mid-sentence).
 */
function sentenceCase(text: string, atSentenceStart: boolean): string {
  return text
    .toLowerCase()
    .replace(/(^|[.!?]\s+)([a-z])/g, (whole, lead: string, c: string) =>
      lead === '' && !atSentenceStart ? whole : lead + c.toUpperCase(),
    )
    .replace(/\bi\b/g, 'I');
}

/** A caption line reduced to its words, for comparing repeats. */
const normalizeLine = (line: string) =>
  line
    .replace(/<[^<>]*>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The new text of a cue given the previous cue's lines. YouTube auto-captions roll: a cue shows
 * the previous line again above the new one, and 10 ms cues repeat it alone. Some captioners grow a
 * line word by word. A repeated line is dropped only in those shapes, so that two people saying
 * the same short thing ("Yes.") in a row are both kept.
 */
function newText(cue: Cue, previous: string[]): string {
  const raw = cue.text.split('\n').filter((line) => line.trim() !== '');
  const short = cue.end - cue.start <= 0.05;
  const kept: string[] = [];
  raw.forEach((line, index) => {
    const normalized = normalizeLine(line);
    const repeated = previous.includes(normalized);
    if (repeated && (short || (raw.length >= 2 && index < raw.length - 1))) {
      return;
    }
    const grownFrom = previous.at(-1);
    if (!repeated && grownFrom && normalized.startsWith(`${grownFrom} `) && raw.length === 1) {
      const skip = grownFrom.split(' ').length;
      kept.push(
        line
          .replace(/<[^<>]*>/g, ' ')
          .trim()
          .split(/\s+/)
          .slice(skip)
          .join(' '),
      );
      return;
    }
    kept.push(line);
  });
  return kept.join('\n');
}

/**
 * `context` spells the meeting's names (its title, its channel's name and locality): sentence-cased
 * ALL-CAPS text keeps their capitals.
 */
export function foldCues(cues: Cue[], context: CasingContext = {}): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let words: string[] = [];
  let start = 0;
  let end = 0;
  let speaker: string | null = null;
  let previousLines: string[] = [];

  // Whether the segment has sentence-cased text, whose names get their capitals back at the end.
  let lowered = false;
  let restore = (text: string) => text;
  const flush = () => {
    const joined = words
      .join(' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      .trim();
    const text = lowered ? restore(joined) : joined;
    lowered = false;
    // A cue of punctuation alone (a caption's stray "." or "--") says nothing.
    if (/[\p{L}\p{N}]/u.test(text)) {
      segments.push({ start_seconds: round(start), end_seconds: round(Math.max(end, start)), speaker, text });
    }
    words = [];
  };

  const sorted = [...cues].sort((a, b) => a.start - b.start);
  const turns = sorted.map((cue) => {
    const text = newText(cue, previousLines);
    previousLines = cue.text
      .split('\n')
      .map(normalizeLine)
      .filter((line) => line !== '');
    return { cue, pieces: pieces(text) };
  });
  // Names are only looked for when some text is in capitals and will be lowered.
  if (turns.some((turn) => turn.pieces.some((piece) => isAllCaps(piece.text)))) {
    restore = restoreCapitals(
      properNouns(
        turns.flatMap((turn) => turn.pieces),
        context,
      ),
    );
  }
  for (const { cue, pieces: cuePieces } of turns) {
    for (const piece of cuePieces) {
      if (piece.turn && words.length > 0) {
        flush();
      }
      if (piece.speaker) {
        speaker = piece.speaker;
      } else if (piece.turn) {
        speaker = null;
      }
      const raw = piece.text.split(/\s+/).filter(Boolean);
      if (raw.length === 0) {
        end = Math.max(end, cue.end);
        continue;
      }
      if (words.length > 0 && cue.start - start >= MAX_SEGMENT_SECONDS) {
        flush();
      }
      if (words.length === 0) {
        start = cue.start;
        end = cue.end;
      }
      if (isAllCaps(piece.text)) {
        const atSentenceStart = words.length === 0 || /[.!?]["')\]]?$/.test(words.at(-1) ?? '');
        words.push(...sentenceCase(piece.text, atSentenceStart).split(/\s+/).filter(Boolean));
        lowered = true;
      } else {
        words.push(...raw);
      }
      end = Math.max(end, cue.end);
      const last = words[words.length - 1] ?? '';
      if (
        /[.!?]["')\]]?$/.test(last) &&
        (end - start >= MIN_SEGMENT_SECONDS || words.length >= MIN_SEGMENT_WORDS)
      ) {
        flush();
      }
    }
  }
  flush();
  return segments;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
