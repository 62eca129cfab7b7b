import { z } from 'zod';

/**
 * Meeting summary (spec §3 "Meeting summary", §7 GET /user_auth/summary/{id}?searchTerm={term}).
 *
 * A summary is a list of sections in meeting order, each made of topics. Sections and topics
 * cover the transcript without gaps or overlaps, so the section or topic of any moment is the one
 * whose start_timecode <= moment < end_timecode (the last one also holds its end).
 *
 * - Timecodes and durations are 'hh:mm:ss' (hours may pass 99 in theory, so two or more digits).
 * - votes: one entry per member per roll-call vote, in the order called. `vote` is normalised:
 *   Aye is 'Yes', Nay is 'No'. A motion decided without names (a voice vote, "passes
 *   unanimously") is not a vote entry: its outcome is the last sentence of summary_of_topic.
 * - motions (optional): each motion decided in the topic, in order: what it was, who moved and
 *   seconded it (null when not said), its result, the tally when said or counted, the moment
 *   the result was said, and the named votes of that motion. A vote whose voter is not named is
 *   only counted in the tally, never given a name.
 * - heightened_emotions: moments of raised feeling in the topic, in time order: `description` is
 *   a short text with a quote, `timestamp` the moment ('hh:mm:ss'), `intensity` 0 to 1, and `kind`
 *   what was detected: 'order' (a call for order: point of order, out of order, the gavel),
 *   'shouting' (exclamations, capitals) or 'sentiment' (strongly negative wording).
 * - transcript_segments: every transcript segment of the topic, in order. speaker_name is
 *   `{name}` when the speaker is known and `{raw: null}` when not. text_to_highlight lists the
 *   words of that segment matching the request's searchTerm (empty when there is none).
 */
const clockPattern = /^\d{2,}:[0-5]\d:[0-5]\d$/;
export const timecode = z.string().regex(clockPattern, { message: 'must be a time as hh:mm:ss' });

export const VOTE_VALUES = ['Yes', 'No', 'Abstain', 'Present', 'Absent', 'Recused'] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export const summaryVote = z.object({
  voter_name: z.string().trim().min(1).max(200),
  vote: z.enum(VOTE_VALUES),
});
export type SummaryVote = z.infer<typeof summaryVote>;

export const MOTION_RESULTS = ['carried', 'failed'] as const;
export type MotionResult = (typeof MOTION_RESULTS)[number];

const count = z.number().int().min(0).max(1000);
export const summaryMotion = z.object({
  motion: z.string().trim().min(1).max(500),
  mover: z.string().trim().min(1).max(200).nullable(),
  seconder: z.string().trim().min(1).max(200).nullable(),
  result: z.enum(MOTION_RESULTS),
  unanimous: z.boolean(),
  tally: z.object({ yes: count, no: count, abstain: count, absent: count }).nullable(),
  timestamp: timecode,
  votes: z.array(summaryVote),
});
export type SummaryMotion = z.infer<typeof summaryMotion>;

export const EMOTION_KINDS = ['order', 'shouting', 'sentiment'] as const;
export type EmotionKind = (typeof EMOTION_KINDS)[number];

export const heightenedEmotion = z.object({
  description: z.string().trim().min(1).max(500),
  timestamp: timecode,
  intensity: z.number().min(0).max(1),
  kind: z.enum(EMOTION_KINDS),
});
export type HeightenedEmotion = z.infer<typeof heightenedEmotion>;

export const summarySpeaker = z.union([
  z.object({ name: z.string().min(1) }).strict(),
  z.object({ raw: z.string().nullable() }).strict(),
]);
export type SummarySpeaker = z.infer<typeof summarySpeaker>;

export const summarySegment = z.object({
  transcript: z.string(),
  timestamp: timecode,
  timestamp_url: z.string().min(1),
  speaker_name: summarySpeaker,
  text_to_highlight: z.array(z.string()),
});
export type SummarySegment = z.infer<typeof summarySegment>;

export const summaryTopic = z.object({
  topic_name: z.string().trim().min(1).max(300),
  start_timecode: timecode,
  end_timecode: timecode,
  duration: timecode,
  heightened_emotions: z.array(heightenedEmotion),
  summary_of_topic: z.string().max(5000),
  votes: z.array(summaryVote),
  motions: z.array(summaryMotion).optional(),
  transcript_segments: z.array(summarySegment),
});
export type SummaryTopic = z.infer<typeof summaryTopic>;

export const summarySection = z.object({
  parliamentary_section_name: z.string().trim().min(1).max(200),
  start_timecode: timecode,
  end_timecode: timecode,
  topics: z.array(summaryTopic).min(1),
});
export type SummarySection = z.infer<typeof summarySection>;

const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** A whole summary: sections in order, each topic inside its section, nothing running backwards. */
export const meetingSummary = z.array(summarySection).superRefine((sections, ctx) => {
  let previousEnd = -1;
  sections.forEach((section, s) => {
    const start = seconds(section.start_timecode);
    const end = seconds(section.end_timecode);
    if (end < start) {
      ctx.addIssue({ code: 'custom', path: [s, 'end_timecode'], message: 'ends before it starts' });
    }
    if (start < previousEnd) {
      ctx.addIssue({
        code: 'custom',
        path: [s, 'start_timecode'],
        message: 'starts before the previous section ends',
      });
    }
    previousEnd = Math.max(previousEnd, end);
    let topicEnd = start;
    section.topics.forEach((topic, t) => {
      const topicStart = seconds(topic.start_timecode);
      const stop = seconds(topic.end_timecode);
      if (topicStart < topicEnd || stop < topicStart || stop > end) {
        ctx.addIssue({
          code: 'custom',
          path: [s, 'topics', t, 'start_timecode'],
          message: 'topics must follow each other inside their section',
        });
      }
      topicEnd = Math.max(topicEnd, stop);
    });
  });
});
export type MeetingSummary = z.infer<typeof meetingSummary>;

/** GET /user_auth/summary/{id}?searchTerm={term} */
export const summaryQuery = z.object({ searchTerm: z.string().max(10_000).default('') });
export type SummaryQuery = z.input<typeof summaryQuery>;

export const summaryResponse = z.object({ meeting: meetingSummary });
export type SummaryResponse = z.infer<typeof summaryResponse>;
