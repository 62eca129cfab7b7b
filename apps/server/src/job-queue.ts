import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

/** The queues of the worker, and how their jobs are retried. */
export const QUEUES = {
  maintenance: 'maintenance',
  summarize: 'summarize-meeting',
  alertsSchedule: 'alerts-schedule',
  alertsDeliver: 'alerts-deliver',
  poll: 'poll-channel',
  captions: 'fetch-captions',
  transcribe: 'transcribe-meeting',
} as const;

/** The ingestion queues: one job per channel or meeting queued or running at a time. */
export const INGEST_QUEUES = [QUEUES.poll, QUEUES.captions, QUEUES.transcribe] as const;
export type IngestQueue = (typeof INGEST_QUEUES)[number];

export interface IngestRetry {
  retryLimit: number;
  retryDelay: number;
  /** A running job whose worker stops sending heartbeats this long (it died) is retried. */
  heartbeatSeconds?: number;
}

/** The longest an ingestion job may run (a long meeting's transcription). */
const INGEST_EXPIRE_SECONDS = 12 * 3600;

/** Queue options of an ingestion queue: retried with exponential backoff. */
export const ingestQueueOptions = (retry: IngestRetry) =>
  ({
    policy: 'stately',
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelay,
    retryBackoff: true,
    expireInSeconds: INGEST_EXPIRE_SECONDS,
    heartbeatSeconds: retry.heartbeatSeconds ?? 60,
  }) as const;

/** The payload of every ingestion job: the channel (poll) or the meeting it is about. */
export interface IngestJob {
  id: number;
}

export const RETRY = { retryLimit: 4, retryDelay: 10, retryBackoff: true } as const;

export interface SummarizeJob {
  meetingId: number;
}

export interface DeliverAlertsJob {
  userIds: number[];
}

/** Users per alert delivery job (their matches are found a chunk at a time, see services/alert-delivery.service.ts). */
export const ALERT_BATCH_SIZE = 2000;

/**
 * Sends jobs to the worker from any process (API, admin command). The queue lives in the same
 * PostgreSQL; it is opened on first use, so a process that sends nothing costs nothing.
 */
export interface JobQueue {
  summarize(meetingIds: number[]): Promise<void>;
  deliverAlerts(userIds: number[]): Promise<void>;
  /** Queues one ingestion job per channel (poll) or meeting, unless one is already waiting. */
  ingest(queue: IngestQueue, ids: number[]): Promise<void>;
  close(): Promise<void>;
}

export function createJobQueue(
  databaseUrl: string,
  logger: Logger,
  ingestRetry: IngestRetry = { retryLimit: RETRY.retryLimit, retryDelay: RETRY.retryDelay },
): JobQueue {
  let started: Promise<PgBoss> | undefined;
  // Summary and alert jobs beat too, so that the job of a worker that died is retried soon rather
  // than when it expires (on the job, so that queues made before this get it as well).
  const heartbeatSeconds = ingestRetry.heartbeatSeconds ?? 60;
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
      for (const name of INGEST_QUEUES) {
        await instance.createQueue(name, ingestQueueOptions(ingestRetry));
      }
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
        meetingIds.map((meetingId) => ({
          data: { meetingId },
          singletonKey: `meeting-${meetingId}`,
          heartbeatSeconds,
        })),
      );
    },
    async deliverAlerts(userIds) {
      if (userIds.length === 0) {
        return;
      }
      const queue = await boss();
      const batches: { data: DeliverAlertsJob; heartbeatSeconds: number }[] = [];
      for (let i = 0; i < userIds.length; i += ALERT_BATCH_SIZE) {
        batches.push({ data: { userIds: userIds.slice(i, i + ALERT_BATCH_SIZE) }, heartbeatSeconds });
      }
      await queue.insert(QUEUES.alertsDeliver, batches);
    },
    async ingest(name, ids) {
      if (ids.length === 0) {
        return;
      }
      const queue = await boss();
      const prefix = name === QUEUES.poll ? 'channel' : 'meeting';
      for (const id of ids) {
        await queue.send(name, { id }, { singletonKey: `${prefix}-${id}` });
      }
    },
    async close() {
      if (started) {
        await (await started).stop({ graceful: false, close: true });
      }
    },
  };
}
