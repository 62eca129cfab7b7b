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
export interface MarkedPart {
  text: string;
  marked: boolean;
}

/** The headline split into its marked words and the text between, in order. */
export function markedParts(headline: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  for (const piece of headline.split(new RegExp(`(${START}[^${STOP}]*${STOP})`, 'u'))) {
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
  return headline.replace(new RegExp(`[${START}${STOP}]`, 'gu'), '');
}

/** The words a headline marked, distinct, in order of appearance. */
export function markedWords(headline: string): string[] {
  const words: string[] = [];
  for (const part of markedParts(headline)) {
    const word = part.text.trim();
    if (part.marked && word && !words.includes(word)) {
      words.push(word);
    }
  }
  return words;
}
