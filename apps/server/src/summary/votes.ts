import type { SummaryVote, VoteValue } from '@gavel/contract';
import type { Utterance } from './transcript.ts';

/**
 * Roll calls (motions and their results are in motions.ts).
 *
 * A roll call is a run of name calls ("Council member Ortiz?", "Commissioner Daly.", a bare
 * "Juarez?" or an office "Mayor." when an answer follows at once) each
 * followed by an answer ("Yes", "Aye", "No", "Abstain", "Present"), or confirmed by the clerk
 * ("Commissioner Daly votes aye"). A run answered mostly "Here"/"Present" is the attendance roll
 * call; a run answered mostly with votes is a roll-call vote. Nominations ("Pass", "Carringer")
 * and voice votes ("All in favor say aye") carry no named votes and are not votes.
 */

/** A pattern matching the words case-insensitively, leaving the rest of the regex case-sensitive. */
function anyCase(pattern: string): string {
  return pattern.replace(
    /(\\.)|([a-z])/g,
    (_, escape: string | undefined, letter: string | undefined) =>
      escape ?? `[${letter}${letter?.toUpperCase()}]`,
  );
}

const TITLES = [
  'council\\s?(?:wo)?man',
  'council\\s?member',
  'council\\s?person',
  'commissioner',
  'alder(?:wo)?man',
  'supervisor',
  'trustee',
  'selectman',
  'selectwoman',
  'board\\s?member',
  'director',
  'representative',
  'vice[-\\s]mayor',
  'vice[-\\s]chair(?:man|woman|person)?',
  'mayor',
  'chair(?:man|woman|person)?',
  'president',
  'secretary',
  'treasurer',
  'judge',
  'member',
  'mr\\.?',
  'mrs\\.?',
  'ms\\.?',
  'dr\\.?',
];
const TITLE = anyCase(`(?:${TITLES.join('|')})`);
const LEAD = anyCase(String.raw`^(?:(?:and|also|okay|ok|next|then|now)[,.]?\s+)?`);
/** A surname (or two): capitalised words, with particles such as "de la". Case-sensitive. */
const NAME = String.raw`[A-Z][\w'’]*(?:[-\s](?:(?:de|da|del|della|la|le|van|von|der|di)\s)?[A-Z][\w'’]*){0,2}`;
const ANSWER_WORDS = anyCase(
  String.raw`yes|yeah|yep|aye|ay|yea|yay|nay|no|nope|abstain(?:ing)?|abstention|present|here|pass|recuse[sd]?|i recuse(?: myself)?`,
);
const POLITE = anyCase(
  String.raw`(?:[\s,.!]*(?:sir|ma'am|madam(?: chair| clerk)?|mr\.? (?:chair(?:man)?|clerk|mayor)|please|thank you|thanks))*`,
);
/** The clerk asking how a member votes ("Director Lingo, how would you like to vote?"). */
const HOW_VOTE = anyCase(String.raw`how (?:do|does|will|would) (?:you|he|she)(?: like to)? vote`);
const OR_CLAUSE = `(?:,?\\s+(?:${anyCase('or')}\\s+[^?]*|${HOW_VOTE}))?`;

const CALL = new RegExp(`${LEAD}(${TITLE})\\s+(${NAME})${OR_CLAUSE}\\s*[?.,!:]?$`);
const INLINE = new RegExp(`${LEAD}(${TITLE})\\s+(${NAME})[,.:]?\\s+(${ANSWER_WORDS})${POLITE}[\\s.!]*$`);
const ANSWER = new RegExp(`^(?:${anyCase('(?:i |and )?votes?')}\\s+)?(${ANSWER_WORDS})${POLITE}[\\s.!]*$`);
/** A bare surname called in a roll call ("Juarez?", "Lopez."), taken only when an answer follows. */
const BARE_CALL = new RegExp(`${LEAD}(${NAME})\\s*[?.,]?$`);
/**
 * A title and a lower-case name alone ("Councilmember ellis?"): ALL-CAPS captions put in sentence
 * case lose the capital of a name; taken only when an answer follows.
 */
const LOWER_CALL = new RegExp(`${LEAD}(${TITLE})\\s+([a-z][\\w'’-]+(?:[-\\s][a-z][\\w'’-]+)?)\\s*[?.]$`);
/** An office called without a name ("Mayor?", "Vice Mayor."): the office is the voter's name. */
const OFFICE_CALL = new RegExp(
  `${LEAD}(${anyCase('(?:vice[-\\s])?mayor(?: pro tem)?|(?:vice[-\\s])?chair(?:man|woman|person)?|(?:vice[-\\s])?president|council president')})\\s*[?.,]?$`,
);
const CONFIRM = new RegExp(
  `^(?:(${TITLE})\\s+)?(${NAME})\\s+${anyCase('votes?')}\\s+(${anyCase('yes|no|aye|nay|to abstain|abstain|present')})\\b`,
);

/**
 * A member's vote said in words that only a vote uses, to a clerk who then thanks them by name:
 * "Kim, I'm a yes.", "Yay vote, Kim.", "It is not popping up on mine, so vote aye.", "I will vote
 * yes for them." (a bare "Yes." answers anything, so it is not one).
 */
const SAID_VOTE = new RegExp(
  anyCase(
    String.raw`(?:\bi'm an?|\bi am an?|\bvote|\bvoting)\s+(yes|no|aye|nay|yea|yay)\b|\b(aye|nay|yea|yay)\b(?:\s+vote)?[.!,]?(?:\s+\w+[.!]?)?$`,
  ),
);
/** The chair asking for votes ("All in favor, please indicate by saying aye."), not a vote. */
const ASKED_TO_VOTE = /\b(?:in favor|say|saying|signify|indicate|please|those|everyone|everybody)\b/i;
/** The clerk thanking a member by name ("Thank you, Director Abraham."). */
const THANKED = new RegExp(`^${anyCase('(?:thank you|thanks)')},?\\s+(${TITLE})\\s+(${NAME})[.!]?$`);

type Answer = VoteValue | 'Here' | 'Pass';

function answerValue(word: string): Answer {
  const w = word.toLowerCase();
  if (/^(yes|yeah|yep|aye|ay|yea|yay)$/.test(w)) {
    return 'Yes';
  }
  if (/^(nay|no|nope)$/.test(w)) {
    return 'No';
  }
  if (w.startsWith('abst') || w === 'to abstain') {
    return 'Abstain';
  }
  if (w === 'present') {
    return 'Present';
  }
  if (w === 'here') {
    return 'Here';
  }
  if (w === 'pass') {
    return 'Pass';
  }
  return 'Recused';
}

/** "council member" -> "Council Member"; "mr" -> "Mr." */
function titleCase(title: string): string {
  const words = title
    .replace(/\s+/g, ' ')
    .trim()
    .split(/([\s-])/)
    .map((w) => (w.length > 1 ? `${w[0]?.toUpperCase()}${w.slice(1).toLowerCase()}` : w))
    .join('');
  return /^(Mr|Mrs|Ms|Dr)$/.test(words) ? `${words}.` : words.replace(/\.$/, '.');
}

/** Words that follow a title without being a name ("Council member, you ...", "Mr. Chairman"). */
const NOT_NAMES = new Set(
  `you your yes no yeah aye nay thank thanks the please here present pass chair chairman chairwoman
  mayor clerk sir madam members member it this that we i i'll i'm he she they if call so and but
  what when where who how okay all any is are was do does did can could would will just let as on
  in for at to of my our their his her there then now good well`.split(/\s+/),
);

/** Words said alone with a question mark that are not surnames ("Opposed?", "Second?"). */
const NOT_BARE_NAMES = new Set(
  `opposed questions question second seconds comments comment discussion anyone anybody everyone
  others other objections objection ready right correct really sorry what why okay alright hello
  good great fine done nothing more next motion public staff council board commission members
  agreed again yes no aye nay here present sir ma'am madam thanks thank perfect awesome wonderful
  excellent any none nobody abstentions abstain all everybody seeing hearing hi anything something
  vote votes`.split(/\s+/),
);

/** Cleans a name as transcribed: no trailing punctuation, capitalised words. */
function cleanName(name: string): string {
  return name
    .replace(/[.,?!:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Call {
  title: string;
  name: string;
  time: number;
  /** Index of the utterance that called the name. */
  index: number;
  answers: Answer[];
  confirmed?: Answer;
  /** Asked how they vote, or thanked by name for a vote: a named vote even outside a roll call. */
  explicit?: boolean;
}

export interface RollCall {
  kind: 'attendance' | 'vote';
  time: number;
  end: number;
  /** Index of the first utterance of the run. */
  first: number;
  last: number;
  votes: SummaryVote[];
  members: number;
  yes: number;
  no: number;
}

/** How long a roll call may pause between two names (seconds). */
const MAX_GAP = 25;
/** An answer comes within this many seconds and utterances of its call. */
const ANSWER_SECONDS = 12;
const ANSWER_UTTERANCES = 4;

function finalAnswer(call: Call): Answer | undefined {
  return call.confirmed ?? call.answers.at(-1);
}

function closeRun(calls: Call[], first: number, last: number, end: number): RollCall | undefined {
  // The last call of a name wins (a clerk may call a member again).
  const byName = new Map<string, Call>();
  for (const call of calls) {
    const key = call.name.toLowerCase();
    const previous = byName.get(key);
    if (previous && !finalAnswer(call)) {
      continue;
    }
    byName.delete(key);
    byName.set(key, call);
  }
  const answered = [...byName.values()].filter((c) => finalAnswer(c) !== undefined);
  const votes = answered.filter((c) => ['Yes', 'No', 'Abstain', 'Recused'].includes(finalAnswer(c) ?? ''));
  const attendance = answered.filter((c) => ['Here', 'Present'].includes(finalAnswer(c) ?? ''));
  const firstTime = calls[0]?.time ?? 0;
  const asked = votes.some((c) => c.explicit);
  if ((votes.length >= 3 || asked) && votes.length >= attendance.length) {
    const list = answered
      .filter((c) => finalAnswer(c) !== 'Here' && finalAnswer(c) !== 'Pass')
      .map((c) => ({
        voter_name: `${titleCase(c.title)} ${c.name}`.trim(),
        vote: finalAnswer(c) as VoteValue,
      }));
    return {
      kind: 'vote',
      time: firstTime,
      end,
      first,
      last,
      votes: list,
      members: list.length,
      yes: list.filter((v) => v.vote === 'Yes').length,
      no: list.filter((v) => v.vote === 'No').length,
    };
  }
  if (attendance.length >= 3 && attendance.length > votes.length) {
    return {
      kind: 'attendance',
      time: firstTime,
      end,
      first,
      last,
      votes: [],
      members: attendance.length,
      yes: 0,
      no: 0,
    };
  }
  return undefined;
}

/** Whether the utterance can be the answer to the call (soon after it, not a voice vote's "Aye"). */
function answers(call: Call | undefined, u: Utterance): boolean {
  return (
    call !== undefined && u.time - call.time <= ANSWER_SECONDS && u.index - call.index <= ANSWER_UTTERANCES
  );
}

/** An answer and the next call said in one sentence ("No. Trustee Cherrier?"). */
const ANSWER_THEN_CALL = new RegExp(`^(${ANSWER_WORDS})[.!,]\\s+(${TITLE}\\s+\\S.*)$`);

/**
 * The utterances with an answer and the call after it as two ("Trustee Blackman?" then "No.
 * Trustee Cherrier?"), both at the utterance's time and index.
 */
function splitAnswers(utterances: Utterance[]): Utterance[] {
  return utterances.flatMap((u) => {
    const m = ANSWER_THEN_CALL.exec(u.text.trim());
    return m?.[1] && m[2]
      ? [
          { ...u, text: `${m[1]}.` },
          { ...u, text: m[2] },
        ]
      : [u];
  });
}

/** Every attendance roll call and roll-call vote of the meeting, in order. */
export function findRollCalls(said: Utterance[]): RollCall[] {
  const utterances = splitAnswers(said);
  const runs: RollCall[] = [];
  let calls: Call[] = [];
  let first = 0;
  let last = 0;
  let lastTime = -Infinity;

  const flush = () => {
    if (calls.length > 0) {
      const run = closeRun(calls, first, last, lastTime);
      if (run) {
        runs.push(run);
      }
    }
    calls = [];
  };

  /** The last vote said in words without a call before it ("Kim, I'm a yes."). */
  let spokenVote: { value: Answer; time: number; index: number } | undefined;
  utterances.forEach((u, position) => {
    const text = u.text.trim();
    const spoken = SAID_VOTE.exec(text);
    const word = spoken?.[1] ?? (text.length <= 30 ? spoken?.[2] : undefined);
    const pending = calls.at(-1);
    const awaited = pending && answers(pending, u) && pending.answers.length === 0 && !pending.confirmed;
    if (word && text.length <= 120 && !ASKED_TO_VOTE.test(text) && !awaited) {
      spokenVote = { value: answerValue(word), time: u.time, index: u.index };
    }
    if (text.length > 120) {
      if (u.time - lastTime > MAX_GAP) {
        flush();
      }
      return;
    }
    const named = (m: RegExpExecArray | null) =>
      m &&
      !NOT_NAMES.has(
        cleanName(m[2] ?? '')
          .split(/\s+/)[0]
          ?.toLowerCase() ?? '',
      )
        ? m
        : null;
    const inline = named(INLINE.exec(text));
    const call = inline
      ? undefined
      : (named(CALL.exec(text)) ?? officeOrBareCall(text, utterances, position));
    const confirm = inline || call ? undefined : named(CONFIRM.exec(text));
    const answer = inline || call || confirm ? undefined : ANSWER.exec(text);
    const thanked = inline || call || confirm || answer ? null : named(THANKED.exec(text));

    if (inline || call || confirm) {
      if (u.time - lastTime > MAX_GAP) {
        flush();
      }
      if (calls.length === 0) {
        first = u.index;
      }
      last = u.index;
      lastTime = u.time;
    }
    if (inline?.[1] && inline[2] && inline[3]) {
      calls.push({
        title: inline[1],
        name: cleanName(inline[2]),
        time: u.time,
        index: u.index,
        answers: [answerValue(inline[3])],
      });
    } else if (call?.[2]) {
      const name = cleanName(call[2]);
      const title = call[1] ?? '';
      calls.push({
        title,
        name: title ? name : titleCase(name),
        time: u.time,
        index: u.index,
        answers: [],
        explicit: new RegExp(HOW_VOTE).test(text),
      });
    } else if (confirm?.[2] && confirm[3]) {
      const name = cleanName(confirm[2]);
      const value = answerValue(confirm[3]);
      const surname = name.split(/\s+/).at(-1)?.toLowerCase();
      const match = [...calls]
        .reverse()
        .slice(0, 3)
        .find((c) => c.name.split(/\s+/).at(-1)?.toLowerCase() === surname);
      if (match) {
        match.confirmed = value;
      } else {
        calls.push({
          title: confirm[1] ?? 'Member',
          name,
          time: u.time,
          index: u.index,
          answers: [],
          confirmed: value,
        });
      }
    } else if (answer?.[1] && answers(calls.at(-1), u)) {
      calls.at(-1)?.answers.push(answerValue(answer[1]));
      last = u.index;
      lastTime = u.time;
    } else if (
      thanked?.[1] &&
      thanked[2] &&
      spokenVote &&
      u.time - spokenVote.time <= ANSWER_SECONDS &&
      u.index - spokenVote.index <= 2
    ) {
      if (u.time - lastTime > MAX_GAP) {
        flush();
      }
      if (calls.length === 0) {
        first = spokenVote.index;
      }
      const name = cleanName(thanked[2]);
      const surname = name.split(/\s+/).at(-1)?.toLowerCase();
      const called = calls.at(-1);
      if (called && called.name.split(/\s+/).at(-1)?.toLowerCase() === surname) {
        called.confirmed = spokenVote.value;
      } else {
        calls.push({
          title: thanked[1],
          name,
          time: spokenVote.time,
          index: spokenVote.index,
          answers: [spokenVote.value],
          explicit: true,
        });
      }
      last = u.index;
      lastTime = u.time;
    } else if (u.time - lastTime > MAX_GAP) {
      flush();
    }
  });
  flush();
  return runs;
}

/**
 * A call by office ("Mayor?") or by bare surname ("Juarez?"), as [whole, title, name]: a bare
 * surname only when the next utterance, soon after, is an answer.
 */
function officeOrBareCall(text: string, utterances: Utterance[], position: number): RegExpExecArray | null {
  const office = OFFICE_CALL.exec(text);
  const next = utterances[position + 1];
  const answered =
    next !== undefined &&
    next.time - (utterances[position]?.time ?? 0) <= ANSWER_SECONDS &&
    ANSWER.test(next.text.trim());
  if (office?.[1] && answered) {
    const result = [office[0], '', office[1]] as unknown as RegExpExecArray;
    return result;
  }
  const lower = LOWER_CALL.exec(text);
  const lowerName = lower?.[2] ?? '';
  const lowerFirst = lowerName.split(/\s+/)[0] ?? '';
  if (lower?.[1] && answered && !NOT_NAMES.has(lowerFirst) && !NOT_BARE_NAMES.has(lowerFirst)) {
    return [lower[0], lower[1], titleCase(lowerName)] as unknown as RegExpExecArray;
  }
  const bare = BARE_CALL.exec(text);
  const name = bare?.[1] ? cleanName(bare[1]) : '';
  const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!bare || !answered || !name || NOT_NAMES.has(first) || NOT_BARE_NAMES.has(first)) {
    return null;
  }
  return [bare[0], '', name] as unknown as RegExpExecArray;
}
