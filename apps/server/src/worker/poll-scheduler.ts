import type { AppContext } from '../context.ts';
import { fetchCaptionsJob } from '../jobs/fetch-captions.job.ts';
import { pollChannelJob } from '../jobs/poll-channel.job.ts';

/** How long a meeting found in a feed may wait with no step started before it is queued again. */
export const FORGOTTEN_AFTER_MINUTES = 10;

/**
 * Every tick, claims the monitored channels whose poll is due (or that were never polled, such as
 * a channel just added to a group) and queues a poll of each. Claiming moves each channel's next
 * poll on in the same statement, so several workers never queue the same poll twice.
 */
export function startPollScheduler(
  context: AppContext,
  tickMs: number,
): { stop: () => void; tick: () => Promise<void> } {
  const { repositories, jobs, logger } = context;
  let running: Promise<void> | undefined;
  const tick = async () => {
    const due = await repositories.ingest.claimDueChannels();
    await jobs.send(
      pollChannelJob,
      due.map((c) => ({ id: c.id })),
    );
    // A meeting whose captions job was never queued (or was lost) is queued again.
    const forgotten = await repositories.ingest.claimForgottenMeetings(FORGOTTEN_AFTER_MINUTES);
    await jobs.send(
      fetchCaptionsJob,
      forgotten.map((id) => ({ id })),
    );
  };
  const guarded = () => {
    running ??= tick()
      .catch((error: unknown) => logger.error({ err: error }, 'poll scheduler failed'))
      .finally(() => {
        running = undefined;
      });
  };
  guarded();
  const timer = setInterval(guarded, tickMs);
  return {
    stop: () => clearInterval(timer),
    tick,
  };
}
