import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayScoreNegative } from './negative-wording.ts';

const vaderRequire = createRequire(import.meta.url);
const vader = vaderRequire('vader-sentiment') as {
  SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
};
const score = (text: string) => vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;

const lexicon = readFileSync(
  join(dirname(vaderRequire.resolve('vader-sentiment/package.json')), 'vader_lexicon.txt'),
  'utf8',
)
  .split('\n')
  .map((line) => line.split('\t'))
  .filter(([word]) => word !== undefined && /^[a-z]+$/.test(word));
const positive = lexicon.filter(([, mean]) => Number(mean) > 0).map(([word]) => word ?? '');
const negative = lexicon.filter(([, mean]) => Number(mean) < 0).map(([word]) => word ?? '');

/** Words of a council meeting that VADER gives no valence, and the words that change one. */
const NEUTRAL = ['the', 'board', 'motion', 'item', 'budget', 'council', 'of', 'to', 'we', 'will', 'on'];
const MODIFIERS = ['very', 'extremely', 'so', 'but', 'never', 'not', "isn't", 'least', 'at', 'kind', 'of'];
const MODIFIERS_MORE = ['barely', 'sort', 'yeah', 'right', 'hand', 'mouth', 'kiss', 'death', 'no', 'BAD'];
const ENDINGS = ['.', '?', '??', '!', '!!!', ',', ''];

/** A small seeded generator (mulberry32), so every run tries the same sentences. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

describe('mayScoreNegative', () => {
  it('never says no to a text VADER scores below zero (20,000 generated sentences)', () => {
    const next = seeded(7);
    const pick = (words: string[]) => words[next(words.length)] ?? '';
    const pools = [NEUTRAL, NEUTRAL, positive, negative, MODIFIERS, MODIFIERS_MORE];
    let negatives = 0;
    let skipped = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const length = 3 + next(10);
      const words = Array.from({ length }, () => {
        const word = pick(pools[next(pools.length)] ?? NEUTRAL);
        return next(8) === 0 ? word.toUpperCase() : word;
      });
      const text = `${words.join(' ')}${pick(ENDINGS)}`;
      const compound = score(text);
      if (compound < 0) {
        negatives += 1;
        expect(mayScoreNegative(text), text).toBe(true);
      }
      if (!mayScoreNegative(text)) {
        skipped += 1;
      }
    }
    // Both sides were tried: many sentences scored below zero, and many were skipped.
    expect(negatives).toBeGreaterThan(1000);
    expect(skipped).toBeGreaterThan(1000);
  });

  it('says yes to negative words however they are written, and to what turns a positive word', () => {
    expect(mayScoreNegative('That is a terrible idea.')).toBe(true);
    expect(mayScoreNegative('TERRIBLE, just terrible')).toBe(true);
    expect(mayScoreNegative("This isn't good for the neighbourhood")).toBe(true);
    expect(mayScoreNegative('This is not a great plan for the county')).toBe(true);
    expect(score('This is not a great plan for the county')).toBeLessThan(0);
  });

  it('says no to plainly neutral or warm sentences, which then skip the scoring', () => {
    expect(mayScoreNegative('The board will now consider the library budget for next year.')).toBe(false);
    expect(mayScoreNegative('Thank you so much, we appreciate your service to the community.')).toBe(false);
  });
});
