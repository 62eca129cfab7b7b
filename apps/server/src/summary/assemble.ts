import {
  formatClock,
  timestampUrl,
  type HeightenedEmotion,
  type MeetingSummary,
  type SummarySegment,
  type SummaryMotion,
  type SummaryTopic,
  type SummaryVote,
} from '@gavel/contract';
import type { SourceSegment } from './transcript.ts';

/**
 * A summary before the transcript is attached: what a summariser decides (sections and topics,
 * where each starts, names, summaries, votes, emotions). `assemble` turns it into the spec §3
 * shape: ends from the next start, durations, and every transcript segment in its topic.
 */
export interface PlannedTopic {
  name: string;
  /** Seconds from the start of the video. */
  start: number;
  summary: string;
  votes: SummaryVote[];
  motions?: SummaryMotion[];
  emotions: HeightenedEmotion[];
}

export interface PlannedSection {
  name: string;
  start: number;
  topics: PlannedTopic[];
}

/** A transcript segment in the summary's shape, with no highlights yet. */
export function summarySegment(segment: SourceSegment, videoUrl: string): SummarySegment {
  const speaker = segment.speaker?.trim();
  return {
    transcript: segment.text,
    timestamp: formatClock(segment.start_seconds),
    timestamp_url: timestampUrl(videoUrl, segment.start_seconds),
    speaker_name: speaker ? { name: speaker } : { raw: null },
    text_to_highlight: [],
  };
}

interface Placed {
  section: string;
  topic: PlannedTopic;
  segments: SourceSegment[];
}

export function assemble(
  plan: PlannedSection[],
  segments: SourceSegment[],
  videoUrl: string,
): MeetingSummary {
  if (segments.length === 0) {
    return [];
  }
  // Topics in time order, each tagged with its section; the first starts with the transcript.
  const topics: { section: string; topic: PlannedTopic }[] = [];
  const sections = [...plan].filter((s) => s.topics.length > 0).sort((a, b) => a.start - b.start);
  for (const section of sections) {
    const sorted = [...section.topics].sort((a, b) => a.start - b.start);
    sorted.forEach((topic, i) => {
      topics.push({
        section: section.name,
        topic: { ...topic, start: i === 0 ? section.start : topic.start },
      });
    });
  }
  topics.sort((a, b) => a.topic.start - b.topic.start);
  if (topics.length === 0) {
    topics.push({
      section: 'Meeting',
      topic: { name: 'Meeting', start: 0, summary: '', votes: [], emotions: [] },
    });
  }

  // Every segment goes to the last topic starting at or before it.
  const placed: Placed[] = topics.map((t) => ({ ...t, segments: [] }));
  let k = 0;
  for (const segment of segments) {
    while (k + 1 < placed.length && (placed[k + 1]?.topic.start ?? Infinity) <= segment.start_seconds) {
      k += 1;
    }
    placed[k]?.segments.push(segment);
  }
  // A topic that got no segment gives what it found to its neighbour.
  const kept: Placed[] = [];
  let orphan: Placed | undefined;
  for (const p of placed) {
    if (p.segments.length === 0) {
      const target = kept.at(-1);
      if (target && target.section === p.section) {
        mergeInto(target, p);
      } else {
        orphan = orphan ? (mergeInto(orphan, p), orphan) : p;
      }
      continue;
    }
    if (orphan && orphan.section === p.section) {
      mergeInto(p, orphan, true);
    }
    orphan = undefined;
    kept.push(p);
  }

  const last = segments.reduce(
    (latest, s) => Math.max(latest, s.end_seconds ?? s.start_seconds, s.start_seconds),
    0,
  );
  const startOf = (p: Placed) => p.segments[0]?.start_seconds ?? 0;
  const summary: MeetingSummary = [];
  kept.forEach((p, i) => {
    const next = kept[i + 1];
    const start = startOf(p);
    const end = next ? startOf(next) : Math.max(last, start);
    const topic: SummaryTopic = {
      topic_name: p.topic.name.trim() || p.section,
      start_timecode: formatClock(start),
      end_timecode: formatClock(end),
      duration: formatClock(Math.floor(end) - Math.floor(start)),
      heightened_emotions: p.topic.emotions,
      summary_of_topic: p.topic.summary,
      votes: p.topic.votes,
      ...(p.topic.motions ? { motions: p.topic.motions } : {}),
      transcript_segments: p.segments.map((s) => summarySegment(s, videoUrl)),
    };
    const current = summary.at(-1);
    const previous = kept[i - 1];
    if (current && previous && previous.section === p.section) {
      current.topics.push(topic);
      current.end_timecode = topic.end_timecode;
    } else {
      summary.push({
        parliamentary_section_name: p.section,
        start_timecode: topic.start_timecode,
        end_timecode: topic.end_timecode,
        topics: [topic],
      });
    }
  });
  return summary;
}

function mergeInto(target: Placed, from: Placed, before = false) {
  target.topic = {
    ...target.topic,
    summary: [before ? from.topic.summary : '', target.topic.summary, before ? '' : from.topic.summary]
      .filter(Boolean)
      .join(' '),
    votes: before
      ? [...from.topic.votes, ...target.topic.votes]
      : [...target.topic.votes, ...from.topic.votes],
    emotions: before
      ? [...from.topic.emotions, ...target.topic.emotions]
      : [...target.topic.emotions, ...from.topic.emotions],
    ...(target.topic.motions || from.topic.motions
      ? {
          motions: before
            ? [...(from.topic.motions ?? []), ...(target.topic.motions ?? [])]
            : [...(target.topic.motions ?? []), ...(from.topic.motions ?? [])],
        }
      : {}),
  };
}
