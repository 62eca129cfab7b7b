import { COUNT, MACHINE_COUNT, YEAS } from './spoken-names.ts';

/**
 * Text helpers of the offline summariser: words, stop words, a light English stemmer and
 * sentence splitting. Deliberately small and fast: a long meeting has 100,000+ words.
 */

/** English function words, and the filler and courtesy words of spoken meetings. */
export const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before
  being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't
  down during each few for from further get got had hadn't has hasn't have haven't having he he'd he'll
  he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it
  it's its itself just let's me more most much must mustn't my myself no nor not now of off on once only
  or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so
  some such than that that's the their theirs them themselves then there there's these they they'd
  they'll they're they've this those through to too under until up very was wasn't we we'd we'll we're
  we've were weren't what what's when when's where where's which while who who's whom why why's will
  with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
  okay ok yes yeah yep no um uh uh-huh oh well right sure thank thanks please really actually
  going gonna go want wanted like know think thing things lot just kind sort mean say said says see
  one two three four five six seven eight nine ten first second next also may might shall would
  could get gets got make made let us way good great time today tonight evening morning afternoon
  mr mrs ms dr sir ma'am madam chair chairman chairwoman mayor vice council councilman councilwoman
  commissioner commissioners member members motion item items aye nay move moved second seconded
  favor opposed approve approved discussion question questions anybody anyone everybody everyone`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD = /[a-z0-9]+(?:['’][a-z]+)?/g;

/** Lower-case words of a text, apostrophes kept inside words. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];
}

/**
 * A light suffix-stripping stemmer (plurals, -ing, -ed, -ly, -ment, -ation...), enough to make
 * "rezoning", "rezoned" and "rezone" one term for lexical cohesion and sentence scoring.
 */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length <= 3) {
    return w;
  }
  if (w.endsWith('ies') && w.length > 4) {
    w = `${w.slice(0, -3)}y`;
  } else if (w.endsWith('sses')) {
    w = w.slice(0, -2);
  } else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) {
    w = w.slice(0, -1);
  }
  for (const suffix of ['ational', 'ization', 'ations', 'ation', 'ments', 'ment', 'ness', 'ingly', 'edly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      return w.slice(0, -suffix.length);
    }
  }
  for (const suffix of ['ing', 'ed', 'ly', 'er', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // rezonn -> rezon (after -ing / -ed on a doubled consonant)
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) {
    w = w.slice(0, -1);
  }
  return w;
}

/** Content terms of a text: stemmed words that are not stop words, numbers or single letters. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (word.length > 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)) {
      out.push(stem(word));
    }
  }
  return out;
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'no',
  'vs',
  'inc',
  'co',
  'ltd',
  'mt',
  'ft',
  'ave',
  'rd',
  'blvd',
  'gov',
  'rep',
  'sen',
  'prof',
  'gen',
  'lt',
  'sgt',
  'capt',
  'col',
  'u.s',
  'e.g',
  'i.e',
]);

/**
 * Where the sentences of a text start and end, as [start, end) offsets. A sentence ends at . ? or !
 * followed by a space (or the end), except after a known abbreviation or an initial ("J. Smith"),
 * and at a line break.
 */
export function sentenceSpans(text: string, unpunctuated = false): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  // A caption's bracketed note ends a sentence where a new one starts after it ("[ ... the meeting
  // will resume when the closed session ends ] The time is now 12:43 ..."); a speaker's name in
  // brackets ("[Director Lingo] Aye.", "[Applause]") does not.
  const pattern = /[.?!]+["')\]]*(?=\s|$)|(?<!\[(?:[A-Z][\w.'’:-]*\s?){1,5})\](?=\s+["“[A-Z])|\n/g;
  for (const match of text.matchAll(pattern)) {
    const end = (match.index ?? 0) + match[0].length;
    const before = text.slice(start, match.index);
    const lastWord = /([A-Za-z.]+)$/.exec(before)?.[1]?.toLowerCase() ?? '';
    // An initial ("J. Smith"), not the letter of an item's label ("20F.", "back on G. 20G is").
    const initial =
      /^[a-z]$/.test(lastWord) &&
      !/\d[A-Za-z]$/.test(before) &&
      /^\s*[A-Za-z]/.test(text.slice(end, end + 3));
    // "No. 5" is a number; "No. - Eastham?" is an answer.
    const numbered = lastWord !== 'no' || /^\s*\d/.test(text.slice(end, end + 3));
    if (match[0].startsWith('.') && ((ABBREVIATIONS.has(lastWord) && numbered) || initial)) {
      continue;
    }
    if (text.slice(start, end).trim()) {
      spans.push([start, end]);
    }
    start = end;
  }
  if (text.slice(start).trim()) {
    spans.push([start, text.length]);
  }
  return spans
    .flatMap(([s, e]): [number, number][] => {
      if (e - s > RUN_ON) {
        return runOnSpans(text, s, e, { said: true, unpunctuated });
      }
      return unpunctuated && e - s > UNPUNCTUATED_RUN_ON
        ? runOnSpans(text, s, e, { said: false, unpunctuated })
        : [[s, e]];
    })
    .map(([s, e]) => {
      let a = s;
      while (a < e && /\s/.test(text[a] ?? '')) {
        a += 1;
      }
      return [a, e];
    });
}

/** A "sentence" this long is captions run on without full stops (characters). */
const RUN_ON = 200;
/** In captions with no punctuation at all, every line is a run-on (characters). */
const UNPUNCTUATED_RUN_ON = 40;
/**
 * Where else a sentence starts in captions with no punctuation at all: a motion made or seconded,
 * the rest asked to vote, and a run of answers closed ("... i'll second | all in favor aye aye aye |
 * um do we have any comments"), or the members named with their vote ("... voting yay | and ...").
 */
const STARTS_UNPUNCTUATED =
  /\b(?:i(?:'ll| will)? make a motion|i(?:'ll| will)? move\b|i(?:'ll| will)? second\b|(?:everyone|everybody) else\b|(?:we(?:'re| are) (?:now )?)?(?:on|at) (?:the )?(?:top|bottom) of (?:the )?page\b|any (?:opposed|abstentions?)\b|(?:the )?next order of business\b|next up\b|next is\b|may i have (?:a|the|that) motion\b|(?:and )?(?:now )?(?:we(?:'ll| will)|let's) (?:now )?move on\b|moving on\b|(?:that|this) (?:brings|takes) us\b|(?:clerk,? )?(?:please )?call the roll\b|item (?:number )?(?:one|1) is\b|(?:second(?:ed)? )?(?:we )?have a motion and a second\b|any (?:more |other |further )?discussion\b|(?:hearing|seeing) none\b)/gi;
const ENDS_UNPUNCTUATED =
  /\bvoting (?:yay|yea|yes|aye|nay|no|in favor)\b|\b(?:that|it|motion) (?:carries|passes|carried|passed|fails|failed)\b(?:\s+(?:unanimously|uimously|(?:\d{1,2}|\w+)\s*(?:-|to)\s*(?:\d{1,2}|\w+)\b))?|\b(?:aye|ayes|hi|i)(?:\s+(?:aye|ayes|hi|i)\b)+(?!\s+(?:think|am|was|have|had|would|will|can|do|don't|just|want|know|mean|guess|believe)\b)/gi;
/**
 * Where a new sentence starts in run-on captions: the chair calling a vote or the next item
 * ("we're now on top of page 17", "at the bottom of the page we have ...").
 */
const STARTS_SENTENCE =
  /\b(?:(?:we're |we are )?(?:now )?(?:going to go )?(?:on |at |to )?(?:the )?(?:top|bottom) of (?:the )?page\b|we(?:'re| are) (?:now )?(?:going to go )?(?:on|to) page \d|all (?:those )?in favou?r|(?:mr\.?|madam|madame) (?:clerk|clark|quirk)\b|will the clerk|the chair (?:moves|seeks)|is there a motion|is there a second|i(?:'ll| will)? make a motion|i(?:'ll| will)? move (?:to|that)|i(?:'ll| will)? second|next up\b)/gi;
/** Where a sentence ends in run-on captions: the result of a vote. */
const ENDS_SENTENCE =
  /\b(?:the (?:ayes|eyes|nays|noes) have it|(?:aye|ayes|eye) (?:carries|passes|carried|passed)|(?:is|has been|was|have been) (?:passed|adopted|approved|carried)|(?:motion|it) (?:carries|passes|fails)(?: unanimously| \d{1,2}\s*(?:-|to)\s*\d{1,2})?)\b/gi;
/**
 * A machine vote's count closing it ("six years no Nays", "... King seven years thank you", "... six
 * years okay now on the motion as amended").
 */
const YEAS_CLOSE = new RegExp(
  String.raw`${MACHINE_COUNT}(?:[,.]?\s+(?:the motion |it )?(?:carries|passes|is adopted|adopted|approved)\b)?|\b${COUNT}\s+${YEAS}(?=[,.]?\s+(?:thank|(?:(?:okay|all right)\s+)?now\b))`,
  'gi',
);
/** A piece shorter than this is not cut off as a sentence of its own (characters). */
const MIN_PIECE = 12;

/**
 * A run-on stretch of captions cut where a vote is called and where its result is said, so that
 * each call and result is read on its own ("... say I opposing nay the ayes have it | the docket
 * is passed | mr clark please read ...").
 */
function runOnSpans(
  text: string,
  from: number,
  to: number,
  cues: { said: boolean; unpunctuated: boolean },
): [number, number][] {
  const part = text.slice(from, to);
  const cuts = new Set<number>();
  const starts = [
    ...(cues.said ? part.matchAll(STARTS_SENTENCE) : []),
    ...(cues.unpunctuated ? part.matchAll(STARTS_UNPUNCTUATED) : []),
  ];
  for (const m of starts) {
    cuts.add(m.index);
  }
  const ends = [
    ...(cues.said ? [...part.matchAll(ENDS_SENTENCE), ...part.matchAll(YEAS_CLOSE)] : []),
    ...(cues.unpunctuated ? part.matchAll(ENDS_UNPUNCTUATED) : []),
  ];
  for (const m of ends) {
    cuts.add(m.index + m[0].length);
  }
  const spans: [number, number][] = [];
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut - start >= MIN_PIECE && part.length - cut >= MIN_PIECE) {
      spans.push([from + start, from + cut]);
      start = cut;
    }
  }
  spans.push([from + start, to]);
  return spans;
}

/** A quote for a description: the text, cut at a word boundary. */
export function quote(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
};

/** 5, "5" or "five" as a number; undefined otherwise. */
export function numberFrom(value: string): number | undefined {
  const lower = value.toLowerCase();
  if (/^\d{1,3}$/.test(lower)) {
    return Number(lower);
  }
  return NUMBER_WORDS[lower];
}

/** Cosine similarity of two sparse term-weight vectors. */
export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  if (a.size === 0 || b.size === 0) {
    return 0;
  }
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) {
      dot += weight * other;
    }
  }
  if (dot === 0) {
    return 0;
  }
  let na = 0;
  let nb = 0;
  for (const weight of a.values()) {
    na += weight * weight;
  }
  for (const weight of b.values()) {
    nb += weight * weight;
  }
  return dot / Math.sqrt(na * nb);
}

/** Term counts of a list of term lists. */
export function counts(lists: Iterable<string[]>): Map<string, number> {
  const result = new Map<string, number>();
  for (const list of lists) {
    for (const term of list) {
      result.set(term, (result.get(term) ?? 0) + 1);
    }
  }
  return result;
}
