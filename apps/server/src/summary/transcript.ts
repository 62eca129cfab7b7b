import {
  ANSWER_ALONE,
  ANSWER_WORDS,
  capitalisedName,
  NOT_BARE_NAMES,
  NOT_NAMES,
  TITLE,
} from './roll-call-words.ts';
import { sentenceSpans, terms } from './text.ts';

/** A transcript segment as stored (start and end in seconds from the start of the video). */
export interface SourceSegment {
  start_seconds: number;
  end_seconds: number | null;
  speaker: string | null;
  text: string;
}

/** What a summariser reads: one meeting's video URL and its transcript in order. */
export interface SummaryInput {
  videoUrl: string;
  title?: string;
  segments: SourceSegment[];
}

/**
 * A sentence-like unit of speech: transcripts split sentences across segments and put several
 * in one, so the summariser reads the meeting as one text cut into sentences, each placed back
 * in time (by its position within its segment).
 */
export interface Utterance {
  index: number;
  /** The segment the utterance starts in. */
  segment: number;
  /** Seconds from the start of the video. */
  time: number;
  text: string;
  terms: string[];
  wordCount: number;
}

export interface Transcript {
  segments: SourceSegment[];
  /** End of each segment: its own, else the next segment's start, else an estimate. */
  ends: number[];
  /** Segments that are machine-transcription noise (music marks, a line repeated many times). */
  noise: boolean[];
  utterances: Utterance[];
  start: number;
  end: number;
}

const NOISE_LINE =
  /^(?:[\s♪♫*.-]*|\[?(?:music|applause|silence|inaudible|blank_audio)\]?|thanks? (?:you )?for watching[.!]?|subtitles? by.*)$/i;
/**
 * A caption's note of a sound a speaker makes between words ("we [clears throat] have to keep in
 * mind", "[laughter]", "[cough and clears throat]"), as automatic captions put them: not said, so
 * neither read nor named from. Music and applause are left: between a roll call's names ("council
 * member osmond [applause] [music] council member payne") they part what is said, as the lines
 * they fill alone are noise.
 */
const SOUND = String.raw`(?:clears throat|throat clearing|laughter|laughs|laughing|chuckles|snorts|sniffs|sighs|coughs?|coughing|sneezes?)`;
const SOUND_NOTE = new RegExp(String.raw`\[${SOUND}(?:\s*(?:,|and|&)\s*${SOUND})*\]`, 'gi');

/** A line repeated this many times in a row is a transcription loop ("Aye. Aye. Aye. ..."). */
const LOOP_LENGTH = 4;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Marks music and caption-service lines, and lines that repeat in a loop, as noise. */
export function noiseFlags(segments: SourceSegment[]): boolean[] {
  const flags = segments.map((s) => NOISE_LINE.test(s.text.trim()));
  let runStart = 0;
  for (let i = 1; i <= segments.length; i += 1) {
    const same =
      i < segments.length && normalise(segments[i]?.text ?? '') === normalise(segments[runStart]?.text ?? '');
    if (!same) {
      if (i - runStart >= LOOP_LENGTH) {
        for (let j = runStart; j < i; j += 1) {
          flags[j] = true;
        }
      }
      runStart = i;
    }
  }
  return flags;
}

/** A line ending in a title, the name it goes with still to come. */
const ENDS_IN_TITLE = new RegExp(`\\b${TITLE}$`);
/** An honorific closing a line, the name it goes with on the next. */
const HONORIFIC_AT_END = /\b(?:mr|mrs|ms|dr)\.$/i;

/**
 * Whether a sentence cannot run on from one segment into the next: the speaker changes, or a
 * short answer ("Yes", "Aye", "Here") without a full stop is followed by a new capitalised line
 * (any new line, in captions written in lower case with their punctuation); also, as a roll call in
 * captions split at each speaker without punctuation gives it ("... do a roll call" | "Abraham" |
 * "no" | "Eastham" | "yes" | "motion carries"), before a short line answered by the line after it,
 * and around a bare answer. In captions that keep their capitals, a short line in lower case
 * answered after it is the end of a question wrapped onto a line of its own ("Director
 * Horn-Frasier, how would you like to" | "vote?" | "Yes."), not a member called; nor is a name
 * after a line ending in its title ("roll call vote councilmember" | "ramos" | "aye").
 */
function hardBreak(
  a: SourceSegment,
  b: SourceSegment,
  /** Captions in lower case that keep their punctuation. */
  lowerCase: boolean,
  after: SourceSegment | undefined,
  /** Captions that keep their capitals. */
  cased: boolean,
): boolean {
  if (a.speaker && b.speaker && a.speaker !== b.speaker) {
    return true;
  }
  // A line ending in an honorific runs on to the name after it ("Mr. Kling. Mr." | "Meredith").
  if (HONORIFIC_AT_END.test(a.text)) {
    return false;
  }
  const called =
    b.text.split(' ').length <= 3 &&
    ANSWER_ALONE.test(after?.text.trim() ?? '') &&
    !(cased && /^[a-z]/.test(b.text)) &&
    !ENDS_IN_TITLE.test(a.text);
  if (called && !ANSWER_ALONE.test(b.text.trim())) {
    return true;
  }
  const answers = ANSWER_ALONE.test(a.text.trim()) || ANSWER_ALONE.test(b.text.trim());
  return (
    a.text.split(' ').length <= 3 &&
    (lowerCase || answers || /^[A-Z]/.test(b.text)) &&
    !/[,;:-]$/.test(a.text)
  );
}

/**
 * Characters per full stop above which captions count as unpunctuated: punctuated transcripts
 * have a full stop every 30 to 300 characters, unpunctuated automatic captions one in thousands.
 */
const UNPUNCTUATED = 600;

/** Characters of unpunctuated captions read as one line at least, unless the speech pauses. */
const UNPUNCTUATED_LINE = 120;
/**
 * A line of unpunctuated captions ending in a roll call's next title, its name still to come:
 * after an answer or the roll asked for ("councilmember Osmond aye councilmember" | "Payne";
 * "clerk please call the roll councilmember" | "Osmond"), or before a name answering ("in seeing
 * none councilmember" | "Johnson aye").
 */
const ENDS_IN_CALL = new RegExp(`\\b(?:${ANSWER_WORDS}|roll)\\s+${TITLE}$`);
/** A caption line opening with a name and its answer ("Johnson aye council member"). */
const NAME_ANSWERING = new RegExp(`^[A-Z][\\w'’-]*\\s+(?:${ANSWER_WORDS})\\b`);

/** Whether a line of unpunctuated captions ends on the title of a member called next. */
function endsInCall(line: string, next: SourceSegment): boolean {
  return ENDS_IN_CALL.test(line) || (ENDS_IN_TITLE.test(line) && NAME_ANSWERING.test(next.text));
}

/** A pause in speech between two segments (seconds). */
const PAUSE = 2;

function pause(previous: SourceSegment | undefined, next: SourceSegment): boolean {
  const end = previous?.end_seconds;
  return end !== undefined && end !== null && next.start_seconds - end >= PAUSE;
}

function isUnpunctuated(segments: SourceSegment[]): boolean {
  let length = 0;
  let stops = 0;
  for (const s of segments) {
    length += s.text.length + 1;
    stops += s.text.match(/[.?!](?=\s|$)/g)?.length ?? 0;
  }
  return length / Math.max(1, stops) > UNPUNCTUATED;
}

/**
 * Share of capitalised words below which captions count as written in lower case: transcripts in
 * sentence case capitalise one word in ten or more, lower-case captions next to none.
 */
const LOWER_CASE = 0.02;

function isLowerCase(segments: SourceSegment[]): boolean {
  let words = 0;
  let capitals = 0;
  for (const s of segments) {
    words += s.text.split(' ').length;
    capitals += s.text.match(/(?:^|\s)[A-Z]/g)?.length ?? 0;
  }
  return words > 0 && capitals / words < LOWER_CASE;
}

/** Words that follow a title in lower-case captions without being a name ("the mayor said"). */
const NOT_NAMED = new Set([
  ...NOT_NAMES,
  ...NOT_BARE_NAMES,
  ...`said says asked moved seconded made has had were be been not also just from by with or would
  should might may must who's we'll you'll asks makes president vice council commissioner trustee
  director secretary treasurer`.split(/\s+/),
]);
const TITLED_NAME = new RegExp(`\\b(${TITLE})(\\s+(?:--\\s+)?)([a-z][\\w'’-]+)`, 'g');

/**
 * The names after titles capitalised again where captions lost their capitals: written in lower
 * case ("seconded by trustee quo" -> "seconded by trustee Quo"), or in capitals lowered to sentence
 * case as they are read ("Vice president chughtai, aye." -> "Vice president Chughtai, aye."), so
 * that they read as names wherever names are looked for.
 */
function namesCapitalised(text: string): string {
  return text.replace(TITLED_NAME, (whole, title: string, gap: string, name: string) =>
    NOT_NAMED.has(name) ? whole : `${title}${gap}${capitalisedName(name)}`,
  );
}

/** A sentence of lower-case captions opening with a word and an answer ("vetaw, aye on all except 10.3."). */
const BARE_ANSWERED = new RegExp(`^([a-z][\\w'’-]+)[,.]?\\s+(?:${ANSWER_WORDS})\\b`);
/** A member called by title, the name given its capital ("president Payne, aye."). */
const TITLED_ANSWERED = new RegExp(`^${TITLE}\\s+[A-Z]`);
/** Bare names answering in a row, at least, for a roll call of bare surnames. */
const BARE_ROLL = 3;

/**
 * The bare surnames of a roll call in lower-case captions capitalised again ("chavez, eye eye on
 * all except 10.3." "vetaw, aye on all except 10.3." ... -> "Chavez, ...", "Vetaw, ..."), as they
 * are read in sentence case: three sentences in a row at least that each open with a word and an
 * answer, members called by title among them.
 */
function bareNamesCapitalised(utterances: Utterance[]): void {
  let run: Utterance[] = [];
  const close = () => {
    const bare = run.filter((u) => BARE_ANSWERED.test(u.text));
    if (bare.length >= BARE_ROLL) {
      for (const u of bare) {
        const name = BARE_ANSWERED.exec(u.text)?.[1] ?? '';
        if (!NOT_NAMES.has(name) && !NOT_BARE_NAMES.has(name)) {
          u.text = `${capitalisedName(name)}${u.text.slice(name.length)}`;
        }
      }
    }
    run = [];
  };
  for (const u of utterances) {
    if (BARE_ANSWERED.test(u.text) || TITLED_ANSWERED.test(u.text)) {
      run.push(u);
    } else {
      close();
    }
  }
  close();
}

/** The slowest a segment's words are taken to be said (words a second); the rest is silence. */
const SLOWEST_RATE = 1.5;
const SLOWEST_SECONDS = 5;

/** Reads a meeting's segments into utterances with their times. */
export function readTranscript(segments: SourceSegment[]): Transcript {
  const spaced = segments.map((s) => ({
    ...s,
    text: s.text.replace(SOUND_NOTE, ' ').replace(/\s+/g, ' ').trim(),
  }));
  const lowerCase = isLowerCase(spaced);
  const sorted = spaced.map((s) => ({ ...s, text: namesCapitalised(s.text) }));
  const ends = sorted.map((s, i) => {
    const next = sorted[i + 1];
    const words = s.text.split(' ').length;
    const estimate = s.start_seconds + Math.max(1, words / 2.5);
    const end = Math.max(s.start_seconds, s.end_seconds ?? (next ? next.start_seconds : estimate));
    return Math.min(end, s.start_seconds + Math.max(SLOWEST_SECONDS, words / SLOWEST_RATE));
  });
  const noise = noiseFlags(sorted);

  // One text of the meeting's speech, with each segment's offsets in it.
  let text = '';
  const offsets: { segment: number; from: number; to: number }[] = [];
  let previous: SourceSegment | undefined;
  // Captions with no punctuation at all (automatic captions as some services give them) would
  // read as one sentence: each line of their segments is a sentence instead (cut again where a
  // motion is made, a vote asked for or a result said, text.ts), a line being segments run
  // together to some length, so that a sentence cut into short cues reads as one.
  const unpunctuated = isUnpunctuated(sorted);
  let lineStart = 0;
  sorted.forEach((s, i) => {
    if (noise[i] || s.text === '') {
      return;
    }
    if (text) {
      // A line ending in a roll call's next title runs on to the name called.
      const lineEnds =
        unpunctuated &&
        (text.length - lineStart >= UNPUNCTUATED_LINE || pause(previous, s)) &&
        !endsInCall(text, s);
      const broken =
        (previous && hardBreak(previous, s, lowerCase && !unpunctuated, sorted[i + 1], !lowerCase)) ||
        lineEnds;
      text += broken ? '\n' : ' ';
      if (broken) {
        lineStart = text.length;
      }
    }
    offsets.push({ segment: i, from: text.length, to: text.length + s.text.length });
    text += s.text;
    previous = s;
  });
  const utterances: Utterance[] = [];
  let cursor = 0;
  for (const [from, to] of sentenceSpans(text, unpunctuated)) {
    while (cursor < offsets.length - 1 && (offsets[cursor]?.to ?? 0) <= from) {
      cursor += 1;
    }
    const place = offsets[cursor];
    if (!place) {
      break;
    }
    const segment = sorted[place.segment];
    const start = segment?.start_seconds ?? 0;
    const length = Math.max(1, place.to - place.from);
    const within = Math.min(1, Math.max(0, (from - place.from) / length));
    // A caption's dash marks a new speaker ("- Second. - Thank you."): not part of what is said.
    const sentence = text
      .slice(from, to)
      .trim()
      .replace(/^[-–—]+\s+/, '')
      // A caption's speaker label ("[Abraham] No."): who speaks, not what is said.
      .replace(/^\[[A-Za-z][\w .'’-]{0,40}\]\s+(?=\S)/, '');
    utterances.push({
      index: utterances.length,
      segment: place.segment,
      time: start + within * ((ends[place.segment] ?? start) - start),
      text: sentence,
      terms: terms(sentence),
      wordCount: sentence.split(' ').length,
    });
  }
  if (lowerCase) {
    bareNamesCapitalised(utterances);
  }
  return {
    segments: sorted,
    ends,
    noise,
    utterances,
    start: sorted[0]?.start_seconds ?? 0,
    end: ends.reduce((latest, e) => Math.max(latest, e), 0),
  };
}

/** The index of the last segment starting at or before `seconds` (0 when none does). */
export function segmentAt(transcript: Transcript, seconds: number): number {
  const { segments } = transcript;
  let low = 0;
  let high = segments.length - 1;
  let found = 0;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((segments[mid]?.start_seconds ?? 0) <= seconds) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
