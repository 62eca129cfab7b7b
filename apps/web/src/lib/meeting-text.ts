/** Straight and curly double quotes, removed from meeting titles (spec §2 Search page). */
const TITLE_QUOTES = /["\u201C\u201D]/g;

/** A meeting title as shown: without quotes, and without the spaces they leave behind. */
export function cleanTitle(title: string): string {
  return title.replace(TITLE_QUOTES, '').replace(/\s+/g, ' ').trim();
}

/** "locality, STATE": the state in capitals. */
export function placeLine(locality: string, state: string): string {
  return [locality.trim(), state.trim().toUpperCase()].filter((part) => part !== '').join(', ');
}

/** The text the server sends for a segment whose transcript is not ready (spec §3). */
export const NO_TRANSCRIPT = '0';
