import { sql, type RawBuilder } from 'kysely';

/**
 * The one home of Gavel's full-text rules: the text-search configuration, how a keyword becomes a
 * query, how matched words are marked in a snippet, and how those marks are read back. Search,
 * alerts, the RSS feed and summaries all match and mark through these, so a keyword finds the
 * same segments everywhere. (The segments' stored `tsv` column is generated with the same
 * configuration by the first migration, which is never edited.)
 */

/** English stemming and stop words: the configuration of the `segments.tsv` column. */
export const TEXT_SEARCH_CONFIG = sql`'english'::regconfig`;

/** A text value or SQL expression. */
type Text = string | RawBuilder<unknown>;

/** The lexemes of a text, as the index stores them. */
export function textVector(text: Text): RawBuilder<unknown> {
  return sql`to_tsvector(${TEXT_SEARCH_CONFIG}, ${text})`;
}

/**
 * The query of one keyword: its words in order, stemmed, stop words skipped. Whatever the user
 * typed reaches PostgreSQL only as text read by phraseto_tsquery, which ignores operators, so
 * quotes, & | ! ( ) : * \ ' never cause an error or change the meaning.
 */
export function keywordQuery(keyword: Text): RawBuilder<unknown> {
  return sql`phraseto_tsquery(${TEXT_SEARCH_CONFIG}, ${keyword})`;
}

/** The query matching any of the keywords (each a phrase), given as values. */
export function anyKeywordQuery(keywords: string[]): RawBuilder<unknown> {
  return sql`(${sql.join(keywords.map(keywordQuery), sql` || `)})`;
}

/**
 * The query matching any of a set of keywords given in SQL, `FROM <keywords> k`, where `k` is
 * each keyword's text (an unnested array column, say). NULL when no keyword has a word left
 * after stop words, so `tsv @@ q` is never true for an alert whose keywords say nothing.
 */
export function anyKeywordQueryOf(keywords: RawBuilder<unknown>): RawBuilder<unknown> {
  const each = keywordQuery(sql`k`);
  return sql`(SELECT string_agg(${each}::text, ' | ') FROM ${keywords} WHERE ${each}::text <> '')::tsquery`;
}

/**
 * Private-use characters around each marked word: they never occur in a transcript, unlike
 * `<<` and `>>` (the captions' speaker mark).
 */
const START = '\uE000';
const STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** The whole text with the words that match the query marked (see `markedParts`). */
export function markedHeadline(text: Text, query: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`ts_headline(${TEXT_SEARCH_CONFIG}, ${text}, ${query}, ${HEADLINE_OPTIONS})`;
}

/** A part of a marked headline: a matched word, or the text between. */
const MARKED_WORD = new RegExp(`(${START}[^${STOP}]*${STOP})`, 'u');
const MARKS = new RegExp(`[${START}${STOP}]`, 'gu');
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const ONLY_GAP = /^[\s\p{P}]*$/u;

export interface MarkedPart {
  text: string;
  marked: boolean;
}

/** The headline split into its marked words and the text between, in order. */
export function markedParts(headline: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  for (const piece of headline.split(MARKED_WORD)) {
    if (piece.startsWith(START) && piece.endsWith(STOP)) {
      parts.push({ text: piece.slice(1, -1), marked: true });
    } else if (piece !== '') {
      parts.push({ text: piece, marked: false });
    }
  }
  return parts;
}

/** The headline's text without its marks. */
export function unmarked(headline: string): string {
  return headline.replace(MARKS, '');
}

/** A word as the phrase check compares it: lower case, letters and digits, its first five. */
const stem = (word: string) => word.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '').slice(0, 5);

const wordsOf = (phrase: string) => phrase.split(/\s+/).map(stem).filter(Boolean);

/**
 * Two forms of one word as far as the check can tell, one being the start of the other ("rate",
 * "rates"): both were already matched by PostgreSQL's stemming, so this only has to tell the
 * query's words apart from each other.
 */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Only spaces and punctuation: what may stand between the words of a phrase. */
const isGap = (text: string) => ONLY_GAP.test(text);

/** Whether a character is a space or punctuation, looked up for ASCII, tested for the rest. */
const GAP_CHAR = /[\s\p{P}]/u;
const ASCII_GAP = Array.from({ length: 128 }, (_, code) => GAP_CHAR.test(String.fromCharCode(code)));
const isGapChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 128 ? ASCII_GAP[code] === true : GAP_CHAR.test(char);
};

/** Adds the text's runs of word characters (words) and of spaces and punctuation (gaps). */
function pushRuns(text: string, tokens: { text: string; word: boolean; marked: boolean }[]): void {
  let start = 0;
  let gap = false;
  let at = 0;
  for (const char of text) {
    const charIsGap = isGapChar(char);
    if (at > 0 && charIsGap !== gap) {
      tokens.push({ text: text.slice(start, at), word: !gap, marked: false });
      start = at;
    }
    gap = charIsGap;
    at += char.length;
  }
  if (at > start) {
    tokens.push({ text: text.slice(start, at), word: !gap, marked: false });
  }
}

/**
 * phraseParts when every phrase is one word: a marked word stays marked when it is one of them
 * (or when there are none), and the rest is text, as the general case would find.
 */
function singleWordParts(headline: string, wanted: string[]): MarkedPart[] {
  const parts: MarkedPart[] = [];
  for (const part of markedParts(headline)) {
    const word = part.marked ? stem(part.text) : '';
    const marked = part.marked && (wanted.length === 0 || wanted.some((w) => sameWord(word, w)));
    const last = parts.at(-1);
    if (last && !last.marked && !marked) {
      last.text += part.text;
    } else {
      parts.push({ text: part.text, marked });
    }
  }
  return parts;
}

/**
 * The headline's parts with only the words that form one of `phrases` left marked: ts_headline
 * marks every word of a matched phrase wherever it stands, so for "police chief", "police" alone
 * and the "chief" of "fire chief" are unmarked here. A phrase is found as its words in order (any
 * spaces or punctuation between), at least one of them marked; its stop words, which ts_headline
 * never marks, are marked with it ("point of order").
 */
export function phraseParts(headline: string, phrases: string[]): MarkedPart[] {
  if (!headline.includes(START)) {
    // Nothing marked, nothing to check: the text as one part.
    return headline === '' ? [] : [{ text: headline, marked: false }];
  }
  const wanted = phrases.map(wordsOf).filter((w) => w.length > 0);
  if (wanted.every((phrase) => phrase.length === 1)) {
    return singleWordParts(headline, wanted.flat());
  }
  // The headline as words and the gaps between them, each word with its mark.
  const tokens: { text: string; word: boolean; marked: boolean }[] = [];
  for (const part of markedParts(headline)) {
    if (part.marked) {
      tokens.push({ text: part.text, word: true, marked: true });
      continue;
    }
    pushRuns(part.text, tokens);
  }
  const words = tokens.flatMap((token, index) => (token.word ? [index] : []));
  const stems = words.map((index) => stem(tokens[index]?.text ?? ''));
  const keep = new Set<number>();
  for (const phrase of wanted) {
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      // The phrase's words from here on, one of them marked.
      let matched = 0;
      let marked = false;
      while (matched < phrase.length && sameWord(stems[start + matched] ?? '', phrase[matched] ?? '')) {
        marked ||= tokens[words[start + matched] ?? -1]?.marked === true;
        matched += 1;
      }
      if (matched === phrase.length && marked) {
        words.slice(start, start + matched).forEach((index) => keep.add(index));
      }
    }
  }
  const parts: MarkedPart[] = [];
  tokens.forEach((token, index) => {
    const marked = wanted.length === 0 ? token.marked : keep.has(index);
    const last = parts.at(-1);
    if (last && last.marked === marked && !marked) {
      last.text += token.text;
    } else {
      parts.push({ text: token.text, marked });
    }
  });
  return parts;
}

/**
 * The passages of a headline that say one of `phrases` (their words as the text spells them, with
 * what stands between), distinct, in order: what the web app highlights, so that only the matched
 * phrase is marked, never its words elsewhere.
 */
export function markedPhrases(headline: string, phrases: string[]): string[] {
  const found: string[] = [];
  let current = '';
  let gap = '';
  const flush = () => {
    const passage = current.trim();
    if (passage && !found.includes(passage)) {
      found.push(passage);
    }
    current = '';
    gap = '';
  };
  for (const part of phraseParts(headline, phrases)) {
    if (part.marked) {
      current += (current ? gap : '') + part.text;
      gap = '';
    } else if (current && isGap(part.text)) {
      gap += part.text;
    } else {
      flush();
    }
  }
  flush();
  return found;
}
