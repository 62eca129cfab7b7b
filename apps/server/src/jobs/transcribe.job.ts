import { defineJob } from '../job-queue.ts';
import { ingestPayload, ingestQueue, meetingStep, type MeetingStepDeps } from './ingest-steps.ts';

/** A meeting's audio, downloaded, converted and transcribed. It uses every core by itself: one at a time. */
export const transcribeJob = defineJob({
  name: 'transcribe-meeting',
  payload: ingestPayload,
  queue: ingestQueue,
  singletonKey: ({ id }) => `meeting-${id}`,
  handle: (
    deps: MeetingStepDeps & { services: { ingest: { transcribe(meetingId: number): Promise<unknown> } } },
    { id },
    { retryCount },
  ) => meetingStep(deps, id, retryCount, () => deps.services.ingest.transcribe(id)),
});
