import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const main = join(import.meta.dirname, '..', 'src', 'main.ts');
const cli = join(import.meta.dirname, '..', 'src', 'cli', 'main.ts');
const run = promisify(execFile);

let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gavel-lifecycle-'));
  env = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  delete env['DATABASE_URL'];
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts Gavel as `npm start` does and resolves with its output once it is serving. */
function start(
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [main], { env: { ...env, ...extraEnv } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      if (output.includes('Gavel is running')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)}:\n${output}`));
    });
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('starting and stopping Gavel', () => {
  it('starts the embedded database, seeds the demo, stops cleanly, and reuses the data', async () => {
    const first = await start();
    expect(first.output()).toContain('Demo sign-in: demo@gavel.local / gavel-demo');
    const ready = await fetch(`http://127.0.0.1:${env['PORT']}/api/ready`);
    expect(ready.status).toBe(200);

    // The admin command joins the running database rather than starting a second.
    const listed = await run(process.execPath, [cli, 'list', 'channels'], { env });
    expect(listed.stdout).toContain('Fairview City Council');
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start();
    const users = await run(process.execPath, [cli, 'list', 'users'], { env });
    expect(users.stdout.match(/demo@gavel\.local/g)).toHaveLength(1);
    const exitedAgain = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await exitedAgain).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('finishes a request in flight when asked to stop, then exits cleanly', async () => {
    const server = await start();
    const port = Number(env['PORT']);
    const body = JSON.stringify({ username: 'nobody@example.org', password: 'not the password' });
    // A request whose body is still arriving when the stop signal comes.
    const answer = new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `POST /api/token-auth/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Cookie: csrftoken=t\r\nX-CSRFToken: t\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n` +
          body.slice(0, 10),
      );
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => socket.write(body.slice(10)), 500);
      }, 300);
    });
    const exited = exitOf(server.child);
    const response = await answer;
    // The whole answer arrived: the sign-in was refused on its merits, not cut off.
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).toContain('Invalid username or password');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('explains a port that is taken, and exits 1', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const other = await mkdtemp(join(tmpdir(), 'gavel-lifecycle-'));
      const child = spawn(process.execPath, [main], {
        env: { ...env, DATA_DIR: other, EMBEDDED_PG_PORT: String(port) },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await exitOf(child)).toBe(1);
      expect(stderr).toContain('Could not start the embedded PostgreSQL');
      expect(stderr).toContain('EMBEDDED_PG_PORT');
      await rm(other, { recursive: true, force: true });
    } finally {
      blocker.close();
    }
  });

  it('lists every configuration problem at once', async () => {
    const child = spawn(process.execPath, [main], { env: { ...env, PORT: 'eighty', SECRET_KEY: 'short' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('SECRET_KEY');
  });
});
