import type { Job, PgBoss } from 'pg-boss';
import type { AppContext } from '../context.ts';
import { PermanentIngestError } from '../ingest/errors.ts';
import { INGEST_QUEUES, ingestQueueOptions, QUEUES, type IngestJob } from '../job-queue.ts';

/**
 * The ingestion jobs. A meeting step that fails is retried with exponential backoff; when it
 * cannot succeed (a malformed file) or has used its last retry, the meeting is marked failed with
 * the reason, and the other meetings go on.
 */
export async function registerIngestHandlers(boss: PgBoss, context: AppContext): Promise<void> {
  const { services, config, logger } = context;
  const { retryLimit } = config.ingest.retry;
  for (const name of INGEST_QUEUES) {
    await boss.createQueue(name, ingestQueueOptions(config.ingest.retry));
  }

  const meetingStep =
    (step: (meetingId: number) => Promise<unknown>) =>
    async ([job]: Job<IngestJob>[]) => {
      if (!job) {
        return;
      }
      try {
        await step(job.data.id);
      } catch (error) {
        const reason = (error as Error).message || String(error);
        if (error instanceof PermanentIngestError) {
          await services.ingest.fail(job.data.id, reason);
          return;
        }
        if (job.retryCount >= retryLimit) {
          await services.ingest.fail(job.data.id, reason);
        } else {
          logger.warn(
            { meetingId: job.data.id, reason, retry: job.retryCount + 1 },
            'ingest step will be retried',
          );
        }
        throw error;
      }
    };

  await boss.work<IngestJob>(QUEUES.poll, { localConcurrency: 2 }, async ([job]) => {
    if (job) {
      await services.ingest.pollChannel(job.data.id);
    }
  });
  await boss.work<IngestJob>(
    QUEUES.captions,
    { localConcurrency: 2 },
    meetingStep((id) => services.ingest.captions(id)),
  );
  // Transcription uses every core by itself: one meeting at a time per worker.
  await boss.work<IngestJob>(
    QUEUES.transcribe,
    meetingStep((id) => services.ingest.transcribe(id)),
  );
}
