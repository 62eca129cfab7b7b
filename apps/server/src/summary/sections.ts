import { RECONVENED, sectionCues, type SectionType } from './section-cues.ts';
import { ROLL_ASKED } from './roll-call-words.ts';
import { isItemCue } from './topics.ts';
import type { Transcript, Utterance } from './transcript.ts';
import type { RollCall } from './votes.ts';

export { PROCEDURAL_SECTIONS, SECTION_NAMES, sectionCues, type SectionType } from './section-cues.ts';

/**
 * Parliamentary sections: the parts of the order of business, found from what the chair and the
 * clerk say when a part begins ("I call this meeting to order", "please call the roll", "we'll
 * move to public forum", "11C is a resolution ...", "we are adjourned").
 */
export interface PlannedSectionBreak {
  type: SectionType;
  /** First segment of the section. */
  segment: number;
}

const OPENING_WINDOW = 5 * 60;
/** A roll call the captioner marks instead of writing it out: "(roll call.)", "[ROLL CALL.]". */
const ROLL_CALL_MARKER = /^[[(]roll call\.?[\])]\.?$/i;
/** Parts a council may hold before it is called to order (honorary resolutions read among them). */
const CEREMONIES = new Set<SectionType>(['presentations', 'invocation', 'ordinances']);
const OVERVIEW_WINDOW = 10;
/**
 * The clerk's count of the members answering the roll ("There are 12 members present.", "there
 * is 13 members present", "we have five present", "we have a quorum"), or the captioner's mark
 * of it ("[roll call]").
 */
const QUORUM_COUNTED =
  /\b(?:there (?:are|is) |we have )(?:\w+ )?(?:members? )?present\b|\bwe (?:do )?have (?:a )?quorum\b|^\[roll call\.?\]/i;
/** The meeting back from a recess ("we are ready to return from recess", "reconvened following the recess"). */
const RECESS_OVER =
  /\b(?:return(?:ed|ing)? from|back from|reconvened? (?:after|following|from)) (?:the |our |a )?(?:short |brief )?recess\b/i;
/** How long after the meeting is back from a recess its roll call may start (seconds). */
const AFTER_RECESS_SECONDS = 60;
/** How soon after the roll is asked for its count of members present may come (seconds). */
const QUORUM_COUNTED_SECONDS = 60;

/**
 * Whether the meeting reconvenes at the utterance (in open session after a closed one), or came
 * back from a recess just before it: a roll call there starts a part, however late.
 */
function reconvenedAt(utterances: Utterance[], u: Utterance): boolean {
  if (RECONVENED.test(u.text)) {
    return true;
  }
  for (let i = u.index; i >= 0; i -= 1) {
    const before = utterances[i];
    if (!before || u.time - before.time > AFTER_RECESS_SECONDS) {
      return false;
    }
    if (RECESS_OVER.test(before.text)) {
      return true;
    }
  }
  return false;
}

/**
 * The sections of a meeting as breaks (type and first segment), in order. Roll calls come from
 * the attendance roll calls found by the vote detector. A meeting with no cue at all gets none:
 * the caller falls back to time-based parts.
 */
export function findSections(transcript: Transcript, rollCalls: RollCall[]): PlannedSectionBreak[] {
  const cues: { type: SectionType; utterance: Utterance; marker?: boolean }[] = [];
  transcript.utterances.forEach((u, i) => {
    if (ROLL_CALL_MARKER.test(u.text)) {
      cues.push({ type: 'roll_call', utterance: u, marker: true });
      return;
    }
    const [type] = sectionCues(u.text);
    if (!type) {
      return;
    }
    // "We're on to item four." then "County business update.": the part starts with the item.
    const before = transcript.utterances[i - 1];
    const announced =
      before && u.time - before.time <= 10 && isItemCue(before.text) && sectionCues(before.text).length === 0;
    cues.push({ type, utterance: announced ? before : u });
  });
  // The roll asked for and the members present counted soon after ("The clerk will call the roll."
  // ... "There are 12 members present."): the roll call starts at the asking, though the captions
  // give no answer. A meeting called to order "by roll call" keeps it in its call to order.
  transcript.utterances.forEach((u, i) => {
    if (!ROLL_ASKED.test(u.text) || ROLL_CALL_MARKER.test(u.text) || sectionCues(u.text).length > 0) {
      return;
    }
    const counted = transcript.utterances
      .slice(i + 1, i + 6)
      .some((next) => next.time - u.time <= QUORUM_COUNTED_SECONDS && QUORUM_COUNTED.test(next.text));
    if (counted) {
      cues.push({ type: 'roll_call', utterance: u });
    }
  });
  for (const run of rollCalls.filter((r) => r.kind === 'attendance')) {
    const utterance = transcript.utterances[run.first];
    if (utterance) {
      cues.push({ type: 'roll_call', utterance });
    }
  }
  cues.sort((a, b) => a.utterance.index - b.utterance.index);
  // The chair outlining the evening ("consent calendars, then a couple of presentations, then
  // public forum") names three or more parts within seconds: that is an overview, not a start.
  const overview = cues.map((cue) => {
    const near = cues.filter(
      (other) =>
        Math.abs(other.utterance.time - cue.utterance.time) <= OVERVIEW_WINDOW && other.type !== 'roll_call',
    );
    return new Set(near.map((other) => other.type)).size >= 3;
  });
  const kept = cues.filter((cue, i) => !overview[i] || cue.type === 'roll_call');

  const firstSpeech = transcript.utterances[0];
  const breaks: { type: SectionType; utterance: Utterance }[] = [];
  for (const cue of kept) {
    const current = breaks.at(-1);
    if (current?.type === cue.type) {
      continue;
    }
    const sinceStart = cue.utterance.time - (firstSpeech?.time ?? 0);
    // The captioner's "(roll call.)" is the opening roll call only right after the call to order;
    // elsewhere it is a vote.
    if (cue.marker && current?.type !== 'call_to_order') {
      continue;
    }
    // A call to order after the ceremonies held before the meeting (a moment of silence,
    // honorary resolutions read) opens it; after any other part it is a call back to order.
    if (
      cue.type === 'call_to_order' &&
      current &&
      !['adjournment', 'closed_session'].includes(current.type) &&
      !breaks.every((b) => CEREMONIES.has(b.type))
    ) {
      continue;
    }
    if (cue.type === 'call_to_order' && !current && sinceStart > OPENING_WINDOW) {
      continue;
    }
    if (
      (cue.type === 'roll_call' || cue.type === 'invocation') &&
      current &&
      !['call_to_order', 'roll_call', 'invocation', 'minutes', 'adjournment'].includes(current.type) &&
      sinceStart > 15 * 60 &&
      !breaks.slice(-2).some((b) => b.type === 'closed_session') &&
      !reconvenedAt(transcript.utterances, cue.utterance)
    ) {
      // A roll call or a prayer belongs to the opening (or to a new meeting after an adjournment,
      // or to the open session after a closed one).
      continue;
    }
    if (
      current?.type === 'adjournment' &&
      cue.type !== 'call_to_order' &&
      cue.utterance.time - current.utterance.time < 30
    ) {
      continue;
    }
    if (current && current.type === 'new_business' && cue.utterance.time - current.utterance.time < 30) {
      // "That closes public comment. We move to the agenda. Item 1 is an ordinance ...": the
      // generic break gives way to the specific one right after it.
      breaks[breaks.length - 1] = cue;
      continue;
    }
    breaks.push(cue);
  }

  // A meeting that does not say "call to order" still opens: the first words are its opening.
  // One that says it opens there too, so that the part called next in the same turn ("... to
  // order. ... We can move to the adoption of the agenda.") starts where that turn does.
  const first = breaks[0];
  if (first && firstSpeech && first.utterance.time - firstSpeech.time <= OPENING_WINDOW) {
    if (first.type === 'call_to_order') {
      first.utterance = firstSpeech;
    } else if (
      first.utterance.time - firstSpeech.time > 3 &&
      // Ceremonies held before the meeting is called to order are not its opening.
      !(CEREMONIES.has(first.type) && breaks.some((b) => b.type === 'call_to_order'))
    ) {
      breaks.unshift({ type: 'call_to_order', utterance: firstSpeech });
    }
  }

  // Two breaks in one segment: the later one names the section, except the call to order.
  const result: PlannedSectionBreak[] = [];
  for (const b of breaks) {
    const previous = result.at(-1);
    if (previous && previous.segment === b.utterance.segment) {
      if (previous.type !== 'call_to_order') {
        result[result.length - 1] = { type: b.type, segment: b.utterance.segment };
      }
      continue;
    }
    result.push({ type: b.type, segment: b.utterance.segment });
  }
  return result;
}
