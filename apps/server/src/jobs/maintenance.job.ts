import { z } from 'zod';
import { defineJob, RETRY } from '../job-queue.ts';

/** Hourly upkeep: sign-in failures older than four limit windows are forgotten. */
export const maintenanceJob = defineJob({
  name: 'maintenance',
  payload: z.unknown(),
  queue: () => RETRY,
  schedule: '17 * * * *',
  handle: async (deps: {
    repositories: { signInFailures: { prune(olderThanSeconds: number): Promise<unknown> } };
    config: { signInLimitWindowSeconds: number };
  }) => {
    await deps.repositories.signInFailures.prune(deps.config.signInLimitWindowSeconds * 4);
  },
});
