import { defineJob } from '../job-queue.ts';
import { ingestPayload, ingestQueue, meetingStep, type MeetingStepDeps } from './ingest-steps.ts';

/** A meeting's captions, fetched and stored; a meeting without usable captions goes to transcription. */
export const fetchCaptionsJob = defineJob({
  name: 'fetch-captions',
  payload: ingestPayload,
  queue: ingestQueue,
  singletonKey: ({ id }) => `meeting-${id}`,
  concurrency: 2,
  handle: (
    deps: MeetingStepDeps & { services: { ingest: { captions(meetingId: number): Promise<unknown> } } },
    { id },
    { retryCount },
  ) => meetingStep(deps, id, retryCount, () => deps.services.ingest.captions(id)),
});
