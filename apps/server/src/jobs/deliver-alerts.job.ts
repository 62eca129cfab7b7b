import { z } from 'zod';
import { throwFailures } from '../alerts/failures.ts';
import { defineJob, RETRY } from '../job-queue.ts';

/** Users per alert delivery job (their matches are found a chunk at a time). */
export const ALERT_BATCH_SIZE = 2000;

/**
 * The digests of some users whose time has come (DESIGN §7): emails and Slack messages are sent
 * only from this job, retried with backoff, the matches kept meanwhile.
 */
export const deliverAlertsJob = defineJob({
  name: 'alerts-deliver',
  payload: z.object({ userIds: z.array(z.number().int().positive()).max(ALERT_BATCH_SIZE) }),
  queue: () => RETRY,
  handle: async (
    deps: {
      services: { alertDelivery: { deliverMany(userIds: number[]): Promise<{ failures: unknown[] }> } };
    },
    { userIds },
  ) => {
    throwFailures((await deps.services.alertDelivery.deliverMany(userIds)).failures);
  },
});

/** The payloads that deliver these users' digests, ALERT_BATCH_SIZE users a job. */
export function deliverTo(userIds: number[]): { userIds: number[] }[] {
  const batches: { userIds: number[] }[] = [];
  for (let i = 0; i < userIds.length; i += ALERT_BATCH_SIZE) {
    batches.push({ userIds: userIds.slice(i, i + ALERT_BATCH_SIZE) });
  }
  return batches;
}
