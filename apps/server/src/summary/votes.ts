import type { SummaryVote, VoteValue } from '@gavel/contract';
import { numberFrom } from './text.ts';
import type { Utterance } from './transcript.ts';
import {
  ANSWER_AT_START,
  CALLED_AT_END,
  CHARACTERS_PER_SECOND,
  lowerRollCall,
} from './lower-case-roll-calls.ts';
import {
  ANSWER_ALONE,
  BARE_INLINE,
  PAIR_IN_LIST,
  TITLE,
  ANSWER_WORDS,
  HOW_VOTE,
  CALL,
  INLINE,
  INLINE_ON,
  ANSWER,
  BARE_CALL,
  LOWER_CALL,
  LOWER_BARE_CALL,
  LOWER_BARE_INLINE,
  ROLL_ASKED,
  FIRST_CALLED,
  VOTE_ASKED,
  GARBLED_CALL,
  GARBLED_TITLE,
  ungarbledTitle,
  GLUED_CALL,
  ANSWER_ON,
  OFFICE_CALL,
  CONFIRM,
  SAID_VOTE,
  ASKED_TO_VOTE,
  THANKED,
  VOTING_OPEN,
  VOTING_CLOSED,
  VOTE_ENDING_LINE,
  SAID_THEN_THANKED,
  ENDS_IN_SAID_VOTE,
  THANKED_FIRST,
  answerValue,
  titleCase,
  NOT_NAMES,
  NOT_BARE_NAMES,
  cleanName,
  type Answer,
} from './roll-call-words.ts';

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

interface Call {
  title: string;
  name: string;
  time: number;
  /** Index of the utterance that called the name. */
  index: number;
  /** Where the call stands among the utterances split into calls. */
  position: number;
  answers: Answer[];
  confirmed?: Answer;
  /** Asked how they vote, or thanked by name for a vote: a named vote even outside a roll call. */
  explicit?: boolean;
  /** Thanked by name for the vote: no later answer is theirs. */
  thanked?: boolean;
  /** Votes on parts of the question ("No on one. Aye on two and three."). */
  parts?: PartVote[];
}

/** A member's vote on some parts of a question only: "no on one" is { vote: 'No', on: 'one' }. */
export interface PartVote {
  vote: VoteValue;
  on: string;
}

/** One vote on some parts in an answer that says which parts it covers. */
const PART_VOTE =
  /\b(aye|eye|yes|yea|no|nay|abstain)[,.]?\s+(?:on\s+|one\s+(?=(?:number|item)\b)|(?=(?:number|item)\s))(.+?)(?=[,.]?\s+(?:and\s+)?(?:aye|eye|yes|yea|no|nay|abstain)[,.]?\s+(?:on|number|item)\b|[,.!]?\s*$)/gi;

/** The votes on parts in an answer ("Aye, on one and two and no on 3."). */
function partVotes(text: string): PartVote[] {
  return [...text.matchAll(PART_VOTE)].map((m) => ({
    vote: answerValue(m[1] ?? '') as VoteValue,
    on: m[2] ?? '',
  }));
}

export interface RollCall {
  kind: 'attendance' | 'vote';
  time: number;
  end: number;
  /** Index of the first utterance of the run. */
  first: number;
  last: number;
  votes: SummaryVote[];
  /** The members who voted on parts of the question, each part's vote. */
  parts: { voter_name: string; parts: PartVote[] }[];
  members: number;
  yes: number;
  no: number;
}

/** A voice vote being taken or its result said. */
const VOICE_VOTE = /\b(?:all (?:those )?in favou?r|any opposed|(?:ayes|eyes|aye|nays) have it)\b/i;
/** How long after a voice vote's call or result an "aye" or a thanks belongs to it (seconds). */
const VOICE_VOTE_SECONDS = 20;
/** How long electronic voting stays open, unless said to be closed (seconds). */
const VOTING_OPEN_SECONDS = 90;

/**
 * Follows electronic voting line by line: whether it is open as the line is said (opened by an
 * earlier line, "Online voting is open.", and not yet closed, "All votes have been cast.").
 */
function votingWindow(): (u: Utterance) => boolean {
  let openedAt = -Infinity;
  return (u) => {
    const open = u.time - openedAt <= VOTING_OPEN_SECONDS;
    if (VOTING_OPEN.test(u.text)) {
      openedAt = u.time;
    } else if (VOTING_CLOSED.test(u.text)) {
      openedAt = -Infinity;
    }
    return open;
  };
}
/** How long a roll call may pause between two names (seconds). */
const MAX_GAP = 25;
/** An answer comes within this many seconds and utterances of its call. */
const ANSWER_SECONDS = 12;
const ANSWER_UTTERANCES = 4;
/** How long after the roll is asked for its names may take to start (seconds). */
const ROLL_ASKED_SECONDS = 60;
/** An answer that says which parts it covers is short ("Aye, on one and two and no on 3."). */
const ANSWER_ON_LENGTH = 50;
/**
 * Such an answer may come after the member asked what the vote covers ("Excuse me. Are we just
 * voting on item number 7?" ... "Thank you. Aye on the report and nay on item number 7.").
 */
const PARTS_ANSWER_SECONDS = 30;
const PARTS_ANSWER_UTTERANCES = 8;
/** So is a member called with such an answer ("President Payne, aye on all except 10.3."). */
const INLINE_ON_LENGTH = 70;

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
    const voting = answered.filter((c) => finalAnswer(c) !== 'Here' && finalAnswer(c) !== 'Pass');
    const voterName = (c: Call) => `${titleCase(c.title)} ${c.name}`.trim();
    const list = voting.map((c) => ({ voter_name: voterName(c), vote: finalAnswer(c) as VoteValue }));
    return {
      kind: 'vote',
      time: firstTime,
      end,
      first,
      last,
      votes: list,
      parts: voting.flatMap((c) => (c.parts?.length ? [{ voter_name: voterName(c), parts: c.parts }] : [])),
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
      parts: [],
      members: attendance.length,
      yes: 0,
      no: 0,
    };
  }
  return undefined;
}

/** Whether the utterance can be the answer to the call (soon after it, not a voice vote's "Aye"). */
function answers(call: Call | undefined, u: Utterance, onParts = false): boolean {
  if (call === undefined) {
    return false;
  }
  // A member who first asks what the question covers answers later, for its parts.
  const [seconds, utterances] =
    onParts && call.answers.length === 0
      ? [PARTS_ANSWER_SECONDS, PARTS_ANSWER_UTTERANCES]
      : [ANSWER_SECONDS, ANSWER_UTTERANCES];
  return u.time - call.time <= seconds && u.index - call.index <= utterances;
}

/** A member called by title at the end of a longer sentence (", council member Chowdhury."). */
const CALL_ENDING = new RegExp(`,\\s+(${TITLE}\\s+[A-Z][\\w'’-]+(?:\\s+[A-Z][\\w'’-]+)?[.?])$`);
/** The roll asked for and the first name called in one sentence ("Call the roll Council Member Jenkins?"). */
const ROLL_THEN_CALL = new RegExp(`(?<=\\b[Cc]all the roll[.,:!]?)\\s+(?=${TITLE}\\s+\\S+\\s*\\?$)`);
/**
 * A member called and said to be absent ("Jenkins is absent. Vice president Chughtai.", "Councncil
 * member Koski is absent. Council Robin Wonsley."): the title, a garbled title, the name, the rest.
 */
const CALLED_ABSENT = new RegExp(
  `^(?:(${TITLE})\\s+|(${GARBLED_TITLE})\\s+)?([A-Z][\\w'’-]+) is absent[.,]?(?:\\s+(\\S.*))?$`,
);
/**
 * An answer and the next call said in one sentence ("No. Trustee Cherrier?"), with no stop between
 * where captions lost it, only before one name called and its answer ("No Councilman Mclellan, no.").
 */
const ANSWER_THEN_CALL = new RegExp(
  `^(${ANSWER_WORDS}|[Hh]i)(?:[.!,]\\s+(${TITLE}\\s+\\S.*)|\\s+(${TITLE}\\s+[A-Z][\\w'’-]*(?:\\s*[?.,]\\s*(?:${ANSWER_WORDS})?|\\s+(?:${ANSWER_WORDS}))[.!]?))$`,
);
/**
 * Names called one after another in one sentence ("Council member Hall, Council member Amos, motion
 * passed unanimously."), also after an answer with no stop ("Council member Hall, no Council member
 * Hardy Chandler.", "Osman, aye Rainville, aye.").
 */
const BETWEEN_CALLS = new RegExp(
  `,\\s+(?=${TITLE}\\s|(?:[Tt]he\\s+)?[Mm]otion\\s)|(?<=,\\s+(?:${ANSWER_WORDS}))\\s+(?=${TITLE}\\s|[A-Z][\\w'’-]+,\\s+(?:${ANSWER_WORDS})[.!]?$)`,
);
/**
 * A sentence that closes a roll call or opens the next one ("There are 10 members present.", "That
 * carries.", "May I have that motion please.", "Second.", or the roll asked for again): names called
 * after it are another run, however soon.
 */
const RUN_BOUNDARY =
  /\b(?:have a quorum|(?:members?|are) present\b|there (?:are|were) \w+ (?:ayes|yeas|nays|votes)|(?:that|it|motion) (?:carries|carried|passes|passed|fails|failed)\b|may i have (?:a|the|that) motion|entertain a motion)|^(?:so )?moved\b|^second(?:ed)?\b/i;
const endsRun = (text: string) => ROLL_ASKED.test(text) || RUN_BOUNDARY.test(text);
/** A roll call's result said as unanimous: every member called voted yes, though captions dropped the answers. */
const UNANIMOUS_RESULT =
  /\b(?:passed|passes|carried|carries|approved|adopted)\s+unanimously\b|\bunanimously\s+(?:passed|approved|adopted|carried)\b/i;
/** The ayes counted with no nays ("There are 10 ayes.", "10 ayes."), unless some part is excepted. */
const AYES_ONLY =
  /(?:\bthere (?:are|were|is) (?:\d+ (?=\d))?|^)(\w+) (?:ayes|yeas|eyes)\b(?![^]{0,60}?\b(?:nays?|noes|except|abstain\w*)\b)/i;
const EXCEPTED = /^\W*(?:except|but|with the exception)\b/i;

/**
 * How the result said after a roll call shows it unanimous: "said" ("passed unanimously") or
 * "counted" (ayes alone, at least as many as the members called, nothing excepted).
 */
function unanimity(after: Utterance[], called: number): 'said' | 'counted' | undefined {
  for (const [i, u] of after.entries()) {
    // "... the motion is approved" "unanimously": captions may cut the result over two lines.
    if (UNANIMOUS_RESULT.test(`${u.text} ${after[i + 1]?.text ?? ''}`)) {
      return 'said';
    }
    const ayes = AYES_ONLY.exec(u.text);
    const count = ayes?.[1] ? numberFrom(ayes[1]) : undefined;
    if (count !== undefined && count >= called && !EXCEPTED.test(after[i + 1]?.text ?? '')) {
      return 'counted';
    }
  }
  return undefined;
}

/**
 * A sentence of votes said and thanked by name, run together where captions have no punctuation
 * ("i'm a yes vote thank you director Abraham my voting is open i'm a yes vote thank you director
 * Lingo"), cut into the votes, the thanks and what is between, as punctuated captions give them.
 */
function thanksApart(u: Utterance, i: number, utterances: Utterance[]): Utterance[] {
  // The thanks opening the sentence, for a vote said at the end of the one before.
  const opening = THANKED_FIRST.exec(u.text);
  const thankedFirst = opening?.[1] && ENDS_IN_SAID_VOTE.test(utterances[i - 1]?.text ?? '') ? opening : null;
  const pieces = thankedFirst?.[1] ? [thankedFirst[1]] : [];
  const text = u.text.slice(thankedFirst?.[0].length ?? 0);
  let cut = 0;
  for (const m of text.matchAll(SAID_THEN_THANKED)) {
    pieces.push(text.slice(cut, m.index), m[1] ?? '', m[2] ?? '');
    cut = m.index + m[0].length;
  }
  if (pieces.length === 0) {
    return [u];
  }
  pieces.push(text.slice(cut));
  return pieces
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ ...u, text }));
}

/**
 * The utterances with an answer and the call after it as two ("Trustee Blackman?" then "No.
 * Trustee Cherrier?"), and a roll call read as one list ("Smith aye, Jones aye, Brown nay";
 * "Commissioner Smith, aye; Commissioner Jones, aye"; "Trustee Smith votes aye, Trustee Jones
 * votes no"; in lower case, "mr kling yes ms watkins no") as one utterance a member, all at the
 * utterance's time and index.
 */
function splitAnswers(said: Utterance[]): Utterance[] {
  let lowerRollAt = -Infinity;
  const isVotingOpen = votingWindow();
  const utterances = said.flatMap(thanksApart);
  return utterances.flatMap((u, i) => {
    // While electronic voting is open, a member may be called alone.
    const votingOpen = isVotingOpen(u);
    const [asked, firstCall] = u.text.split(ROLL_THEN_CALL);
    if (asked && firstCall) {
      return [
        { ...u, text: asked },
        { ...u, text: firstCall },
      ];
    }
    // The motion read out and the first member called at its end (", council member Chowdhury."),
    // answered on their own, the roll going on after.
    const tail = CALL_ENDING.exec(u.text.trim());
    const answer = utterances[i + 1];
    if (
      tail?.[1] &&
      answer &&
      ANSWER_ALONE.test(answer.text.trim()) &&
      [CALL, INLINE, BARE_INLINE].some((p) => p.test(utterances[i + 2]?.text.trim() ?? ''))
    ) {
      return [
        { ...u, text: `${u.text.trim().slice(0, tail.index)}.` },
        { ...u, text: tail[1], time: answer.time },
      ];
    }
    // The clerk saying a member called is absent ("Jenkins is absent. Vice president Chughtai."):
    // the member's vote, which no later answer changes, and what follows.
    const away = CALLED_ABSENT.exec(u.text.trim());
    if (away?.[3]) {
      const title = away[1] ?? (away[2] ? ungarbledTitle(away[2]) : '');
      return [
        { ...u, text: `${title} ${away[3]} votes absent.`.trim() },
        ...(away[4] ? [{ ...u, text: away[4] }] : []),
      ];
    }
    const m = ANSWER_THEN_CALL.exec(u.text.trim());
    const callAfter = m?.[2] ?? m?.[3];
    if (m?.[1] && callAfter) {
      return [
        { ...u, text: `${m[1]}.` },
        { ...u, text: callAfter },
      ];
    }
    const pairs = [...u.text.matchAll(PAIR_IN_LIST)];
    if (pairs.length >= 3) {
      return pairs.map((p) => ({ ...u, text: `${p[1]}, ${p[2]}.` }));
    }
    // A lower-case roll call can run on into the next caption line: its last answer opens it.
    const next = utterances[i + 1];
    const answerNext =
      next && CALLED_AT_END.test(u.text) ? ANSWER_AT_START.exec(next.text.trim())?.[1] : undefined;
    const text = `${u.text}${answerNext ? ` ${answerNext}` : ''}`;
    const lower = lowerRollCall(text, u.time - lowerRollAt <= MAX_GAP, votingOpen);
    if (lower) {
      // Each call at its moment in the line, so that a roll call run on into the next line is one run.
      const seconds = Math.min((next?.time ?? u.time) - u.time, text.length / CHARACTERS_PER_SECOND);
      const at = (offset: number) => u.time + (seconds * offset) / text.length;
      lowerRollAt = at(text.length);
      return lower.map((sentence) => ({ ...u, text: sentence.text, time: at(sentence.at) }));
    }
    const called = u.text.trim().split(BETWEEN_CALLS);
    return called.filter((part) => [CALL, LOWER_CALL, INLINE, BARE_INLINE].some((p) => p.test(part)))
      .length >= 2
      ? called.map((text) => ({ ...u, text }))
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
    // Names called and the result said as unanimous, the answers lost ("Council member Peterson,
    // Councilmember Hardy Chandler. Council member Hall, Council member Amos, motion passed
    // unanimously.", or "There are 10 ayes."): each member called voted yes.
    // Said unanimous, most answers must be lost; counted, the count covers every member called.
    const lastCall = calls.at(-1);
    const unanswered = calls.filter((c) => !finalAnswer(c));
    if (lastCall && calls.length >= 3 && unanswered.length > 0) {
      const after = utterances
        .slice(lastCall.position)
        .filter((u) => u.time - lastCall.time <= ANSWER_SECONDS);
      const how = unanimity(after.slice(0, 5), calls.length);
      if (how === 'counted' || (how === 'said' && unanswered.length >= calls.length / 2)) {
        unanswered.forEach((c) => {
          c.confirmed = 'Yes';
        });
      }
    }
    // A member called after the vote and not answering ("Director Horn-Frasier." given the
    // floor) is not part of it.
    while (calls.length > 1 && !finalAnswer(calls.at(-1) as Call)) {
      calls.pop();
      last = calls.at(-1)?.index ?? last;
      lastTime = calls.at(-1)?.time ?? lastTime;
    }
    if (calls.length > 0) {
      const run = closeRun(calls, first, last, lastTime);
      if (run) {
        runs.push(run);
      }
    }
    calls = [];
  };

  let rollAskedAt = -Infinity;
  /**
   * Whether a roll call is under way: just asked for, or names being called (two, or one called by
   * title and answered: "councilmember cashman." "aye." "rainville." "aye.").
   */
  const namesCalled = () =>
    calls.length >= 2 ||
    (calls.length === 1 && calls[0]?.title !== '' && finalAnswer(calls[0] as Call) !== undefined);
  const inRoll = (u: Utterance) =>
    u.time - rollAskedAt <= ROLL_ASKED_SECONDS || (namesCalled() && u.time - lastTime <= ANSWER_SECONDS);
  let voiceVoteAt = -Infinity;
  const isVotingOpen = votingWindow();
  /** The last vote said in words without a call before it ("Kim, I'm a yes."). */
  let spokenVote:
    { value: Answer; time: number; index: number; position: number; lastWords: boolean } | undefined;
  utterances.forEach((u, position) => {
    const text = u.text.trim();
    /** A member called in this utterance. */
    const callHere = (title: string, name: string, more: Partial<Call> = {}) =>
      calls.push({ title, name, time: u.time, index: u.index, position, answers: [], ...more });
    const spoken = SAID_VOTE.exec(text);
    const word = spoken?.[1] ?? spoken?.[2] ?? (text.length <= 30 ? spoken?.[3] : undefined);
    const pending = calls.at(-1);
    const awaited = pending && answers(pending, u) && pending.answers.length === 0 && !pending.confirmed;
    if (VOICE_VOTE.test(text)) {
      voiceVoteAt = u.time;
    }
    if (ROLL_ASKED.test(text)) {
      rollAskedAt = u.time;
    }
    // "Let's do a roll call starting with Director Kahn." "Yes.": the first member is called in the asking.
    const firstCalled = VOTE_ASKED.test(text) ? FIRST_CALLED.exec(text) : null;
    if (firstCalled?.[1] && firstCalled[2] && !NOT_NAMES.has(cleanName(firstCalled[2]).toLowerCase())) {
      flush();
      first = u.index;
      last = u.index;
      lastTime = u.time;
      callHere(firstCalled[1], cleanName(firstCalled[2]));
      return;
    }
    const votingOpen = isVotingOpen(u);
    // Ayes of a voice vote ("All those in favor? Aye. Aye. ... The ayes have it. Thank you, Mr.
    // Flake.") are nobody's: the thanks after them go to whoever presented the item.
    const inVoiceVote = u.time - voiceVoteAt <= VOICE_VOTE_SECONDS;
    if (inVoiceVote) {
      spokenVote = undefined;
    }
    if (word && text.length <= 120 && !ASKED_TO_VOTE.test(text) && !awaited && !inVoiceVote) {
      spokenVote = {
        value: answerValue(word),
        time: u.time,
        index: u.index,
        position,
        lastWords: ENDS_IN_SAID_VOTE.test(text),
      };
    }
    if (text.length > 120) {
      if (u.time - lastTime > MAX_GAP || endsRun(text)) {
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
    const inlineOn = text.length <= INLINE_ON_LENGTH ? named(INLINE_ON.exec(text)) : null;
    const inline =
      named(INLINE.exec(text)) ?? bareInline(text) ?? (inRoll(u) ? lowerBareInline(text) : null) ?? inlineOn;
    const call = inline
      ? undefined
      : (named(CALL.exec(text)) ?? officeOrBareCall(text, utterances, position, inRoll(u)));
    const confirm = inline || call ? undefined : named(CONFIRM.exec(text));
    const plainAnswer = inline || call || confirm ? null : ANSWER.exec(text);
    const answer =
      inline || call || confirm
        ? undefined
        : (plainAnswer ?? (text.length <= ANSWER_ON_LENGTH ? ANSWER_ON.exec(text) : null));
    const thanked = inline || call || confirm || answer ? null : named(THANKED.exec(text));
    const lastCall = calls.at(-1);
    const answersCall =
      !!answer?.[1] &&
      !lastCall?.thanked &&
      // An answer that says which parts it covers may come later (see answers).
      answers(lastCall, u, !plainAnswer) &&
      !afterUnreadCall(lastCall, utterances, position);
    // While electronic voting is open, a bare answer thanked by name is that member's vote ("Yes."
    // "Thank you, Director Abraham."; "It didn't come up on mine, but yes.").
    const saidOpen =
      votingOpen && !inVoiceVote && !answersCall
        ? (answer?.[1] ?? VOTE_ENDING_LINE.exec(text)?.[1])
        : undefined;
    if (saidOpen) {
      spokenVote = { value: answerValue(saidOpen), time: u.time, index: u.index, position, lastWords: true };
    }

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
    if (inline?.[2] && inline[3]) {
      callHere(inline[1] ?? '', cleanName(inline[2]), {
        answers: [answerValue(inline[3])],
        ...(inline === inlineOn ? { parts: partVotes(text) } : {}),
        ...(votingOpen ? { explicit: true } : {}),
      });
    } else if (call?.[2]) {
      const name = cleanName(call[2]);
      const title = call[1] ?? '';
      callHere(title, title ? name : titleCase(name), {
        explicit: votingOpen || new RegExp(HOW_VOTE).test(text),
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
        callHere(confirm[1] ?? '', name, { confirmed: value });
      }
    } else if (answer?.[1] && answersCall) {
      const called = calls.at(-1);
      called?.answers.push(answerValue(answer[1]));
      const parts = partVotes(text);
      if (called && parts.length > 0) {
        called.parts = [...(called.parts ?? []), ...parts];
      }
      last = u.index;
      lastTime = u.time;
    } else if (
      thanked?.[1] &&
      thanked[2] &&
      spokenVote &&
      // Thanked within moments, or right after a line that the vote ended.
      (u.time - spokenVote.time <= ANSWER_SECONDS ||
        (spokenVote.lastWords && position - spokenVote.position === 1)) &&
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
        called.thanked = true;
      } else if (called && called.position === spokenVote.position && called.title === '') {
        // "Kim, yay." "Thank you, Director Abraham.": the name before the vote was the clerk's,
        // addressed; the vote is the member's thanked for it.
        called.title = thanked[1];
        called.name = name;
        called.explicit = true;
        called.thanked = true;
      } else {
        calls.push({
          title: thanked[1],
          name,
          time: spokenVote.time,
          index: spokenVote.index,
          position: spokenVote.position,
          answers: [spokenVote.value],
          explicit: true,
          thanked: true,
        });
      }
      last = u.index;
      lastTime = u.time;
    } else if (u.time - lastTime > MAX_GAP || endsRun(text)) {
      flush();
    }
  });
  flush();
  // A run's moments are its lines' own: calls read out of a run-on line were placed within it.
  const lineTime = new Map(said.map((u) => [u.index, u.time]));
  return runs.map((run) => ({
    ...run,
    time: lineTime.get(run.first) ?? run.time,
    end: lineTime.get(run.last) ?? run.end,
  }));
}

/** "Little, yes." as [whole, title, name, answer], when the name is no common word ("Okay, yes."). */
/** A bare surname in lower case and its answer ("vetaw, aye."), as [whole, title, name, answer]. */
function lowerBareInline(text: string): RegExpExecArray | null {
  const m = LOWER_BARE_INLINE.exec(text);
  if (!m?.[1] || !m[2] || NOT_NAMES.has(m[1]) || NOT_BARE_NAMES.has(m[1])) {
    return null;
  }
  return [m[0], '', titleCase(m[1]), m[2]] as unknown as RegExpExecArray;
}

function bareInline(text: string): RegExpExecArray | null {
  const m = BARE_INLINE.exec(text);
  const first = m?.[1]?.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!m?.[1] || !m[2] || NOT_NAMES.has(first) || NOT_BARE_NAMES.has(first)) {
    return null;
  }
  return [m[0], '', m[1], m[2]] as unknown as RegExpExecArray;
}

/**
 * A second answer after a question the roll call could not read as a call ("Council Member
 * Watkins? No. Council Secretary Kling? Yes."): the answer of that other member, not a change of
 * mind of the one before.
 */
function afterUnreadCall(call: Call | undefined, utterances: Utterance[], position: number): boolean {
  const before = utterances[position - 1];
  return (
    !!call &&
    call.answers.length > 0 &&
    !!before &&
    before.index > call.index &&
    /\?$/.test(before.text.trim())
  );
}

const LEADING_TITLE = new RegExp(`^${TITLE}\\s+`);

/**
 * A call by office ("Mayor?") or by bare surname ("Juarez?"), as [whole, title, name]: a bare
 * surname only when the next utterance, soon after, is an answer.
 */
function officeOrBareCall(
  text: string,
  utterances: Utterance[],
  position: number,
  rollUnderWay: boolean,
): RegExpExecArray | null {
  const office = OFFICE_CALL.exec(text);
  const next = utterances[position + 1];
  const nextText = next?.text.trim() ?? '';
  const answered =
    next !== undefined &&
    next.time - (utterances[position]?.time ?? 0) <= ANSWER_SECONDS &&
    (ANSWER.test(nextText) || (nextText.length <= ANSWER_ON_LENGTH && ANSWER_ON.test(nextText)));
  // A councilmember called by title, in a roll call under way, needs no answer heard.
  const titled = answered || rollUnderWay;
  if (office?.[1] && answered) {
    const result = [office[0], '', office[1]] as unknown as RegExpExecArray;
    return result;
  }
  const lower = LOWER_CALL.exec(text);
  const lowerName = lower?.[2] ?? '';
  const lowerFirst = lowerName.split(/\s+/)[0] ?? '';
  if (lower?.[1] && titled && !NOT_NAMES.has(lowerFirst) && !NOT_BARE_NAMES.has(lowerFirst)) {
    return [lower[0], lower[1], titleCase(lowerName)] as unknown as RegExpExecArray;
  }
  const garbled = GARBLED_CALL.exec(text);
  // A second title heard in the garble is no name ("Council Mayor Peterson,").
  const garbledName = (garbled?.[2] ?? '').replace(LEADING_TITLE, '');
  if (garbled?.[1] && titled && !NOT_NAMES.has(garbledName.toLowerCase())) {
    return [garbled[0], ungarbledTitle(garbled[1]), titleCase(garbledName)] as unknown as RegExpExecArray;
  }
  const glued = GLUED_CALL.exec(text);
  if (glued?.[1] && glued[2] && titled) {
    return [glued[0], glued[1], titleCase(glued[2])] as unknown as RegExpExecArray;
  }
  const lowerBare = answered && rollUnderWay ? LOWER_BARE_CALL.exec(text) : null;
  const capitalised = BARE_CALL.exec(text);
  const bare = capitalised ?? (lowerBare && !ANSWER.test(text) ? lowerBare : null);
  const name = bare?.[1] ? cleanName(capitalised ? bare[1] : titleCase(bare[1])) : '';
  const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!bare || !answered || !name || NOT_NAMES.has(first) || NOT_BARE_NAMES.has(first)) {
    return null;
  }
  return [bare[0], '', name] as unknown as RegExpExecArray;
}
