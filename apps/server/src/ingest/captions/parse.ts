/**
 * WebVTT and SRT parsing, lenient the way real caption files need: BOMs, CRLF, missing headers,
 * NOTE/STYLE/REGION blocks, X-TIMESTAMP-MAP headers, cue settings, hours omitted, commas or dots
 * before the milliseconds, cues without an identifier, and stray lines.
 */
export interface Cue {
  start: number;
  end: number;
  /** The payload as written, tags included. */
  text: string;
}

export class CaptionFormatError extends Error {
  override name = 'CaptionFormatError';
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

const TIMING =
  /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)(?:\s.*)?$/;

/**
 * Seconds from `hh:mm:ss.ttt`, `mm:ss.ttt` or with a comma; NaN when malformed. More than five
 * digits of hours (over eleven years) is a corrupt file, not a long meeting.
 */
export function parseTimestamp(value: string): number {
  const match = /^(?:(\d{1,5}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(value.trim());
  if (!match) {
    return Number.NaN;
  }
  const [, h, m = '0', s = '0', ms = '0'] = match;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) {
    return Number.NaN;
  }
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

function lines(content: string): string[] {
  return content
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
}

/** Cues of a WebVTT or SRT file (both share the `start --> end` timing line). */
export function parseCaptions(content: string): Cue[] {
  const all = lines(content);
  const cues: Cue[] = [];
  let i = 0;
  // The WebVTT header block (WEBVTT, X-TIMESTAMP-MAP, Kind, Language...) ends at the first blank line.
  if (/^WEBVTT\b/.test(all[0] ?? '')) {
    while (i < all.length && (all[i] ?? '').trim() !== '') {
      i += 1;
    }
  }
  while (i < all.length) {
    const line = all[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    if (/^(NOTE|STYLE|REGION)\b/.test(line)) {
      while (i < all.length && (all[i] ?? '').trim() !== '') {
        i += 1;
      }
      continue;
    }
    // An identifier (or an SRT index) may precede the timing line.
    let timing = TIMING.exec(line);
    if (!timing) {
      const next = all[i + 1] ?? '';
      timing = TIMING.exec(next);
      if (!timing) {
        // A stray line outside any cue: skip it, as players do.
        i += 1;
        continue;
      }
      i += 1;
    }
    const timingLine = i + 1;
    const start = parseTimestamp(timing[1] ?? '');
    const end = parseTimestamp(timing[2] ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      throw new CaptionFormatError(`Malformed cue timing "${(all[i] ?? '').trim()}"`, timingLine);
    }
    i += 1;
    // The payload ends at an empty line; a line of spaces (as YouTube writes) belongs to it.
    const payload: string[] = [];
    while (i < all.length && (all[i] ?? '') !== '' && !TIMING.test(all[i] ?? '')) {
      payload.push(all[i] ?? '');
      i += 1;
    }
    cues.push({ start, end: Math.max(end, start), text: payload.join('\n') });
  }
  return cues;
}
