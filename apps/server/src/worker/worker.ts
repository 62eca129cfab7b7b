import { PgBoss } from 'pg-boss';
import type { AppContext } from '../context.ts';
import type { JobDefinition } from '../job-queue.ts';
import { deliverAlertsJob } from '../jobs/deliver-alerts.job.ts';
import { fetchCaptionsJob } from '../jobs/fetch-captions.job.ts';
import { maintenanceJob } from '../jobs/maintenance.job.ts';
import { pollChannelJob } from '../jobs/poll-channel.job.ts';
import { scheduleAlertsJob } from '../jobs/schedule-alerts.job.ts';
import { sendContactMessageJob } from '../jobs/send-contact-message.job.ts';
import { sendInvitationJob } from '../jobs/send-invitation.job.ts';
import { summarizeJob } from '../jobs/summarize.job.ts';
import { transcribeJob } from '../jobs/transcribe.job.ts';
import { startPollScheduler } from './poll-scheduler.ts';

/**
 * The worker service: pg-boss queues in the same PostgreSQL, one per job definition (src/jobs).
 * Every handler is idempotent, so a job retried after a crash does no harm; several workers on
 * one database share the work.
 */
export async function startWorker(
  context: AppContext,
  databaseUrl: string,
): Promise<{ stop: () => Promise<void> }> {
  const { logger, config } = context;
  // Often enough to retry soon the jobs of a worker that died (no heartbeat): pg-boss fails them in
  // its monitor pass, and a stately queue's worker skips the keys its queue cache last saw active.
  const superviseSeconds = Math.max(5, Math.round((config.ingest.retry.heartbeatSeconds ?? 60) / 2));
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    application_name: 'gavel-worker',
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    queueCacheIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  /** Creates the job's queue (and schedule) and runs its jobs with the given dependencies. */
  async function run<Payload, Deps>(job: JobDefinition<Payload, Deps>, deps: Deps): Promise<void> {
    await boss.createQueue(job.name, job.queue(config.ingest.retry));
    if (job.schedule) {
      await boss.schedule(job.name, job.schedule);
    }
    await boss.work(job.name, { localConcurrency: job.concurrency ?? 1 }, async ([item]) => {
      if (!item) {
        return;
      }
      const payload = job.payload.safeParse(item.data);
      if (!payload.success) {
        // A payload no sender makes: retrying cannot help.
        logger.error(
          { queue: job.name, issues: payload.error.issues },
          'job with an unreadable payload dropped',
        );
        return;
      }
      await job.handle(deps, payload.data, { retryCount: item.retryCount });
    });
  }

  await run(maintenanceJob, context);
  await run(summarizeJob, context);
  await run(scheduleAlertsJob, context);
  await run(deliverAlertsJob, context);
  await run(sendContactMessageJob, context);
  await run(sendInvitationJob, context);
  await run(pollChannelJob, context);
  await run(fetchCaptionsJob, context);
  await run(transcribeJob, context);
  const scheduler = startPollScheduler(context, config.ingest.pollTickMs);

  logger.info('worker started');
  return {
    stop: async () => {
      scheduler.stop();
      await boss.stop({ graceful: true, timeout: 20_000 });
      logger.info('worker stopped');
    },
  };
}
