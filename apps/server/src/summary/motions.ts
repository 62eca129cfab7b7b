import type { MotionResult, SummaryVote } from '@gavel/contract';
import type { Utterance } from './transcript.ts';
import type { RollCall } from './votes.ts';
import { callsAVote, LONG_UTTERANCE, resultIn, unspokenResult, type Result } from './outcomes.ts';
import { STOP_WORDS } from './text.ts';
import { spokenTally, type Tally } from './tallies.ts';
import { ROLL_ASKED } from './roll-call-words.ts';
import { ci, I, NAME, person, TITLE } from './spoken-names.ts';
import { splitCounted, splitExcepted } from './split-decisions.ts';
import { statedVotes, type StatedVote } from './stated-votes.ts';
import { sameSurname } from './voter-roster.ts';

export type { Tally } from './tallies.ts';

/**
 * Motions: each decision said aloud ("the motion carries", "motion passed unanimously", "the
 * hearing is set", "we are adjourned" after a vote), with what was moved, who moved and seconded
 * it, the tally when one is said or counted, and the named votes of that decision: a roll call,
 * or members named in a statement ("Mr. Kling abstains", "Council Members Avery and Brooks voting
 * no", "two excused, Grant and Hale"). A voter whose name is not said is only counted.
 */

export interface Motion {
  /** When the result was said (seconds). */
  time: number;
  /** Index of the utterance that said the result. */
  index: number;
  motion: string | null;
  mover: string | null;
  seconder: string | null;
  result: MotionResult;
  unanimous: boolean;
  tally: Tally | null;
  votes: SummaryVote[];
  /** A part of a roll call's question voted apart (split-decisions.ts): its votes are the roll call's too. */
  votedApart?: boolean;
}

/** How far back the motion, mover and seconder of a result are looked for (seconds). */
const LOOK_BACK = 30 * 60;
/** A roll call or vote statement belongs to a result said this soon after it (seconds). */
const VOTE_TO_RESULT = 90;
/** How soon a machine vote's count may be read again, higher, as late votes come in (seconds). */
const RECOUNT = 45;
/** The most said between a count and its recount ("one more", "okay"), in characters. */
const RECOUNT_ASIDE = 40;
/**
 * Named votes a roll call needs for its count to be the decision's tally: fewer are members voting
 * aloud while the others vote on their screens ("I'm voting no." "Thank you, Director Lingo.").
 */
const COUNTED_ROLL = 3;

// --- What was moved, by whom -------------------------------------------------------------

const MOTION_TEXT = [
  /\bis there a motion (?:to|for)\s+(.{3,160}?)(?:\?|$)/i,
  /\b(?:i(?:'d| would)? (?:like to )?(?:make a )?motion (?:to|that)|i move(?: that| to)?|i'll move(?: that| to)?|i(?:'ll| will) make a motion to|motion to)\s+(?!approve\.?$)(.{3,200}?)(?:[.?!](?=\s|$)|$)/i,
  // "a motion was made by Trustee Spec and seconded by Trustee Quo to approve the appointment of ..."
  /\ba motion (?:was|has been) made by .{3,80}? to\s+(approve|adopt|deny|accept|appoint|reappoint)\b(.{0,160}?)(?:[.?!](?=\s|$)|$)/i,
  /\bmove[sd]? to\s+(approve|adopt|deny|postpone|table|continue|accept|set|appoint|reappoint|amend|adjourn)\b(.{0,160}?)(?:[.?!](?=\s|$)|$)/i,
  // "It was moved by Trustee Kahn and seconded by Trustee Lingo to approve the budget.", "Motion by
  // Commissioner Kahn, second by Commissioner Lingo, to approve the rezoning.", "a second from
  // Director Lingo to approve the minutes"
  /\b(?:moved|motion|second(?:ed)?) (?:by|from) .{3,80}? to\s+(approve|adopt|deny|accept|appoint|reappoint|postpone|table|continue|amend)\b(.{0,160}?)(?:[.?!](?=\s|$)|$)/i,
  // An officer elected: "I would like to nominate Mitch Lingo to be committee chair for PNG."
  // (a nominee by name, not "I nominate her again" nor "I nominate and cease nominations").
  new RegExp(
    String.raw`\b${ci("i(?:'d| would)? (?:like to )?")}(${ci('nominate')}\s+(?!I\b)[A-Z][\w'’.-]*.{0,120}?)(?:[.?!](?=\s|$)|$)`,
  ),
];

/**
 * The name after a title: capitalised, or one word in lower case as automatic captions write names
 * ("seconded by councilmember jeruso"); a common word there is no name ("moved by council member and").
 */
const TITLED = String.raw`${NAME}|[a-z][a-z'’-]{2,}`;
/** An office said for the member, without a name after it: "a motion by vice chair", "second by the chair". */
const OFFICE = String.raw`${ci(String.raw`(?:the )?(vice[-\s]chair(?:man|woman|person)?|chair(?:man|woman|person)?)`)}\b(?!\s+[A-Z])`;
/** A sentence's end, or the chair's call for a second right after ("... by Supervisor Ledge. Is there a second?"). */
const SAID_BY_END = String.raw`(?=[.?!](?:\s|$)|,?\s+(?:is there|do we have|do I have|can I get) a second\b)`;

/**
 * "Seconded by" as automatic captions hear it: "second of my", "second about", and "executed by"
 * before a council member only (an agreement is "executed by the mayor").
 */
const SECONDED_BY_HEARD = String.raw`(?:second(?:ed|ing)?(?: (?:of|in|to|and|was|is))? (?:by|my|about)|(?:executed|executive) by(?= council))`;

const MOVER: RegExp[] = [
  new RegExp(String.raw`\b${ci("motion(?:'s| has)? (?:been )?(?:made )?(?:from|by|for|of)")} ${OFFICE}`),
  new RegExp(
    String.raw`\b${ci('motion')}(?:'s| has| was)? (?:been )?(?:made )?(?:from|by|for|of) (${TITLE})\s+(${TITLED})`,
  ),
  // "moved by council president Morrell", "move by councilman Harris" as captions hear it, "moved
  // by Morel seconded by ..."
  new RegExp(String.raw`\b${ci('(?:moved?|made) by')} (?:${ci('council')} )?(${TITLE})\s+(${TITLED})`),
  new RegExp(String.raw`\b${ci('moved by')} (${NAME}),? ${ci('second(?:ed)?')}\b`),
  new RegExp(String.raw`\b(?:the )?(chair) (?:makes (?:the|a) motion|moves)\b`, I),
  new RegExp(
    String.raw`\b${ci(String.raw`(?:we have|there is) a motion(?: to [\w ]+?)? (?:from|by)`)} (${NAME})`,
  ),
  new RegExp(String.raw`^(${NAME}),? ${ci('(?:made a motion|motion to)')}\b`),
  // "Motion to approve the consent agenda by Director Kahn, seconded by Director Lingo", "So a
  // motion to approve by supervisor Seymour." (the second or the sentence's end after it: a "by"
  // alone may be a second misheard, "approve executed by ..."), "Director Kahn moves to approve ...",
  // "Council member Wonsley has moved approval of the committee's report." (also as captions give it:
  // "has move approval", "ha moved"), "Councilmember Osman has made a motion.", "councilman Thomas
  // moved that we approved the consent agenda"
  new RegExp(
    String.raw`\b${ci('motion to')} [^.?!]{3,120}? (?<!${ci('(?:second(?:ed)?|executed)(?: (?:was|is))?')} )${ci('(?:by|from)')} (${TITLE})\s+(${TITLED})(?:,?\s+${ci('(?:and\\s+)?(?:(?:with\\s+)?(?:a|the)\\s+)?second(?:ed)?')}\b|${SAID_BY_END})`,
  ),
  new RegExp(
    String.raw`\b(${TITLE})\s+(${TITLED}),? ${ci('(?:moves|moved (?:that|to|for)|(?:has|had|ha) (?:mov(?:ed|e|eved)|made (?:a|the) motion))')}\b`,
  ),
];
const SECONDER: RegExp[] = [
  new RegExp(String.raw`\b${ci('second(?:ed)?,? (?:from|by|for)')} ${OFFICE}`),
  new RegExp(
    String.raw`\b${ci('second(?:ed)?,? (?:from|by|for)')} (?:${ci('council')} )?(${TITLE})\s+(${TITLED})`,
  ),
  new RegExp(String.raw`\b${ci('(?:we have a|have a|a) second (?:from|by)')} (${NAME})`),
  new RegExp(String.raw`\b${ci('second(?:ed)?,? (?:from|by)')} (${NAME})`),
  // "Seconded by" as automatic captions hear it: "second of my council member King", "second about
  // councilmember green", "second in by council member Greene", "second was by councilmember Green",
  // "executed by council member Morrell".
  new RegExp(String.raw`\b${ci(SECONDED_BY_HEARD)} (?:${ci('council')} )?(${TITLE})\s+(${TITLED})`),
  // "Director Lingo seconds.", "council member Morrell seconded"; not the mover before the second
  // ("Motion made by Ms. Testament, seconded by ...", "Moved by Commissioner Buster, seconded.")
  new RegExp(
    String.raw`(?<!${ci('(?:moved|made|motion) by')} )\b(${TITLE})\s+(${TITLED}),? ${ci('(?:seconds|(?:has )?seconded)')}\b(?! ${ci('by')}\b)`,
  ),
];

/** A title said without the name after it ("Seconded by Councilmember."). */
const TITLE_ALONE = new RegExp(`^${TITLE}$`);
/** Lower-case words after a title that are no name ("seconded by council member present"). */
const LOWER_NOT_NAMES = new Set(
  'present absent here there also again seconds seconded moves moved made makes the please thanks'.split(' '),
);

function firstPerson(patterns: RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) {
      continue;
    }
    const groups = m.slice(1).filter((g): g is string => g !== undefined);
    const office = groups.length === 1 ? /^(vice[-\s])?chair/i.exec(groups[0] ?? '') : null;
    if (office) {
      return office[1] ? 'the vice chair' : 'the chair';
    }
    // A sentence's first word is no name without a title ("Just motion to approve."), nor a title
    // alone ("Seconded by Councilmember. Was that Vice Mayor McKenzie?").
    if (
      groups.length === 1 &&
      (STOP_WORDS.has(groups[0]?.toLowerCase() ?? '') || TITLE_ALONE.test(groups[0] ?? ''))
    ) {
      continue;
    }
    // The name ends before another title, "I" or an acronym run on after it ("seconded by
    // councilmember Green Mr Say no", "Council Member Moreno I").
    let name =
      (groups.at(-1) ?? '').split(
        /\s+(?=(?:Mr|Mrs|Ms|Dr|Madam|Council|Councilmember|Councilman|Councilwoman|I|[A-Z]{2,})\b)/,
      )[0] ?? '';
    // A name captions write in lower case after a title, given its capital; a common word is none.
    if (groups.length >= 2 && /^[a-z]/.test(name)) {
      if (STOP_WORDS.has(name) || LOWER_NOT_NAMES.has(name)) {
        continue;
      }
      name = name.replace(/^[a-z]/, (c) => c.toUpperCase());
    }
    const who = groups.length >= 2 ? person(groups[0], name) : person(undefined, name);
    if (who && !/^(?:the )?chair$/i.test(who) && /[A-Z]/.test(who)) {
      return who;
    }
  }
  return null;
}

/**
 * A motion reported or made between two results: they are two decisions, not one said twice
 * ("all in favor 6 no n" | "... make a motion to adopt" | "seconded by council member Morel 6 Y no n"), or
 * the question as amended put after an amendment carried ("and now the ordinance as amended" | "I'll
 * make a motion seconded by" | "council member Moral 68 no n").
 */
const NEW_MOTION =
  /\b(?:a motion (?:was|has been) made|(?:another|a new|an alternate) motion|make a motion(?: to\b|[.,]? second)|the (?:ordinance|resolution|motion|item) as amended|further suspend|vote to add it|i(?:'ll| will)?(?: further| also)? move (?:to|for|that)\b|i move on to (?:the )?motion|vote on the motion itself)/i;

/** The main motion taken up again after a vote on its amendment ("We're back to the original motion."). */
const BACK_TO_MAIN = /\b(?:back to|now on) the (?:original|main|underlying) motion\b/i;

/** Another question put after a result: a new motion, the main motion again, a vote or a roll called. */
const QUESTION_PUT: ((text: string) => boolean)[] = [
  callsAVote,
  (text) => NEW_MOTION.test(text) || ROLL_ASKED.test(text),
  (text) => BACK_TO_MAIN.test(text),
];

/**
 * A motion made in the utterance whose count is read: a decision of its own ("we need to suspend
 * the rules to add it to the agenda ... councilmember Harris seconds that five years no names", "now
 * you're going to adopt the amendment as amended ... it's been moved and by me ... seven years no names").
 */
const MOVED_AGAIN =
  /\b(?:i(?:'ll| will)?(?: also)? move|move (?:for )?(?:approval|adoption)|move to adopt|make a motion|suspend (?:the )?rules to add|(?:it's|it has) been (?:properly )?moved)\b/i;

/** A member making a motion or seconding one in their own words ("I move that we ...", "Second."). */
const MOVES =
  /^(?:(?:mr\.?|madam) (?:chair(?:man)?|mayor|president),?\s+)?(?:i (?:would )?(?:like to )?(?:make a )?(?:move|motion)|i(?:'ll| will) (?:make a motion|move)|so moved|move to|motion to)\b/i;
const SECONDS = /^(?:(?:i(?:'ll| will)? )?second(?:ed)?(?: (?:it|the motion|that))?|seconded)[.!]?$/i;

function cleanMotion(text: string): string | null {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/^(?:that we |we )/i, '')
    // "I'll move that we adjourn I'll second.": the second said in the same breath is not the motion.
    .replace(/[,.]?\s+i(?:'ll| will)? second\b.*$/i, '')
    // Run-on captions: the chair's call for the vote, the second or its asking, and the call to
    // vote on the machines are not the motion ("Adopt can I get a second", "... please vote your
    // machines").
    .replace(/[,.]?\s+all (?:those )?in favou?r\b.*$/i, '')
    .replace(/[,.]?\s+(?:(?:can|may|do) i (?:get|have)|is there|i need) a second\b.*$/i, '')
    .replace(/[,.]?\s+second(?:ed)? (?:by|it|from|the motion)\b.*$/i, '')
    .replace(new RegExp(String.raw`[,.]?\s+${SECONDED_BY_HEARD}\b.*$`, I), '')
    .replace(/[,.]?\s+(?:and\s+)?seconded[.!]?$/i, '')
    // What led into the second just cut ("... by Commissioner Anders, and the second was by ..."),
    // then who made or presented the motion: the mover is no part of it ("... the consent agenda by
    // Director Kahn", "... has been made by Commissioner Anders", "... is made by Councilwoman
    // Ryder", "... has been made").
    .replace(/,?\s+and(?:\s+(?:a|the))?$/i, '')
    .replace(
      new RegExp(
        String.raw`[,.]?\s+(?:(?:(?:is|was|has been)\s+)?(?:made|presented)\s+|(?:is|was)\s+)?(?:by|from)\s+(?:${TITLE})\s+${NAME}[,.]?$`,
      ),
      '',
    )
    .replace(/\s+(?:is|was|has been)\s+(?:made|presented)[,.]?$/i, '')
    .replace(
      /[,.]?\s+(?:(?:are there|is there|i don't see) )?any (?:questions|comments|public comments|discussion|cards|opposition|objections?)\b.*$/i,
      '',
    )
    .replace(/[,.]?\s+(?:(?:members,? )?please )?(?:vote|put|want) (?:on )?your machines?\b.*$/i, '')
    // "I'd like to nominate Councilmember Andrew Roberto, please."
    .replace(/,\s*please[.!]?$/i, '')
    .replace(/[\s,;:.?!-]+$/, '')
    .trim();
  if (
    clean.length < 3 ||
    /^(?:approve|adopt|adoption|second|it|that|so)$/i.test(clean) ||
    // What the motion refers back to, not what it is ("I move to do so", "to do that").
    /^do (?:so|this|that|it|the same)$/i.test(clean) ||
    // A member's name, not what they moved ("I move councilmember Harris second it").
    /^(?:council\s?(?:member|man|woman)|commissioner|director|trustee|supervisor|mr|mrs|ms)\.?\s+\S+$/i.test(
      clean,
    )
  ) {
    return null;
  }
  const cut = clean.length > 160 ? `${clean.slice(0, 159).replace(/\s+\S*$/, '')}…` : clean;
  return cut.replace(/^\w/, (c) => c.toUpperCase());
}

/**
 * A voice vote with nobody opposed: "Any opposed? Say nay. Hearing none, the ayes have it.", "All
 * opposed? None. The ayes have it.", or "Unanimously." said after the result ("Motion passes.
 * Unanimously."); not the public asked for opposition to an item in a hearing ("Any opposition to
 * this item? Seeing none").
 */
const NONE_OPPOSED =
  /\b(?:any(?:one)?|all|those)(?: those)? opposed\b.{0,40}?\b(?:(?:hearing|seeing) )?(?:none|no (?:one|nays?|objections?))\b/i;
const NONE_OPPOSED_SECONDS = 30;

function noneOpposed(utterances: Utterance[], index: number): boolean {
  const result = utterances[index];
  if (!result) {
    return false;
  }
  const before = utterances
    .slice(Math.max(0, index - 3), index + 1)
    .filter((u) => result.time - u.time <= NONE_OPPOSED_SECONDS);
  const after = utterances[index + 1];
  return (
    NONE_OPPOSED.test(before.map((u) => u.text).join(' ')) ||
    (after !== undefined && after.time - result.time <= 5 && /^unanimously[.!]?$/i.test(after.text))
  );
}

// --- Putting it together ---------------------------------------------------------------------

const surname = (name: string) => name.toLowerCase().split(/\s+/).at(-1) ?? '';
const LEADING_TITLE = new RegExp(`^(?:${TITLE})\\s+`);
/** A name's words after its title, in lower case ("Commissioner Ivan Harmon": "ivan", "harmon"). */
const nameWords = (name: string) => name.replace(LEADING_TITLE, '').toLowerCase().split(/\s+/);
/**
 * Two names of one member, one maybe garbled by captions ("Commissioner Buster", "Commissioner
 * Busler"); not two members of one family ("Commissioner Mark Harmon", "Commissioner Ivan Harmon").
 */
function sameMember(a: string, b: string | null): boolean {
  if (b === null) {
    return false;
  }
  const [x, y] = [nameWords(a), nameWords(b)];
  if (x.length > 1 && y.length > 1 && x[0] !== y[0]) {
    return false;
  }
  return sameSurname(surname(a), surname(b));
}

/**
 * A motion to deny something, and its result said as the thing denied ("... make a motion that
 * we decline the recommendation." ... "See that that motion is denied." "... but the motion was to
 * deny."): the motion carried.
 */
const TO_DENY = /^(?:deny|decline|reject|recommend (?:the )?denial|denial)\b/i;
const SAID_DENIED = /\b(?:is|was|are|were) (?:denied|declined|rejected)\b/i;

/**
 * The rules further suspended to add an item ("now we need to further suspend it to add it"), or the
 * item then moved onto the agenda ("and now we'll need to move to add it to the agenda").
 */
const FURTHER_SUSPEND =
  /\bfurther suspend\b|\bnow (?:we(?:'ll| will)? )?(?:need to )?move to add it to the agenda\b/i;
/**
 * The rules suspended to receive it, asked for first ("we need to suspend the rules to receive this
 * substitute motion", "will need to suspend the rules to add the new motion").
 */
const SUSPEND_TO_RECEIVE = /\bsuspend (?:the )?rules? to (?:receive|introduce|take up|consider|add)\b/i;
/** How long before the further suspension the first may have been asked for (seconds). */
const FURTHER_WITHIN = 120;

/**
 * A further suspension asked for after the suspension to receive an item, with no result read for
 * the first ("we need to suspend the rules to receive this substitute motion" ... "it's come up now
 * we need to further suspend it to add it"): the rules are only further suspended once suspended,
 * so the first carried; taken where the further suspension is asked for.
 */
function inferReceived(utterances: Utterance[], results: Result[]): void {
  for (const u of utterances) {
    if (!FURTHER_SUSPEND.test(u.text)) {
      continue;
    }
    const asked = utterances.find(
      (p) => p.index < u.index && u.time - p.time <= FURTHER_WITHIN && SUSPEND_TO_RECEIVE.test(p.text),
    );
    if (!asked || results.some((r) => r.time >= asked.time && r.time <= u.time)) {
      continue;
    }
    insertCarried(results, u, 'Suspend the rules to receive the item');
  }
}

/** A suspension taken as carried where it was asked for, in its place among the results. */
function insertCarried(results: Result[], u: Utterance, motion: string): void {
  const at = results.findIndex((r) => r.index > u.index);
  const carried: Result = {
    time: u.time,
    index: u.index,
    result: 'carried',
    unanimous: false,
    tally: null,
    motion,
    inferred: true,
  };
  results.splice(at < 0 ? results.length : at, 0, carried);
}

/** How long after the further suspension is asked for its result must be said (seconds). */
const ADDED_WITHIN = 45;
/** The item then taken up, so the further suspension is behind ("now we can adopt", "y'all can discuss it"). */
const TAKEN_UP =
  /\b(?:now (?:we|you|y'all) can (?:adopt|discuss|vote)|(?:y'all|you) can discuss it|(?:move|motion) to adopt|make (?:a|the) motion to adop)/i;

/**
 * A further suspension asked for ("then we need to further suspend the rules to add it to the
 * agenda" | "I make a motion to add this to the agenda ..." | "okay hdlc the floor is yours") with
 * no result said after it before the item is taken up: carried, since the item goes on to be heard;
 * taken where it is asked for. A result read after the ask, in its own line or in the next ones up
 * to the item's taking up, is the further suspension's own.
 */
function inferAdded(utterances: Utterance[], results: Result[]): void {
  utterances.forEach((u, i) => {
    const ask = FURTHER_SUSPEND.exec(u.text);
    if (!ask) {
      return;
    }
    const rest = { ...u, text: u.text.slice(ask.index + ask[0].length) };
    if (resultIn(rest, utterances.slice(Math.max(0, i - 4), i))) {
      return;
    }
    const upTo = utterances.slice(i + 1).find((v) => TAKEN_UP.test(v.text))?.index ?? Infinity;
    const said = results.some((r) => r.index > u.index && r.index <= upTo && r.time - u.time <= ADDED_WITHIN);
    if (said) {
      return;
    }
    insertCarried(results, u, 'Suspend the rules to add the item to the agenda');
  });
}

/** Every motion decided in the meeting, in order. */
export function findMotions(
  utterances: Utterance[],
  rollCalls: RollCall[],
  /** Who said an utterance, when the transcript names its speakers. */
  speakerOf: (u: Utterance) => string | null = () => null,
  /** The votes said on their own, when already read. */
  stated: StatedVote[] = statedVotes(utterances),
): Motion[] {
  const results: Result[] = [];
  utterances.forEach((u, i) => {
    const found = resultIn(u, utterances.slice(Math.max(0, i - 12), i)) ?? unspokenResult(utterances, i);
    if (!found) {
      return;
    }
    const previous = results.at(-1);
    const sameQuestion =
      previous &&
      !utterances.slice(previous.index + 1, i).some((b) => NEW_MOTION.test(b.text)) &&
      // "all in favor uh seven years and now on the motion itself" | "I move also seconded by council
      // member Harris no opposed seven years no days": moved again with the count.
      !MOVED_AGAIN.test(u.text) &&
      // A vote called after the first result is another decision ("the docket is passed", then
      // the next docket read and "all those in favor ... the ayes have it").
      !utterances.slice(previous.index + 1, i + 1).some((b) => callsAVote(b.text));
    // The count read again as a late vote comes in ("five years Six Days" | "Seven Years all right").
    if (
      sameQuestion &&
      previous.tally &&
      found.tally &&
      found.tally.no === previous.tally.no &&
      found.tally.yes > previous.tally.yes &&
      found.time - previous.time < RECOUNT &&
      // Nothing but a word or two between: no other question could have been put.
      utterances.slice(previous.index + 1, i).every((b) => b.text.length <= RECOUNT_ASIDE)
    ) {
      previous.tally = found.tally;
      // The decision's words run to the count read again (its tally said there).
      previous.index = found.index;
      return;
    }
    // A roll call and its count read as one long run-on line: counted from where the line ends.
    const previousAt =
      previous &&
      (utterances[previous.index]?.text.length ?? 0) > LONG_UTTERANCE &&
      rollCalls.some((r) => r.kind === 'vote' && r.last === previous.index)
        ? (utterances[previous.index + 1]?.time ?? previous.time)
        : (previous?.time ?? 0);
    // A result read from a member's answer early in a roll call ("Director Kahn, how do you
    // vote?" "Yes."), then the result said when the roll call ends, however long it ran.
    const saidAfterItsRollCall =
      previous?.inferred &&
      rollCalls.some(
        (r) =>
          r.kind === 'vote' &&
          r.first <= previous.index &&
          previous.index < r.last &&
          r.last < i &&
          i - r.last <= 3,
      );
    if (
      sameQuestion &&
      (saidAfterItsRollCall ||
        (found.time - previousAt < 20 && found.index - previous.index <= (previous.inferred ? 6 : 5)))
    ) {
      // One decision said twice ("Motion carries. The ayes have it."): keep what each adds; a
      // later reading replaces one read from the answers.
      if (previous.inferred) {
        results[results.length - 1] = { ...found, motion: found.motion ?? previous.motion };
        return;
      }
      previous.saidAgain = found.time;
      previous.unanimous ||= found.unanimous;
      previous.tally ??= found.tally;
      previous.motion ??= found.motion;
      return;
    }
    results.push(found);
  });

  inferReceived(utterances, results);
  inferAdded(utterances, results);
  const votes = rollCalls.filter((r) => r.kind === 'vote');
  const usedRuns = new Set<RollCall>();
  /** Where the words of each result's decision are looked for from (seconds). */
  const fromOf = results.map((r, k) =>
    Math.max((results[k - 1]?.time ?? -Infinity) + 0.001, r.time - LOOK_BACK),
  );
  /** Whether another question is put after a result and before a time ("please call the roll", "We're back to the original motion."). */
  const putAgain = (r: Result, before: number) => {
    for (let j = r.index + 1; j < utterances.length; j += 1) {
      const u = utterances[j];
      if (!u || u.time >= before) {
        return false;
      }
      if (u.time > (r.saidAgain ?? r.time) && QUESTION_PUT.some((put) => put(u.text))) {
        return true;
      }
    }
    return false;
  };
  /** Whether the main motion is taken up again between two times, after a vote on its amendment. */
  const backToMain = (after: number, before: number) =>
    utterances.some((u) => u.time > after && u.time < before && BACK_TO_MAIN.test(u.text));
  // A vote said between two results ("It passes unanimously." ... "Commissioner Smith votes no."
  // "Motion passes.") belongs to the one said nearer to it, not to both; never to a result before
  // the next question was put, nor to the main motion's result when said before it was taken up
  // again ("So there's Ms. Parker as a yes." "We're back to the original motion.").
  const ownerOf = new Map<StatedVote, number>();
  for (const s of stated) {
    let nearest = -1;
    let distance = Infinity;
    results.forEach((r, k) => {
      const last = r.saidAgain ?? r.time;
      const within =
        s.time > (fromOf[k] ?? 0) &&
        s.time <= last + (s.answer ? 5 : 30) &&
        s.time >= r.time - VOTE_TO_RESULT;
      const away = s.time < r.time ? r.time - s.time : Math.max(0, s.time - last);
      const putBetween = s.time > last ? putAgain(r, s.time) : backToMain(s.time, r.time);
      if (within && away < distance && !putBetween) {
        nearest = k;
        distance = away;
      }
    });
    ownerOf.set(s, nearest);
  }
  /**
   * The utterances from a time up to one, the last motion made in them (an amendment or a
   * substitute replaces the first), and who moved and seconded it, each the last said.
   */
  const movedBefore = (from: number, last: number, said?: string) => {
    const firstIndex = utterances.findIndex((u) => u.time >= from);
    const span = utterances.slice(firstIndex < 0 ? last : firstIndex, last + 1);
    let motion: string | null = said ?? null;
    let mover: string | null = null;
    let seconder: string | null = null;
    for (let i = span.length - 1; i >= 0; i -= 1) {
      const u = span[i];
      if (!u || u.text.length > 600) {
        continue;
      }
      if (!motion) {
        for (const pattern of MOTION_TEXT) {
          const m = pattern.exec(u.text);
          motion = m ? cleanMotion(m.slice(1).filter(Boolean).join(' ')) : null;
          if (motion) {
            break;
          }
        }
      }
      const speaker = speakerOf(u);
      // No member seconds their own motion: one of the two names heard is another motion's.
      const moved = firstPerson(MOVER, u.text) ?? (speaker && MOVES.test(u.text) ? speaker : null);
      mover ??= moved && !sameMember(moved, seconder) ? moved : null;
      const seconded = firstPerson(SECONDER, u.text) ?? (speaker && SECONDS.test(u.text) ? speaker : null);
      seconder ??= seconded && !sameMember(seconded, mover) ? seconded : null;
    }
    return { span, motion, mover, seconder };
  };
  const motions: Motion[] = [];
  /** The roll call of each motion that has one. */
  const runOf = new Map<Motion, RollCall>();
  results.forEach((r, k) => {
    const { span, motion, mover, seconder } = movedBefore(fromOf[k] ?? r.time - LOOK_BACK, r.index, r.motion);
    // The roll call just before the result: an earlier one in reach had no result said.
    const run = votes
      .filter((v) => !usedRuns.has(v) && v.end <= r.time + 5 && r.time - v.end <= VOTE_TO_RESULT)
      .at(-1);
    const named: SummaryVote[] = [];
    if (run) {
      usedRuns.add(run);
      named.push(...run.votes);
    }
    const said = stated.filter((s) => ownerOf.get(s) === k);
    for (const s of said) {
      const existing = named.find((v) => surname(v.voter_name) === surname(s.vote.voter_name));
      if (existing) {
        existing.vote = s.vote.vote;
      } else {
        named.push({ ...s.vote });
      }
    }
    const spoken = spokenTally(
      span
        .slice(-4)
        .map((u) => u.text)
        .join(' '),
    );
    let tally = r.tally;
    // A roll call's count is the tally only when it can be the whole vote. A count that does not
    // give the result said stays: a motion needing two thirds fails 12-7 ("The count is 12, yes,
    // 7, no." "So it fails.").
    if (!tally && run && run.votes.length >= COUNTED_ROLL) {
      tally = {
        yes: run.yes,
        no: run.no,
        abstain: run.votes.filter((v) => v.vote === 'Abstain').length,
        absent: run.votes.filter((v) => v.vote === 'Absent').length,
      };
    }
    // Without the ayes counted ("with 2 absent", "One no."), what was said makes no tally. With the
    // ayes counted and the nays only named ("with six directors voting yay and Director Lingo
    // voting nay"), each nay named counts.
    if (tally || spoken.yes !== undefined) {
      const namedNays =
        tally || spoken.no !== undefined ? {} : { no: named.filter((v) => v.vote === 'No').length };
      tally = { yes: 0, no: 0, abstain: 0, absent: 0, ...tally, ...namedNays, ...spoken };
    }
    const denied =
      r.result === 'failed' &&
      TO_DENY.test(motion ?? '') &&
      SAID_DENIED.test(utterances[r.index]?.text ?? '');
    const decided: Motion = {
      time: r.time,
      index: r.index,
      motion,
      mover,
      seconder,
      result: denied ? 'carried' : r.result,
      unanimous:
        r.unanimous ||
        (!tally?.no && !named.some((v) => v.vote === 'No') && noneOpposed(utterances, r.index)),
      tally,
      votes: named,
    };
    motions.push(decided);
    if (run) {
      runOf.set(decided, run);
    }
  });

  // A roll-call vote with no result said: its result is what the named votes add up to.
  for (const run of votes) {
    if (usedRuns.has(run) || run.yes === run.no) {
      continue;
    }
    // What was moved, by whom: said before the roll call, after the last result said before it.
    const before = results.filter((r) => r.time < run.time).at(-1);
    const { motion, mover, seconder } = movedBefore(
      Math.max((before?.time ?? -Infinity) + 0.001, run.time - LOOK_BACK),
      run.first,
    );
    const counted: Motion = {
      time: run.end,
      index: run.last,
      motion,
      mover,
      seconder,
      result: run.yes > run.no ? 'carried' : 'failed',
      unanimous: run.no === 0 && run.votes.every((v) => v.vote === 'Yes'),
      tally: {
        yes: run.yes,
        no: run.no,
        abstain: run.votes.filter((v) => v.vote === 'Abstain').length,
        absent: run.votes.filter((v) => v.vote === 'Absent').length,
      },
      votes: run.votes,
    };
    motions.push(counted);
    runOf.set(counted, run);
  }
  // A part of the question voted apart is a decision of its own.
  return motions
    .flatMap((m) => {
      const run = runOf.get(m);
      return run ? splitExcepted(m, run, utterances) : splitCounted(m, utterances);
    })
    .sort((a, b) => a.time - b.time);
}

/** One plain sentence for a motion: "Approve the agenda: carried unanimously (moved by ..., seconded by ...)." */
export function motionSentence(m: Motion): string {
  const tally = m.tally ? ` ${m.tally.yes}–${m.tally.no}` : '';
  const how = m.unanimous ? ' unanimously' : tally;
  const by = [m.mover ? `moved by ${m.mover}` : '', m.seconder ? `seconded by ${m.seconder}` : '']
    .filter(Boolean)
    .join(', ');
  const what = m.motion ? `${m.motion}: ` : 'Motion ';
  return `${what}${m.result}${how}${by ? ` (${by})` : ''}.`;
}
