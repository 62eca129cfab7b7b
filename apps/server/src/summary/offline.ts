import { formatClock, type MeetingSummary, type SummaryVote } from '@gavel/contract';
import { assemble, type PlannedSection, type PlannedTopic } from './assemble.ts';
import { detectEmotions } from './emotions.ts';
import { centralSentences, inverseFrequencies } from './extract.ts';
import { itemTopicName, salientName, topicPhrases } from './names.ts';
import {
  findSections,
  PROCEDURAL_SECTIONS,
  SECTION_NAMES,
  type PlannedSectionBreak,
  type SectionType,
} from './sections.ts';
import { findTopics } from './topics.ts';
import { readTranscript, type SummaryInput, type Transcript, type Utterance } from './transcript.ts';
import { findMotions } from './motions.ts';
import { statedVotes } from './stated-votes.ts';
import { findRollCalls, type RollCall } from './votes.ts';
import { memberSurnames, voterRoster } from './voter-roster.ts';
import {
  fallbackSummary,
  holdsWordsOf,
  inRange,
  namedSpeaker,
  outcomeText,
  proceduralSummary,
  speakerTopics,
  summaryMotion,
  topEmotions,
} from './topic-parts.ts';

/**
 * The offline summariser: no network, no model, about a second for a four-hour meeting.
 * Sections from parliamentary cues, topics from agenda-item cues and lexical cohesion, names from
 * the announcements or salient phrases, two or three central sentences as the summary, votes from
 * roll calls, outcomes from what the chair says, heightened emotions from calls for order,
 * shouting and strongly negative wording.
 */
export const OFFLINE_GENERATOR = 'offline-1';

/** Pre-roll (music, a title card) longer than this becomes its own section (seconds). */
const PRE_ROLL = 60;
/** An item's name short enough to carry on into the parts of the item cut by vocabulary. */
const CONTINUED_NAME = 64;

/** What a part of an item cut by vocabulary is named after: "Item 11J", or the item's short name. */
function continuedName(name: string | undefined): string | undefined {
  if (!name || name.startsWith('Speaker: ')) {
    return undefined;
  }
  const label = name.split(':')[0] ?? '';
  if (/^(?:Item|Ordinance|Resolution|Bill) [\w-]+$/.test(label)) {
    return label;
  }
  const words = name.split(' ').length;
  return name.length <= CONTINUED_NAME && words >= 3 && !/[…?]/.test(name) ? name : undefined;
}

/** A result read out this soon after a roll call repeats its names (seconds). */
const READ_OUT_AFTER_ROLL_CALL = 90;
const surnameOf = (name: string) => name.toLowerCase().split(/\s+/).at(-1) ?? '';
const repeats = (run: RollCall, v: SummaryVote & { time: number }) =>
  v.time >= run.time &&
  v.time - run.end <= READ_OUT_AFTER_ROLL_CALL &&
  run.votes.some((r) => surnameOf(r.voter_name) === surnameOf(v.voter_name));
/** The first named part may start this long after the first words and still open the meeting (seconds). */
const UNNAMED_OPENING = 5 * 60;
/** With no cue at all, a meeting is cut into parts of about this length (seconds). */
const PART_LENGTH = 45 * 60;
/** Items announced this long into a procedural part are topics of their own (seconds). */
const PROCEDURAL_OPENING = 60;

interface SectionPlan {
  type?: SectionType;
  name: string;
  procedural: boolean;
  first: number;
  end: number;
}

/** Sections as segment ranges: from the cues, else one part or parts of about 45 minutes. */
function sectionRanges(transcript: Transcript, breaks: PlannedSectionBreak[]): SectionPlan[] {
  const count = transcript.segments.length;
  const firstSpeech = transcript.utterances[0]?.segment ?? 0;
  const ranges: SectionPlan[] = [];
  if (breaks.length === 0) {
    const duration = transcript.end - transcript.start;
    const parts = Math.max(1, Math.round(duration / PART_LENGTH));
    for (let p = 0; p < parts; p += 1) {
      const at = transcript.start + (p * duration) / parts;
      const first = p === 0 ? 0 : transcript.segments.findIndex((s) => s.start_seconds >= at);
      if (first > (ranges.at(-1)?.first ?? -1)) {
        ranges.push({
          name: parts === 1 ? 'Meeting' : `Part ${p + 1}`,
          procedural: false,
          first,
          end: count,
        });
      }
    }
  } else {
    breaks.forEach((b) => {
      ranges.push({
        type: b.type,
        name: SECTION_NAMES[b.type],
        procedural: PROCEDURAL_SECTIONS.has(b.type),
        first: b.segment,
        end: count,
      });
    });
  }
  ranges.forEach((r, i) => {
    r.end = ranges[i + 1]?.first ?? count;
  });
  const firstRange = ranges[0];
  if (firstRange && firstRange.first > 0) {
    const leadStart = transcript.segments[0]?.start_seconds ?? 0;
    const speechStart = transcript.segments[firstSpeech]?.start_seconds ?? leadStart;
    const firstStart = transcript.segments[firstRange.first]?.start_seconds ?? speechStart;
    if (firstStart - speechStart > UNNAMED_OPENING) {
      // The first part anybody names comes late ("that takes us to the community comment
      // portion"): what comes before it is the meeting's own, not that part's.
      ranges.unshift({ name: 'Meeting', procedural: false, first: 0, end: firstRange.first });
    } else if (speechStart - leadStart > PRE_ROLL && firstSpeech > 0 && firstSpeech <= firstRange.first) {
      ranges.unshift({ name: 'Before the meeting', procedural: true, first: 0, end: firstSpeech });
      if (firstSpeech < firstRange.first) {
        firstRange.first = firstSpeech;
      }
    } else {
      firstRange.first = 0;
    }
  }
  return ranges.filter((r) => r.end > r.first);
}

export function summarizeOffline(input: SummaryInput): MeetingSummary {
  const transcript = readTranscript(input.segments);
  if (transcript.segments.length === 0) {
    return [];
  }
  const { utterances, segments } = transcript;
  const calledRuns = findRollCalls(utterances);
  const heard = statedVotes(utterances);
  const roster = voterRoster([...calledRuns.flatMap((run) => run.votes), ...heard.map((v) => v.vote)]);
  const rollCalls = calledRuns.map((run) => roster.rollCall(run));
  const statedAlone = heard.map((v) => ({ ...v, vote: roster.vote(v.vote) }));
  const motions = findMotions(
    utterances,
    rollCalls,
    (u) => namedSpeaker(segments[u.segment]?.speaker),
    statedAlone,
  );
  // The result read out after a roll call names the same members again ("Motion carries with
  // directors Eastham, Finch, Lingo, and Malone voting yay."): one vote each.
  const stated = statedAlone
    .map((v) => ({ ...v.vote, time: v.time }))
    .filter((v) => !rollCalls.some((run) => run.kind === 'vote' && repeats(run, v)));
  const emotions = detectEmotions(utterances, (u) => {
    const line = segments[u.segment]?.text ?? '';
    return line.length <= 160 && line.includes(u.text) ? line : u.text;
  });
  const idf = inverseFrequencies(utterances);
  const ranges = sectionRanges(transcript, findSections(transcript, rollCalls));

  // Utterances by section.
  const bySection: Utterance[][] = ranges.map(() => []);
  let r = 0;
  for (const u of utterances) {
    while (r + 1 < ranges.length && (ranges[r + 1]?.first ?? Infinity) <= u.segment) {
      r += 1;
    }
    bySection[r]?.push(u);
  }

  // Topics: starts (as utterance positions within the section) and names.
  interface Draft {
    section: number;
    utterances: Utterance[];
    name?: string;
    /** For a topic cut by vocabulary out of a long agenda item: the item's label ("11J"). */
    continues?: string;
    start: number;
  }
  const drafts: Draft[] = [];
  ranges.forEach((range, s) => {
    const said = bySection[s] ?? [];
    const sectionStart = segments[range.first]?.start_seconds ?? 0;
    // A procedural part (the consent agenda, the minutes) is one topic, unless items are
    // announced in it after its first minutes, or after its own motion carried ("Motion carries.
    // We will move on to item number two."): each of those is a topic of its own.
    // Items the clerk reads out before a consent agenda's vote are the agenda's own.
    const firstIndex = said[0]?.index ?? Infinity;
    const lastIndex = said.at(-1)?.index ?? -Infinity;
    const decided = (u: Utterance | undefined) =>
      u !== undefined && motions.some((m) => m.index < u.index && m.index >= firstIndex);
    const readBeforeItsVote = (u: Utterance | undefined) =>
      range.type === 'consent' &&
      u !== undefined &&
      motions.some((m) => m.index >= u.index && m.index <= lastIndex);
    const announced = range.procedural
      ? findTopics(said, { lexical: false }).filter(
          (t, k) =>
            k === 0 ||
            decided(said[t.start]) ||
            ((said[t.start]?.time ?? 0) - sectionStart > PROCEDURAL_OPENING &&
              !readBeforeItsVote(said[t.start])),
        )
      : [];
    if (said.length === 0 || (range.procedural && announced.length < 2)) {
      drafts.push({ section: s, utterances: said, name: range.name, start: sectionStart });
      return;
    }
    const bySpeaker = range.type === 'public_comment' ? speakerTopics(said, transcript) : undefined;
    const starts = range.procedural
      ? announced.map((t, k) => (k === 0 ? { start: 0, item: false } : t))
      : (bySpeaker ?? findTopics(said, { announced: range.type !== undefined }));
    starts.forEach((start, k) => {
      const to = starts[k + 1]?.start ?? said.length;
      const slice = said.slice(start.start, to);
      const first = slice[0];
      const startSegment = k === 0 ? range.first : (first?.segment ?? range.first);
      const previous = drafts.at(-1);
      if (
        k > 0 &&
        previous &&
        previous.section === s &&
        segments[startSegment]?.start_seconds === previous.start
      ) {
        previous.utterances.push(...slice);
        return;
      }
      const nameAt = ('nameAt' in start ? start.nameAt : undefined) ?? start.start;
      const alsoNamedAt = 'alsoNamedAt' in start ? start.alsoNamedAt : undefined;
      const announced = start.item
        ? (itemTopicName(said, nameAt) ??
          (alsoNamedAt === undefined ? undefined : itemTopicName(said, alsoNamedAt)))
        : undefined;
      const announcedSpeaker = announced?.startsWith('Speaker: ')
        ? announced.slice('Speaker: '.length)
        : undefined;
      const name =
        'speaker' in start
          ? `Speaker: ${start.speaker}`
          : announcedSpeaker && !holdsWordsOf(announcedSpeaker, slice, transcript, nameAt - start.start)
            ? undefined
            : announced;
      // A part of a long agenda item cut by vocabulary continues the item: its label ("Item
      // 11J") or its short name ("Budget reductions for fiscal year 27").
      const item = previous?.section === s ? (continuedName(previous.name) ?? previous.continues) : undefined;
      drafts.push({
        section: s,
        utterances: slice,
        name,
        continues: name === undefined && !('speaker' in start) && !start.item ? item : undefined,
        start: segments[startSegment]?.start_seconds ?? sectionStart,
      });
    });
  });

  // Salient-phrase names for topics without an announced item.
  // A member's name is the meeting's procedure (every roll call says it), not what a topic is about.
  const members = memberSurnames([
    ...rollCalls.flatMap((run) => run.votes),
    ...statedAlone.map((v) => v.vote),
  ]);
  const aboutMembers = (phrase: string) =>
    phrase
      .toLowerCase()
      .split(/[\s-]+/)
      .some((w) => members.has(w));
  const phrases = drafts.map((d) =>
    d.name
      ? new Map<string, number>()
      : new Map([...topicPhrases(d.utterances)].filter(([phrase]) => !aboutMembers(phrase))),
  );
  const documentFrequency = new Map<string, number>();
  for (const p of phrases) {
    for (const phrase of p.keys()) {
      documentFrequency.set(phrase, (documentFrequency.get(phrase) ?? 0) + 1);
    }
  }

  const voteRuns = rollCalls.filter((run) => run.kind === 'vote');
  const plan: PlannedSection[] = [];
  drafts.forEach((draft, i) => {
    const range = ranges[draft.section];
    if (!range) {
      return;
    }
    const next = drafts[i + 1];
    const from = draft.start;
    const to = next ? next.start : Infinity;
    const sectionRuns = inRange(rollCalls, from, to);
    const firstOfSection = drafts[i - 1]?.section !== draft.section;
    const salient = salientName(
      phrases[i] ?? new Map<string, number>(),
      documentFrequency,
      drafts.length,
      range.name,
    );
    const continued = draft.continues ? `${draft.continues} (continued)` : undefined;
    const name =
      draft.name ??
      (continued && salient ? `${continued}: ${salient}` : (continued ?? salient)) ??
      (firstOfSection ? range.name : `${range.name} (${formatClock(from)})`);
    const sentences =
      range.procedural && draft.name === range.name
        ? []
        : centralSentences(draft.utterances, idf, draft.utterances.length > 40 ? 3 : 2);
    // A decision belongs to the topic where its result is said, even when the next item is
    // announced in the same breath ("Motion passed unanimously. We'll go to the next hearing").
    const said = new Set(draft.utterances.map((u) => u.index));
    const topicMotions = motions.filter((m) => said.has(m.index));
    const text = [
      ...(sentences.length > 0 ? sentences : [proceduralSummary(range.name, sectionRuns)]),
      outcomeText(topicMotions),
    ]
      .filter(Boolean)
      .join(' ');
    const summary = text || fallbackSummary(draft.utterances, name);
    const runVotes = [
      ...inRange(voteRuns, from, to).flatMap((run) => run.votes),
      ...topicMotions.filter((m) => m.votedApart).flatMap((m) => m.votes),
    ];
    const saidVotes = inRange(stated, from, to)
      .filter((v) => !runVotes.some((r) => r.voter_name === v.voter_name))
      .map(({ voter_name, vote }) => ({ voter_name, vote }));
    const topic: PlannedTopic = {
      name,
      start: from,
      summary,
      votes: [...runVotes, ...saidVotes],
      motions: topicMotions.map((m) =>
        summaryMotion(m, name, segments[utterances[m.index]?.segment ?? -1]?.start_seconds),
      ),
      emotions: topEmotions(inRange(emotions, from, to)),
    };
    const section = plan.at(-1);
    if (section && drafts[i - 1]?.section === draft.section) {
      section.topics.push(topic);
    } else {
      plan.push({ name: range.name, start: segments[range.first]?.start_seconds ?? from, topics: [topic] });
    }
  });
  return assemble(plan, input.segments, input.videoUrl);
}
