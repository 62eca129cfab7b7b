import { z } from 'zod';
import { defineJob, RETRY, type JobQueue } from '../job-queue.ts';
import { deliverAlertsJob, deliverTo } from './deliver-alerts.job.ts';

/** Every minute: the users whose delivery time has come get their delivery jobs. */
export const scheduleAlertsJob = defineJob({
  name: 'alerts-schedule',
  payload: z.unknown(),
  queue: () => RETRY,
  schedule: '* * * * *',
  handle: async (deps: {
    services: { alertDelivery: { dueUsers(now: Date): Promise<number[]> } };
    jobs: JobQueue;
  }) => {
    await deps.jobs.send(deliverAlertsJob, deliverTo(await deps.services.alertDelivery.dueUsers(new Date())));
  },
});
