import type { SummaryVote, VoteValue } from '@gavel/contract';
import { ci, COUNT, I, NAME, person, TITLE, TITLES } from './spoken-names.ts';
import { numberFrom, STOP_WORDS } from './text.ts';
import type { Utterance } from './transcript.ts';
import { capitalisedName } from './roll-call-words.ts';

// --- Named votes said in statements --------------------------------------------------------

const ABSTAINS = new RegExp(
  String.raw`\b(${TITLE})\s+(${NAME})\s+${ci(String.raw`(?:has\s+|is\s+)?(abstains|abstained|abstaining|recus(?:es|ed|ing)(?: (?:him|her|them)self)?|is recused)`)}\b`,
  'g',
);
/** Stepping out of the vote to come, as said before it ("is recusing herself", "abstains"), not after. */
const STEPS_OUT = /^(?:abstains|abstaining|recuses|recusing|is recused)\b/i;
const VOTES_SAID = new RegExp(
  String.raw`\b(${TITLE})\s+(${NAME})[.,]?\s+${ci(String.raw`(?:votes|voted|has voted|have voted|is an?|as an?)\s+(yes|no|aye|nay|yea|yay|in favor|against|in the negative|in the affirmative)`)}\b(?!-)`,
);
/**
 * The same statements in a transcript written all in lower case ("let the record show that mr
 * meredith has voted in the negative", "mr kling abstained"): a personal title keeps the name
 * from being any word.
 */
const LOWER_TITLE_WORD = String.raw`(?:mr|mrs|ms|miss|dr|councilman|councilwoman|council ?member|commissioner|trustee|director|supervisor)`;
const LOWER_TITLE = String.raw`(${LOWER_TITLE_WORD})\.?`;
const LOWER_ABSTAINS = new RegExp(
  String.raw`\b${LOWER_TITLE}\s+([a-z][\w'’-]+)\s+(?:has\s+|is\s+)?(abstains|abstained|abstaining|recused|is recused)\b`,
  'g',
);
const LOWER_VOTES_SAID = new RegExp(
  String.raw`\b${LOWER_TITLE}\s+([a-z][\w'’-]+)[.,]?\s+(?:votes|voted|has voted)\s+(yes|no|aye|nay|yea|yay|in favor|against|in the negative|in the affirmative)\b`,
);
const capitalised = (word: string) => word.replace(/^\w/, (c) => c.toUpperCase());
const AND = ci('and');
const ANY_TITLE = `(?:${TITLES}|${TITLE})`;
/** Members listed under their titles, "and" anywhere ("Vice President Abraham, Directors Finch and Lingo, and President Malone"). */
const TITLED_LIST = String.raw`(${ANY_TITLE}\s+${NAME}(?:(?:\s*,\s*(?:${AND}\s+)?|,?\s+${AND}\s+)(?:${ANY_TITLE}\s+)?${NAME})*)`;
const LIST_VOTING = new RegExp(
  String.raw`${TITLED_LIST},?\s+${ci(String.raw`(?:voting|voted|who voted)\s+(no|nay|against|yes|aye|yea|yay|in favor|in the negative|in the affirmative|in opposition|in support)`)}\b`,
  'g',
);
/**
 * The same list in captions put in sentence case, the names lower case ("with directors abraham,
 * eastham and williams voting yay", without punctuation "with directors abraham finch and williams
 * voting yay") or some of them given their capitals back ("with directors Abraham, Eastham, malone
 * and williams voting yay"): taken after a plural title only, and only when no name is a common
 * word ("the directors present voting yes").
 */
const LOWER_LIST_VOTING = new RegExp(
  String.raw`\b(${TITLES}|${ci(LOWER_TITLE_WORD)}\.?)\s+((?!vot(?:ing|ed|es?)\b)[a-zA-Z][\w'’-]+(?:(?:\s*,\s*|\s+)(?:and\s+)?(?!vot(?:ing|ed|es?)\b)[a-zA-Z][\w'’-]+){0,11}),?\s+(?:voting|voted)\s+(no|nay|against|yes|aye|yea|yay|in favor)\b`,
  'g',
);
/**
 * The clerk reading the vote out side by side ("Ayes: Smith, Jones, Brown. Nays: Green.", "Voting
 * aye: Commissioners Smith, Jones and Brown. Voting no: Commissioner Green."): each side, a colon,
 * its members.
 */
const SIDE_LIST = new RegExp(
  String.raw`\b(${ci('voting')}\s+)?(${ci('ayes|aye|yeas|yea|yes|nays|nay|noes|no|abstaining|abstentions?|abstain|absent|excused|recused')})\s*:\s+((?:(?:${TITLES}|${TITLE})\s+)?${NAME}(?:\s*,\s*(?:${AND}\s+)?(?:${TITLE}\s+)?${NAME})*(?:,?\s+${AND}\s+(?:${TITLE}\s+)?${NAME})?)`,
  'g',
);
/** A side of a vote as read out ("Ayes", "Nays", "Abstentions") as a vote. */
const sideValue = (side: string): VoteValue => {
  const w = side.toLowerCase();
  return /^(?:ayes|yeas)$/.test(w)
    ? 'Yes'
    : /^(?:nays|noes)$/.test(w)
      ? 'No'
      : w.startsWith('abstention')
        ? 'Abstain'
        : valueOf(w);
};
const PLURAL_TITLE = new RegExp(String.raw`^${TITLES}$`);
/** Words in a list that are no member's name ("all directors voting yay except Director Finch voting nay"). */
const NOT_LISTED =
  /^(?:present|absent|here|there|who|that|which|all|both|each|remaining|others?|except|but|yay|yea|yes|aye|nay|no|vot(?:ing|ed|es?)|directors?|trustees?|commissioners?|supervisors?|members?)$/i;
/** A list's title cut off by a transcriber's full stop ("... carries with directors. Abraham, Finch ... voting yay."). */
const TITLE_CUT_OFF = new RegExp(String.raw`\b(${TITLES})\.$`);
const CI_COUNT = ci(COUNT);
/** A list of members, the first with a title or none ("Directors Lingo and Eastham", "Smith, Jones and Brown"). */
const NAMES = String.raw`((?:(?:${TITLES}|${TITLE})\s+)?${NAME}(?:\s*,\s*(?:${AND}\s+)?(?:${TITLE}\s+)?${NAME})*(?:,?\s+${AND}\s+(?:${TITLE}\s+)?${NAME})?)`;
/** The result said ("carries", "passed", "adopted"). */
const RESULT_VERB = ci('(?:carries|carried|passes|passed|fails|failed|approved|adopted)');
/** A measure's name before its number ("Ordinance No. 2026-14"): no member's. */
const DOCUMENT = '(?:Ordinance|Resolution|Item|Bill|Case|Docket|Motion|Number|Agenda|Calendar)';
/**
 * The members who voted against, named with the result: "Motion carries 4-1, Smith opposed.",
 * "passes 5 to 2 with Council Members Avery and Brooks dissenting", "carries 6-1 with Director
 * Eastham in the negative", "carried 6-1; Director Eastham nay." (a bare "no" or "nay" only where
 * the sentence ends), "carries 5 to 2 with Eastham and Malone voting nay", "carries 6-1 with Director
 * Eastham as the lone nay", "passes 6-1, with Director Eastham the dissenting vote".
 */
const RESULT_DISSENT = new RegExp(
  String.raw`\b${RESULT_VERB}\b[^.?!]{0,30}?[,;]?\s+(?:${ci('with')}\s+)?(?!${DOCUMENT}\b)${NAMES}\s+${ci(String.raw`(opposed|opposing|dissenting|against|in the negative|in opposition|voting\s+(?:no|nay|against|in opposition)|(?:as\s+|being\s+)?the\s+(?:(?:lone|only|sole)\s+)?(?:(?:no|nay|dissenting|opposing)\s+vote|nay|dissent)|(?:no|nay)(?=\s*(?:[;!]|\.(?:\s+[A-Z][a-z]|\s*$)|$)))`)}(?!\w)`,
);
/** The members against in a sentence of their own after the result: "Motion carries 6-1." "Director Eastham opposed." */
const RESULT_WORD = new RegExp(String.raw`\b${RESULT_VERB}\b`);
const DISSENT_ALONE = new RegExp(
  String.raw`^((?:${TITLES}|${TITLE})\s+${NAME}(?:,?\s+${AND}\s+(?:${TITLE}\s+)?${NAME})?)\s+${ci(String.raw`(?:(?:was|were)\s+)?(?:opposed|dissenting|in opposition)`)}[.!]?$`,
);
/** The one member against, named as owning the vote: "passes 6-1 with Director Eastham's no vote". */
const DISSENT_OWNED = new RegExp(
  String.raw`\b${RESULT_VERB}\b[^.?!]{0,30}?\s+${ci('with')}\s+(${TITLE})\s+(${NAME})['’]s\s+${ci(String.raw`(?:(?:lone|only|sole)\s+)?(?:no|nay|dissenting)\s+vote`)}\b`,
);
/**
 * The members of one side named in a sentence of its own: "Director Lingo and Director Eastham
 * were the no votes.", "The no votes were Directors Lingo and Eastham.", "Voting no were Directors
 * Lingo and Eastham.", "The lone dissenting vote was Director Eastham."
 */
const SIDE_WORD = String.raw`(no|nay|dissenting|opposing|yes|aye)`;
const NAMED_THEN_SIDE = new RegExp(
  String.raw`${NAMES}\s+${ci(String.raw`(?:were|was)\s+the\s+(?:(?:lone|only|sole|two|three|four)\s+)?${SIDE_WORD}\s+votes?`)}\b`,
);
const SIDE_THEN_NAMED = new RegExp(
  String.raw`${ci(String.raw`(?:\bthe\s+(?:(?:lone|only|sole)\s+)?${SIDE_WORD}\s+votes?\s+(?:were|was|came from)|\bvoting\s+(no|nay|against|yes|aye|yea|yay|in favou?r)\s+(?:were|was))`)}\s+${NAMES}`,
);
const sideOf = (word: string): VoteValue => (/^(?:dissenting|opposing)$/i.test(word) ? 'No' : valueOf(word));
/** Members named on both sides with the result: "carries 4 to 1 with Smith, Jones, Brown and Lee in favor and Green against". */
const RESULT_SIDES = new RegExp(
  String.raw`\b${RESULT_VERB}\b[^.?!]{0,30}?\s+${ci('with')}\s+${NAMES}\s+${ci('in favou?r')}(?:,?\s+${AND}\s+${NAMES}\s+${ci('(?:against|opposed)')})?`,
);
const VOTES_FROM = new RegExp(
  String.raw`\b${CI_COUNT}\s+${ci(String.raw`(no|nay|yes|aye)s?\s+votes?\s+(?:from|by)`)}\s+${TITLED_LIST}`,
);
const EXCUSED = new RegExp(
  String.raw`\b${CI_COUNT}\s+${ci('(excused|absent)')}[,:]?\s+((?:(?:${TITLES}|${TITLE})\s+)?${NAME}(?:\s*,\s*${NAME})*(?:,?\s+${ci('and')}\s+${NAME})?)`,
);
/**
 * The nays counted and named with the result: "The motion carries with one nay, Mr. Meredith.",
 * "Six in favor, one opposed, Director Eastham."
 */
const NAYS_NAMED = new RegExp(
  String.raw`\b${CI_COUNT}\s+${ci('(?:nays?|noes|no votes?|dissenting votes?|opposed)')}[,:]\s+${NAMES}`,
);
/** The one member against: "Council Member Meredith was the lone dissenting vote." */
const LONE_DISSENT = new RegExp(
  String.raw`\b(${TITLE})\s+(${NAME})\s+${ci(String.raw`(?:was|is|cast) the (?:lone|only|sole) (?:dissenting vote|dissent|no vote|nay vote|nay|vote against)`)}\b`,
);

/**
 * "The motion was approved by a vote of four zero, um, with Trustee Blackman not in attendance
 * during the vote." (a result read out after a closed session); the sentence may be cut after the
 * name ("... with Trustee Blackman." "Not in attendance."). Also at the end of the result and its
 * votes ("the motion carries 6-0 with Director Lingo absent", "... and Director Finch voting nay
 * and Director Lingo absent"), or in the sentences after them ("... voting nay. And Director Lingo
 * absent.", "... voting nay. Director Horn-Frasier was absent.", "... voting in favor, Director Eastham
 * absent.").
 */
const WITH_ABSENT = new RegExp(
  String.raw`\b${ci('(?:vote|carries|carried|passes|passed|fails|failed)')}\b.{0,200}?(?:\b${ci('(?:with|and)')}|[.!,])\s+(${TITLE})\s+(${NAME})[.,]?\s+${ci(String.raw`(?:(?:was|is)\s+)?(?:not in attendance|not present|absent|being absent)`)}\b`,
);

/** Members absent named together with the result: "passed 5-0, with Director Kahn and Director Mims absent". */
const ABSENT_LIST = new RegExp(
  String.raw`\b${ci('with')}\s+${NAMES}\s+${ci('(?:both\\s+)?(?:absent|excused|not present|not in attendance)')}\b`,
);

/** "two excused, grant and hale" in sentence-cased captions: taken when the names match the count. */
const EXCUSED_LOWER = new RegExp(
  String.raw`\b${COUNT}\s+(?:excused|absent)[,:]\s+([a-z][\w'’-]+(?:\s*,\s*[a-z][\w'’-]+)*(?:,?\s+and\s+[a-z][\w'’-]+)?)\b`,
  I,
);

function valueOf(word: string): VoteValue {
  const w = word.toLowerCase();
  if (/^(yes|aye|yea|yay|in favor|in the affirmative|in support)$/.test(w)) {
    return 'Yes';
  }
  if (/^(no|nay|against|in the negative|in opposition)$/.test(w)) {
    return 'No';
  }
  if (w.startsWith('abstain')) {
    return 'Abstain';
  }
  if (w === 'excused' || w === 'absent') {
    return 'Absent';
  }
  return 'Recused';
}

/** A plural title as each member's ("Council Members" -> "Council Member"); "Ms" and "Mrs" are no plurals. */
const singular = (title: string): string =>
  /^(?:ms|mrs)\.?$/i.test(title) ? title : title.replace(/s$/i, '').replace(/members$/i, 'member');

/**
 * Names of a list: "Council Members Avery, Brooks, Chen and Diaz" → the four, with the title. A
 * plural title inside the list names the members after it ("Vice President Abraham, Directors
 * Eastham, Malone and Williams").
 */
const LIST_TITLE = new RegExp(`^(${ANY_TITLE})\\s+`, I);
const OWN_TITLE = new RegExp(`^(${ANY_TITLE})\\s+(.+)$`, I);
function namesOf(list: string): string[] {
  const titleMatch = LIST_TITLE.exec(list);
  let title = titleMatch?.[1] && singular(titleMatch[1]);
  const rest = list.slice(titleMatch?.[0].length ?? 0);
  return rest
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((part) => {
      const own = OWN_TITLE.exec(part.trim());
      if (own?.[1] && PLURAL_TITLE.test(own[1])) {
        title = singular(own[1]);
        return person(title, own[2] ?? '');
      }
      return own ? person(own[1], own[2] ?? '') : person(title, part.trim());
    })
    .filter((n): n is string => n !== null && /^[A-Z]/.test(n.split(' ').at(-1) ?? ''));
}

export interface StatedVote {
  time: number;
  vote: SummaryVote;
  /**
   * An answer to the vote being taken, or a member stepping out of the vote to come ("Councilmember
   * Singh is recusing herself."): said before its result, not a statement about a vote taken.
   */
  answer?: boolean;
}

/** Named votes said in statements rather than answered in a roll call. */
/**
 * A member asked on their own before the rest ("Um, trustee fee." then "I everyone else I I I
 * carries unanimously."; "I'll set for a vote, Judy pwani." then "Hi everyone else."): automatic
 * captions write the answer "aye" as "I" or "Hi" and lower-case the name.
 */
/** A member's title as automatic captions write it ("trusty peswani" for "trustee Peswani"). */
const MEMBER = String.raw`(?:student\s+)?(?:trustee|trusty|council\s?member|councilman|councilwoman|commissioner|supervisor|director|alderman|alderwoman)`;
const ASKED_ALONE = new RegExp(
  String.raw`(?:\b${MEMBER}|\bvote,(?:\s+[A-Za-z][\w'’-]*)?)\s+([A-Za-z][\w'’-]*)[.?]$`,
  'i',
);
/** The member called right after the second, in the same caption ("I'll second Ani." then "Aye."). */
const SECOND_THEN_NAME = /\b(?:I'll|I will|I) second,?\s+([A-Z][\w'’-]*)[.?]$/;
/** The title asked alone, the member answering with their name ("Any other trustee?" "pe Aye."). */
const TITLE_ASKED = new RegExp(String.raw`\b${MEMBER}\?$`, 'i');
const NAME_AND_ANSWER = /^([A-Za-z][\w'’-]*)[,.]?\s+(?:aye|hi|yes)[.!]?$/i;
const ANSWER_FIRST = /^(?:i|hi|aye|yes)\b[.!,]?\s*((?:everyone|everybody) else\b)?/i;
const THE_REST = /^(?:everyone|everybody) else\b/i;
/**
 * The member asked and answering in one sentence, the rest asked right after ("um, trustee pwani
 * I everyone else I I motion carries unanimously."; "trustee peswani Hi, how you vote everyone
 * else?"; "Trustee Plus, aye." then "Everyone else?").
 */
const ASKED_AND_ANSWERED = new RegExp(
  String.raw`\b${MEMBER}\s+([A-Za-z][\w'’-]*)[,.]?\s+(?:i|hi|aye|yes)\b(?!')[.!,]?\s*((?:how (?:do )?you vote,?\s+)?(?:everyone|everybody) else\b)?(?:[?.!]?\s*$)?`,
  'i',
);

function askedAlone(utterances: Utterance[], i: number): string | null {
  const text = utterances[i]?.text ?? '';
  const both = ASKED_AND_ANSWERED.exec(text);
  if (both?.[1] && !STOP_WORDS.has(both[1].toLowerCase())) {
    const atEnd = both.index + both[0].length === text.length;
    if (both[2] || (atEnd && THE_REST.test(utterances[i + 1]?.text ?? ''))) {
      return both[1].replace(/^\w/, (c) => c.toUpperCase());
    }
  }
  const named = NAME_AND_ANSWER.exec(text)?.[1];
  if (
    named &&
    !STOP_WORDS.has(named.toLowerCase()) &&
    TITLE_ASKED.test(utterances[i - 1]?.text ?? '') &&
    THE_REST.test(utterances[i + 1]?.text ?? '')
  ) {
    return named.replace(/^\w/, (c) => c.toUpperCase());
  }
  const name = ASKED_ALONE.exec(text)?.[1] ?? SECOND_THEN_NAME.exec(text)?.[1];
  const answer = ANSWER_FIRST.exec(utterances[i + 1]?.text ?? '');
  if (!name || !answer || STOP_WORDS.has(name.toLowerCase())) {
    return null;
  }
  // The chair may repeat the name while writing it down ("Uh, trustee Wanni. Aye. Wanni. Everyone else?").
  const echo = (utterances[i + 2]?.text ?? '').replace(/[.?!,]+$/, '').toLowerCase() === name.toLowerCase();
  if (!answer[1] && !THE_REST.test(utterances[echo ? i + 3 : i + 2]?.text ?? '')) {
    return null;
  }
  return name.replace(/^\w/, (c) => c.toUpperCase());
}

export function statedVotes(utterances: Utterance[]): StatedVote[] {
  const found: StatedVote[] = [];
  utterances.forEach((u, i) => {
    const alone = askedAlone(utterances, i);
    if (alone) {
      const called = ASKED_ALONE.test(u.text) || SECOND_THEN_NAME.test(u.text);
      const time = called ? (utterances[i + 1]?.time ?? u.time) : u.time;
      found.push({ time, vote: { voter_name: alone, vote: 'Yes' }, answer: true });
    }
  });
  for (const [k, u] of utterances.entries()) {
    if (u.text.length > 400) {
      continue;
    }
    // A sentence may say one member's vote in two ways ("two nays, directors Abraham and Williams
    // voting nay"): one vote each.
    const seen = new Set<string>();
    const add = (name: string | null, vote: VoteValue, answer?: boolean) => {
      const key = `${name?.toLowerCase()}|${vote}`;
      if (name && !seen.has(key)) {
        seen.add(key);
        found.push({ time: u.time, vote: { voter_name: name, vote }, ...(answer ? { answer } : {}) });
      }
    };
    for (const m of u.text.matchAll(ABSTAINS)) {
      add(person(m[1], m[2] ?? ''), valueOf(m[3] ?? ''), STEPS_OUT.test(m[3] ?? ''));
    }
    const absent = /\b(?:with|carries|carried|passes|passed|fails|failed)\b/i.test(u.text)
      ? WITH_ABSENT.exec(`${u.text} ${utterances[k + 1]?.text ?? ''} ${utterances[k + 2]?.text ?? ''}`)
      : null;
    if (absent && absent.index < u.text.length) {
      add(person(absent[1], absent[2] ?? ''), 'Absent');
    }
    const absentTogether = RESULT_WORD.test(u.text) ? ABSENT_LIST.exec(u.text) : null;
    namesOf(absentTogether?.[1] ?? '').forEach((n) => add(n, 'Absent'));
    const said = VOTES_SAID.exec(u.text);
    if (said?.[3]) {
      add(person(said[1], said[2] ?? ''), valueOf(said[3]));
    }
    const lowerSaid = LOWER_VOTES_SAID.exec(u.text);
    for (const m of [...u.text.matchAll(LOWER_ABSTAINS), ...(lowerSaid ? [lowerSaid] : [])]) {
      if (m[2] && m[3] && !STOP_WORDS.has(m[2])) {
        add(person(m[1], capitalised(m[2])), valueOf(m[3]));
      }
    }
    const cutOff = TITLE_CUT_OFF.exec(utterances[k - 1]?.text ?? '')?.[1];
    const listed = cutOff ? `${cutOff} ${u.text}` : u.text;
    for (const list of listed.matchAll(LIST_VOTING)) {
      if (list[1] && list[2]) {
        namesOf(list[1]).forEach((n) => add(n, valueOf(list[2] ?? '')));
      }
    }
    for (const list of listed.matchAll(LOWER_LIST_VOTING)) {
      // Names between commas; in captions without punctuation, each word a name.
      const listedNames = list[2] ?? '';
      const names = listedNames
        .split(listedNames.includes(',') ? /\s*,\s*(?:and\s+)?|\s+and\s+/ : /\s+(?:and\s+)?/)
        .filter(Boolean);
      const lowered = names.some((n) => /^[a-z]/.test(n));
      if (lowered && !names.some((n) => STOP_WORDS.has(n.toLowerCase()) || NOT_LISTED.test(n))) {
        const said = list[1] ?? '';
        const title = PLURAL_TITLE.test(said) ? said.replace(/s$/i, '') : said;
        names.forEach((n) => add(person(title, capitalisedName(n)), valueOf(list[3] ?? '')));
      }
    }
    // A lone "Yes:" or "No:" is an answer, not a side of the vote read out.
    const sides = [...u.text.matchAll(SIDE_LIST)];
    if (
      sides.length >= 2 ||
      sides.some((side) => side[1] || !/^(?:yes|no|aye|nay|yea)$/i.test(side[2] ?? ''))
    ) {
      for (const side of sides) {
        namesOf(side[3] ?? '').forEach((n) => add(n, sideValue(side[2] ?? '')));
      }
    }
    const both = RESULT_SIDES.exec(u.text);
    if (both?.[1]) {
      namesOf(both[1]).forEach((n) => add(n, 'Yes'));
      namesOf(both[2] ?? '').forEach((n) => add(n, 'No'));
    }
    const dissent = RESULT_DISSENT.exec(u.text);
    if (dissent?.[1]) {
      namesOf(dissent[1]).forEach((n) => add(n, 'No'));
    }
    const afterResult = RESULT_WORD.test(utterances[k - 1]?.text ?? '') ? DISSENT_ALONE.exec(u.text) : null;
    if (afterResult?.[1]) {
      namesOf(afterResult[1]).forEach((n) => add(n, 'No'));
    }
    const owned = DISSENT_OWNED.exec(u.text);
    if (owned?.[1] && owned[2]) {
      add(person(owned[1], owned[2]), 'No');
    }
    const from = VOTES_FROM.exec(u.text);
    if (from?.[2] && from[3]) {
      namesOf(from[3]).forEach((n) => add(n, valueOf(from[2] ?? '')));
    }
    const nays = NAYS_NAMED.exec(u.text);
    const naysNamed = nays?.[2] ? namesOf(nays[2]) : [];
    if (nays?.[1] && naysNamed.length === numberFrom(nays[1])) {
      naysNamed.forEach((n) => add(n, 'No'));
    }
    const sideFirst = SIDE_THEN_NAMED.exec(u.text);
    const sideSaid = sideFirst ?? NAMED_THEN_SIDE.exec(u.text);
    if (sideSaid) {
      const [names, side] = sideFirst
        ? [sideFirst[3], sideFirst[1] ?? sideFirst[2]]
        : [sideSaid[1], sideSaid[2]];
      namesOf(names ?? '').forEach((n) => add(n, sideOf(side ?? '')));
    }
    const lone = LONE_DISSENT.exec(u.text);
    if (lone?.[1] && lone[2]) {
      add(person(lone[1], lone[2]), 'No');
    }
    const excused = EXCUSED.exec(u.text);
    if (excused?.[3]) {
      namesOf(excused[3]).forEach((n) => add(n, 'Absent'));
    } else {
      const lower = EXCUSED_LOWER.exec(u.text);
      const names = (lower?.[2] ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
      if (lower?.[1] && names.length === numberFrom(lower[1]) && !names.some((n) => STOP_WORDS.has(n))) {
        names.forEach((n) =>
          add(
            n.replace(/^\w/, (c) => c.toUpperCase()),
            'Absent',
          ),
        );
      }
    }
  }
  return found.filter((v) => /^[A-Z]/.test(v.vote.voter_name.split(' ').at(-1) ?? ''));
}
