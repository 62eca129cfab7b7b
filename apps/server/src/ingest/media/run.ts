import { execFile } from 'node:child_process';
import { runInBackground } from '../../background-priority.ts';

/** A failure of an external program, with the last lines it wrote to stderr. */
export class ToolError extends Error {
  override name = 'ToolError';
}

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** Runs a program (no shell), failing with its own error text after timeoutMs. */
export function runTool(
  path: string,
  args: string[],
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      path,
      args,
      {
        timeout: options.timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        signal: options.signal,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        if (error) {
          const code = (error as NodeJS.ErrnoException).code;
          const tail =
            stderr
              .split('\n')
              .map((line) => line.trim())
              .filter((line) => line !== '' && !/^WARNING:/.test(line))
              .slice(-2)
              .join(' ') || error.message;
          const name = path.split('/').at(-1) ?? path;
          reject(
            new ToolError(
              code === 'ENOENT'
                ? `${name} is not installed (looked for ${path}).`
                : error.killed
                  ? `${name} took longer than ${Math.round(options.timeoutMs / 1000)} s.`
                  : `${name} failed: ${tail}`,
            ),
          );
          return;
        }
        resolve({ stdout, stderr });
      },
    );
    if (child.pid !== undefined) {
      runInBackground(child.pid);
    }
  });
}
