import { describe, expect, it } from 'vitest';
import { markedParts, markedPhrases, phraseParts, unmarked } from './full-text.ts';

/** A word as ts_headline marks it through `markedHeadline`. */
const mark = (word: string) => `\uE000${word}\uE001`;

describe('highlight marks', () => {
  const headline = `The ${mark('police')} ${mark('chief')} and the ${mark('fire')} ${mark('chief')} met ${mark('police')}.`;

  it('read back as parts and as plain text', () => {
    expect(markedParts(`a ${mark('b')} c`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c', marked: false },
    ]);
    expect(unmarked(headline)).toBe('The police chief and the fire chief met police.');
  });

  it('keep only the words that form a matched phrase', () => {
    const marked = phraseParts(headline, ['police chief', 'fire'])
      .filter((p) => p.marked)
      .map((p) => p.text);
    expect(marked).toEqual(['police', 'chief', 'fire']);
  });

  it('give the passages to highlight: each phrase as the text spells it, once', () => {
    expect(markedPhrases(headline, ['police chief'])).toEqual(['police chief']);
    expect(markedPhrases(headline, ['fire chief', 'police chief'])).toEqual(['police chief', 'fire chief']);
    expect(markedPhrases(headline, ['police'])).toEqual(['police']);
    // Stemmed forms and punctuation between the words are kept as written.
    expect(markedPhrases(`${mark('Police')}-${mark('Chiefs')}' budget`, ['police chief'])).toEqual([
      'Police-Chiefs',
    ]);
    expect(
      markedPhrases(`${mark('water')}, ${mark('rates')} and ${mark('water')}`, ['water', 'rates']),
    ).toEqual(['water, rates', 'water']);
    expect(markedPhrases('nothing marked', ['water'])).toEqual([]);
    // Stop words, which ts_headline never marks, belong to the phrase they stand in.
    expect(
      markedPhrases(`a ${mark('point')} of ${mark('order')}, and a ${mark('point')} made`, [
        'point of order',
      ]),
    ).toEqual(['point of order']);
    expect(markedPhrases(`the ${mark('chief')} of ${mark('police')}`, ['police chief'])).toEqual([]);
  });

  it('read one-word phrases as the general phrase check does (its quicker path gives the same parts)', () => {
    const headlines = [
      headline,
      `${mark('Rates')}, ${mark('rating')} and ${mark('rate')}: ¿${mark('Tarifa')}? — ${mark('budget')}s…`,
      `${mark('water')}${mark('works')} ${mark('')} plain words, no more`,
      'nothing marked at all',
      '',
    ];
    // A phrase of two words that is never there makes the general check run.
    const absent = 'zzzz qqqq';
    for (const text of headlines) {
      for (const phrases of [['rate'], ['police', 'fire'], ['tarifa', 'water', 'budget']]) {
        expect(phraseParts(text, phrases), `${text} / ${phrases.join(',')}`).toEqual(
          phraseParts(text, [...phrases, absent]),
        );
      }
    }
  });
});
