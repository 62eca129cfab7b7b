import { sql, type RawBuilder } from 'kysely';

/**
 * The search term as the user typed it: comma-separated keywords, each a phrase (its words in
 * order, english stemming), any of which may match. Whatever the user types is text: it reaches
 * PostgreSQL only as a bound parameter of phraseto_tsquery, which reads words and ignores
 * operators, so quotes, & | ! ( ) : * \ ' and any script never cause an error or change the
 * meaning of the query.
 */
export const MAX_PHRASES = 20;
const MAX_PHRASE_LENGTH = 200;

export function searchPhrases(term: string): string[] {
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const part of term.split(',')) {
    // Control characters and lone surrogates are not text anyone searches for.
    const phrase = part
      .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_PHRASE_LENGTH);
    const key = phrase.toLowerCase();
    if (phrase && !seen.has(key)) {
      seen.add(key);
      phrases.push(phrase);
    }
  }
  return phrases.slice(0, MAX_PHRASES);
}

/** The tsquery matching any of the phrases. */
export function tsQuery(phrases: string[]): RawBuilder<unknown> {
  return sql`(${sql.join(
    phrases.map((phrase) => sql`phraseto_tsquery('english'::regconfig, ${phrase})`),
    sql` || `,
  )})`;
}

const START = '\uE000';
const STOP = '\uE001';
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** The words ts_headline marked in a text, distinct, in order of appearance. */
export function markedWords(headline: string): string[] {
  const words: string[] = [];
  const pattern = new RegExp(`${START}([^${STOP}]*)${STOP}`, 'g');
  for (const match of headline.matchAll(pattern)) {
    const word = match[1]?.trim();
    if (word && !words.includes(word)) {
      words.push(word);
    }
  }
  return words;
}
