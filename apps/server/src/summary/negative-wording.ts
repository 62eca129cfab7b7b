import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A fast check that VADER could score a text below zero, so that the many plainly neutral or
 * positive sentences of a meeting skip its scoring (about half the summariser's time otherwise).
 * VADER gives valence only to words of its lexicon; a sentence's score is negative only if a
 * word's valence is: a negative word, or a positive one turned by a negation, "least", a
 * dampening booster ("barely", "kind of") or a negative idiom ("yeah right"). Capitals,
 * intensifiers, "but" and punctuation only scale a valence, never flip it. So a text holding none
 * of those words scores zero or more. The check may say yes too often, never too rarely
 * (negative-wording.test.ts holds it to VADER itself).
 */

const vaderDir = dirname(createRequire(import.meta.url).resolve('vader-sentiment/package.json'));

/** The lexicon's words with a negative mean valence (vader_lexicon.txt: word, mean, ...). */
function negativeLexicon(): string[] {
  return readFileSync(join(vaderDir, 'vader_lexicon.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([word, mean]) => word !== undefined && word !== '' && Number(mean) < 0)
    .map(([word]) => word ?? '');
}

/** VADER's NEGATE list (vaderSentiment.js, version 1.1.3). */
const NEGATIONS = [
  'aint',
  'arent',
  'cannot',
  'cant',
  'couldnt',
  'darent',
  'didnt',
  'doesnt',
  "ain't",
  "aren't",
  "can't",
  "couldn't",
  "daren't",
  "didn't",
  "doesn't",
  'dont',
  'hadnt',
  'hasnt',
  'havent',
  'isnt',
  'mightnt',
  'mustnt',
  'neither',
  "don't",
  "hadn't",
  "hasn't",
  "haven't",
  "isn't",
  "mightn't",
  "mustn't",
  'neednt',
  "needn't",
  'never',
  'none',
  'nope',
  'nor',
  'not',
  'nothing',
  'nowhere',
  'oughtnt',
  'shant',
  'shouldnt',
  'uhuh',
  'wasnt',
  'werent',
  "oughtn't",
  "shan't",
  "shouldn't",
  'uh-uh',
  "wasn't",
  "weren't",
  'without',
  'wont',
  'wouldnt',
  "won't",
  "wouldn't",
  'rarely',
  'seldom',
  'despite',
];

/**
 * What else can turn a positive word negative: "least", the dampening boosters (BOOSTER_DICT's
 * B_DECR words, "kind of" and "sort of" by their first word) and the words of the negative idioms
 * (SPECIAL_CASE_IDIOMS) other than "of" and "to".
 */
const TURNERS = [
  'least',
  'almost',
  'barely',
  'hardly',
  'just',
  'kind',
  'kinda',
  'kindof',
  'kind-of',
  'less',
  'little',
  'marginally',
  'occasionally',
  'partly',
  'scarcely',
  'slightly',
  'somewhat',
  'sort',
  'sorta',
  'sortof',
  'sort-of',
  'yeah',
  'right',
  'kiss',
  'death',
  'hand',
  'mouth',
];

const CUES = new Set([...negativeLexicon(), ...NEGATIONS, ...TURNERS]);

/** VADER's punctuation, stripped from a token to find the word it reads (REGEX_REMOVE_PUNCTUATION). */
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/** Whether VADER could score the text below zero (false: it scores zero or more). */
export function mayScoreNegative(text: string): boolean {
  for (const token of text.split(/\s/)) {
    if (token.length < 2) {
      continue;
    }
    const lower = token.toLowerCase();
    if (CUES.has(lower) || lower.includes("n't") || CUES.has(lower.replace(PUNCTUATION, ''))) {
      return true;
    }
  }
  return false;
}
