import { cosine } from './text.ts';
import type { Utterance } from './transcript.ts';

/**
 * Extractive topic summaries: the sentences most central to the topic (closest to the topic's
 * TF-IDF centroid), two or three of them, not repeating each other, in the order they were said.
 * Procedure ("all in favor say aye", "state your name for the record") is never chosen.
 */
const BOILERPLATE =
  /\b(?:all (?:those )?in favor|any(?:one)? opposed|all opposed|say aye|so moved|i second|motion and a second|motion and second|is there a second|is there a motion|any (?:further |other )?discussion|state your name|name and address|roll call|call the roll|please (?:rise|stand|be seated)|pledge allegiance|one nation under god|good (?:evening|morning|afternoon)|thank you (?:so much|very much)|appreciate (?:it|you|that)|you have (?:up to )?(?:three|four|five|\d) minutes|seeing none|no questions)\b/i;

/** Inverse document frequency of every term, over the meeting's utterances. */
export function inverseFrequencies(utterances: Utterance[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const u of utterances) {
    for (const term of new Set(u.terms)) {
      df.set(term, (df.get(term) ?? 0) + 1);
    }
  }
  const n = Math.max(1, utterances.length);
  const idf = new Map<string, number>();
  for (const [term, count] of df) {
    idf.set(term, Math.log(n / count));
  }
  return idf;
}

function vector(terms: string[], idf: Map<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  for (const term of terms) {
    v.set(term, (v.get(term) ?? 0) + (idf.get(term) ?? 0));
  }
  return v;
}

export function isBoilerplate(text: string): boolean {
  return BOILERPLATE.test(text);
}

/** Up to `max` central sentences of the topic, in spoken order. */
export function centralSentences(utterances: Utterance[], idf: Map<string, number>, max = 3): string[] {
  const candidates = utterances.filter(
    (u) => u.wordCount >= 7 && u.wordCount <= 60 && u.terms.length >= 3 && !isBoilerplate(u.text),
  );
  if (candidates.length === 0) {
    return [];
  }
  const vectors = candidates.map((u) => vector(u.terms, idf));
  const centroid = new Map<string, number>();
  for (const v of vectors) {
    for (const [term, weight] of v) {
      centroid.set(term, (centroid.get(term) ?? 0) + weight);
    }
  }
  const scored = candidates
    .map((u, i) => ({
      u,
      v: vectors[i] ?? new Map<string, number>(),
      score: cosine(vectors[i] ?? new Map<string, number>(), centroid) * Math.min(1, u.wordCount / 12),
    }))
    .sort((a, b) => b.score - a.score);
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.some((c) => cosine(c.v, candidate.v) > 0.5)) {
      continue;
    }
    chosen.push(candidate);
    if (chosen.length === max) {
      break;
    }
  }
  return chosen.sort((a, b) => a.u.index - b.u.index).map((c) => c.u.text.replace(/\s+/g, ' ').trim());
}
