/** A piece of a text, marked when it is one of the words to highlight. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters, digits and the underscore: what counts as part of a word. */
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]';

/**
 * Splits a text into plain and highlighted parts. The words (the server's text_to_highlight, or
 * phrases of several words) are matched case-insensitively and only as whole words, so "rate"
 * does not mark the middle of "separate".
 */
export function highlightParts(text: string, words: readonly string[]): HighlightPart[] {
  const terms = [...new Set(words.map((word) => word.trim()).filter((word) => word !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  if (terms.length === 0 || text === '') {
    return text === '' ? [] : [{ text, match: false }];
  }
  const alternatives = terms.map((term) => term.split(/\s+/).map(escapeRegExp).join('\\s+'));
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) {
      parts.push({ text: text.slice(last, start), match: false });
    }
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) {
    parts.push({ text: text.slice(last), match: false });
  }
  return parts;
}
