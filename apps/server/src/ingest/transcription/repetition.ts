import type { TranscriptSegment } from '../../domain/transcript.ts';

/**
 * Whisper-style models sometimes loop, writing the same text over and over. Three or more
 * repeats in a row of the same text (a whole segment, or a phrase of up to 12 words inside one)
 * are one; two in a row are kept, since people do say "Yes. Yes."
 */
const MIN_REPEATS = 3;
const MAX_PHRASE_WORDS = 12;

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A phrase repeated three or more times in a row inside one text, kept once. */
export function collapseRepeatedPhrases(text: string): string {
  let words = text.split(/\s+/).filter(Boolean);
  for (let size = 1; size <= MAX_PHRASE_WORDS; size += 1) {
    const keys = words.map((w) => normal(w));
    const kept: string[] = [];
    let i = 0;
    while (i < words.length) {
      let repeats = 1;
      const phrase = keys.slice(i, i + size).join(' ');
      while (
        i + (repeats + 1) * size <= words.length &&
        keys.slice(i + repeats * size, i + (repeats + 1) * size).join(' ') === phrase
      ) {
        repeats += 1;
      }
      if (repeats >= MIN_REPEATS && phrase !== '') {
        kept.push(...words.slice(i, i + size));
        i += repeats * size;
      } else {
        kept.push(words[i] ?? '');
        i += 1;
      }
    }
    words = kept;
  }
  return words.join(' ');
}

/** Segments with repetition loops removed: runs of three or more equal segments become the first. */
export function dropRepetitionLoops(segments: TranscriptSegment[]): TranscriptSegment[] {
  const result: TranscriptSegment[] = [];
  let i = 0;
  while (i < segments.length) {
    const first = segments[i];
    if (!first) {
      break;
    }
    const key = normal(first.text);
    let j = i + 1;
    while (j < segments.length && normal(segments[j]?.text ?? '') === key) {
      j += 1;
    }
    const run = segments.slice(i, j);
    if (run.length >= MIN_REPEATS) {
      const last = run.at(-1);
      result.push({ ...first, end_seconds: last?.end_seconds ?? first.end_seconds });
    } else {
      result.push(...run);
    }
    i = j;
  }
  return result
    .map((s) => ({ ...s, text: collapseRepeatedPhrases(s.text) }))
    .filter((s) => s.text.trim() !== '');
}
