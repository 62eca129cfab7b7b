import type { MotionResult } from '@gavel/contract';
import type { Utterance } from './transcript.ts';
import { I, TITLES } from './spoken-names.ts';
import { tallyFrom, yeasAlone, yeasNays, type Tally } from './tallies.ts';
import { clerkReadsNext } from './topics.ts';

/**
 * Outcomes: the result of a decision as said aloud ("the motion carries", "motion passed
 * unanimously", "the ayes have it", "we are adjourned" after a motion to adjourn), with the tally
 * said with it ("5 to 2", "six yes votes, four no votes").
 */

/**
 * "emotion": "the motion" as automatic captions hear it ("their names emotion passes"); a council's
 * calendar number said alone ("vote your machine thank you for your support 34631 passes").
 */
const NOUNS = String.raw`\d{5}|substitute motion|main motion|e?motion|amendment|resolution|ordinance|item|appeal|recommendation|consent agenda|agenda|minutes|reappointment|appointment|nomination|request|application|docket|order|late file|file`;
const PASSED = String.raw`carries|carried|carry|passes|passed|pass(?=\s+u(?:nan)?imously)|prevails|is approved|are approved|has been approved|was approved|is adopted|are adopted|was adopted|has been adopted|is granted`;
const FAILED = String.raw`fails|failed|is defeated|was defeated|is denied|was denied|is rejected|dies|died`;
/** How it passed: "unanimously", "5 to 2", also "is three to two" as automatic captions give it. */
const HOW = String.raw`(?:,?\s+(?:is\s+)?(unanimously|uimously|(\w+)(?:\s+to\s+|-|\s+)(\w+)))?`;
/**
 * An item's number after its noun: "item two passes", "resolution 24-7 was adopted", also read
 * digit by digit ("docket zero five three eight has passed").
 */
const LABEL = String.raw`(?:\s+(?:number\s+)?(?:\d[\w-]*|zero|one|two|three|four|five|six|seven|eight|nine|ten|[a-z]\d[\w-]*)){0,4}`;
const OUTCOME = new RegExp(
  String.raw`\b(?:the |that |this |your )?(${NOUNS})s?${LABEL}\s+(?:that\s+)?(?:(?:has|is|was)\s+)?(${PASSED}|${FAILED})\b${HOW}`,
  I,
);
const SHORT_OUTCOME = new RegExp(
  String.raw`^(?:(?:okay|all right|so|and|then|hearing none|seeing none|thank you|see that|seeing that|there (?:are|were) \w+ (?:ayes|eyes|yeas))[,.]?\s+)*(?:(?:it|that|this|(?:the\s+)?(?:motion|item|ordinance|resolution)(?:'s|s)?)\s+)?(passes|carries|fails|passed|carried|failed|approved|adopted)\b${HOW}`,
  I,
);
/**
 * The result said as a state, a sentence of its own: "It is approved.", "That is approved 9-0.";
 * not "That is approved by the voters of ..." nor "That has been approved by the commission."
 */
const IS_RESULT = new RegExp(
  String.raw`^(?:(?:okay|all right|so|and|then|hearing none|seeing none|thank you)[,.]?\s+)*(?:it|that|this|(?:the\s+)?(?:motion|item|ordinance|resolution))\s+is\s+(passed|carried|failed|approved|adopted)\b${HOW}\s*(?:[.!,;]|with\b|$)`,
  I,
);
/**
 * "I everyone else I I I carries unanimously.", "Aye. No, Carries four to one": the answers ("aye"
 * captioned "I", "Hi"), then the result ("carries" also as captions hear it there: "I curious").
 */
const AFTER_ANSWERS = new RegExp(
  String.raw`^(?:(?:i|hi|aye|ayes|no|nay|everyone else|everybody else)[,.?!]?\s+)+(carries|passes|curious)\b${HOW}`,
  I,
);
/** The same run on after other words, as captions without punctuation give it ("... everyone else aye aye aye carries"): two answers at least. */
const RUN_ON_ANSWERS = new RegExp(String.raw`\b(?:(?:i|hi|aye|ayes)\s+){2,}(carries|passes)\b${HOW}`, I);
/**
 * "carries" as automatic captions hear it ("Aye. A Carrie unanimously.", "Terry's 4 to 1."): taken only with
 * "unanimously" or a tally that carries after it.
 */
const MISHEARD_CARRIES =
  /\b(?:carrie|carry|kerry|keri|cary|terry|cares)(?:'?s)?,?\s+(unanimously|uimously|(\w+)(?:\s+to\s+|-)(\w+))\b/i;
const SET =
  /\b(?:the )?(hearing|item|consideration|matter|public hearing)\s+(?:is|has been|will be)\s+(set|postponed|continued|tabled|deferred)\b/i;
/**
 * Items added to the agenda by a vote ("the late file matters have been added to the agenda", "the
 * item is added to the agenda", "so the new motion is added").
 */
const ADDED = /\b(?:(?:has|have) been|is|are|was|were) added to the agenda\b|\bmotion is (?:now )?added\b/i;
/**
 * The rules suspended by a vote ("the rules are suspended then we need to further suspend ...",
 * "the rules are now suspended", "the rule rules are further suspended now CPC can give their report").
 */
const SUSPENDED =
  /\b(?:the |this |these )?rules? (?:is |are |were |have been |has been )?(?:now )?(?:further )?suspended\b/i;
const VACATED = /\b(?:the )?(minutes|approval)\s+(?:are|is|have been|has been)\s+(vacated|rescinded)\b/i;
/** "the ayes have it", also as captions hear it ("the eyes have it", "I eyes have it", "the eyes eyes have it"). */
const VOICE = /\b(?:(?:the|i) (ayes?|eyes|yeas?|nays|noes|nos)|(ayes|eyes))(?:\s+(?:ayes?|eyes))* have it\b/i;
/** "The aye. Have it.": a voice vote's result cut in two by a transcriber's full stop. */
const VOICE_HEAD = /\bthe (ayes?|yeas?|nays|noes|nos)[.,]?$/i;
const VOICE_TAIL = /^have it\b/i;
const ADJOURNED =
  /\b(?:we are|we're|we stand|meeting is|meeting stands|meeting|this meeting is|(?:council|board|commission|session) (?:is|stands))\s+(?:now\s+)?adjourned\b/i;
/** Every member said to vote for it: "the motion carries with all directors voting in favor". */
const ALL_VOTING_FOR = new RegExp(
  String.raw`\bwith all (?:the )?(?:${TITLES}|members|board members)(?: present)? voting (?:in favou?r|yes|yea|yay|aye)\b`,
  I,
);
/** "everyone on the dais has voted yes" (captions: "everyone on the day"), "all in favor everyone's in favor". */
const ALL_VOTED_YES =
  /\b(?:everyone|everybody|all (?:the )?members)(?: (?:on|at) the \w+)? (?:has|have) voted (?:yes|aye|in favou?r)\b|\b(?:everyone's|everybody's|it's an?|that's an?) unanimous vote\b|\bin favou?r,?\s+(?:everyone's|everybody's|everyone is|everybody is) in favou?r\b/i;
/** Unanimous consent: "Hearing none, so ordered.", "Without objection, so ordered." */
const SO_ORDERED =
  /\b(?:without objection|hearing (?:none|no objections?)|seeing (?:none|no objections?))[,.]?\s+(?:it is\s+)?so ordered\b/i;
/** "The minutes of the last meeting stand approved" (also as captions give it: "stand is approved"). */
const STANDS =
  /\b(minutes|report|agenda)\b(?:\s+\w+){0,5}?\s+stands?\s+(?:is\s+)?(?:approved|adopted|accepted)\b/i;
/** Words that make a result a condition or a wish; "can pose" is "any opposed" as captions hear it. */
const CONDITIONAL =
  /\b(if|whether|unless|until|when|once|hope|hopefully|should|would|will|could|can(?! pose\b))\b/i;
/** How far before a result a condition governs it ("if the amendment's adopted"), in characters. */
const CONDITION_REACH = 60;
/** Words that close what came before ("can I get few more votes okay the amendment has passed"). */
const CLOSES = /.*\b(?:okay|ok|all right|alright|thank you)\b/i;
/** A result said as a condition or a wish, not as what happened. */
const conditional = (text: string, at: number) =>
  CONDITIONAL.test(text.slice(Math.max(0, at - CONDITION_REACH), at).replace(CLOSES, ''));
/**
 * The ayes called for: "all those in favor", also as voice-to-text hears it ("All them in favor",
 * "All 'em in favor", "Although in favor say aye").
 */
const IN_FAVOR = String.raw`(?:all|although)(?: those| them| 'em| of those)? in favou?r|all favou?r|those in favou?r`;
const VOTE_CALL = new RegExp(
  String.raw`\b(?:${IN_FAVOR}|roll call|call the roll|please say aye|any opposed|opposed,? please|your machines|please vote|voting is open)\b`,
  'i',
);
/**
 * The clerk's count alone after the roll is called, when the captions give no names ("[roll call]."
 * "There are 13 ayes."): the result by the count.
 */
const CLERK_COUNT = /^there (?:are|were) (\w+) (?:ayes|eyes|yeas)(?:,? and (\w+) (?:nays?|noes))?[.!]?$/i;
/** The count read right after members are asked to vote on their machines ("please vote your machines 6-0"). */
const MACHINE_TALLY =
  /\b(?:your machines|please vote)\b[^.?!]{0,40}?\b(\d{1,2})\s*(?:-|to)\s*(\d{1,2}|nothing|zero)\b/i;
/**
 * A second by someone, also as captions hear "by" ("second to my council member green", "second my
 * council member"), or said done ("council member Jeruso has seconded").
 */
const SECOND_BY = String.raw`\bsecond(?:ed)? (?:by|in by|from|to my|in my|my)`;
const SECONDED = new RegExp(String.raw`${SECOND_BY}\b|\b(?:has|have) seconded\b`, 'i');
const EVERY_SECOND = new RegExp(SECONDED.source, 'gi');
/**
 * The result right after the second: "I move councilmember Jerusal seconded and it passes", "I've
 * moved second in by council member Greene foreign passes thank you" ("foreign": captions of a pause).
 */
const SECONDED_THEN_PASSES =
  /\bsecond(?:ed|s)?\b[^.?!]{0,20}?\s(?:and\s+)?(?:it|that)\s+(?:passes|carries|passed|carried)\b|\bsecond(?:ed)?(?: in)? by (?:council ?member |councilmember |councilman )?[a-z][\w'’-]+(?: foreign)?\s+(?:passes|carries)\b/i;
/** "it's adopted", "number 34 287 is approved", "Madam clerk it's unanimous" right after a vote was
 * called or the motion seconded ("seconded by councilman Jeruso there are five gates and one nay
 * motions adopted"); "any opposed then we accepted that amendment". */
const IT_PASSED =
  /\b(?:it's|it is|that's|that is|they're|they are|is|are|has been|have been|(?:motion|resolution|ordinance|item|amendment)(?:'s|s)?)\s+(?:been\s+)?(adopted|approved|passed|carried|unanimous)\b|\bwe(?:'ve| have)? accepted (?:that|the|this) (?:amendment|motion|report)\b/i;
/** "so I move councilmember Harris second it passes 6-0": a result with its count, anywhere. */
const PASSES_WITH_COUNT =
  /\b(?:it|that|motion)\s+(passes|carries|passed|carried|fails|failed)\s+(unanimously|uimously|(\d{1,2})\s*(?:-|to)\s*(\d{1,2}))\b/i;
/** Where a vote took the board: back into its regular session, or into another. */
const BACK_IN_SESSION = String.raw`we(?:'re| are) (?:now )?(?:back (?:in(?:to)?|to)\b|in(?:to)? (?:regular|executive|open|closed) session\b)`;
/** What may come between the opposed asked and where the vote took the board. */
const THEN_SEE = String.raw`(?:(?:then|thank you|okay|ok|all right|alright)[?.,!]?\s+)?(?:(?:see|seeing)\s+(?:that,?\s+)?)?`;
/** Nobody opposed, then the count ("any opposed hearing on 5-0", "none" as captions hear it). */
const OPPOSED_NONE_COUNT =
  /\bopposed[?.,]?\s+(?:(?:hearing|seeing) (?:none|on)|none)[,.]?\s+(\d{1,2})\s*(?:-|to)\s*(\d{1,2})\b/i;
/**
 * "any opposition seeing none passes six zero": nobody objects, and the result follows; also run
 * together after the opposed are asked, as captions hear it ("Any opposed? See that pass.", "any
 * opposed to that passed", "Any opposed? Do that pass.", "Any opposed? See that, that pass."), or
 * with where the vote took the board ("Any opposed? See that we're back in regular session.", "Any
 * opposed? Then we're back into regular session.", "Opposed. Thank you. See that we're now back
 * into regular session."), or with the council going on ("any opposition all right we're good to go").
 */
const NONE_THEN_PASSES = new RegExp(
  String.raw`\b(?:seeing|hearing) (?:none|no objections?|no opposition)[,.]?\s+(?:(?:it|that|the motion)\s+)?(passes|carries|passed|carried)\b|\bopposed[?.,]?\s+(?:(?:see|seeing|so|to|do|did)\s+)?(?:that,?\s+)?(?:that|it)\s+pass(?:ed|es)?\b|\bopposed[?.,]?\s+(?:see|seeing)\s+(?:that,?\s+)?we(?:'re| are) (?:now )?(?:back )?in\b|\bopposed[?.,]?\s+${THEN_SEE}${BACK_IN_SESSION}|\b(?:opposition|opposed|objections?)[?.,]?\s+(?:(?:okay|ok|all right|alright)[,.]?\s+)?we(?:'re| are) good to go\b`,
  'i',
);
/**
 * The ayes called for and the members thanked, nobody opposing, as the chair goes on: "all in favor
 * of 34 292 please signify so by saying aye any opposed all right thank you", "please say aye thank
 * you all very much"; not the speakers in favor of an item thanked ("those in favor thank you").
 */
const AYES_THANKED = new RegExp(
  String.raw`\b(?:say(?:ing)? aye|all(?: those)? in favou?r)[,.]?\s+(?:any (?:opposed|opposition)[?.,]?\s+)?(?:(?:all right|alright|okay|ok)[,.]?\s+)?thank you\b`,
  'i',
);
/**
 * The opposed asked, alone ("Any opposed?"), and the result in the next sentence, as captions hear
 * it ("Do that pass.", "See that, that pass."), or where the vote took the board, what is left of
 * it in the captions too ("The regular session."), also after a stray aye ("I any opposed." "I see that
 * that passed."); also asked as those not in favor ("Any not in favor?", "All not in favor.").
 */
/** Those not in favor asked ("Any not in favor?", "All not in favor."), as some chairs ask the opposed. */
const NOT_IN_FAVOR = String.raw`(?:any(?:one|body)?|all(?: those)?|those) not in favou?r`;
const OPPOSED_JUST_ASKED = new RegExp(
  String.raw`(?:\b(?:any(?:one|body)?|all(?: those)?) |^)opposed[?.]?$|\b${NOT_IN_FAVOR}[?.]?$`,
  'i',
);
/** Those not in favor asked, alone ("All not in favor."). */
const NOT_IN_FAVOR_ASKED = new RegExp(String.raw`^${NOT_IN_FAVOR}[?.]?$`, 'i');
/** A word of thanks alone between the opposed asked and the result ("Opposed." "Thank you." "See that ..."). */
const THANKS_ALONE = /^(?:thank you|thanks|okay|ok|all right|alright)[.!,]?$/i;
/** The opposed asked in the last sentence, or in the one before it with only thanks between. */
const opposedJustAsked = (previous: Utterance[] = []): boolean =>
  OPPOSED_JUST_ASKED.test(previous.at(-1)?.text ?? '') ||
  (THANKS_ALONE.test(previous.at(-1)?.text.trim() ?? '') &&
    OPPOSED_JUST_ASKED.test(previous.at(-2)?.text ?? ''));
const SEEN_TO_PASS = new RegExp(
  String.raw`^(?:i\s+)?(?:(?:see|seeing|so|do|did)\s+)?(?:that,?\s+)?(?:that|it)\s+pass(?:ed|es)?\b|^(?:see|seeing)\s+(?:that,?\s+)?we(?:'re| are) (?:now )?(?:back )?in\b|^${THEN_SEE}${BACK_IN_SESSION}|^the (?:regular|open) session[.!]?$`,
  'i',
);
/**
 * Whether the chair calls for the ayes of a vote in the text ("All those in favor say aye", also
 * with its first words lost: "N favor say aye.").
 */
export const callsAVote = (text: string): boolean =>
  new RegExp(String.raw`\b(?:${IN_FAVOR}|call the roll|favou?r,? (?:please )?say aye)\b`, 'i').test(text);
/**
 * A result read as a bare tally right after the answers: "Everyone else? No. Aye, aye Would No."
 * then "Four to one."
 */
const BARE_TALLY = /^(?:(?:so|okay|and|that's|it's)[,.]?\s+)?(\w+)(?:\s+to\s+|-)(\w+)\b[.!]?(?:\s|$)/i;
/** The tally closing a sentence of answers ("No. Aye, aye Would No. Four to one."). */
const TALLY_LAST = /[.!?]\s+(\w+)(?:\s+to\s+|-)(\w+)[.!]?$/i;
const ANSWERS_OPEN = /^(?:aye|ayes|hi|i|no|nay|yes)\b/i;
const ANSWER_WORD = /\b(?:aye|ayes|hi|i|no|nay|yes)\b/i;
/** The members were just asked for their votes and answered (in this sentence or the last). */
const afterTheCall = (text: string, previous?: Utterance[]) =>
  !!previous &&
  (ANSWERS_OPEN.test(text) || ANSWER_WORD.test(previous.at(-1)?.text ?? '')) &&
  previous.slice(-4).some((p) => VOTE_CALL.test(p.text) || ASK_THE_REST.test(p.text));
const MOVED_TO_ADJOURN =
  /\b(?:(?:motion|emotion|devotion) to adjourn(?:ed)?|move (?:that we |to )?adjourn|moved to adjourn|in favou?r of (?:adjournment|adjourning))\b/i;

export interface Result {
  time: number;
  index: number;
  result: MotionResult;
  unanimous: boolean;
  tally: Tally | null;
  motion?: string;
  /** Not said: read from the answers (see unspokenResult). A result said right after replaces it. */
  inferred?: boolean;
  /** When the result was said again, as one decision ("Okay, approved." ... "The motion carries."). */
  saidAgain?: number;
}

/** A line this long is read for a result only at its ends. */
export const LONG_UTTERANCE = 400;
const EDGE = 120;

/**
 * In a long stretch, the result said right after a member seconds ("... I get a second by Council
 * vice president Moreno any opposition all right we're good to go thank you now ..."), where the
 * vote is taken in the middle of the talk.
 */
function resultAfterSecond(u: Utterance, previous?: Utterance[]): Result | undefined {
  for (const m of u.text.matchAll(EVERY_SECOND)) {
    const from = m.index ?? 0;
    if (from < EDGE || from > u.text.length - EDGE) {
      continue;
    }
    const found = resultIn({ ...u, text: u.text.slice(from, from + EDGE) }, previous);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** The result said in an utterance, if any. */
export function resultIn(u: Utterance, previous?: Utterance[]): Result | undefined {
  // A long stretch of unpunctuated captions: only a result said as it opens ("approved six to
  // nothing thank you next item is ...") or as it closes ("... second it passes 6-0", where a
  // run-on stretch is cut), not a word deep in the talk.
  if (u.text.length > LONG_UTTERANCE) {
    return (
      resultIn({ ...u, text: u.text.slice(0, EDGE) }, previous) ??
      resultIn({ ...u, text: u.text.slice(-EDGE).replace(/^\S*\s/, '') }, previous) ??
      resultAfterSecond(u, previous)
    );
  }
  const text = u.text;
  const base = { time: u.time, index: u.index, unanimous: false, tally: null };
  const full = OUTCOME.exec(text);
  if (full?.[2] && !conditional(text, full.index)) {
    const failed = new RegExp(`^(?:${FAILED})$`, I).test(full[2]);
    return {
      ...base,
      result: failed ? 'failed' : 'carried',
      unanimous: /\bunanimous|\buimously\b/i.test(text) || ALL_VOTING_FOR.test(text),
      tally: tallyFrom(full[4], full[5]),
    };
  }
  const short =
    SHORT_OUTCOME.exec(text) ?? IS_RESULT.exec(text) ?? AFTER_ANSWERS.exec(text) ?? RUN_ON_ANSWERS.exec(text);
  if (short?.[1]) {
    return {
      ...base,
      result: /fail/i.test(short[1]) ? 'failed' : 'carried',
      unanimous: /unanimous|uimously/i.test(short[2] ?? '') || ALL_VOTING_FOR.test(text),
      tally: tallyFrom(short[3], short[4]),
    };
  }
  const misheard = MISHEARD_CARRIES.exec(text);
  const misheardTally = tallyFrom(misheard?.[2], misheard?.[3]);
  if (
    misheard &&
    (/^u(?:nan)?imously$/i.test(misheard[1] ?? '') || (misheardTally && misheardTally.yes > misheardTally.no))
  ) {
    return { ...base, result: 'carried', unanimous: !misheardTally, tally: misheardTally };
  }
  const bare = afterTheCall(text, previous)
    ? (BARE_TALLY.exec(text) ?? (ANSWERS_OPEN.test(text) ? TALLY_LAST.exec(text) : null))
    : null;
  const bareTally = tallyFrom(bare?.[1], bare?.[2]);
  if (bareTally && bareTally.yes !== bareTally.no && bareTally.yes + bareTally.no <= 15) {
    return { ...base, result: bareTally.yes > bareTally.no ? 'carried' : 'failed', tally: bareTally };
  }
  const counted = yeasNays(text);
  if (counted && counted.yes + counted.no <= 30) {
    return {
      ...base,
      result: counted.yes > counted.no ? 'carried' : 'failed',
      unanimous: counted.no === 0,
      tally: { ...counted, abstain: 0, absent: 0 },
    };
  }
  const yeas = yeasAlone(text, previous?.at(-1)?.text);
  if (yeas !== undefined) {
    return {
      ...base,
      result: 'carried',
      unanimous: true,
      tally: { yes: yeas, no: 0, abstain: 0, absent: 0 },
    };
  }
  const clerkCount = CLERK_COUNT.exec(text);
  const clerkTally = tallyFrom(clerkCount?.[1], clerkCount?.[2] ?? 'zero');
  if (clerkTally && previous?.slice(-4).some((p) => VOTE_CALL.test(p.text))) {
    return {
      ...base,
      result: clerkTally.yes > clerkTally.no ? 'carried' : 'failed',
      unanimous: clerkTally.no === 0,
      tally: clerkTally,
    };
  }
  const machine = MACHINE_TALLY.exec(text);
  const machineTally = tallyFrom(machine?.[1], machine?.[2]?.replace(/^(?:nothing|zero)$/i, '0'));
  if (machineTally && machineTally.yes !== machineTally.no) {
    return {
      ...base,
      result: machineTally.yes > machineTally.no ? 'carried' : 'failed',
      unanimous: machineTally.no === 0,
      tally: machineTally,
    };
  }
  const withCount = PASSES_WITH_COUNT.exec(text);
  if (withCount?.[1] && !conditional(text, withCount.index)) {
    return {
      ...base,
      result: /^fail/i.test(withCount[1]) ? 'failed' : 'carried',
      unanimous: /unanimous|uimously/i.test(withCount[2] ?? ''),
      tally: tallyFrom(withCount[3], withCount[4]),
    };
  }
  const noneCounted = OPPOSED_NONE_COUNT.exec(text);
  if (noneCounted) {
    return { ...base, result: 'carried', tally: tallyFrom(noneCounted[1], noneCounted[2]) };
  }
  if (NONE_THEN_PASSES.test(text) || (opposedJustAsked(previous) && SEEN_TO_PASS.test(text))) {
    return { ...base, result: 'carried' };
  }
  if (SECONDED_THEN_PASSES.test(text) || AYES_THANKED.test(text)) {
    return { ...base, result: 'carried' };
  }
  const it = IT_PASSED.exec(text);
  if (
    it &&
    (VOTE_CALL.test(text.slice(0, it.index)) ||
      SECONDED.test(text.slice(0, it.index)) ||
      previous?.slice(-3).some((p) => VOTE_CALL.test(p.text)))
  ) {
    return { ...base, result: 'carried', unanimous: /^unanimous$/i.test(it[1] ?? '') };
  }
  const set = SET.exec(text);
  if (set?.[2] && !conditional(text, set.index)) {
    const what = set[2].toLowerCase();
    return {
      ...base,
      result: 'carried',
      motion: what === 'set' ? 'Set the hearing' : `${what.replace(/^\w/, (c) => c.toUpperCase())} the item`,
    };
  }
  if (ALL_VOTED_YES.test(text)) {
    return { ...base, result: 'carried', unanimous: true };
  }
  if (SO_ORDERED.test(text)) {
    return { ...base, result: 'carried', unanimous: true };
  }
  const stands = STANDS.exec(text);
  if (stands && !conditional(text, stands.index)) {
    return { ...base, result: 'carried' };
  }
  const added = ADDED.exec(text);
  if (added && !conditional(text, added.index)) {
    return { ...base, result: 'carried', motion: 'Add the items to the agenda' };
  }
  const suspended = SUSPENDED.exec(text);
  if (suspended && !conditional(text, suspended.index)) {
    return { ...base, result: 'carried', motion: 'Suspend the rules' };
  }
  const vacated = VACATED.exec(text);
  if (vacated) {
    return { ...base, result: 'carried', motion: 'Vacate the approval of the minutes' };
  }
  const voice =
    VOICE.exec(text) ?? (VOICE_TAIL.test(text) ? VOICE_HEAD.exec(previous?.at(-1)?.text ?? '') : null);
  const side = (voice?.[1] ?? voice?.[2])?.toLowerCase();
  if (side) {
    return { ...base, result: /^(?:ayes?|eyes|yeas?)$/.test(side) ? 'carried' : 'failed' };
  }
  if (
    ADJOURNED.test(text) &&
    previous?.some((p) => MOVED_TO_ADJOURN.test(p.text) || VOTE_CALL.test(p.text))
  ) {
    if (previous.some((p) => MOVED_TO_ADJOURN.test(p.text)) || MOVED_TO_ADJOURN.test(text)) {
      return { ...base, result: 'carried', motion: 'Adjourn' };
    }
  }
  return undefined;
}

// --- A voice vote whose result nobody says ----------------------------------------------------

/** The chair asking the members who have not answered yet, or everyone, to say aye. */
const ASK_THE_REST = new RegExp(
  String.raw`\b(?:(?:everyone|everybody) else|${IN_FAVOR}|how (?:do )?you vote)\b`,
  'i',
);
/**
 * The ayes asked for and said in one sentence ("all those in favor the motion to substitute please
 * say ay ay ay.", "all in favor aye aye aye", "all those in favor vote aye aye" and "everyone else hi hi
 * all righty" in captions without punctuation).
 */
const AYES_CALLED_AND_SAID = new RegExp(
  String.raw`\b(?:${IN_FAVOR}|(?:everyone|everybody) else)\b(?:.{0,80}\b(?:say|vote))?\s+(?:aye|ay|hi|i)(?:[,.!]?\s+(?:aye|ay|hi|i)\b)+(?:[,.!]?\s+(?:thank you|thanks|all right(?:y)?|okay|ok|um|uh))*[.!]?$`,
  'i',
);
/** Only answers: "Aye.", "Hi. Hi.", "Aye, aye, aye.", "I I" (automatic captions of "aye, aye"). */
/** An aye as said or heard ("aye", "hi", "I", the "a" of a stuttered "a aye"). */
const AYE_WORD = String.raw`(?:aye|ayes|hi|yes|i|a(?=\s+aye\b))`;
const ONLY_ANSWERS = new RegExp(String.raw`^(?:${AYE_WORD}[,.!]?\s*)+$`, 'i');
const LEADING_ANSWERS = new RegExp(String.raw`^(?:${AYE_WORD}[,.!]?\s*)+`, 'i');
/** Answers opening a sentence that goes on ("I I and we are be back."): two at least. */
const ANSWERS_FIRST = /^(?:aye|hi|i)[,.!]?\s+(?:aye|hi|i)\b(?!')/i;
/** Not an abstention: "I I abstain I" still carries ("so, four ayes and an abstention"). */
const DISSENT = /\b(?:opposed|nay|nays|no|noes|against)\b/i;
/** The chair asking for the noes ("Any opposed? Vote nay.", "Opposed, please say no."): no dissent. */
const OPPOSED_ASKED = new RegExp(
  String.raw`\b(?:(?:(?:any(?:one)?|all|those)\s+)?opposed(?:\s+to the motion)?|${NOT_IN_FAVOR})[?,.]?(?:\s*(?:please\s+)?(?:vote|say|signify)\s+(?:nay|no)\b[.?!]?)?`,
  'gi',
);
const VOTE_NAY = /^(?:please\s+)?(?:vote|say)\s+(?:nay|no)[.!?]?$/i;
/** Dissent however said; a "no" only as an answer, not in a sentence ("there are no written reports"). */
const STRONG_DISSENT = /\b(?:opposed|nay|nays|noes|against)\b/i;
const ANSWERED_NO = /^(?:no|nope)\b/i;
const SHORT = 60;
const dissents = (text: string) => {
  const said = text.replace(OPPOSED_ASKED, ' ').trim();
  if (VOTE_NAY.test(text.trim())) {
    return false;
  }
  return STRONG_DISSENT.test(said) || ANSWERED_NO.test(said) || (said.length <= SHORT && DISSENT.test(said));
};

/**
 * "All in favor? Aye. Aye." or "Everyone else? Hi. Hi." and then the next business, with no result
 * said: the answers are all ayes and nobody answers when the opposed are asked, so the motion
 * carried. Taken at the last answer of the run; the utterances after it must not say a result or
 * give a dissent ("Any opposed? Vote nay. Alright, we're back in regular session now."). Also a
 * machine vote whose count nobody reads, and a motion seconded right before the clerk reads the
 * next item.
 */
export function unspokenResult(utterances: Utterance[], i: number): Result | undefined {
  return (
    nobodyOpposed(utterances, i) ??
    onlyAyes(utterances, i) ??
    opposedUnanswered(utterances, i) ??
    unreadMachineVote(utterances, i) ??
    movedOnAfterSecond(utterances, i)
  );
}

/** A member moving ("I move for approval", "I've moved", "motion to adopt"). */
const MOVED =
  /\b(?:i(?:'ve| have)? moved?|i(?:'ll| will)? make a motion|motion to (?:adopt|approve)|move (?:for )?(?:approval|adoption)|moved? to (?:adopt|approve))\b/i;
/**
 * A motion to pass the item ("I move to adopt", "move for approval", "I will move" alone): taken for
 * one with no second heard, unlike "I move that we hear from the public first".
 */
const MOVED_TO_PASS =
  /\b(?:move|motion)\s+(?:for\s+|to\s+)?(?:adopt|approv)\w*|\bi(?:'ll| will) move\b(?!\s+(?:on|that|to)\b)/i;
/** A second by a member named by title: there was a motion, though the captions lost its mover. */
const NAMED_SECOND = new RegExp(
  String.raw`${SECOND_BY} (?:council ?member|councilmember|council (?:vice )?president|president|vice president)\b`,
  'i',
);
/** Not passed: put off, withdrawn or failed. */
const NOT_PASSED = /\b(?:fails|failed|defeated|withdrawn|withdraw|deferred|defer)\b/i;
/** How far back the motion and its second are looked for before the next item (seconds). */
const MOVED_ON_WITHIN = 90;
/** How soon after the second the next item is read, for the council to have gone straight on (seconds). */
const SECOND_TO_NEXT_ITEM = 60;

/**
 * A motion made and seconded, then the next item read with no result said (automatic captions
 * lose the count: "I make a motion to adopt second by C Moro ... thank you madam cler we're now on
 * top of page 33"): the council went on as if it passed, so it carried. Taken at the utterance
 * before the next item.
 */
function movedOnAfterSecond(utterances: Utterance[], i: number): Result | undefined {
  const u = utterances[i];
  const before = utterances[i - 1];
  if (!u || !before || !clerkReadsNext(u.text)) {
    return undefined;
  }
  let moved = false;
  let movedToPass = false;
  let second: string | undefined;
  for (let k = i - 1; k >= 0; k -= 1) {
    const p = utterances[k];
    if (!p || u.time - p.time > MOVED_ON_WITHIN || clerkReadsNext(p.text)) {
      break;
    }
    if (MACHINE_CALL.test(p.text) || NOT_PASSED.test(p.text)) {
      return undefined;
    }
    // The last decision taken: only a motion made after it is left without a result.
    if (resultIn(p, utterances.slice(Math.max(0, k - 12), k))) {
      break;
    }
    moved ||= MOVED.test(p.text);
    movedToPass ||= MOVED_TO_PASS.test(p.text);
    if (second === undefined && u.time - p.time <= SECOND_TO_NEXT_ITEM && SECONDED.test(p.text)) {
      second = p.text;
    }
  }
  // A member's second is to a motion, though the captions lost the mover ("Mo second my council member
  // jerusa"); a motion to pass the item was seconded, though the captions lost the second.
  return movedToPass || (second !== undefined && (moved || NAMED_SECOND.test(second)))
    ? {
        time: before.time,
        index: before.index,
        result: 'carried',
        unanimous: false,
        tally: null,
        inferred: true,
      }
    : undefined;
}

/**
 * Members asked to vote on their machines ("please vote your machines", also as captions hear it:
 * "please fight your machines", "I'm pleased to vote on the consent agenda").
 */
const MACHINE_CALL = /\b(?:your machines?|voting is open|please(?:d)? (?:to )?vote on the consent agenda)\b/i;
/** How long after a machine vote is called its count is read, when it is read (seconds). */
const MACHINE_COUNT = 90;

/**
 * A machine vote whose count nobody reads out (or captions garble beyond reading: "please vote
 * your machines foreign and the companion ordinance will be next"): the council moves on, so the
 * motion carried. Taken at the call, when no result is said before the next call or within 90 s.
 */
function unreadMachineVote(utterances: Utterance[], i: number): Result | undefined {
  const u = utterances[i];
  const call = u ? MACHINE_CALL.exec(u.text) : null;
  if (!u || !call) {
    return undefined;
  }
  if (resultIn({ ...u, text: u.text.slice(call.index) })) {
    return undefined;
  }
  for (let k = i + 1; k < utterances.length; k += 1) {
    const next = utterances[k];
    if (!next || next.time - u.time > MACHINE_COUNT || MACHINE_CALL.test(next.text)) {
      break;
    }
    if (
      resultIn(next, utterances.slice(Math.max(0, k - 12), k)) ||
      /\b(?:fails|failed|defeated)\b/i.test(next.text)
    ) {
      return undefined;
    }
  }
  return { time: u.time, index: u.index, result: 'carried', unanimous: false, tally: null, inferred: true };
}

const NONE_HEARD = /\b(?:hearing|seeing) none\b/i;
const SECONDED_JUST_NOW =
  /\b(?:i(?:'ll| will)? second|second(?:ed|s)? (?:by|it|the motion)|the second was by)\b/i;
const OPPOSED = /\bopposed\b/i;

/**
 * "All those in favor? Vote. Aye. Aye. Any opposed? Vote nay. Hearing none." with no result said
 * after it: nobody opposed, so the motion carried.
 */
function nobodyOpposed(utterances: Utterance[], i: number): Result | undefined {
  const u = utterances[i];
  const none = u ? NONE_HEARD.exec(u.text) : null;
  if (!u || !none) {
    return undefined;
  }
  const asked =
    OPPOSED.test(u.text.slice(0, none.index)) ||
    utterances.slice(Math.max(0, i - 2), i).some((p) => OPPOSED.test(p.text));
  // The ayes called for, or only a motion seconded before the chair asks for objections ("any
  // opposed the second was by councilmember Green correct" | "any opposed to" | "hearing none").
  const called = utterances
    .slice(Math.max(0, i - 8), i + 1)
    .some((p) => ASK_THE_REST.test(p.text) || SECONDED_JUST_NOW.test(p.text));
  if (!asked || !called) {
    return undefined;
  }
  return { time: u.time, index: u.index, result: 'carried', unanimous: false, tally: null, inferred: true };
}

/** How soon before the opposed are asked the ayes must have been called for (seconds). */
const AYES_CALLED_WITHIN = 20;

/**
 * "All those in favor, say aye." "Any opposed?" and the chair goes on ("I first item item we have
 * is a consent agenda."), the answers lost from the captions and no result said: nobody objected,
 * so the motion carried. Taken where the opposed are asked; not when anyone answered either way
 * (the answers are read by the rules for them) or a result or a dissent follows.
 */
function opposedUnanswered(utterances: Utterance[], i: number): Result | undefined {
  const u = utterances[i];
  if (!u || !OPPOSED_JUST_ASKED.test(u.text.trim())) {
    return undefined;
  }
  const before = utterances
    .slice(Math.max(0, i - 3), i + 1)
    .filter((p) => u.time - p.time <= AYES_CALLED_WITHIN);
  const called = before.findLastIndex((p) => callsAVote(p.text));
  if (called < 0 || before.slice(called + 1, -1).some((p) => ONLY_ANSWERS.test(p.text.trim()))) {
    return undefined;
  }
  // Ayes said as the opposed are asked ("I All not in favor.") are no answers to read apart.
  const leading = LEADING_ANSWERS.exec(u.text.trim())?.[0] ?? '';
  if (leading && !NOT_IN_FAVOR_ASKED.test(u.text.trim().slice(leading.length))) {
    return undefined;
  }
  const after = utterances.slice(i + 1, i + 3);
  if (
    after.length === 0 ||
    after.some((a) => ONLY_ANSWERS.test(a.text.trim()) || dissents(a.text) || resultIn(a) !== undefined)
  ) {
    return undefined;
  }
  return { time: u.time, index: u.index, result: 'carried', unanimous: false, tally: null, inferred: true };
}

function onlyAyes(utterances: Utterance[], i: number): Result | undefined {
  const u = utterances[i];
  const askedAndAnswered = u !== undefined && AYES_CALLED_AND_SAID.test(u.text);
  if (!u || !(ONLY_ANSWERS.test(u.text) || ANSWERS_FIRST.test(u.text) || askedAndAnswered)) {
    return undefined;
  }
  const next = utterances[i + 1];
  if (next && ONLY_ANSWERS.test(next.text) && next.time - u.time < 10) {
    return undefined;
  }
  const before = utterances.slice(Math.max(0, i - 4), i);
  const asked = before.findLastIndex((p) => ASK_THE_REST.test(p.text));
  if (
    !askedAndAnswered &&
    (asked < 0 || before.slice(asked + 1).some((p) => !ONLY_ANSWERS.test(p.text) && DISSENT.test(p.text)))
  ) {
    return undefined;
  }
  const after = utterances.slice(i + 1, i + 4);
  const rest = askedAndAnswered ? '' : u.text.replace(LEADING_ANSWERS, '');
  if (dissents(rest) || after.some((a) => dissents(a.text) || resultIn(a) !== undefined)) {
    return undefined;
  }
  return { time: u.time, index: u.index, result: 'carried', unanimous: false, tally: null, inferred: true };
}
