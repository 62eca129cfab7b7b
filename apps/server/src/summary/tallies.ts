import { numberFrom } from './text.ts';
import { COUNT, I, MACHINE_COUNT, YEAS, YEAS_HEARD } from './spoken-names.ts';

/** The counts of a vote, as said with its result ("5 to 2", "six yes votes, four no votes"). */
export interface Tally {
  yes: number;
  no: number;
  abstain: number;
  absent: number;
}

/**
 * A machine vote's count read out: "six yeas, no nays", also as automatic captions hear it
 * ("four years two Nays", "seven years no days", "six eggs no names", "six Y no n").
 */
const YEAS_NAYS = new RegExp(MACHINE_COUNT, I);
const ALL_YEAS_NAYS = new RegExp(MACHINE_COUNT, 'gi');

/**
 * The yeas alone, read by the clerk as a unanimous machine vote closes ("second by council member
 * King seven years thank you", "please vote your machines seven years the motion is adopted"):
 * ending the sentence or followed by thanks, the next item or the result ("I need one more vote 5 a
 * thank you", "seven years we have ordinance ...", "seven years popular adopted");
 * "six yeas" run together ("78 thank you") and "7-0" as "70" ("it was 70 thank you"), never a page's number;
 * the yeas as only captions hear them ("six Y", "all seven y this is ...") whatever follows; the
 * count alone right after the seconder ("second by council member Harris six thank you", "six n
 * thank you"), or the yeas right after the seconder whatever follows ("second by councilmember
 * Green six years and because ..."), also when the captions lose the second but keep the member's
 * title ("almonds attended by council member Thomas seven years the fourth amendment"); the chair
 * counting them ("I got um six votes", not "I have four votes I need one more"), also aloud as
 * they come in ("seconded any five votes six votes seven votes": the last); the count as a "6-0"
 * heard run together ("thank you for your 60 vote").
 */
/** A count not captured. */
const COUNT_SAID = COUNT.replace('(', '(?:');
const YEAS_ALONE = new RegExp(
  String.raw`\b(?:${COUNT}\s+(?:${YEAS}|a)|([2-9])8|(?<!\b(?:page|number|item|calendar|docket)\s)([5-9])0(?=\s+(?:thank|we're)\b|[.,]?$))(?:[.,]?\s+no)?(?=[.,]?$|[.,]?\s+(?:thank|the motion|motion|it is|it's|approved|adopted|the consent|and now|now we|and we|we have|so the|council members|we're|on top|at the bottom|all right|okay|the next)\b|\s+\w+\s+(?:approved|adopted)\b)|\b${COUNT}\s+${YEAS_HEARD}\b|\bsecond(?:ed)? by (?:council ?member |councilmember |council (?:vice )?president |president )?[A-Z][\w'’-]+\s+${COUNT}(?:\s+[ny])?(?=[.,]?\s+(?:thank|we're|and we|council members|on top|at the bottom)\b|[.,]?$)|\bsecond(?:ed)? by (?:council ?member |councilmember |council (?:vice )?president |president )?[A-Z][\w'’-]+\s+${COUNT}\s+(?:yeas?|yays|years)\b|\bby (?:council ?member|councilmember|council (?:vice )?president) [A-Z][\w'’-]+\s+${COUNT}\s+(?:yeas?|yays|years)\b(?!\s+ago\b)|\bI (?:got|have) (?:(?:um|uh) )?${COUNT} votes\b(?!\s+I need)|\b([2-9])0 vote\b|\b(?:${COUNT_SAID}\s+votes?\s+)+${COUNT}\s+votes\b`,
  I,
);
/** What was just said before the yeas alone: a motion seconded or a vote called. */
const VOTE_JUST_CALLED = /\b(?:second(?:ed|s)?|move[ds]?|machines?|vote|opposed|favou?r)\b/i;
const JUST_BEFORE = 150;

/**
 * "second by council member King seven years": the count of a unanimous machine vote, when a
 * motion was just seconded or the vote called (in this sentence or, for yeas opening it, the last).
 */
export function yeasAlone(text: string, previous = ''): number | undefined {
  const m = YEAS_ALONE.exec(text);
  const said = m?.slice(1).find(Boolean);
  const yes = said ? numberFrom(said) : undefined;
  if (!m || yes === undefined || yes < 2) {
    return undefined;
  }
  // Right after the member who seconded ("by council member Thomas seven years"): no call needed.
  if (/\bby\b/i.test(m[0])) {
    return yes;
  }
  const before = (m.index < JUST_BEFORE ? `${previous} ` : '') + text.slice(0, m.index);
  return VOTE_JUST_CALLED.test(`${before.slice(-JUST_BEFORE)}${m[0]}`) ? yes : undefined;
}

/** Members counted by their title ("six directors voting yay"). */
const MEMBERS = String.raw`(?:council\s?members|members|commissioners|directors|trustees|supervisors|councilors)`;

/** A count that may be none ("seven to zero"). */
const COUNT_OR_ZERO = COUNT.replace('(', '(zero|');

/** How close a count read again must follow the first to replace it (characters between). */
const READ_AGAIN = 12;

/** "six yeas, no nays" as counts. */
export function yeasNays(text: string): { yes: number; no: number } | undefined {
  let m = YEAS_NAYS.exec(text);
  if (!m) {
    return undefined;
  }
  // The count read again higher as a late vote comes in ("five years no nights six years no nates").
  for (const next of text.slice(m.index + m[0].length).matchAll(ALL_YEAS_NAYS)) {
    if ((next.index ?? 0) > READ_AGAIN) {
      break;
    }
    m = next;
  }
  const said = m[1] ?? m[3] ?? m[4] ?? m[5];
  const yes = said ? numberFrom(said) : undefined;
  const no = m[2] ? numberFrom(m[2]) : 0;
  if (yes === undefined || no === undefined) {
    return undefined;
  }
  // The yeas read again as a late vote comes in, the second heard as "days" like the nays ("five
  // years Six Days"): one more yea, not six nays.
  if (no === yes + 1 && /\bdays?$/i.test(m?.[0] ?? '')) {
    return { yes: no, no: 0 };
  }
  return { yes, no };
}

/** Two- or three-number tallies said with a result: "5 to 2", "7-2", "six to one". */
export function tallyFrom(a?: string, b?: string): Tally | null {
  const yes = a ? numberFrom(a) : undefined;
  const no = b ? numberFrom(b) : undefined;
  return yes !== undefined && no !== undefined ? { yes, no, abstain: 0, absent: 0 } : null;
}

/** Spoken counts: "six yes votes, four no votes", "vote of six ayes, two excused", "4 affirmative votes". */
export function spokenTally(text: string): Partial<Tally> {
  const tally: Partial<Tally> = {};
  const grab = (pattern: RegExp): number | undefined => {
    const m = pattern.exec(text);
    return m?.[1] ? numberFrom(m[1]) : undefined;
  };
  // "five votes in favor and two against", "5 votes in favor, 2 opposed", "Six in favor, one
  // opposed": both sides in one phrase.
  const sides = new RegExp(
    String.raw`\b${COUNT}\s+(?:votes?\s+)?in\s+favou?r,?\s+(?:and\s+)?${COUNT}\s+(?:votes?\s+)?(?:against|opposed)\b`,
    I,
  ).exec(text);
  // The clerk reading each side and its count: "Ayes, four. Noes, one.", "Ayes 4, Noes 1".
  const sidesCounted = new RegExp(
    String.raw`\b(?:ayes|yeas)[,:]?\s+${COUNT}[,.;]?\s+(?:and\s+)?(?:noes|nays)[,:]?\s+${COUNT_OR_ZERO}\b`,
    I,
  ).exec(text);
  const bothSides = sides ?? sidesCounted;
  const counted =
    yeasNays(text) ??
    (bothSides ? { yes: numberFrom(bothSides[1] ?? ''), no: numberFrom(bothSides[2] ?? '') } : undefined);
  const yes =
    counted?.yes ??
    // Not a page's number ("on top of 36 yes we have ..."), nor the nays of "11-0 aye", but "a
    // vote of six ayes", "Six yay, one nay".
    grab(
      new RegExp(
        String.raw`(?<!\b(?:page|top of|number|item|calendar)\s|\d\s?[-–]\s?)\b${COUNT}\s+(?:yes|aye|affirmative|yea|yay)s?(?:\s+votes?)?\b`,
        I,
      ),
    ) ??
    grab(
      new RegExp(
        String.raw`\b${COUNT}\s+${MEMBERS}\s+(?:(?:have\s+)?voted in the affirmative|voting\s+(?:yes|yay|yea|aye|in favou?r))\b`,
        I,
      ),
    );
  const no =
    counted?.no ??
    // Not "68 no": "six yeas" run together, then the nays' "no".
    grab(
      new RegExp(
        String.raw`\b(?![2-9]8\s+no\b(?!\s+votes?))${COUNT}\s+(?:no|nay|negative)s?(?:\s+votes?)?\b`,
        I,
      ),
    ) ??
    grab(new RegExp(String.raw`\b${COUNT}\s+${MEMBERS}\s+voting\s+(?:no|nay|against)\b`, I));
  // "a vote of 6 to 1", "passes with a 6-1 vote", "unanimously, seven to zero"; not a vote talked
  // about ("if it comes back with a 50-50 vote") nor one whose sides are not said in order ("The
  // noes have it on an eight to two vote").
  const voteOf = new RegExp(
    String.raw`\b(?:vote (?:of|is|was)|unanimously,?)\s+${COUNT}\s*(?:to|-)\s*${COUNT_OR_ZERO}\b|\b(?:carries|carried|passes|passed|fails|failed|approved|adopted)\s+(?:with|on|by)\s+an?\s+${COUNT}\s*(?:to|-)\s*${COUNT_OR_ZERO}\s+vote\b`,
    I,
  ).exec(text);
  const [votedFor, votedAgainst] = voteOf?.[1] ? [voteOf[1], voteOf[2]] : [voteOf?.[3], voteOf?.[4]];
  if (yes === undefined && no === undefined && votedFor && votedAgainst) {
    tally.yes = numberFrom(votedFor);
    tally.no = numberFrom(votedAgainst);
  }
  const abstain = grab(new RegExp(String.raw`\b${COUNT}\s+abstentions?\b`, I));
  const absent = grab(new RegExp(String.raw`\b${COUNT}\s+(?:excused|absent)\b`, I));
  if (yes !== undefined) {
    tally.yes = yes;
  }
  if (no !== undefined) {
    tally.no = no;
  }
  if (abstain !== undefined) {
    tally.abstain = abstain;
  }
  if (absent !== undefined) {
    tally.absent = absent;
  }
  return tally;
}
