import { parentPort } from 'node:worker_threads';
import { passwordStrength } from './passwords.ts';

/** The thread side of the password strength estimate: one password at a time, answered by id. */
parentPort?.on('message', ({ id, password, inputs }: { id: number; password: string; inputs: string[] }) => {
  try {
    parentPort?.postMessage({ id, strength: passwordStrength(password, inputs) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
