import { defineJob } from '../job-queue.ts';
import { ingestPayload, ingestQueue } from './ingest-steps.ts';

/** A channel's feed read: its new entries become meetings, each queued for its captions. */
export const pollChannelJob = defineJob({
  name: 'poll-channel',
  payload: ingestPayload,
  queue: ingestQueue,
  singletonKey: ({ id }) => `channel-${id}`,
  concurrency: 2,
  handle: async (
    deps: { services: { ingest: { pollChannel(channelId: number): Promise<unknown> } } },
    { id },
  ) => {
    await deps.services.ingest.pollChannel(id);
  },
});
