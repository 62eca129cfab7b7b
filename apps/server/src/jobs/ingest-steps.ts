import type { Logger } from 'pino';
import { z } from 'zod';
import { PermanentIngestError } from '../ingest/errors.ts';
import { ingestQueueOptions } from '../job-queue.ts';

/** The payload of every ingestion job: the channel (poll) or the meeting it is about. */
export const ingestPayload = z.object({ id: z.number().int().positive() });

/** The queue of an ingestion step: retried with backoff, one job per channel or meeting waiting. */
export const ingestQueue = ingestQueueOptions;

/** What a meeting step's handler needs besides the step itself. */
export interface MeetingStepDeps {
  services: { ingest: { fail(meetingId: number, reason: string): Promise<unknown> } };
  config: { ingest: { retry: { retryLimit: number } } };
  logger: Logger;
}

/**
 * Runs one step of a meeting's ingestion. A step that fails is retried with exponential backoff;
 * when it cannot succeed (a malformed file) or has used its last retry, the meeting is marked
 * failed with the reason, and the other meetings go on.
 */
export async function meetingStep(
  deps: MeetingStepDeps,
  meetingId: number,
  retryCount: number,
  step: () => Promise<unknown>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    const reason = (error as Error).message || String(error);
    if (error instanceof PermanentIngestError) {
      await deps.services.ingest.fail(meetingId, reason);
      return;
    }
    if (retryCount >= deps.config.ingest.retry.retryLimit) {
      await deps.services.ingest.fail(meetingId, reason);
    } else {
      deps.logger.warn({ meetingId, reason, retry: retryCount + 1 }, 'ingest step will be retried');
    }
    throw error;
  }
}
