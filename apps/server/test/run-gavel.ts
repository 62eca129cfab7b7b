import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '..', 'src', 'cli', 'main.ts');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the admin command as a user would, in a process of its own, with the given settings. */
export async function runGavel(env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as CommandResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
