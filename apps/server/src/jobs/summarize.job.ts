import { z } from 'zod';
import { defineJob, RETRY } from '../job-queue.ts';

/**
 * A meeting's summary, made after its transcript is stored. One waiting job per meeting: a meeting
 * imported twice before the worker gets to it is summarised once; a retry replaces.
 */
export const summarizeJob = defineJob({
  name: 'summarize-meeting',
  payload: z.object({ meetingId: z.number().int().positive() }),
  queue: () => RETRY,
  singletonKey: ({ meetingId }) => `meeting-${meetingId}`,
  handle: async (
    deps: { services: { summary: { refresh(meetingId: number): Promise<void> } } },
    { meetingId },
  ) => {
    await deps.services.summary.refresh(meetingId);
  },
});

/** The payloads that summarise these meetings. */
export const summarizeMeetings = (meetingIds: number[]) => meetingIds.map((meetingId) => ({ meetingId }));
