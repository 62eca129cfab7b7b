import { PgBoss } from 'pg-boss';
import type { AppContext } from '../context.ts';
import { throwFailures } from '../services/alert-delivery.service.ts';
import { QUEUES, RETRY, type DeliverAlertsJob, type SummarizeJob } from '../job-queue.ts';
import { registerIngestHandlers } from './ingest.handlers.ts';
import { startPollScheduler } from './scheduler.ts';

/**
 * The worker service: pg-boss queues in the same PostgreSQL. Every handler is idempotent, so a
 * job retried after a crash does no harm; several workers on one database share the work.
 */
export async function startWorker(
  context: AppContext,
  databaseUrl: string,
): Promise<{ stop: () => Promise<void> }> {
  const { logger, repositories, config, services } = context;
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

  await boss.createQueue(QUEUES.maintenance, RETRY);
  await boss.createQueue(QUEUES.summarize, RETRY);
  await boss.schedule(QUEUES.maintenance, '17 * * * *');
  await boss.work(QUEUES.maintenance, async () => {
    await repositories.signInFailures.prune(config.signInLimitWindowSeconds * 4);
    logger.debug('maintenance done');
  });

  // Summaries are made after a transcript is stored; regenerating replaces, so a retry is harmless.
  await boss.work<SummarizeJob>(QUEUES.summarize, async ([job]) => {
    if (!job) {
      return;
    }
    await services.summary.refresh(job.data.meetingId);
  });

  // Alerts (DESIGN §7): every minute the users whose time has come get a delivery job; emails
  // and Slack messages are sent only from that job, retried with backoff, matches kept meanwhile.
  await boss.createQueue(QUEUES.alertsSchedule, RETRY);
  await boss.createQueue(QUEUES.alertsDeliver, RETRY);
  await boss.schedule(QUEUES.alertsSchedule, '* * * * *');
  await boss.work(QUEUES.alertsSchedule, async () => {
    await context.jobs.deliverAlerts(await services.alertDelivery.dueUsers(new Date()));
  });
  await boss.work<DeliverAlertsJob>(QUEUES.alertsDeliver, async ([job]) => {
    if (job) {
      throwFailures((await services.alertDelivery.deliverMany(job.data.userIds)).failures);
    }
  });
  await registerIngestHandlers(boss, context);
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
