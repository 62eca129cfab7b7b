/**
 * Reads the meetings of the multi-city evaluation set (scripts/eval/meetings/) into transcript
 * segments, the way Gavel would ingest them:
 * - `.vtt` / `.srt` caption files through the caption parser and folder of the ingest path
 *   (rolling repeats dropped, `>>` speaker changes, ALL-CAPS CART put in sentence case);
 * - `.cdp.json` Council Data Project transcripts: one segment per sentence;
 * - `.json` files of `{turns: [{start, end, speaker, text}]}` (diarised transcripts): one segment
 *   per turn, with its speaker;
 * - in both, a segment holding `>>` speaker changes is split at them, as a transcript import
 *   splits it (splitTurns);
 * - `.swagit.md` voice-to-text transcripts as published by Swagit (one line per sentence, in
 *   capitals, a `[hh:mm:ss]` mark every few minutes, agenda headings in brackets): the headings are
 *   not speech and are dropped, each line is a cue whose time is interpolated between the marks
 *   by its place in the text, and the cues go through the caption folder like ALL-CAPS CART.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { foldCues } from '../../apps/server/src/ingest/captions/fold.ts';
import { parseCaptions, type Cue } from '../../apps/server/src/ingest/captions/parse.ts';
import { splitTurns } from '../../apps/server/src/ingest/captions/turns.ts';
import type { SourceSegment } from '../../apps/server/src/summary/transcript.ts';

export const MEETINGS_DIR = join(import.meta.dirname, 'meetings');

interface CdpSentence {
  start_time: number;
  end_time: number;
  text: string;
}

interface Turn {
  start: number;
  end: number | null;
  speaker: string | null;
  text: string;
}

const MARK = /^\[(\d{1,2}):(\d{2}):(\d{2})\]$/;
/** Characters per second after the last mark, where there is nothing to interpolate towards. */
const FALLBACK_RATE = 15;

/** The cues of a Swagit voice-to-text transcript (see above). */
export function swagitCues(content: string): Cue[] {
  const body = content.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines: string[] = [];
  const marks: { index: number; seconds: number }[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const mark = MARK.exec(line);
    if (mark) {
      marks.push({
        index: lines.length,
        seconds: Number(mark[1]) * 3600 + Number(mark[2]) * 60 + Number(mark[3]),
      });
      continue;
    }
    // Agenda headings, the disclaimer and empty lines are not speech.
    if (line === '' || line.startsWith('[') || line.startsWith('* This transcript')) {
      continue;
    }
    lines.push(line);
  }
  const offsets: number[] = [];
  let total = 0;
  for (const line of lines) {
    offsets.push(total);
    total += line.length + 1;
  }
  offsets.push(total);
  const at = (index: number): number => {
    let before = { index: 0, seconds: 0 };
    for (const mark of marks) {
      if (mark.index > index) {
        const span = offsets[mark.index]! - offsets[before.index]!;
        const share = span > 0 ? (offsets[index]! - offsets[before.index]!) / span : 0;
        return before.seconds + share * (mark.seconds - before.seconds);
      }
      before = mark;
    }
    return before.seconds + (offsets[index]! - offsets[before.index]!) / FALLBACK_RATE;
  };
  return lines.map((text, index) => ({ start: at(index), end: at(index + 1), text }));
}

const clean = (segments: SourceSegment[]) =>
  segments
    .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.text !== '')
    .sort((a, b) => a.start_seconds - b.start_seconds);

/**
 * How caption lines are rewritten: as automatic captions give them, in lower case alone, or in
 * capitals as CART writers give them.
 */
export type CaptionForm = 'unpunctuated' | 'lower-case' | 'all-caps';

const rewrite: Record<CaptionForm, (line: string) => string> = {
  /** Lower case, no punctuation, no speaker marks. */
  unpunctuated: (line) =>
    line
      .toLowerCase()
      .replace(/>>+|&gt;&gt;+|\[[^\]]*\]|<[^>]*>/g, ' ')
      .replace(/(?:^|\s)-+(?=\s|$)/g, ' ')
      .replace(/[.,?!;:]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  /** Lower case, the punctuation and speaker marks kept. */
  'lower-case': (line) => line.toLowerCase(),
  /** Capitals, the punctuation and speaker marks kept; tags and character references as written. */
  'all-caps': (line) =>
    line.replace(/(<[^>]*>|&[a-z]+;|&#\d+;)|[^<&]+/gi, (text, kept?: string) => kept ?? text.toUpperCase()),
};

/**
 * A caption file (WebVTT or SubRip) rewritten in another form at the same times: as automatic
 * captions without punctuation, capitals or speaker marks would give the same words, or in lower
 * case alone, as some caption services write; undefined for other forms of file.
 */
export function rewrittenCaptions(file: string, content: string, form: CaptionForm): string | undefined {
  if (!/\.(vtt|srt)$/i.test(file)) {
    return undefined;
  }
  let header = file.toLowerCase().endsWith('.vtt');
  return content
    .split(/\r?\n/)
    .map((line) => {
      // The WebVTT header and NOTE blocks run until a blank line.
      if (/^(?:WEBVTT|NOTE)\b/.test(line)) {
        header = true;
      }
      if (line.trim() === '') {
        header = false;
        return line;
      }
      return header || line.includes('-->') || /^\d+$/.test(line.trim()) ? line : rewrite[form](line);
    })
    .join('\n');
}

/**
 * A meeting file's segments in another form: a caption file rewritten line by line before it is
 * read, any other file (speaker turns, CDP sentences, Swagit pages) read and then rewritten
 * segment by segment, the speakers dropped when the form drops speaker marks. In capitals, the
 * segments are read again as CART captions are, each change of speaker marked ">>" in place of the
 * speaker's name and of the transcriber's dash that marks one.
 */
export function rewrittenMeeting(file: string, content: string, form: CaptionForm): SourceSegment[] {
  const captions = rewrittenCaptions(file, content, form);
  if (captions !== undefined) {
    return meetingSegments(file, captions);
  }
  if (form === 'all-caps') {
    const cues = meetingSegments(file, content).flatMap((s, i, all): Cue[] => {
      const changed = i > 0 && s.speaker !== null && s.speaker !== all[i - 1]?.speaker;
      // A transcriber's dash at a change of speaker ("- Yes. - Eastham?") is CART's ">>".
      const text = `${changed ? '>> ' : ''}${rewrite[form](s.text).replace(/(^|\s)-\s+(?=\S)/g, '$1>> ')}`;
      // A cue a turn, each at its share of the segment's time.
      return splitTurns({ ...s, speaker: null, text }).map((turn, k) => ({
        start: turn.start_seconds,
        end: turn.end_seconds ?? turn.start_seconds,
        text: `${k > 0 || text.startsWith('>>') ? '>> ' : ''}${turn.text}`,
      }));
    });
    return clean(foldCues(cues));
  }
  return meetingSegments(file, content)
    .map((s) => ({
      ...s,
      speaker: form === 'unpunctuated' ? null : s.speaker,
      text: rewrite[form](s.text),
    }))
    .filter((s) => s.text !== '');
}

/** The caption file as automatic captions without punctuation, capitals or speaker marks give it. */
export const withoutPunctuation = (file: string, content: string) =>
  rewrittenCaptions(file, content, 'unpunctuated');

/**
 * Segments cut into cues of a few words at even times within each, as live automatic captions
 * come (three to seven words a line).
 */
export function inShortCues(segments: SourceSegment[], words = 4): SourceSegment[] {
  return segments.flatMap((s) => {
    const all = s.text.split(/\s+/).filter(Boolean);
    const count = Math.max(1, Math.ceil(all.length / words));
    const end = s.end_seconds ?? s.start_seconds + all.length / 2.5;
    const step = (end - s.start_seconds) / count;
    return Array.from({ length: count }, (_, k) => ({
      ...s,
      start_seconds: s.start_seconds + k * step,
      end_seconds: s.start_seconds + (k + 1) * step,
      text: all.slice(k * words, (k + 1) * words).join(' '),
    }));
  });
}

/** The segments of one file of the set. */
export async function readMeetingFile(file: string): Promise<SourceSegment[]> {
  return meetingSegments(file, await readFile(join(MEETINGS_DIR, file), 'utf8'));
}

/** The segments of a file's content, read by the form its name gives. */
export function meetingSegments(file: string, content: string): SourceSegment[] {
  if (/\.(vtt|srt)$/i.test(file)) {
    return clean(foldCues(parseCaptions(content)));
  }
  if (file.endsWith('.swagit.md')) {
    return clean(foldCues(swagitCues(content)));
  }
  const data = JSON.parse(content) as { sentences?: CdpSentence[]; turns?: Turn[] };
  if (file.endsWith('.cdp.json')) {
    return clean(
      (data.sentences ?? []).flatMap((s) =>
        splitTurns({ start_seconds: s.start_time, end_seconds: s.end_time, speaker: null, text: s.text }),
      ),
    );
  }
  return clean(
    (data.turns ?? []).flatMap((t) =>
      splitTurns({ start_seconds: t.start, end_seconds: t.end, speaker: t.speaker, text: t.text }),
    ),
  );
}
