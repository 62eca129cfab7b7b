import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value of background work (summaries, speech-to-text, media conversion): the scheduler
 * gives the cores to requests first, so the API keeps answering while a worker is busy.
 */
export const BACKGROUND_NICE = 10;

/** Lowers the priority of a process, or of a thread by its id on Linux. Best effort. */
export function runInBackground(id: number): void {
  try {
    setPriority(id, BACKGROUND_NICE);
  } catch {
    // Not permitted or not supported here: the work runs at normal priority.
  }
}

/** Lowers the priority of the calling thread (Linux: its own thread id; elsewhere nothing). */
export function runThisThreadInBackground(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0) {
      runInBackground(tid);
    }
  } catch {
    // No /proc: the thread runs at normal priority.
  }
}
