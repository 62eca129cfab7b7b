import type { SummaryVote } from '@gavel/contract';
import { TITLE } from './roll-call-words.ts';
import type { RollCall } from './votes.ts';

/**
 * Members' surnames as live captions garble them, spelled as the meeting's roster has them: a
 * surname heard once or twice that is a garbled form of one heard at least ROSTER_COUNT times in
 * the same meeting takes that spelling, so a member has one row however the captioner typed the
 * name that time.
 *
 * Garbled means, against the roster's surname:
 * - a syllable typed twice: "Chchowdhury", "Palalmisano", "Rainvilille", "Chavezez";
 * - one run of letters dropped: "Palmisa", "Nkins", "Rainvle", "Jenns" (at least MIN_KEPT of the
 *   letters and MIN_LETTERS kept, one more when the first letters are dropped; "Anders" is no
 *   garbled "Saunders", nor "Amos" "Ramos");
 * - one letter changed or added in a long name: "McQuillen", "Kowski".
 * A surname close to two roster names, or one that would give a member two votes on one
 * motion, is left as heard. A name whose title the captions garbled ("Presint Payne") is called
 * as the meeting most often calls that member with a title.
 */
const ROSTER_COUNT = 3;
const MIN_KEPT = 0.6;
const MIN_LETTERS = 4;
/** Edits allowed only between names this long. */
const EDIT_LENGTH = 5;

const surnameKey = (name: string) =>
  (name.trim().split(/\s+/).at(-1) ?? '').toLowerCase().replace(/[^a-z'’-]/g, '');

/** `short` is `long` with one run of letters left out ("Jenns", "Nkins", "Palmisa"). */
function dropsLetters(short: string, long: string): boolean {
  if (
    short.length >= long.length ||
    short.length < Math.max(MIN_LETTERS, Math.ceil(long.length * MIN_KEPT))
  ) {
    return false;
  }
  let head = 0;
  while (head < short.length && short[head] === long[head]) {
    head += 1;
  }
  // A short name with a letter more in front is more often another name ("Amos", "Ramos").
  return long.endsWith(short.slice(head)) && (head > 0 || short.length > MIN_LETTERS);
}

/** `heard` is `name` with one run of one to four letters typed twice ("chchowdhury"). */
function doublesSyllable(heard: string, name: string): boolean {
  const extra = heard.length - name.length;
  if (extra < 1 || extra > 4) {
    return false;
  }
  for (let i = extra; i + extra <= heard.length; i += 1) {
    if (
      heard.slice(i - extra, i) === heard.slice(i, i + extra) &&
      heard.slice(0, i) + heard.slice(i + extra) === name
    ) {
      return true;
    }
  }
  return false;
}

/** One letter changed, added or left out, between names of EDIT_LENGTH letters or more. */
function oneEdit(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < EDIT_LENGTH || Math.abs(a.length - b.length) > 1) {
    return false;
  }
  let i = 0;
  while (i < a.length && a[i] === b[i]) {
    i += 1;
  }
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i + (x.length === y.length ? 1 : 0));
  return a.length >= b.length ? tail(a, b) : tail(b, a);
}

function garbles(heard: string, name: string): boolean {
  return dropsLetters(heard, name) || doublesSyllable(heard, name) || oneEdit(heard, name);
}

/** Two lower-case surnames of one member, one maybe garbled by captions. */
export function sameSurname(a: string, b: string): boolean {
  return a === b || garbles(a, b) || garbles(b, a);
}

/** A name that opens with a title ("Council Member Palmisano", "Vice President Chughtai"). */
const TITLED = new RegExp(`^${TITLE}\\s+\\S`);

interface Roster {
  /** The roster spelling of each garbled surname. */
  fixes: Map<string, string>;
  /** The name each roster surname is most often called by with a title. */
  titled: Map<string, string>;
}

/** The roster of the meeting's votes: its surnames heard ROSTER_COUNT times or more. */
function rosterOf(names: string[]): Roster {
  const counts = new Map<string, number>();
  const spelled = new Map<string, string>();
  const titledCounts = new Map<string, Map<string, number>>();
  for (const name of names) {
    const key = surnameKey(name);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    spelled.set(key, spelled.get(key) ?? name.trim().split(/\s+/).at(-1) ?? key);
    if (TITLED.test(name.trim())) {
      const forms = titledCounts.get(key) ?? new Map<string, number>();
      forms.set(name.trim(), (forms.get(name.trim()) ?? 0) + 1);
      titledCounts.set(key, forms);
    }
  }
  const roster = [...counts].filter(([, n]) => n >= ROSTER_COUNT).map(([key]) => key);
  const fixes = new Map<string, string>();
  for (const [heard, n] of counts) {
    if (n >= ROSTER_COUNT || heard.length === 0) {
      continue;
    }
    const matches = roster.filter((key) => garbles(heard, key));
    const only = matches.length === 1 ? matches[0] : undefined;
    if (only !== undefined) {
      fixes.set(heard, spelled.get(only) ?? only);
    }
  }
  const titled = new Map<string, string>();
  for (const key of roster) {
    const forms = [...(titledCounts.get(key) ?? [])].sort((a, b) => b[1] - a[1]);
    if (forms[0]) {
      titled.set(key, forms[0][0]);
    }
  }
  return { fixes, titled };
}

/**
 * A name as the roster has it: a garbled surname spelled right ("Council Member Chchowdhury"), and
 * a name whose title the captions garbled ("Presint Payne", "Je Jenkins") called as the member
 * most often is ("President Payne"). A surname called alone ("Payne") stays alone.
 */
function respelled(name: string, { fixes, titled }: Roster): string {
  const fix = fixes.get(surnameKey(name));
  const spelled = fix === undefined ? name.trim() : name.trim().replace(/\S+$/, fix);
  const usual = titled.get(surnameKey(spelled));
  return usual !== undefined && /\s/.test(spelled) && !TITLED.test(spelled) ? usual : spelled;
}

export interface VoterRoster {
  /** A roll call with its members' surnames spelled as the roster has them. */
  rollCall(run: RollCall): RollCall;
  /** A vote said on its own, with its member's surname spelled as the roster has it. */
  vote(vote: SummaryVote): SummaryVote;
}

/** The roster of the members heard in a meeting's roll calls and votes. */
export function voterRoster(heard: SummaryVote[]): VoterRoster {
  const roster = rosterOf(heard.map((v) => v.voter_name));
  return {
    rollCall(run) {
      const present = new Set(run.votes.map((v) => surnameKey(v.voter_name)));
      // A member already called in this roll call keeps a second, garbled call as heard.
      const name = (voter: string) => {
        const fixed = respelled(voter, roster);
        const respelledSurname = surnameKey(fixed) !== surnameKey(voter);
        return respelledSurname && present.has(surnameKey(fixed)) ? voter : fixed;
      };
      return {
        ...run,
        votes: run.votes.map((v) => ({ ...v, voter_name: name(v.voter_name) })),
        parts: run.parts.map((p) => ({ ...p, voter_name: name(p.voter_name) })),
      };
    },
    vote: (vote) => ({ ...vote, voter_name: respelled(vote.voter_name, roster) }),
  };
}

/**
 * The surnames of the meeting's members, as its roll calls and votes call them: a surname called
 * with a title, or called twice (a bare "Sure." taken once for a name is none).
 */
export function memberSurnames(votes: SummaryVote[]): Set<string> {
  const seen = new Set<string>();
  const members = new Set<string>();
  for (const { voter_name } of votes) {
    const key = surnameKey(voter_name);
    if (TITLED.test(voter_name.trim()) || seen.has(key)) {
      members.add(key);
    }
    seen.add(key);
  }
  return members;
}
