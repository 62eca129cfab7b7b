import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';

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

export const RETRY = { retryLimit: 4, retryDelay: 10, retryBackoff: true } as const;

/** The options of a job's queue in PostgreSQL (pg-boss). */
export interface QueueOptions {
  policy?: 'standard' | 'stately';
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds?: number;
  heartbeatSeconds?: number;
}

/**
 * A job, whole: the queue it goes to, the schema of its payload (checked when it is sent and again
 * when it runs), how its queue retries, and its handler. Handlers are idempotent: a job retried
 * after a crash does no harm. `Deps` names only what the handler uses, so a definition depends on
 * no service or wiring; the worker hands it the process's context.
 */
export interface JobDefinition<Payload, Deps> {
  name: string;
  payload: z.ZodType<Payload>;
  /** The queue's options, given the configured ingestion retries. */
  queue: (retry: IngestRetry) => QueueOptions;
  /** One waiting job per key: a payload sent again before it runs is not queued twice. */
  singletonKey?: (payload: Payload) => string;
  /** How many jobs of this queue one worker runs at once (default 1). */
  concurrency?: number;
  /** A cron schedule at which the worker queues the job itself. */
  schedule?: string;
  handle: (deps: Deps, payload: Payload, attempt: { retryCount: number }) => Promise<void>;
}

/** A job definition, its types inferred. */
export const defineJob = <Payload, Deps>(job: JobDefinition<Payload, Deps>) => job;

/** What sending needs of a definition. */
export type SendableJob<Payload> = Pick<
  JobDefinition<Payload, never>,
  'name' | 'payload' | 'queue' | 'singletonKey'
>;

/**
 * Sends jobs to the worker from any process (API, admin command). The queue lives in the same
 * PostgreSQL; it is opened on first use, so a process that sends nothing costs nothing.
 */
export interface JobQueue {
  /** Queues one job per payload, each checked against the job's schema first. */
  send<Payload>(job: SendableJob<Payload>, payloads: Payload[]): Promise<void>;
  close(): Promise<void>;
}

export function createJobQueue(
  databaseUrl: string,
  logger: Logger,
  ingestRetry: IngestRetry = { retryLimit: RETRY.retryLimit, retryDelay: RETRY.retryDelay },
): JobQueue {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();
  // Jobs beat, so that the job of a worker that died is retried soon rather than when it expires
  // (set on each job, so that queues made before this get it as well).
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
      return instance;
    })();
    return started;
  };
  return {
    async send(job, payloads) {
      if (payloads.length === 0) {
        return;
      }
      const data = payloads.map((payload) => job.payload.parse(payload));
      const instance = await boss();
      const options = job.queue(ingestRetry);
      if (!queues.has(job.name)) {
        queues.set(job.name, instance.createQueue(job.name, options));
      }
      await queues.get(job.name);
      if (options.policy === 'stately') {
        // A stately queue keeps one job per key waiting: each is sent on its own.
        for (const payload of data) {
          await instance.send(job.name, payload as object, { singletonKey: job.singletonKey?.(payload) });
        }
        return;
      }
      await instance.insert(
        job.name,
        data.map((payload) => ({
          data: payload as object,
          singletonKey: job.singletonKey?.(payload),
          heartbeatSeconds,
        })),
      );
    },
    async close() {
      if (started) {
        await (await started).stop({ graceful: false, close: true });
      }
    },
  };
}
