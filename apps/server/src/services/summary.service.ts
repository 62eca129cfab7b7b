import { meetingSummary, searchPhrases, type MeetingSummary, type SummaryResponse } from '@gavel/contract';
import type { Logger } from 'pino';
import type { MeetingsRepository, SummariesRepository } from '../db/repositories/index.ts';
import type { Meeting } from '../db/schema.ts';
import { notFound } from '../domain/errors.ts';
import { offlineSummarizerForRequest, type Summarizer } from '../summary/summarizer.ts';

export interface RegenerateResult {
  videoUrl: string;
  generator: string;
  sections: number;
  topics: number;
  votes: number;
}

/** Fills every segment's text_to_highlight from the words to highlight of its text. */
function withHighlights(summary: MeetingSummary, words: Map<string, string[]>): MeetingSummary {
  if (words.size === 0) {
    return summary;
  }
  return summary.map((section) => ({
    ...section,
    topics: section.topics.map((topic) => ({
      ...topic,
      transcript_segments: topic.transcript_segments.map((segment) => ({
        ...segment,
        text_to_highlight: words.get(segment.transcript) ?? [],
      })),
    })),
  }));
}

export function summaryService(deps: {
  meetings: MeetingsRepository;
  summaries: SummariesRepository;
  /** The configured summariser, for regeneration (the offline one or the LLM). */
  summarizer: Summarizer;
  logger: Logger;
}) {
  const { meetings, summaries, summarizer, logger } = deps;

  /** Summarises the meeting with the given summariser, validates the result and stores it. */
  async function generate(
    meeting: Meeting,
    using: Summarizer,
  ): Promise<{ summary: MeetingSummary; generator: string }> {
    const segments = await summaries.transcript(meeting.id);
    const result = await using.summarize({ videoUrl: meeting.video_url, title: meeting.title, segments });
    const summary = meetingSummary.parse(result.summary);
    await summaries.save(meeting.id, result.generator, summary);
    logger.info({ videoUrl: meeting.video_url, generator: result.generator }, 'meeting summarised');
    return { summary, generator: result.generator };
  }

  return {
    /**
     * The summary of the meeting with this video URL (404 for none), with the search term's words
     * highlighted. Any signed-in user may read any meeting's summary, as anyone may read its
     * transcript: group scope narrows what searches cover, it does not hide meetings. A meeting not summarised yet (or whose
     * transcript changed since) is summarised now with the offline summariser and stored. A
     * meeting whose transcript is not ready has an empty summary.
     */
    async get(videoUrl: string, searchTerm: string): Promise<SummaryResponse> {
      const meeting = await meetings.findByVideoUrl(videoUrl);
      if (!meeting) {
        throw notFound('No meeting with that video URL.');
      }
      if (meeting.transcript_status !== 'ready') {
        return { meeting: [] };
      }
      const stored = await summaries.findCurrent(meeting.id);
      const summary = stored
        ? stored.summary
        : (await generate(meeting, offlineSummarizerForRequest)).summary;
      const phrases = searchPhrases(searchTerm);
      const words =
        phrases.length > 0 ? await summaries.highlights(meeting.id, phrases) : new Map<string, string[]>();
      return { meeting: withHighlights(summary, words) };
    },

    /**
     * Summarises a meeting whose transcript is ready with the configured summariser, unless its
     * summary is already current (made after its transcript was stored) and made by the
     * configured summariser (with SUMMARY_ENGINE=llm, an offline summary made for a reader who
     * came before the job is made again by the model): the summary job.
     */
    async refresh(meetingId: number): Promise<void> {
      const meeting = await meetings.findById(meetingId);
      if (meeting?.transcript_status !== 'ready') {
        return;
      }
      const current = await summaries.findCurrent(meeting.id);
      if (!current || (summarizer.preferred !== undefined && current.generator !== summarizer.preferred)) {
        await generate(meeting, summarizer);
      }
    },

    /** Summarises one meeting again with the configured summariser. */
    async regenerate(videoUrl: string): Promise<RegenerateResult> {
      const meeting = await meetings.findByVideoUrl(videoUrl);
      if (!meeting) {
        throw notFound(`No meeting with the video URL ${videoUrl}.`);
      }
      if (meeting.transcript_status !== 'ready') {
        throw notFound(`The transcript of ${videoUrl} is not ready yet.`);
      }
      const { summary, generator } = await generate(meeting, summarizer);
      const topics = summary.flatMap((s) => s.topics);
      return {
        videoUrl,
        generator,
        sections: summary.length,
        topics: topics.length,
        votes: topics.reduce((n, t) => n + t.votes.length, 0),
      };
    },

    /** Every meeting with a ready transcript, in order; `onEach` after each one. */
    async regenerateAll(onEach: (done: number, total: number, result: RegenerateResult) => void = () => {}) {
      const list = await summaries.readyMeetings();
      let done = 0;
      for (const meeting of list) {
        const result = await this.regenerate(meeting.video_url);
        done += 1;
        onEach(done, list.length, result);
      }
      return { meetings: done };
    },
  };
}

export type SummaryService = ReturnType<typeof summaryService>;
