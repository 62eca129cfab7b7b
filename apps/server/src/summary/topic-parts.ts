import { formatClock, type HeightenedEmotion, type SummaryMotion } from '@gavel/contract';
import type { EmotionEvent } from './emotions.ts';
import { SECTION_NAMES } from './sections.ts';
import { quote } from './text.ts';
import type { Transcript, Utterance } from './transcript.ts';
import { motionSentence, type Motion } from './motions.ts';
import type { RollCall } from './votes.ts';

/** The parts of a topic the offline summariser writes: its summary, outcomes, emotions and speakers. */

/** The most heightened moments a topic lists. */
const MAX_EMOTIONS_PER_TOPIC = 5;
/** The most decisions a topic's summary names one by one. */
const MAX_OUTCOMES_PER_TOPIC = 4;

/** The items (anything timed) from `from` up to `to` (seconds). */
export function inRange<T extends { time: number }>(items: T[], from: number, to: number): T[] {
  return items.filter((x) => x.time >= from && x.time < to);
}

/** The topic's strongest moments, in time order. */
export function topEmotions(events: EmotionEvent[]): HeightenedEmotion[] {
  return [...events]
    .sort((a, b) => b.intensity - a.intensity)
    .slice(0, MAX_EMOTIONS_PER_TOPIC)
    .sort((a, b) => a.time - b.time)
    .map((e) => ({
      description: e.description,
      timestamp: formatClock(e.time),
      intensity: e.intensity,
      kind: e.kind,
    }));
}

/** The topic's decisions as sentences, the first few one by one, then how many more followed. */
export function outcomeText(motions: Motion[]): string {
  if (motions.length === 0) {
    return '';
  }
  const shown = motions.slice(0, MAX_OUTCOMES_PER_TOPIC).map(motionSentence);
  const more = motions.length - shown.length;
  return `${shown.join(' ')}${more > 0 ? ` ${more} more decision${more === 1 ? '' : 's'} followed.` : ''}`;
}

/** How far before its result a decision's moment may be put back, to where its caption starts (seconds). */
const LEAD_IN = 30;

/**
 * A decision as the summary shows it; a motion whose wording was not said is named after its topic.
 * Its moment is where the caption that holds its result starts, at most half a minute before the
 * result: the one time the transcript gives for those words, so the video opens on them with what
 * led up to the vote, not partway through (a long caption's words are otherwise placed by guess).
 */
export function summaryMotion(m: Motion, topicName: string, captionStart = m.time): SummaryMotion {
  return {
    motion: m.motion ?? `Motion on ${topicName}`.slice(0, 500),
    mover: m.mover,
    seconder: m.seconder,
    result: m.result,
    unanimous: m.unanimous,
    tally: m.tally,
    timestamp: formatClock(Math.min(m.time, Math.max(captionStart, m.time - LEAD_IN))),
    votes: m.votes,
  };
}

/** The plain sentence of a procedural topic (roll call, pledge, adjournment). */
export function proceduralSummary(name: string, rollCalls: RollCall[]): string {
  const attendance = rollCalls.find((r) => r.kind === 'attendance');
  if (name === SECTION_NAMES.roll_call && attendance) {
    return `${attendance.members} members answered the roll.`;
  }
  if (name === SECTION_NAMES.adjournment) {
    return 'The meeting was adjourned.';
  }
  if (name === SECTION_NAMES.call_to_order) {
    return 'The meeting was called to order.';
  }
  return PROCEDURE[name] ?? '';
}

/** One plain sentence for a procedural part that says nothing more. */
export const PROCEDURE: Record<string, string> = {
  [SECTION_NAMES.invocation]: 'The meeting opened with the invocation and the Pledge of Allegiance.',
  [SECTION_NAMES.roll_call]: 'The clerk called the roll.',
  [SECTION_NAMES.minutes]: 'The minutes and the agenda were taken up.',
  [SECTION_NAMES.consent]: 'The consent agenda was taken up.',
  [SECTION_NAMES.closed_session]: 'The meeting went into a closed session.',
};

/** A topic whose extract says nothing: its first words, else its name as a sentence. */
export function fallbackSummary(utterances: Utterance[], name: string): string {
  const first = utterances.find((u) => u.wordCount >= 4);
  if (first) {
    return quote(first.text, 200);
  }
  return `${name.replace(/[.:;,\s]+$/, '')}.`;
}

/** Speaker labels that name no one ("SPEAKER_07", "Unknown (M)"). */
export const MACHINE_LABEL = /^(?:unknown\b|speaker[\s_-]*\w{0,3}$|spk[\s_-]*\d|guest\b|\(|\[)/i;
/** Speakers who hold an office: never a member of the public. */
export const OFFICIAL =
  /\b(?:mayor|council|commissioner|clerk|chair|manager|director|trustee|supervisor|president|secretary|attorney|staff|superintendent|alder|judge|officer|chief)/i;

/** The speaker of a segment when it names someone. */
export function namedSpeaker(speaker: string | null | undefined): string | null {
  const name = speaker?.trim();
  return name && !MACHINE_LABEL.test(name) ? name : null;
}

/**
 * Whether a topic named after a speaker holds that speaker's own words: a segment of theirs, or
 * them saying their name, or anything said after the announcement of them.
 */
export function holdsWordsOf(
  speaker: string,
  utterances: Utterance[],
  transcript: Transcript,
  nameAt: number,
): boolean {
  const surname = speaker.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const speakerOf = (u: Utterance | undefined) =>
    u ? (transcript.segments[u.segment]?.speaker ?? null) : null;
  const announcer = speakerOf(utterances[nameAt]);
  const introduces = new RegExp(
    String.raw`^(?:(?:good (?:evening|morning|afternoon)|hi|hello|thank you)[,.!]?\s+)*(?:(?:my name is|i'm|i am|this is)\s+)?(?:[a-z][\w'’-]+\s+)?${surname.replace(/[^\w'’-]/g, '')}\b[,.]`,
    'i',
  );
  return utterances.some(
    (u, i) =>
      speakerOf(u) === speaker ||
      (surname.length > 1 && /\bmy name is\b/i.test(u.text) && u.text.toLowerCase().includes(surname)) ||
      // The speaker opening with their own name and address ("Janet Newhouse, 9706 Cardinal Road.")
      (surname.length > 1 && i > nameAt && i <= nameAt + 4 && introduces.test(u.text)) ||
      (i > nameAt && u.wordCount >= 6 && (announcer === null || speakerOf(u) !== announcer)),
  );
}

/**
 * Public comment with known speakers: a topic per member of the public. Undefined when speakers
 * are unknown.
 */
export function speakerTopics(
  said: Utterance[],
  transcript: Transcript,
): { start: number; item: boolean; speaker: string }[] | undefined {
  const speakerOf = (u: Utterance) => namedSpeaker(transcript.segments[u.segment]?.speaker);
  const frequency = new Map<string, number>();
  for (const segment of transcript.segments) {
    const speaker = namedSpeaker(segment.speaker);
    if (speaker) {
      frequency.set(speaker, (frequency.get(speaker) ?? 0) + 1);
    }
  }
  if (frequency.size < 2 || said.every((u) => speakerOf(u) === null)) {
    return undefined;
  }
  // Members of the public speak (almost) only here; officials speak all through the meeting.
  const here = new Map<string, number>();
  for (const segment of new Set(said.map((u) => u.segment))) {
    const speaker = namedSpeaker(transcript.segments[segment]?.speaker);
    if (speaker) {
      here.set(speaker, (here.get(speaker) ?? 0) + 1);
    }
  }
  // Members of the public speak (almost) only here; officials speak all through the meeting. A
  // resident who also spoke up once or twice elsewhere is still a member of the public.
  const isPublic = (speaker: string) => {
    const inside = here.get(speaker) ?? 0;
    const outside = (frequency.get(speaker) ?? 0) - inside;
    return !OFFICIAL.test(speaker) && inside > 0 && (inside >= 0.6 * (inside + outside) || outside < 3);
  };
  const starts: { start: number; item: boolean; speaker: string }[] = [];
  let current: string | null = null;
  said.forEach((u, i) => {
    const speaker = speakerOf(u);
    if (speaker && isPublic(speaker) && speaker !== current) {
      starts.push({ start: starts.length === 0 ? 0 : i, item: false, speaker });
      current = speaker;
    }
  });
  return starts.length > 0 ? starts : undefined;
}
