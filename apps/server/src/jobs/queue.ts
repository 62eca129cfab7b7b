import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

/** The queues of the worker, and how their jobs are retried. */
export const QUEUES = {
  maintenance: 'maintenance',
  summarize: 'summarize-meeting',
  alertsSchedule: 'alerts-schedule',
  alertsDeliver: 'alerts-deliver',
} as const;

export const RETRY = { retryLimit: 4, retryDelay: 10, retryBackoff: true } as const;

export interface SummarizeJob {
  meetingId: number;
}

export interface DeliverAlertsJob {
  userIds: number[];
}

/** Users per alert delivery job: their matches are found together, in one pass. */
export const ALERT_BATCH_SIZE = 500;

/**
 * Sends jobs to the worker from any process (API, admin command). The queue lives in the same
 * PostgreSQL; it is opened on first use, so a process that sends nothing costs nothing.
 */
export interface JobQueue {
  summarize(meetingIds: number[]): Promise<void>;
  deliverAlerts(userIds: number[]): Promise<void>;
  close(): Promise<void>;
}

export function createJobQueue(databaseUrl: string, logger: Logger): JobQueue {
  let started: Promise<PgBoss> | undefined;
  const boss = () => {
    started ??= (async () => {
      const instance = new PgBoss({
        connectionString: databaseUrl,
        max: 2,
        application_name: 'gavel-jobs',
        // Only the worker schedules and supervises; a sender just sends.
        schedule: false,
        supervise: false,
      });
      instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      await instance.start();
      await instance.createQueue(QUEUES.summarize, RETRY);
      await instance.createQueue(QUEUES.alertsDeliver, RETRY);
      return instance;
    })();
    return started;
  };
  return {
    async summarize(meetingIds) {
      if (meetingIds.length === 0) {
        return;
      }
      const queue = await boss();
      // One pending job per meeting: a meeting imported twice before the worker gets to it is
      // summarised once.
      await queue.insert(
        QUEUES.summarize,
        meetingIds.map((meetingId) => ({ data: { meetingId }, singletonKey: `meeting-${meetingId}` })),
      );
    },
    async deliverAlerts(userIds) {
      if (userIds.length === 0) {
        return;
      }
      const queue = await boss();
      const batches: { data: DeliverAlertsJob }[] = [];
      for (let i = 0; i < userIds.length; i += ALERT_BATCH_SIZE) {
        batches.push({ data: { userIds: userIds.slice(i, i + ALERT_BATCH_SIZE) } });
      }
      await queue.insert(QUEUES.alertsDeliver, batches);
    },
    async close() {
      if (started) {
        await (await started).stop({ graceful: false, close: true });
      }
    },
  };
}
