import { Worker } from 'node:worker_threads';
import type { PasswordStrength } from '@gavel/contract';

interface Task {
  id: number;
  password: string;
  inputs: string[];
  resolve: (strength: PasswordStrength) => void;
  reject: (error: Error) => void;
}

type Answer = { id: number; strength: PasswordStrength } | { id: number; error: string };

/**
 * Runs the zxcvbn strength estimate in a worker thread, so that a long password (up to a second
 * of computation) never stalls the requests and jobs of the process. One thread, one password at
 * a time, in order; it starts on first use, keeps the process alive only while it has work, and is
 * started again if it dies.
 */
export function passwordStrengthThread() {
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
      const started = new Worker(new URL('./strength-thread.ts', import.meta.url));
      started.on('message', (answer: Answer) => {
        const task = running;
        if (!task || task.id !== answer.id) {
          return;
        }
        running = undefined;
        if ('error' in answer) {
          task.reject(new Error(answer.error));
        } else {
          task.resolve(answer.strength);
        }
        runNext();
      });
      started.on('error', fail);
      started.on('exit', (code) => {
        if (worker === started) {
          fail(new Error(`The password strength thread stopped (exit code ${code}).`));
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
    current.postMessage({ id: task.id, password: task.password, inputs: task.inputs });
  }

  return {
    strength(password: string, inputs: string[]): Promise<PasswordStrength> {
      return new Promise((resolve, reject) => {
        queue.push({ id: (nextId += 1), password, inputs, resolve, reject });
        if (!running) {
          runNext();
        }
      });
    },
    async close(): Promise<void> {
      const current = worker;
      worker = undefined;
      await current?.terminate();
    },
  };
}

export type PasswordStrengthThread = ReturnType<typeof passwordStrengthThread>;
