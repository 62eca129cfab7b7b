import { Worker } from 'node:worker_threads';
import type { PasswordStrength } from '@gavel/contract';

type Answer = { id: number; strength: PasswordStrength } | { id: number; error: string };
interface Pending {
  resolve: (strength: PasswordStrength) => void;
  reject: (error: Error) => void;
}

/**
 * Runs the zxcvbn strength estimate in a worker thread, so that a long password (up to a second
 * of computation) never stalls the requests and jobs of the process. The thread handles its
 * messages one at a time, in order, so every password is posted at once and answered by id. It
 * starts on first use, keeps the process alive only while answers are due, and starts again if
 * it dies (the passwords it held are refused).
 */
export function passwordStrengthThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function stopped(started: Worker, error: Error) {
    if (worker !== started) {
      return;
    }
    worker = undefined;
    for (const waiting of pending.values()) {
      waiting.reject(error);
    }
    pending.clear();
  }

  function thread(): Worker {
    if (worker) {
      return worker;
    }
    const started = new Worker(new URL('./strength-thread.ts', import.meta.url));
    started.on('message', (answer: Answer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) {
        started.unref();
      }
      if ('error' in answer) {
        waiting?.reject(new Error(answer.error));
      } else {
        waiting?.resolve(answer.strength);
      }
    });
    started.on('error', (error: Error) => stopped(started, error));
    started.on('exit', (code) =>
      stopped(started, new Error(`The password strength thread stopped (${code}).`)),
    );
    worker = started;
    return started;
  }

  return {
    strength(password: string, inputs: string[]): Promise<PasswordStrength> {
      return new Promise((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        const current = thread();
        current.ref();
        current.postMessage({ id, password, inputs });
      });
    },
  };
}
