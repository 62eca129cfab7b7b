import { anyCase, HOW_VOTE, NOT_BARE_NAMES, NOT_NAMES, ROLL_ASKED, titleCase } from './roll-call-words.ts';

/**
 * Roll calls in captions written in lower case and run together in long lines ("call the roll
 * council member wonsley aye couil member palmisano aye ..."), read into one sentence a call so
 * that votes.ts reads them as it reads any roll call.
 */

/**
 * A roll call run together by a transcriber that writes everything in lower case ("mr kling yes
 * ms watkins no mr little yes", "mr meredith how do you vote yes"): a personal title keeps the
 * name from being any word.
 */
const LOWER_TITLE = String.raw`mr|mrs|ms|miss|dr|councilman|councilwoman|council ?member|commissioner|trustee|director|supervisor|vice[ -](?:president|mayor|chair)|president|mayor|chair`;
/** A title as automatic captions write it, now and then capitalised ("Vice chair palaso"). */
const HEARD_TITLE = anyCase(LOWER_TITLE);
/** Titles garbled by live captions, in lower case ("couil member", "cncil member", "councilember", "coissioner"). */
const LOWER_GARBLED_TITLE = String.raw`c\w{0,6}(?:n?cil?|il)[\s-]?(?:\w{0,3}m?e?mber|membe)|co\w{0,4}ssion\w{0,4}er`;
const LOWER_ANSWER = 'yes|no|aye|eye|yea|yay|nay|abstain';
/**
 * "aye" as automatic captions hear it ("council member vto I ellison I", "allison hi cashman I"):
 * an answer only where the next call, a name and its answer, the result or the line's end follows,
 * so that "council member payne I think" is no vote.
 */
const HEARD_AYE = String.raw`(?:I|i|hi)(?=\s+(?:${HEARD_TITLE}|council|[A-Za-z][\w'’-]+\s+(?:I|i|hi|aye|eye)\b|(?:we|there|that|the|all)\b)|\s*$)`;
const CALL_ANSWER = `${LOWER_ANSWER}|${HEARD_AYE}`;
/** An answer as the summary writes it: "aye" for what the captions heard as "I" or "hi". */
const answerWord = (answer: string) => (/^(?:i|hi)$/i.test(answer) ? 'aye' : answer);
/**
 * A member called and, mostly, the answer ("council member wonsley aye", "council member --
 * rainville aye", "council memberelson aye", "councilember ellison --" whose answer the captions lost),
 * a name of two words when the next call or the answer follows it ("council member hardy chandler
 * aye"); or asked how they vote, or whether they did, and the answer after a few words ("director
 * eastham did you vote i tried to i vote yes").
 */
const LOWER_CALLED = new RegExp(
  String.raw`\b(${HEARD_TITLE}|${LOWER_GARBLED_TITLE})(?:\.?(?:\s+--)?\s+|(?<=member|commissioner)(?=[a-z]{3,}))(?!(?:council|member|commissioner|director|trustee|president|vice)\b)([A-Za-z][\w'’-]+)(?:\s+(?!(?:${LOWER_ANSWER}|hi|i|I|ye|ay|and|motion|vot(?:e|es|ed|ing))\b)([A-Za-z][\w'’-]+)(?=\s+(?:${LOWER_TITLE}|${LOWER_GARBLED_TITLE}|${LOWER_ANSWER}|${HEARD_AYE}|council)\b))?,?(\s+${HOW_VOTE}(?:\s+(?:[a-z'’]+\s+){0,4}?(?:i vote|${HOW_VOTE}))?)?(?:\s+(${CALL_ANSWER})\b)?`,
  'g',
);
/**
 * Bare surnames and their answers run together in lower case ("jenkins aye palmisano aye chowdhury
 * aye"): three pairs in a row at least, mostly ayes, so that no sentence is taken for a roll call.
 */
const LOWER_BARE_RUN = /(?:\b[a-z][\w'’-]+ (?:a )?(?:aye|ye|yea|yay|yes|no|nay|abstain)\b\s*){3,}/g;
const LOWER_BARE_PAIR = /\b([a-z][\w'’-]+) (?:a )?(aye|ye|yea|yay|yes|no|nay|abstain)\b/g;
/**
 * A member called at the end of a caption line run together, the answer opening the next ("...
 * president payne" "aye that carries"; "... chavez aye vetaw" "aye ellison aye").
 */
export const CALLED_AT_END = new RegExp(
  String.raw`\b(?:${LOWER_TITLE}|aye|ye|yes|no|nay|eye|I|hi)\.?\s+[A-Za-z][\w'’-]+$`,
);
export const ANSWER_AT_START = new RegExp(`^(${LOWER_ANSWER}|I|hi)\\b`);

const PROPER_LOWER_TITLE = new RegExp(`^(?:${LOWER_TITLE})$`);
/** A lower-case title as written ("council member" -> "Council Member"), a garbled one mended. */
function lowerTitle(title: string): string {
  if (PROPER_LOWER_TITLE.test(title.toLowerCase())) {
    return titleCase(title.toLowerCase());
  }
  return title.includes('ssion') ? 'Commissioner' : 'Council Member';
}

/**
 * The roll asked for in a lower-case line, or the vote begun ("we'll start with", "we will proceed
 * with the vote", "an individual vote"), the roll as automatic captions mishear it too ("call the
 * role", "call the world", "a row call vote").
 */
const LOWER_ROLL_ASKED = new RegExp(
  `${ROLL_ASKED.source}|\\b(?:we(?:'ll| will) start with|proceed with (?:(?:uh|um) )?(?:the |a )?(?:roll call )?vote|individual (?:(?:uh|um|roll call) )?vote|call the (?:role|road|world|wrong)|row call)\\b`,
  'i',
);

interface Said {
  text: string;
  /** Where in the line it starts (characters). */
  at: number;
}

/** A member called in a lower-case line: the sentences it is read as, where it ends, whether answered. */
interface LowerCall extends Said {
  /** The sentences after the first, when the member was asked how they vote ("... how would you like to vote?", "yes."). */
  more?: string[];
  end: number;
  answered: boolean;
  /** Asked how they vote: a vote though no roll call is under way. */
  asked?: boolean;
}

/** Members called by title and what they answered, in lower case. */
function titledCalls(text: string): LowerCall[] {
  return [...text.matchAll(LOWER_CALLED)]
    .filter((m) => !NOT_NAMES.has(m[2] ?? ''))
    .map((m) => {
      const name = m[3] && !NOT_NAMES.has(m[3]) ? `${m[2] ?? ''} ${m[3]}` : (m[2] ?? '');
      const call = `${lowerTitle(m[1] ?? '')} ${titleCase(name)}`;
      const answer = m[5] ? answerWord(m[5]) : undefined;
      const at = m.index;
      const end = m.index + m[0].length;
      if (m[4]) {
        return {
          text: `${call}, how would you like to vote?`,
          more: answer ? [`${answer}.`] : [],
          at,
          end,
          answered: Boolean(answer),
          asked: true,
        };
      }
      return { text: answer ? `${call}, ${answer}.` : `${call}.`, at, end, answered: Boolean(answer) };
    });
}

/**
 * Bare surnames and their answers, three in a row at least and mostly ayes, as a roll call's
 * answers are, and not a list of things missing ("has no lights no gates no").
 */
function bareCalls(text: string): LowerCall[] {
  const bare = [...text.matchAll(LOWER_BARE_RUN)]
    .flatMap((run) => [...run[0].matchAll(LOWER_BARE_PAIR)].map((p) => ({ p, at: run.index + p.index })))
    .filter(({ p }) => !NOT_NAMES.has(p[1] ?? '') && !NOT_BARE_NAMES.has(p[1] ?? ''));
  const ayes = bare.filter(({ p }) => /^(?:aye|ye|yea|yay|yes)$/.test(p[2] ?? '')).length;
  return bare.length >= 3 && ayes * 2 >= bare.length
    ? bare.map(({ p, at }) => ({
        text: `${titleCase(p[1] ?? '')}, ${p[2]}.`,
        at,
        end: at + p[0].length,
        answered: true,
      }))
    : [];
}

/** A bare name and its answer right after the call before it ("... vto I ellison I cashman I"), or opening the line. */
const NEXT_BARE_PAIR = new RegExp(String.raw`(?:^|\s+)([A-Za-z][\w'’-]+)\s+(${CALL_ANSWER})\b`, 'y');

/**
 * Bare names answering one after another, each right after an answered call or at the start of a
 * line that goes on from a roll call ("council member vto hi allison hi cashman I vice president
 * ..."): the clerk drops the title after the first call.
 */
function chainedCalls(text: string, after: number[]): LowerCall[] {
  const chained: LowerCall[] = [];
  for (const start of after) {
    NEXT_BARE_PAIR.lastIndex = start;
    for (let p = NEXT_BARE_PAIR.exec(text); p; p = NEXT_BARE_PAIR.exec(text)) {
      const name = (p[1] ?? '').toLowerCase();
      if (NOT_NAMES.has(name) || NOT_BARE_NAMES.has(name) || PROPER_LOWER_TITLE.test(name)) {
        break;
      }
      const at = p.index + p[0].length - p[0].trimStart().length;
      chained.push({
        text: `${titleCase(name)}, ${answerWord(p[2] ?? '')}.`,
        at,
        end: NEXT_BARE_PAIR.lastIndex,
        answered: true,
      });
    }
  }
  return chained;
}

/** Where the parts an answer covers end: before the next title, garbled ones too. */
const BEFORE_TITLE = new RegExp(`\\s+(?=(?:${LOWER_TITLE}|${LOWER_GARBLED_TITLE}|council|commissioner)\\b)`);
/** The parts an answer covers, after it ("on one and two", "number one eye on the rest", "one number five" for "on number five"). */
const PARTS_NAMED = /^(?:on\b|(?:one\s+)?(?=(?:number|item)\s))/;
const ANSWER_ALONE = new RegExp(`^(?:${CALL_ANSWER})$`);
/** The answer that opens a line going on from a roll call, the last call's of the line before. */
const OPENING_ANSWER = new RegExp(`^\\s*(?:${CALL_ANSWER})\\b`);

/**
 * A lower-case roll call as one sentence a call ("Council Member Wonsley, aye.", "Council Member
 * Ellison.", "Palmisano, aye."), with the words before and after it as sentences of their own ("call
 * the roll", "there are 10 ayes that carries"). Members called by title: three answered at least, or
 * one when the roll was just asked for, the line goes on from a roll call, electronic voting is open
 * (`votingOpen`: members speaking aloud vote one by one), a member is asked how they vote or bare
 * surnames are called in it; bare surnames: three.
 */
export function lowerRollCall(text: string, goesOn: boolean, votingOpen = false): Said[] | undefined {
  // Members named before the roll is asked for in the line (a mover, a seconder) are not called.
  const ask = LOWER_ROLL_ASKED.exec(text);
  const named = titledCalls(text);
  const called = ask ? named.filter((c) => c.at > ask.index) : [];
  const asked = called.length > 0;
  const titled = asked ? called : named;
  const opening = goesOn ? (OPENING_ANSWER.exec(text)?.[0].length ?? 0) : -1;
  const chained = chainedCalls(text, [
    ...(opening >= 0 ? [opening] : []),
    ...titled.filter((c) => c.answered).map((c) => c.end),
  ]);
  const bareRun = [
    ...bareCalls(text),
    ...chained.filter((c) => !titled.some((t) => c.at < t.end && t.at < c.end)),
  ];
  const least = goesOn || votingOpen || asked || bareRun.length > 0 || titled.some((c) => c.asked) ? 1 : 3;
  // Names called in a roll call asked for, their answers lost ("a roll call vote councilmember amos
  // councilmember hall ... motion passed unanimously"): the result after them may count them in.
  const calledInRoll = (asked || goesOn) && titled.length >= 3;
  const byTitle = titled.filter((c) => c.answered).length >= least || calledInRoll ? titled : [];
  const bare = bareRun.filter((b) => !byTitle.some((c) => b.at < c.end && c.at < b.end));
  const calls = [...byTitle, ...bare].sort((x, y) => x.at - y.at);
  if (calls.length === 0) {
    return undefined;
  }
  const sentences: Said[] = [];
  let said = 0;
  const rest = (to: number) => {
    const words = text.slice(said, to).replace(/^[\s-]+|[\s-]+$/g, '');
    // An answer that says which parts it covers ("aye on one and two and no on 3") is said apart
    // from the call, as such answers are read; an answer opening a line that goes on from a roll
    // call is the last call's of the line before, or lost.
    const answered = /^(.+), (\w+)\.$/.exec(sentences.at(-1)?.text ?? '');
    if (PARTS_NAMED.test(words) && answered?.[1] && answered[2]) {
      const at = sentences.at(-1)?.at ?? said;
      // The parts run to the next title, garbled ones too ("... and three council m member chowdhury").
      const title = BEFORE_TITLE.exec(words);
      const parts = title ? words.slice(0, title.index) : words;
      sentences.splice(-1, 1, { text: `${answered[1]}.`, at }, { text: `${answered[2]} ${parts}`, at: said });
      if (title) {
        sentences.push({ text: words.slice(title.index).trim(), at: said + title.index });
      }
      return;
    }
    const opening = said === 0 && goesOn && ANSWER_ALONE.test(words);
    if (words && !PARTS_NAMED.test(words) && !opening) {
      sentences.push({ text: words, at: said });
    }
  };
  for (const call of calls) {
    rest(call.at);
    sentences.push(
      { text: call.text, at: call.at },
      ...(call.more ?? []).map((text) => ({ text, at: call.at })),
    );
    said = call.end;
  }
  rest(text.length);
  return sentences;
}

/** Characters said a second, at most: how far into a run-on caption line a word is, from where it stands. */
export const CHARACTERS_PER_SECOND = 12;
