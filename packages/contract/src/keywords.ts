/**
 * Keywords, as search and alerts read them (spec §5): comma-separated, each a phrase whose words
 * match in order. One rule for the web app and the server, and one pair of limits.
 */
export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 200;

/** The keyword box's text split on commas, each keyword trimmed, empty ones dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/**
 * The phrases a search term asks for: its keywords with control characters and lone surrogates
 * (not text anyone searches for) read as spaces, runs of spaces made one, each cut to
 * MAX_KEYWORD_LENGTH, repeats (in any case) dropped, at most MAX_KEYWORDS.
 */
export function searchPhrases(term: string): string[] {
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const keyword of splitKeywords(term.replace(/[\p{Cc}\p{Cs}]/gu, ' '))) {
    const phrase = keyword.replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH).trim();
    const key = phrase.toLowerCase();
    if (phrase && !seen.has(key)) {
      seen.add(key);
      phrases.push(phrase);
    }
  }
  return phrases.slice(0, MAX_KEYWORDS);
}
