import type { TranscriptSegment } from '../../domain/transcript.ts';

/** A speech-to-text engine: 16 kHz mono WAV in, timed segments out. */
export interface TranscriptionEngine {
  /** Recorded as the meeting's transcript source. */
  readonly name: string;
  transcribe(
    wavPath: string,
    onProgress: (fraction: number) => Promise<void> | void,
  ): Promise<TranscriptSegment[]>;
}

/** Runs tasks with at most `limit` at a time, in order of the list; results in the same order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) {
        results[index] = await task();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}
