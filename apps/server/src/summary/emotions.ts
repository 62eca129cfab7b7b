import type { EmotionKind } from '@gavel/contract';
import { createRequire } from 'node:module';
import { mayScoreNegative } from './negative-wording.ts';
import { quote } from './text.ts';
import type { Utterance } from './transcript.ts';

/** VADER (vader-sentiment ships no types; this is the one call used). */
const vader = createRequire(import.meta.url)('vader-sentiment') as {
  SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
};

/**
 * Moments of heightened emotion: calls for order (point of order, out of order, the gavel, a
 * warning to keep it civil), shouting (exclamations, capitals) and strongly negative wording
 * (VADER's compound score). Polite warmth ("thank you so much") is the normal tone of a meeting,
 * so positive sentiment alone is not counted.
 */
export interface EmotionEvent {
  time: number;
  kind: EmotionKind;
  intensity: number;
  description: string;
}

const ORDER_CUES: [RegExp, number][] = [
  [/\bpoint of order\b/i, 0.8],
  [/\b(?:you(?:'re| are)|is|are|that's|that is|be|being|person is|speaker is) out of order\b/i, 0.85],
  [/\border[,!]?\s+(?:please|now)\b|\bplease,?\s+order\b|^order[.!]/i, 0.8],
  [/\bgavel(?:s|ed|ing)?\b/i, 0.7],
  [
    /\b(?:let's|let us|we need to|we will|we'll|we must) (?:have|keep|maintain|restore) (?:some )?(?:order|decorum)\b/i,
    0.8,
  ],
  [/\bdecorum\b/i, 0.6],
  [/\b(?:keep|be) (?:this |it |things )?civil\b/i, 0.75],
  [
    /\b(?:address|direct) (?:your|all|any) (?:comments|remarks|questions) to the (?:board|council|commission|chair)\b/i,
    0.6,
  ],
  [/\brecess if\b/i, 0.75],
  [/\b(?:you(?:'ve| have)) (?:exceeded|run out of) (?:your|the) time\b/i, 0.55],
];
const PROCEDURAL_ORDER =
  /\b(?:take|taking|took|taken|handle|hear|heard|consider|move|moving|do|doing)\s+(?:\w+\s+){0,3}out of order\b|\b(?:call|called|calling) (?:\w+\s+){0,6}to order\b|\bfor the good of the order\b/i;
const CAPS_RUN = /\b[A-Z]{2,}[!?.,]*(?:\s+[A-Z]{2,}[!?.,]*){2,}/;
const ACRONYM_ONLY = /^(?:[A-Z]{2,6}\s*)+$/;

const NEGATIVE_THRESHOLD = -0.7;

/**
 * The emotional moments of a meeting. `context` gives the text to quote for an utterance (by
 * default the utterance; the summariser passes the whole line when it is short).
 */
export function detectEmotions(
  utterances: Utterance[],
  context: (u: Utterance) => string = (u) => u.text,
): EmotionEvent[] {
  const events: EmotionEvent[] = [];
  for (const u of utterances) {
    const text = u.text;
    const said = quote(context(u), 120);
    const order = ORDER_CUES.filter(([pattern]) => pattern.test(text));
    if (order.length > 0 && !PROCEDURAL_ORDER.test(text)) {
      const intensity = Math.min(
        1,
        Math.max(...order.map(([, weight]) => weight)) + 0.05 * (order.length - 1),
      );
      events.push({ time: u.time, kind: 'order', intensity, description: `Call for order: "${said}"` });
      continue;
    }
    const exclamations = (text.match(/!/g) ?? []).length;
    const caps = CAPS_RUN.exec(text)?.[0];
    const shouting =
      (exclamations > 0 && u.wordCount >= 3) ||
      (caps !== undefined && !ACRONYM_ONLY.test(caps.trim()) && caps.length >= 10);
    if (u.wordCount < 3 || (!shouting && (u.wordCount < 6 || !mayScoreNegative(text)))) {
      continue;
    }
    const { compound } = vader.SentimentIntensityAnalyzer.polarity_scores(text);
    if (shouting && compound < 0.3) {
      const intensity = Math.min(
        1,
        0.55 + 0.1 * Math.min(exclamations, 3) + (caps ? 0.15 : 0) + Math.max(0, -compound) * 0.2,
      );
      events.push({ time: u.time, kind: 'shouting', intensity, description: `Raised voices: "${said}"` });
    } else if (compound <= NEGATIVE_THRESHOLD) {
      events.push({
        time: u.time,
        kind: 'sentiment',
        intensity: Math.min(1, -compound),
        description: `Strongly negative remark: "${said}"`,
      });
    }
  }
  // One outburst is one moment: events of a kind within 20 s merge, keeping the strongest.
  const merged: EmotionEvent[] = [];
  for (const event of events) {
    const previous = merged.at(-1);
    if (previous && previous.kind === event.kind && event.time - previous.time <= 20) {
      if (event.intensity > previous.intensity) {
        merged[merged.length - 1] = { ...event, time: previous.time };
      }
      continue;
    }
    merged.push(event);
  }
  return merged.map((e) => ({ ...e, intensity: Math.round(e.intensity * 100) / 100 }));
}
