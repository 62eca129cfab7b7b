import type {
  EmotionKind,
  MeetingSummary,
  SummaryMotion,
  SummarySpeaker,
  SummaryTopic,
  SummaryVote,
  VoteValue,
} from '@gavel/contract';
import { VOTE_VALUES } from '@gavel/contract';
import { clockSeconds, speakerLabel } from './segments';

/**
 * The meeting summary's sections and topics cover the transcript in order, so the section (or
 * topic) of a moment is the last one starting at or before it. A moment before the first one
 * belongs to the first; a moment after the last one's end belongs to the last.
 */
function lastStartingBy(starts: readonly number[], seconds: number): number {
  let found = -1;
  for (const [index, start] of starts.entries()) {
    if (start > seconds) {
      break;
    }
    found = index;
  }
  return found === -1 && starts.length > 0 ? 0 : found;
}

/** The index of the section containing the moment, or -1 when there is no section. */
export function sectionIndexAt(summary: MeetingSummary, seconds: number): number {
  return lastStartingBy(
    summary.map((section) => clockSeconds(section.start_timecode)),
    seconds,
  );
}

/** Where a topic sits in the summary. */
export interface TopicPosition {
  section: number;
  topic: number;
}

/** The topic containing the moment, or null when the summary is empty. */
export function topicAt(summary: MeetingSummary, seconds: number): TopicPosition | null {
  const section = sectionIndexAt(summary, seconds);
  const topics = summary[section]?.topics ?? [];
  const topic = lastStartingBy(
    topics.map((item) => clockSeconds(item.start_timecode)),
    seconds,
  );
  return topic === -1 ? null : { section, topic };
}

/** The accordion value of a topic. */
export const topicKey = (position: TopicPosition) => `topic-${position.section}-${position.topic}`;

/** The votes counted by value, in the usual order: 'Yes 3 · No 2'. */
export function voteTally(votes: readonly SummaryVote[]): string {
  const counts = new Map<VoteValue, number>();
  for (const { vote } of votes) {
    counts.set(vote, (counts.get(vote) ?? 0) + 1);
  }
  return VOTE_VALUES.filter((value) => counts.has(value))
    .map((value) => `${value} ${counts.get(value) ?? 0}`)
    .join(' · ');
}

/** A summary segment's speaker: the known name, the raw label, or 'Unknown Speaker'. */
export function summarySpeakerLabel(speaker: SummarySpeaker): string {
  return speakerLabel('name' in speaker ? speaker.name : speaker.raw);
}

const EMOTION_LABELS: Record<EmotionKind, string> = {
  order: 'Call for order',
  shouting: 'Raised voices',
  sentiment: 'Strongly negative remark',
};

/** What was detected, in words. */
export const emotionLabel = (kind: EmotionKind) => EMOTION_LABELS[kind];

/** True when the description already starts by saying what was detected. */
export const emotionLabelled = (description: string, kind: EmotionKind) =>
  description.trim().toLowerCase().startsWith(EMOTION_LABELS[kind].toLowerCase());

/** A short line about what a topic holds, shown under its name: '5 votes · 1 heightened moment'. */
export function topicFacts(topic: SummaryTopic): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const facts = [`Duration ${topic.duration}`];
  if (topic.votes.length > 0) {
    facts.push(plural(topic.votes.length, 'vote', 'votes'));
  }
  if (topic.heightened_emotions.length > 0) {
    facts.push(plural(topic.heightened_emotions.length, 'heightened moment', 'heightened moments'));
  }
  return facts.join(' · ');
}

/** A motion's result in words: 'Carried unanimously', 'Carried 6–1', 'Failed 3–4'. */
export function motionResult(motion: SummaryMotion): string {
  const result = motion.result === 'carried' ? 'Carried' : 'Failed';
  if (motion.unanimous) {
    return `${result} unanimously`;
  }
  return motion.tally ? `${result} ${motion.tally.yes}–${motion.tally.no}` : result;
}

/** Who moved and seconded a motion, when said: 'Moved by Mr. Little, seconded by the chair'. */
export function motionMovers(motion: SummaryMotion): string {
  const parts = [
    motion.mover ? `moved by ${motion.mover}` : '',
    motion.seconder ? `seconded by ${motion.seconder}` : '',
  ].filter(Boolean);
  const text = parts.join(', ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : '';
}

/** A decision of the meeting, for the list at the top of the summary. */
export interface Decision {
  position: TopicPosition;
  topicName: string;
  motion: SummaryMotion;
  seconds: number;
}

/** Every motion decided in the meeting, in order, but the motion to adjourn. */
export function meetingDecisions(summary: MeetingSummary): Decision[] {
  return summary.flatMap((section, s) =>
    section.topics.flatMap((topic, t) =>
      (topic.motions ?? [])
        .filter((motion) => !/^adjourn\b/i.test(motion.motion))
        .map((motion) => ({
          position: { section: s, topic: t },
          topicName: topic.topic_name,
          motion,
          seconds: clockSeconds(motion.timestamp),
        })),
    ),
  );
}

/** The topic's votes that no motion of the topic carries (a roll call with no result said). */
export function votesWithoutMotion(topic: SummaryTopic): SummaryVote[] {
  const inMotions = new Set(
    (topic.motions ?? []).flatMap((m) => m.votes.map((v) => `${v.voter_name}|${v.vote}`)),
  );
  return topic.votes.filter((v) => !inMotions.has(`${v.voter_name}|${v.vote}`));
}
