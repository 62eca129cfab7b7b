import { parentPort } from 'node:worker_threads';
import { runThisThreadInBackground } from '../background-priority.ts';
import { summarizeOffline } from './offline.ts';
import type { SummaryInput } from './transcript.ts';

/** The thread side of the offline summariser: one meeting at a time, answered by id. */
runThisThreadInBackground();
parentPort?.on('message', ({ id, input }: { id: number; input: SummaryInput }) => {
  try {
    parentPort?.postMessage({ id, summary: summarizeOffline(input) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
