import { markedParts } from '../db/full-text.ts';

/** A part of a snippet, marked when it is one of the words of a matched phrase. */
export interface SnippetPart {
  text: string;
  bold: boolean;
}

/** A word as the comparison sees it: lower case, letters and digits, its first five (a stem's). */
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 5);

const wordsOf = (phrase: string) => phrase.split(/\s+/).map(stem).filter(Boolean);

/**
 * The snippet's parts (the headline marks each matched word), with only the words that form
 * one of `phrases` left marked: for "police chief", "police" alone and the "chief" of "fire
 * chief" are not. A run of marked words is kept when some window of it says a phrase in order.
 */
export function phraseParts(headline: string, phrases: string[]): SnippetPart[] {
  const parts: SnippetPart[] = markedParts(headline).map(({ text, marked }) => ({ text, bold: marked }));
  const wanted = phrases.map(wordsOf).filter((w) => w.length > 0);
  if (wanted.length === 0) {
    return parts;
  }
  // Runs of marked parts separated only by spaces or punctuation.
  let run: number[] = [];
  const settle = () => {
    const words = run.map((i) => stem(parts[i]?.text ?? ''));
    const keep = new Array<boolean>(run.length).fill(false);
    for (const phrase of wanted) {
      for (let start = 0; start + phrase.length <= words.length; start += 1) {
        if (phrase.every((w, k) => words[start + k] === w)) {
          keep.fill(true, start, start + phrase.length);
        }
      }
    }
    run.forEach((index, k) => {
      const part = parts[index];
      if (part && !keep[k]) {
        part.bold = false;
      }
    });
    run = [];
  };
  parts.forEach((part, index) => {
    if (part.bold) {
      run.push(index);
    } else if (!/^[\s\p{P}]*$/u.test(part.text)) {
      settle();
    }
  });
  settle();
  return parts;
}
