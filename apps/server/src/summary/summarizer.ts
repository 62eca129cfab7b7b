import type { MeetingSummary } from '@gavel/contract';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { llmSummarizer } from './llm.ts';
import { OFFLINE_GENERATOR } from './offline.ts';
import { offlineSummaryThread } from './offline-pool.ts';
import type { SummaryInput } from './transcript.ts';

export interface SummaryResult {
  summary: MeetingSummary;
  /** Which summariser made it: "offline-1", or "llm:<model>". */
  generator: string;
}

export interface Summarizer {
  summarize(input: SummaryInput): Promise<SummaryResult>;
  /**
   * The generator this summariser aims for ("llm:<model>"), when it is not the offline one: a
   * summary made by another generator (the offline summary made for a reader who came first) is
   * made again by the summary job.
   */
  preferred?: string;
}

function threadSummarizer(): Summarizer {
  const thread = offlineSummaryThread();
  return {
    summarize: async (input) => ({ summary: await thread.summarize(input), generator: OFFLINE_GENERATOR }),
  };
}

/** The offline summariser for background work (jobs, the admin command). */
export const offlineSummarizer = threadSummarizer();

/**
 * The offline summariser for a request waiting on a summary not made yet: a thread of its own, so
 * the request never queues behind the background work.
 */
export const offlineSummarizerForRequest = threadSummarizer();

/**
 * The configured summariser. With SUMMARY_ENGINE=llm, a failure of the model (unreachable, an
 * answer that is not valid twice, a summary that does not validate) falls back to the offline
 * summariser, with the reason logged.
 */
export function createSummarizer(settings: Config['summary'], logger: Logger): Summarizer {
  const { llm } = settings;
  if (settings.engine !== 'llm' || !llm.baseUrl || !llm.model) {
    return offlineSummarizer;
  }
  const model = llmSummarizer({ ...llm, baseUrl: llm.baseUrl }, logger);
  return {
    preferred: model.generator,
    async summarize(input) {
      try {
        return { summary: await model.summarize(input), generator: model.generator };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ videoUrl: input.videoUrl, reason }, 'LLM summary failed; using the offline summariser');
        return offlineSummarizer.summarize(input);
      }
    },
  };
}
