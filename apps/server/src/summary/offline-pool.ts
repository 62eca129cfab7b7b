import { Worker } from 'node:worker_threads';
import type { MeetingSummary } from '@gavel/contract';
import type { SummaryInput } from './transcript.ts';

interface Task {
  id: number;
  input: SummaryInput;
  resolve: (summary: MeetingSummary) => void;
  reject: (error: Error) => void;
}

type Answer = { id: number; summary: MeetingSummary } | { id: number; error: string };

/**
 * Runs the offline summariser in a worker thread, so that summarising a four-hour meeting (up to
 * a second of computation) never stalls the requests and jobs of the process. The thread runs at
 * a lower priority than requests (the cores go to the API and the database first). It starts on
 * first use, keeps the process alive only while it has work, and is started again if it dies.
 */
export function offlineSummaryThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const queue: Task[] = [];
  let running: Task | undefined;

  function fail(error: Error) {
    const task = running;
    running = undefined;
    worker = undefined;
    task?.reject(error);
    runNext();
  }

  function thread(): Worker {
    if (!worker) {
      const started = new Worker(new URL('./offline-thread.ts', import.meta.url));
      started.on('message', (answer: Answer) => {
        const task = running;
        if (!task || task.id !== answer.id) {
          return;
        }
        running = undefined;
        if ('error' in answer) {
          task.reject(new Error(answer.error));
        } else {
          task.resolve(answer.summary);
        }
        runNext();
      });
      started.on('error', fail);
      started.on('exit', (code) => {
        if (worker === started) {
          fail(new Error(`The summary thread stopped (exit code ${code}).`));
        }
      });
      worker = started;
    }
    return worker;
  }

  function runNext() {
    const task = queue.shift();
    if (!task) {
      worker?.unref();
      return;
    }
    running = task;
    const current = thread();
    current.ref();
    current.postMessage({ id: task.id, input: task.input });
  }

  return {
    summarize(input: SummaryInput): Promise<MeetingSummary> {
      return new Promise((resolve, reject) => {
        queue.push({ id: (nextId += 1), input, resolve, reject });
        if (!running) {
          runNext();
        }
      });
    },
    /** Stops the thread; the meeting it was summarising and those waiting are refused. */
    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      const refused = [...(running ? [running] : []), ...queue.splice(0)];
      running = undefined;
      for (const task of refused) {
        task.reject(new Error('The summary thread was closed.'));
      }
      await stopping?.terminate();
    },
  };
}
