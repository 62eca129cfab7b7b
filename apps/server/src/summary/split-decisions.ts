import type { SummaryVote } from '@gavel/contract';
import type { Motion } from './motions.ts';
import { numberFrom } from './text.ts';
import type { Utterance } from './transcript.ts';
import type { PartVote, RollCall } from './votes.ts';

/**
 * A roll call on a report with parts voted apart: members answer for parts ("No on one. Aye on
 * two and three.") and the clerk gives the result with the exceptions ("There are 14 ayes on the
 * report except for number one which has 11 ayes and two nays."; "13 ayes on the report, item
 * number one has 12 ayes one nay, item number four has 12 ayes one nay"; "Aye on all except 10.3." ...
 * "10.3 fails and the other items carry."), or a member only says so ("Aye on the report and nay
 * on item number 7."). That is a decision for
 * the report but the parts, and one for each part, each with its members' votes where their
 * answers say them and the count said for it.
 */

const PART_NUMBER = String.raw`(\d{1,3}(?:\.\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** The part excepted from the result, as said: "except for number one", "except item 3". */
const EXCEPTED = new RegExp(
  String.raw`\bexcept (?:for )?(?:(?:on )?(?:item|number|no\.?)\s+)?(?:number\s+)?${PART_NUMBER}\b`,
  'i',
);
/** The part named failing or passing apart from the rest: "10.3 fails and the other items carry." */
const PART_APART = new RegExp(
  String.raw`\b(?:item\s+)?${PART_NUMBER}\s+(?:fails|failed|carries|carried|passes|passed)\b,?\s+(?:and\s+)?(?:the\s+)?(?:other|rest of the|remaining)\s+items?\b`,
  'i',
);
/**
 * A part's own count: "except for number one which has 11 ayes and two nays", "item number four
 * has 12 ayes one nay" (automatic captions hear "ayes" as "eyes", live captions run "four that"
 * together as "fourhat").
 */
const PART_COUNT = new RegExp(
  String.raw`\b(?:item|number|no\.?)\s+(?:number\s+)?${PART_NUMBER}(?:hat)?,?\s+(?:(?:which|that)\s+(?:then\s+)?)?has\s+(\w+)\s+(?:ayes|eyes|yeas|yes votes)(?:,?\s+(?:and\s+)?(\w+)\s+(?:nays?|noes|no votes))?`,
  'gi',
);
/** How soon after the roll call the result names the exceptions (seconds, utterances). */
const RESULT_SECONDS = 45;
const RESULT_UTTERANCES = 4;

interface Excepted {
  item: number;
  /** The part's count as said, when it is. */
  yes?: number;
  no?: number;
}

/** A part's number: a word or figure, or a sub-item's ("10.3"). */
const partNumber = (word: string) => (/^\d{1,3}\.\d{1,2}$/.test(word) ? Number(word) : numberFrom(word));

/** "except", also run into the number by live captions ("all except10.3"). */
const EXCEPT = /\bexcept(?=\b|\d)/i;

const numbersIn = (words: string) =>
  words
    .toLowerCase()
    // "except10.3" as live captions run it together
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(/[^a-z0-9.]+/)
    .map((word) => partNumber(word.replace(/^\.+|\.+$/g, '')));

/**
 * Whether a part's words name the part ("two and three" names 3; "one" names 1); "all except item
 * four" names every part but 4.
 */
function names(part: PartVote, item: number): boolean {
  const [named = '', excepted] = part.on.split(EXCEPT);
  if (excepted !== undefined) {
    return !numbersIn(excepted).includes(item);
  }
  return numbersIn(named).includes(item);
}

/** A member's vote on a part their answer excepts ("aye on all except item four"): the other way. */
function exceptedVote(parts: PartVote[] | undefined, item: number): PartVote['vote'] | undefined {
  const all = parts?.find((p) => EXCEPT.test(p.on) && !names(p, item));
  return all?.vote === 'Yes' ? 'No' : undefined;
}

/** The parts the result excepts: each with its own count, or the one part it excepts. */
function exceptedParts(said: string): Excepted[] {
  const counted = [...said.matchAll(PART_COUNT)].flatMap((m) => {
    const item = partNumber(m[1] ?? '');
    const yes = numberFrom(m[2] ?? '');
    return item === undefined || yes === undefined
      ? []
      : [{ item, yes, no: m[3] ? (numberFrom(m[3]) ?? 0) : 0 }];
  });
  if (counted.length > 0) {
    return counted.filter((p, i) => counted.findIndex((q) => q.item === p.item) === i);
  }
  const excepted = EXCEPTED.exec(said) ?? PART_APART.exec(said);
  const item = excepted?.[1] ? partNumber(excepted[1]) : undefined;
  return item === undefined ? [] : [{ item }];
}

/**
 * The parts a member voted on otherwise than on the rest, when the result names none ("Aye on the
 * report and nay on item number 7." ... "There are 13 ayes. That carries and the report is
 * adopted."): each voted apart, its count read from the answers.
 */
function partsVotedOtherwise(motion: Motion, run: RollCall): Excepted[] {
  const items = run.parts.flatMap(({ voter_name, parts }) => {
    const vote = motion.votes.find((v) => v.voter_name === voter_name)?.vote;
    return parts
      .filter((p) => p.vote !== vote && !EXCEPT.test(p.on))
      .flatMap((p) => numbersIn(p.on).filter((n): n is number => n !== undefined));
  });
  return [...new Set(items)].map((item) => ({ item }));
}

const countOf = (votes: SummaryVote[]) => ({
  yes: votes.filter((v) => v.vote === 'Yes').length,
  no: votes.filter((v) => v.vote === 'No').length,
  abstain: votes.filter((v) => v.vote === 'Abstain').length,
  absent: votes.filter((v) => v.vote === 'Absent').length,
});

/** What is said from an utterance on, as a vote's result is read (a few sentences, seconds). */
const saidAfter = (utterances: Utterance[], index: number, time: number) =>
  utterances
    .filter((u) => u.index >= index && u.time - time <= RESULT_SECONDS)
    .slice(0, RESULT_UTTERANCES)
    .map((u) => u.text)
    .join(' ');

/** The decision on a part voted apart: the i-th after the motion, with its count and votes. */
function partDecision(
  motion: Motion,
  i: number,
  item: number,
  tally: NonNullable<Motion['tally']>,
  votes: SummaryVote[],
): Motion {
  return {
    ...motion,
    time: motion.time + 0.001 * (i + 1),
    motion: `Item ${item}, voted apart${motion.motion ? `: ${motion.motion}` : ''}`,
    result: tally.yes > tally.no ? 'carried' : 'failed',
    unanimous: tally.no === 0 && votes.every((v) => v.vote === 'Yes'),
    tally,
    votes,
    votedApart: true,
  };
}

/** The decisions of a roll call with parts excepted, or the motion alone. */
export function splitExcepted(motion: Motion, run: RollCall, utterances: Utterance[]): Motion[] {
  const said = saidAfter(utterances, run.last, run.end);
  const parts = exceptedParts(said);
  if (parts.length === 0) {
    parts.push(...partsVotedOtherwise(motion, run));
  }
  // A part excepted without its count is read from the members' answers for parts alone.
  if (parts.length === 0 || (run.parts.length === 0 && parts.every((p) => p.yes === undefined))) {
    return [motion];
  }
  const partsOf = new Map(run.parts.map((p) => [p.voter_name, p.parts]));
  const onRest = (vote: SummaryVote): SummaryVote => {
    const rest = partsOf.get(vote.voter_name)?.find((p) => !parts.some(({ item }) => names(p, item)));
    return rest ? { ...vote, vote: rest.vote } : vote;
  };
  const rest = motion.votes.map(onRest);
  const counted = parts.some((p) => p.yes !== undefined);
  const decisions: Motion[] = [
    {
      ...motion,
      votes: rest,
      unanimous: rest.every((v) => v.vote === 'Yes') && motion.unanimous,
      // The count said with the exceptions is the parts'.
      tally: counted ? countOf(rest) : motion.tally,
    },
  ];
  parts.forEach(({ item, yes, no }, i) => {
    // Each member's vote on the part where their answer names it; the rest's vote otherwise,
    // unless no member said which parts their answer covers: then who voted how on the part is
    // not said, and only its count is.
    const read =
      run.parts.length === 0
        ? []
        : motion.votes.map((vote) => {
            const parts = partsOf.get(vote.voter_name);
            const part = parts?.find((p) => names(p, item))?.vote ?? exceptedVote(parts, item);
            return part ? { ...vote, vote: part } : onRest(vote);
          });
    const tally = yes === undefined ? countOf(read) : { yes, no: no ?? 0, abstain: 0, absent: 0 };
    // Answers read otherwise than the count said for the part (an answer for parts misheard): the
    // count stands, and who voted how on the part is not said.
    const votes = countOf(read).no > tally.no ? [] : read;
    decisions.push(partDecision(motion, i, item, tally, votes));
  });
  return decisions;
}

/**
 * The decisions of a vote whose roll call the captions give no names ("[roll call.]" "There are 12
 * ayes in the report but no. 11 has 11 ayes and 1 nay."): the report, its count not said apart, and
 * each part with the count said for it.
 */
export function splitCounted(motion: Motion, utterances: Utterance[]): Motion[] {
  const said = saidAfter(utterances, motion.index, motion.time);
  const parts = exceptedParts(said).filter((p) => p.yes !== undefined);
  if (parts.length === 0) {
    return [motion];
  }
  return [
    { ...motion, tally: null, unanimous: false },
    ...parts.map(({ item, yes = 0, no = 0 }, i) =>
      partDecision(motion, i, item, { yes, no, abstain: 0, absent: 0 }, []),
    ),
  ];
}
