import type { VoteValue } from '@gavel/contract';

/**
 * The words of roll calls: titles and names as called, the answers, the clerk's confirmations,
 * and votes said to the clerk (the roll calls themselves are read in votes.ts).
 */
/** A pattern matching the words case-insensitively, leaving the rest of the regex case-sensitive. */
export function anyCase(pattern: string): string {
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
  'councill?or',
  'council\\s?president',
  'board\\s?president',
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
  'vice[-\\s]president',
  'president',
  'secretary',
  'treasurer',
  'judge',
  'member',
  'mr\\.?',
  'mrs\\.?',
  'ms\\.?',
  'miss',
  'dr\\.?',
];
export const TITLE = anyCase(`(?:${TITLES.join('|')})`);
/** A line or sentence that is one vote's answer and nothing else ("no", "Yes.", "Aye."). */
export const ANSWER_ALONE = /^(?:yes|no|aye|nay|yea|yay)[.!]?$/i;
/** The roll asked for ("Clerk, please call the roll.", "Roll call."). */
export const ROLL_ASKED = /\bcall (?:the|a) roll\b|\broll call\b/i;
/** Words before a name called: "and", "next", "we'll start with", the clerk correcting himself ("Payne I'm sorry, council member Rainville."). */
const LEAD = anyCase(
  String.raw`^(?:(?:and|also|okay|ok|next|then|now|(?:we'll|we will|let's) (?:start|begin) with)[,.]?\s+|(?:[\w'’-]+\s+)?(?:i'm sorry|sorry|excuse me|pardon me)[,.]?\s+)?`,
);
/** A surname (or two): capitalised words, with particles such as "de la". Case-sensitive. */
const NAME = String.raw`[A-Z][\w'’]*(?:[-\s](?:(?:de|da|del|della|la|le|van|von|der|di)\s)?[A-Z][\w'’]*){0,2}`;
export const ANSWER_WORDS = anyCase(
  String.raw`yes|yeah|yep|ye|ayes|aye|ay|eye|yea|yay|nay|no|nope|abstain(?:ing)?|abstention|present|here|pass|recuse[sd]?|i recuse(?: myself)?`,
);
const POLITE = anyCase(
  String.raw`(?:[\s,.!]*(?:sir|ma'am|madam(?: chair| clerk)?|mr\.? (?:chair(?:man)?|clerk|mayor)|please|thank you|thanks))*`,
);
/**
 * The clerk asking how a member votes ("Director Lingo, how would you like to vote?"), whether
 * they have ("Director Eastham, did you vote?"), or for a vote the clerk does not have ("Director
 * Abraham, I don't have yours."), or which way ("Director Lingo, are you a yes or a no?", "Director
 * Lingo, your vote?").
 */
export const HOW_VOTE = anyCase(
  String.raw`(?:how (?:do|does|will|would) (?:you|he|she)(?: like to)? vote|did you vote|have you voted|are you (?:voting |a )?(?:yes|aye|yay|yea)(?:,? or (?:a )?(?:no|nay))?|are you voting|how (?:are|is) (?:you|he|she) voting|how say you|what(?:'s| is) your vote|(?:and )?your vote|i don't (?:have|see) (?:your vote|yours|a vote from you)|(?:i|we) (?:still )?need (?:your vote|yours|a vote from you))`,
);
/** What may follow a name called: "or ...", "how do you vote", the chair's own vote after the last name. */
const OR_CLAUSE = `(?:,?\\s+(?:${anyCase('or')}\\s+[^?]*|${HOW_VOTE}|${anyCase('and the (?:chair|mayor|president) votes')}))?`;

export const CALL = new RegExp(`${LEAD}(${TITLE})\\s+(${NAME})${OR_CLAUSE}\\s*[?.,!:]?$`);
/**
 * The member a roll call or vote is asked to start with, at the end of the asking ("Let's do a
 * roll call starting with Director Kahn."): the first member called, the answer coming next.
 */
export const FIRST_CALLED = new RegExp(
  `\\b${anyCase('(?:start|starting|starts|begin|beginning|begins) with')}\\s+(${TITLE})\\s+(${NAME})\\s*[?.,!]?$`,
);
/** A roll call or a vote asked for, the first member named with it. */
export const VOTE_ASKED = new RegExp(`${ROLL_ASKED.source}|\\b${anyCase('vot(?:e|ing)')}\\b`, 'i');
/**
 * One member's vote in a roll call read as a list ("Smith aye, Jones aye", "Trustee Smith votes
 * aye;", "Roll call: Smith aye, ...").
 */
export const PAIR_IN_LIST = new RegExp(
  `(?:^|[,;:]\\s*|\\.\\s+)((?:${TITLE}\\s+)?${NAME}),?\\s+(?:${anyCase('votes?')}\\s+)?(${ANSWER_WORDS})(?=\\s*(?:[,;.]|$))`,
  'g',
);
/** A bare surname and its answer in one breath ("Little, yes."), as some clerks read the roll. */
export const BARE_INLINE = new RegExp(`${LEAD}(${NAME}),\\s+(${ANSWER_WORDS})${POLITE}[\\s.!]*$`);
export const INLINE = new RegExp(
  `${LEAD}(${TITLE})\\s+(${NAME})[,.:]?\\s+(${ANSWER_WORDS})${POLITE}[\\s.!]*$`,
);
/**
 * A member called and answering for parts in one breath ("Osman, Aye on all except 10.3.",
 * "President Payne, aye on all except 10.3.", "Chavez, eye eye on all except 10.3."), as a short
 * line: group 1 the title, 2 the name, 3 the vote.
 */
export const INLINE_ON = new RegExp(
  `${LEAD}(?:(${TITLE})\\s+)?(${NAME}),\\s+(${ANSWER_WORDS})(?:\\s+(?:${ANSWER_WORDS}))?[,.]?\\s+${anyCase('on')}\\s.{1,40}$`,
);
/** Words before a member's own vote that only a vote uses ("I'm a", "my vote is", "put me down as a"). */
const SAYS_OWN_VOTE = String.raw`\bi'm an?|\bi am an?|\bi would be an?|\bi(?:'m| am) (?:gonna|going to) be an?|\bmy vote is(?: an?)?|\bput me down (?:as|for)(?: an?)?|\bit's an?(?=\s+\w+ for me\b)`;
/** Before an answer: a filler, an apology, the member's own words for their vote ("I vote", "I'm a"). */
const ANSWER_LEAD = [
  `(?:${anyCase('(?:a|uh|um) ')})?`,
  `(?:${anyCase("(?:sorry|oh|oops|i'm sorry|yes(?=,? i\\b))")}[,.]?\\s+)?`,
  `(?:(?:${anyCase(`(?:(?:i|and) )?votes?|i(?:'ll| will| would|'m going to| am going to|'m gonna| am gonna) vote|i(?:'m| am) voting|${SAYS_OWN_VOTE}`)})\\s+)?`,
].join('');
/** After an answer: "vote", thanks, the clerk's name ("Yes, Kim."). */
const ANSWER_TAIL = `(?:\\s+${anyCase('vote')})?${POLITE}(?:,\\s+(?!${anyCase('(?:but|and|or|so|if|i|we)\\b')})[A-Za-z][\\w'’-]*)?`;
/** A member's answer to a call: "Aye.", "Yes, thank you.", "I'm voting no.", "Sorry, yes.", "Yes, Kim." */
export const ANSWER = new RegExp(`^${ANSWER_LEAD}(${ANSWER_WORDS}|A(?=\\.$))${ANSWER_TAIL}[\\s.!]*$`);
/**
 * An answer that says which parts it covers ("aye on one and two"), as automatic captions hear it
 * too ("no one number five", "no number one eye on the rest of them").
 */
export const ANSWER_ON = new RegExp(
  `^(${ANSWER_WORDS})[,.]?\\s+(?:${anyCase('on')}\\s|${anyCase('one')}\\s+(?=${anyCase('number|item')}\\b)|(?=${anyCase('number|item')}\\s)).*$`,
);
/** A bare surname called in a roll call ("Juarez?", "Lopez."), taken only when an answer follows. */
export const BARE_CALL = new RegExp(`${LEAD}(${NAME})\\s*[?.,]*$`);
/**
 * A bare surname in lower case alone ("jenkins.", "rainville?"), as captions in lower case give a
 * roll call: taken when an answer follows in a roll call under way.
 */
export const LOWER_BARE_CALL = new RegExp(`${LEAD}([a-z][\\w'’-]+)\\s*[?.,]*$`);
/** A bare surname in lower case and its answer ("vetaw, aye."): taken in a roll call under way. */
export const LOWER_BARE_INLINE = new RegExp(
  `${LEAD}([a-z][\\w'’-]+),\\s+(${ANSWER_WORDS})${POLITE}[\\s.!]*$`,
);
/**
 * A title and a lower-case name alone ("Councilmember ellis?", "Council member chave" cut off by
 * the next caption, "councilmember Hardy chandler." with its first word capitalised again): ALL-CAPS
 * captions put in sentence case lose the capital of a name; taken when an answer follows or in a
 * roll call under way.
 */
export const LOWER_CALL = new RegExp(
  `${LEAD}(${TITLE})\\s+([A-Za-z][\\w'’-]+(?:[-\\s][a-z][\\w'’-]+)?)\\s*[?.]?$`,
);
/**
 * A councilmember's or commissioner's title as live captions garble it ("Cououncil member",
 * "Couil member", "Council membeber", "Council membe", "Council Memb", "Coissioner"), or with
 * "member" lost before a capitalised name ("Council Cashman.").
 */
export const GARBLED_TITLE = String.raw`(?:[Cc]\w{0,6}(?:n?cil?|il)[\s-]?(?:\w{0,3}m?e?mber|[Mm]e\w{1,4}ber|[Mm]embe?)|[Cc]ouncil(?=\s+[A-Z])(?!\s+[Mm]emb)|[Cc]o\w{0,4}ssion\w{0,4}er)`;
/** The title a garbled one stands for. */
export const ungarbledTitle = (garbled: string) =>
  /ssion/i.test(garbled) ? 'Commissioner' : 'Council Member';
/**
 * A councilmember or commissioner called with the title garbled by live captions ("Cououncil member
 * chowdhury.", "Couil member palmisano.", "Council membe chavez.", "Coissioner Vetaw?", "Council
 * Robin Wonsley.") or with a comma ("Commissioner, Ellison?"): taken when an answer follows or in a
 * roll call under way.
 */
export const GARBLED_CALL = new RegExp(
  `${LEAD}(${GARBLED_TITLE}),?\\s+([A-Za-z][\\w'’-]+(?:\\s(?!(?:${ANSWER_WORDS})\\b)[A-Z][\\w'’-]+)?)\\s*[?.]?$`,
);
/** A title run into the name by live captions ("Council Memberelson?"): taken as the garbled titles are. */
export const GLUED_CALL = new RegExp(
  `${LEAD}(${anyCase('council ?member|commissioner')})([a-z]{3,})\\s*[?.]?$`,
);
/** An office called without a name ("Mayor?", "Vice Mayor."): the office is the voter's name. */
export const OFFICE_CALL = new RegExp(
  `${LEAD}(${anyCase('(?:vice[-\\s])?mayor(?: pro tem)?|(?:vice[-\\s])?chair(?:man|woman|person)?|(?:vice[-\\s])?president|council president')})\\s*[?.,]?$`,
);
export const CONFIRM = new RegExp(
  `^(?:(${TITLE})\\s+)?(${NAME})\\s+${anyCase('votes?')}\\s+(${anyCase('yes|no|aye|nay|to abstain|abstain|present|absent')})\\b`,
);

/**
 * A member's vote said in words that only a vote uses, to a clerk who then thanks them by name:
 * "Kim, I'm a yes.", "Yay vote, Kim.", "It is not popping up on mine, so vote aye.", "I will vote
 * yes for them.", "Kim, my vote is yes.", "I would be a no.", "I'm gonna be a yes.", "Put me down as
 * a yes.", "It's a yes for me.", "Yes for me, Kim.", "Nay vote for me, Kim.", "Kim, I abstain." (a bare "Yes." answers anything,
 * so it is not one): the vote is group 1, 2 or 3 (3 only in a short line).
 */
export const SAID_VOTE = new RegExp(
  anyCase(
    String.raw`(?:(?:${SAYS_OWN_VOTE}|\bvote|(?:^|\bi'm |\bi am |\bi(?:'ll| will) be )voting)\s+|\bi(?:'m gonna|'m going to| will|'ll)?\s+(?=abstain\b))(yes|no|aye|nay|yea|yay|abstain)\b|^(?:\w+,\s+)?(yes|no|aye|nay|yea|yay)(?: vote)? (?:for|from) me\b|\b(aye|nay|yea|yay)\b(?:\s+vote)?[.!,]?(?:\s+\w+[.!]?)?$`,
  ),
);
/** The chair asking for votes ("All in favor, please indicate by saying aye."), not a vote. */
export const ASKED_TO_VOTE = /\b(?:in favor|say|saying|signify|indicate|please|those|everyone|everybody)\b/i;
/** The clerk thanking a member by name ("Thank you, Director Abraham."). */
export const THANKED = new RegExp(
  `^${anyCase('(?:(?:okay|ok|got it|all right|alright|yep|great|perfect)[,.!]?\\s+)?(?:thank you|thanks)')},?\\s+(${TITLE})\\s+(${NAME})[.!]?$`,
);
/**
 * Electronic voting opened ("Online voting is open.", "Please cast your votes."): a member called
 * or thanked by name while it is open is voting aloud, even alone.
 */
export const VOTING_OPEN =
  /\b(?:voting is (?:now )?open|(?:the )?(?:vote|voting|polls?) (?:is|are) (?:now )?open|please cast your votes?)\b/i;
/**
 * A member's vote at the end of a line about their screen ("It didn't come up on mine, but yes."),
 * taken while electronic voting is open.
 */
export const VOTE_ENDING_LINE = /\b(?:but|so),?\s+(yes|no|aye|nay|yea|yay)[.!]?$/i;
/** Electronic voting closed ("All votes have been cast.", "Voting is closed.") or its result said. */
export const VOTING_CLOSED =
  /\b(?:all votes (?:have been|are|were) (?:cast|in)|voting is (?:now )?closed|close the vot(?:e|ing)|motion (?:carries|carried|passes|passed|fails|failed))\b/i;
/**
 * A vote said in words and the clerk's thanks by name run into one sentence, as captions without
 * punctuation give them ("i'm a yes vote thank you director Abraham my voting is open"): group 1
 * the vote, from its first word, group 2 the thanks. Not an answer to a call ("how would you like to
 * vote yay thank you director Malone", where the thanks end the answer and the next call follows).
 */
const SAID_WORDS = anyCase(
  String.raw`(?:${SAYS_OWN_VOTE}|(?<!\bto )\bvote|\bi(?:'m| am|'ll be| will be) voting)\s+(?:yes|no|aye|nay|yea|yay)\b|\b(?:aye|nay|yea|yay) vote\b`,
);
const THANKS_BY_NAME = `${anyCase('(?:thank you|thanks)')},?\\s+(?:${TITLE})\\s+${NAME}`;
export const SAID_THEN_THANKED = new RegExp(`((?:${SAID_WORDS})[^]{0,40}?)[,.]?\\s+(${THANKS_BY_NAME})`, 'g');
/** A sentence ending in a vote said in words ("online voting is open okay i'm voting yes"). */
export const ENDS_IN_SAID_VOTE = new RegExp(`(?:${SAID_WORDS})[^]{0,40}$`);
/** The thanks by name opening a sentence that goes on ("thank you director Easton director Hahn-Fraser yes"). */
export const THANKED_FIRST = new RegExp(`^(${THANKS_BY_NAME})[,.]?\\s+(?=\\S)`);

export type Answer = VoteValue | 'Here' | 'Pass';

export function answerValue(word: string): Answer {
  const w = word.toLowerCase();
  // "A." alone: an aye as captions clip it.
  if (/^(yes|yeah|yep|ye|ayes|aye|ay|eye|yea|yay|a)$/.test(w)) {
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
  if (w === 'absent') {
    return 'Absent';
  }
  if (w === 'pass') {
    return 'Pass';
  }
  return 'Recused';
}

/** "council member" -> "Council Member"; "mr" -> "Mr." */
export function titleCase(title: string): string {
  const words = title
    .replace(/\s+/g, ' ')
    .trim()
    .split(/([\s-])/)
    .map((w) => (w.length > 1 ? `${w[0]?.toUpperCase()}${w.slice(1).toLowerCase()}` : w))
    .join('');
  return /^(Mr|Mrs|Ms|Dr)$/.test(words) ? `${words}.` : words.replace(/\.$/, '.');
}

/** Words that follow a title without being a name ("Council member, you ...", "Mr. Chairman"). */
export const NOT_NAMES = new Set(
  `you your yes no yeah aye nay thank thanks the please here present pass chair chairman chairwoman
  mayor clerk sir madam members member it this that we i i'll i'm he she they if call so and but
  what when where who how okay all any is are was do does did can could would will just let as on
  in for at to of my our their his her there then now good well votes voted voting`.split(/\s+/),
);

/** Words said alone with a question mark that are not surnames ("Opposed?", "Second?"). */
export const NOT_BARE_NAMES = new Set(
  `opposed questions question second seconds comments comment discussion anyone anybody everyone
  others other objections objection ready right correct really sorry what why okay alright hello
  good great fine done nothing more next motion public staff council board commission members
  agreed again yes no aye nay here present sir ma'am madam thanks thank perfect awesome wonderful
  excellent any none nobody abstentions abstain all everybody seeing hearing hi anything something
  vote votes supervisor supervisors commissioner commissioners councilmember councilman councilwoman
  trustee trustees director directors chairman chairwoman chairperson vice oh oops uh um ah well so
  sure ok actually absolutely exactly definitely honestly also wow hmm`.split(/\s+/),
);

/** A name written in lower case, capitalised: "horn-frasier" -> "Horn-Frasier". */
export function capitalisedName(name: string): string {
  return name.replace(/(^|-)\w/g, (c) => c.toUpperCase());
}

/** Cleans a name as transcribed: no trailing punctuation, capitalised words. */
export function cleanName(name: string): string {
  return name
    .replace(/[.,?!:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
