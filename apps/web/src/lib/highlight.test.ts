import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, words: string[]) =>
  highlightParts(text, words)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks the words case-insensitively', () => {
    expect(marked('Water rates rise. WATER bills too.', ['water'])).toEqual(['Water', 'WATER']);
  });

  it('marks whole words only', () => {
    expect(marked('They separate the rate from the rates.', ['rate'])).toEqual(['rate']);
  });

  it('keeps the whole text, in order', () => {
    const parts = highlightParts('Lead service lines on Maple', ['lead', 'maple']);
    expect(parts.map((part) => part.text).join('')).toBe('Lead service lines on Maple');
    expect(parts).toEqual([
      { text: 'Lead', match: true },
      { text: ' service lines on ', match: false },
      { text: 'Maple', match: true },
    ]);
  });

  it('marks phrases across any spacing, preferring the longest match', () => {
    expect(marked('The lead  service lines and lead paint', ['lead', 'lead service'])).toEqual([
      'lead  service',
      'lead',
    ]);
  });

  it('treats characters with a meaning in patterns as text', () => {
    expect(marked('Costs rose (a lot) by 4.5% in FY2027.', ['(a', '4.5%', 'fy2027'])).toEqual([
      '(a',
      '4.5%',
      'FY2027',
    ]);
    expect(marked('A rise of 405% and 4x5', ['4.5%', '4.5'])).toEqual([]);
    expect(marked('Item c++ but not cc', ['c++'])).toEqual(['c++']);
  });

  it('returns the text as one plain part when there is nothing to mark', () => {
    expect(highlightParts('No matches here', [])).toEqual([{ text: 'No matches here', match: false }]);
    expect(highlightParts('No matches here', ['  '])).toEqual([{ text: 'No matches here', match: false }]);
    expect(highlightParts('', ['water'])).toEqual([]);
  });

  it('matches letters outside ASCII as parts of words', () => {
    expect(marked('Café cafés and cafe', ['café'])).toEqual(['Café']);
  });
});
