/**
 * Proper nouns for sentence-casing ALL-CAPS captions. Lowering a CART writer's capitals loses the
 * capitals of names and places; they are put back for months and days, and where something else
 * spells them: the meeting's title, its channel's name and locality, the names called in a roll
 * call ("COUNCIL MEMBER OKAFOR?" answered "HERE."), given as a speaker label ("MAYOR SMITH:"),
 * after a member's title ("VICE PRESIDENT CHUGHTAI, AYE.") or as a speaker is called or gives
 * their name ("OUR NEXT SPEAKER IS MIKE FABIO.", "MY NAME IS JANET NEWHOUSE").
 * A spelling the transcript itself gives in mixed case (capitalised mid-sentence: "McKenzie") wins.
 */
export interface CasingContext {
  /** The meeting's title, its channel's name and locality. */
  titles?: string[];
}

/** Lower-cased word or phrase to its spelling. */
export type ProperNouns = Map<string, string>;

/** Words of meeting titles that are not names on their own ("Regular Meeting of the City Council"). */
const GENERIC = new Set(
  (
    'a an and at for in of on or the to regular special meeting meetings session sessions work study ' +
    'joint city town village county borough township council councils board boards committee ' +
    'commission commissioners planning public hearing hearings school district budget agenda minutes ' +
    'members member mayor chair supervisors trustees briefing workshop annual retreat full part'
  ).split(' '),
);

const ANSWER = /^(here|present|aye|yes|yea|no|nay|absent)\b/i;
/** Words of a question answered "aye" that is not a name ("ALL IN FAVOR?", "ANY OPPOSED?"). */
const NOT_NAMES = new Set(
  (
    'all in favor favour opposed those any abstentions abstaining abstain motion second seconded ' +
    'objection objections discussion question questions comments comment vote votes ready is are ' +
    'there we do you it that this okay ok so and the a an of to for on yes no everyone anyone ' +
    'nobody hearing seeing none agreed'
  ).split(' '),
);
const CALLED = /^((?:[A-Z][A-Z'’.-]*\s+){0,3}[A-Z][A-Z'’.-]*)\s*\?$/;
const LABEL = /^\s*([A-Z][A-Z.'’ -]{1,40}[A-Z.]):\s/;

export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .replace(/(^|[^\p{L}'’])(\p{L})/gu, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function addPhrase(nouns: ProperNouns, phrase: string) {
  const clean = phrase.trim().slice(0, wordBounds(phrase.trim())[1]);
  if (clean && !nouns.has(clean.toLowerCase())) {
    nouns.set(clean.toLowerCase(), clean);
  }
}

/** Runs of capitalised words in a title: every run of two to four, and each word that is not generic. */
function fromTitle(nouns: ProperNouns, title: string) {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of words(title.replace(/[(),:;"“”]/g, ' '))) {
    const [from, to] = wordBounds(word);
    const bare = word.slice(from, to);
    if (/^\p{Lu}/u.test(bare) && /\p{Ll}/u.test(bare)) {
      run.push(bare);
    } else {
      runs.push(run);
      run = [];
    }
  }
  runs.push(run);
  for (const r of runs) {
    for (let from = 0; from < r.length; from += 1) {
      for (let length = 2; length <= 4 && from + length <= r.length; length += 1) {
        addPhrase(nouns, r.slice(from, from + length).join(' '));
      }
      const word = r[from] ?? '';
      if (!GENERIC.has(word.toLowerCase())) {
        addPhrase(nouns, word);
      }
    }
  }
}

/** Names called in a roll call or given as speakers, title-cased, with their surnames. */
function fromCaps(nouns: ProperNouns, pieces: string[], speakers: string[]) {
  const name = (called: string) => {
    const spelled = titleCase(called.replace(/\s+/g, ' ').trim());
    addPhrase(nouns, spelled);
    const last = spelled.split(' ').at(-1) ?? '';
    if (!GENERIC.has(last.toLowerCase())) {
      addPhrase(nouns, last);
    }
  };
  pieces.forEach((piece, index) => {
    // A name called is short and ends with a question mark (which also keeps the match linear),
    // alone or after the clerk's last words ("... A ROLL CALL VOTE IF THAT WORKS. HORN-FRASIER?").
    const asked =
      piece
        .trim()
        .split(/(?<=[.!?])\s+(?=[A-Z])/)
        .at(-1) ?? '';
    const called = asked.length <= 80 && asked.endsWith('?') ? CALLED.exec(asked) : null;
    const calledWords = called?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (
      called?.[1] &&
      ANSWER.test((pieces[index + 1] ?? '').trim()) &&
      !calledWords.some((word) => NOT_NAMES.has(word))
    ) {
      name(called[1]);
    }
    const label = LABEL.exec(piece);
    if (label?.[1]) {
      name(label[1]);
    }
  });
  speakers.forEach(name);
}

/** A member's title in capitals, before the name it gives ("COUNCIL MEMBER WONSLEY", "VICE PRESIDENT CHUGHTAI, AYE."). */
const TITLED =
  /\b(?:COUNCIL ?(?:MEMBER|WOMAN|MAN|PERSON)|COUNCILOR|ALDER(?:MAN|WOMAN|PERSON)?|(?:VICE[ -])?(?:PRESIDENT|MAYOR|CHAIR(?:MAN|WOMAN|PERSON)?)|COMMISSIONER|SUPERVISOR|TRUSTEE|DIRECTOR|MRS?\.|MS\.|DR\.)\s+([A-Z][A-Z'’-]*[A-Z])\b(\s*[.,?!;:]|\s*$)?/g;
/** Words after a title that are no name ("COUNCIL MEMBER SAID", "PRESIDENT OF", "MR. PRESIDENT", "DIRECTOR ALONG WITH"). */
const NOT_AFTER_TITLE = new Set(
  (
    'of for from with by to in on at as and or but if so then than that this these those who whom ' +
    'whose which what when where why how is are was were be been being has have had do does did ' +
    'will would shall should can could may might must said says say asked asks moved moves seconded ' +
    'made makes spoke noted here there now just also again please thank thanks yes no aye nay ' +
    'present absent pro tem elect emeritus designee i we you he she they it my your our their his her ' +
    'a an the not all any both each every one two three four five six seven eight nine ten along ' +
    'alongside vice president chair chairman chairwoman chairperson mayor clerk secretary treasurer ' +
    'manager attorney speaker commissioner supervisor director trustee councilmember councilor'
  ).split(' '),
);

/**
 * Names that follow a member's title in capitals, which lowering them would lose: a word after a
 * title twice in the meeting, or once where the name ends the phrase ("COUNCIL MEMBER PAYNE."), so
 * that a word after a title once in passing ("MAYOR LAST WEEK", "PRESIDENT POINTING OUT") is not one.
 */
function fromTitles(nouns: ProperNouns, pieces: string[]) {
  const seen = new Map<string, number>();
  for (const piece of pieces) {
    if (/\p{Ll}/u.test(piece)) {
      continue;
    }
    for (const match of piece.matchAll(TITLED)) {
      const name = match[1]?.toLowerCase().replace(/['’]s$/, '') ?? '';
      if (!NOT_AFTER_TITLE.has(name) && !NOT_NAMES.has(name) && !GENERIC.has(name)) {
        const times = (seen.get(name) ?? 0) + (match[2] === undefined ? 1 : 2);
        seen.set(name, times);
        if (times >= 2) {
          addPhrase(nouns, titleCase(name));
        }
      }
    }
  }
}

/**
 * A person called to speak or giving their name, in capitals ("OUR NEXT SPEAKER IS MIKE FABIO.",
 * "MY NAME IS JANET NEWHOUSE AND I LIVE ..."): the name, up to three words, ends where the words
 * stop being a name.
 */
const INTRODUCED =
  /\b(?:(?:NEXT|FIRST|LAST|FINAL) SPEAKER (?:IS|WILL BE)|SPEAKER IS|MY NAME IS)\s+([A-Z][A-Z'’-]*(?:\s+[A-Z][A-Z'’-]*){0,2})/g;

/** Names of people called to speak or giving their names, in capitals. */
function fromIntroductions(nouns: ProperNouns, pieces: string[]) {
  for (const piece of pieces) {
    if (/\p{Ll}/u.test(piece)) {
      continue;
    }
    for (const match of piece.matchAll(INTRODUCED)) {
      const name: string[] = [];
      for (const word of words(match[1] ?? '')) {
        const bare = word.toLowerCase();
        if (NOT_AFTER_TITLE.has(bare) || NOT_NAMES.has(bare) || GENERIC.has(bare)) {
          break;
        }
        name.push(word);
      }
      if (name.length > 0) {
        addPhrase(nouns, titleCase(name.join(' ')));
        addPhrase(nouns, titleCase(name.at(-1) ?? ''));
      }
    }
  }
}

/** Words capitalised in mid-sentence in mixed-case text: the transcript's own spelling of names. */
function fromMixedCase(nouns: ProperNouns, pieces: string[]) {
  for (const piece of pieces) {
    if (!/\p{Ll}/u.test(piece)) {
      continue;
    }
    const tokens = words(piece);
    tokens.forEach((token, index) => {
      const [from, to] = wordBounds(token);
      const bare = token.slice(from, to);
      const previous = tokens[index - 1] ?? '';
      const sentenceStart = index === 0 || /[.!?:]["'”’)]?$/.test(previous);
      if (!sentenceStart && bare.length > 1 && /^\p{Lu}/u.test(bare) && /\p{Ll}/u.test(bare)) {
        nouns.set(bare.toLowerCase(), bare);
      }
    });
  }
}

/**
 * The proper nouns of a transcript: from its context and roll calls, respelled by its own
 * mixed-case spellings. `turns` are its speaker turns, markup removed, with the speakers named.
 */
/** Months and days, always capitalised ("may" is left alone: it is more often the verb). */
const CALENDAR = (
  'January February March April June July August September October November December ' +
  'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'
).split(' ');

export function properNouns(
  turns: { speaker?: string; text: string }[],
  context: CasingContext = {},
): ProperNouns {
  const nouns: ProperNouns = new Map(CALENDAR.map((name) => [name.toLowerCase(), name]));
  for (const title of context.titles ?? []) {
    fromTitle(nouns, title);
  }
  const pieces = turns.map((turn) => turn.text);
  const speakers = [...new Set(turns.flatMap((turn) => (turn.speaker ? [turn.speaker] : [])))];
  fromCaps(nouns, pieces, speakers);
  fromTitles(nouns, pieces);
  fromIntroductions(nouns, pieces);
  const mixed: ProperNouns = new Map();
  fromMixedCase(mixed, pieces);
  for (const [key, spelling] of nouns) {
    nouns.set(
      key,
      spelling
        .split(' ')
        .map((word) => mixed.get(word.toLowerCase()) ?? word)
        .join(' '),
    );
  }
  for (const [key, spelling] of mixed) {
    nouns.set(key, spelling);
  }
  return nouns;
}

const isWordChar = (c: string) => /[\p{L}\p{N}]/u.test(c);

/** Where the word in a token starts and ends, without the punctuation around it (one pass). */
function wordBounds(token: string): [number, number] {
  let from = 0;
  let to = token.length;
  while (from < to && !isWordChar(token.charAt(from))) {
    from += 1;
  }
  while (to > from && !isWordChar(token.charAt(to - 1))) {
    to -= 1;
  }
  return [from, to];
}

/** A word as looked up: lower case, without the punctuation around it. */
const core = (token: string) => {
  const [from, to] = wordBounds(token);
  return token.slice(from, to).toLowerCase();
};

/** A token with its word respelled, the punctuation around it kept. */
function respell(token: string, spelling: string): string {
  const [from, to] = wordBounds(token);
  return token.slice(0, from) + spelling + token.slice(to);
}

/** The longest phrase looked up, in words. */
const MAX_PHRASE_WORDS = 4;

/**
 * A function that puts the capitals of the proper nouns back into lowered text, in one pass over
 * its words: the longest phrase (up to four words) that starts at a word, else the word alone.
 */
export function restoreCapitals(nouns: ProperNouns): (lowered: string) => string {
  if (nouns.size === 0) {
    return (text) => text;
  }
  const longest = Math.min(
    MAX_PHRASE_WORDS,
    Math.max(...[...nouns.keys()].map((key) => key.split(' ').length)),
  );
  // A word alone; a possessive keeps its name's capitals.
  const word = (token: string) => {
    const bare = core(token);
    const spelled = nouns.get(bare);
    if (spelled) {
      return respell(token, spelled);
    }
    const possessive = /^(.+)(['’]s)$/u.exec(bare);
    const stem = possessive?.[1] ? nouns.get(possessive[1]) : undefined;
    return stem ? respell(token, stem + (possessive?.[2] ?? '')) : token;
  };
  return (text) => {
    const tokens = text.split(' ');
    const cores = tokens.map(core);
    const out: string[] = [];
    let i = 0;
    while (i < tokens.length) {
      let taken = 0;
      // Inside a phrase a word has no punctuation after it; the last may ("council.").
      let inner = 0;
      while (
        inner < longest - 1 &&
        i + inner < tokens.length - 1 &&
        isWordChar((tokens[i + inner] ?? '').slice(-1))
      ) {
        inner += 1;
      }
      for (let length = inner + 1; length >= 2 && taken === 0; length -= 1) {
        const spelled = nouns.get(cores.slice(i, i + length).join(' '));
        if (spelled) {
          const words = spelled.split(' ');
          for (let k = 0; k < length; k += 1) {
            out.push(respell(tokens[i + k] ?? '', words[k] ?? ''));
          }
          taken = length;
        }
      }
      if (taken === 0) {
        out.push(word(tokens[i] ?? ''));
        taken = 1;
      }
      i += taken;
    }
    return out.join(' ');
  };
}
