import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAlertsJob, deliverTo } from '../src/jobs/deliver-alerts.job.ts';
import { freePort } from './free-port.ts';
import { createTestApp, createTestDatabase, createTestUser, TEST_SECRET } from './harness.ts';

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

/**
 * Starts Gavel as `npm start` does (or with the given arguments) and resolves with its output once
 * it prints `ready`.
 */
function start(
  extraEnv: Record<string, string> = {},
  args: string[] = [],
  ready = 'Gavel is running',
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [main, ...args], { env: { ...env, ...extraEnv } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      if (output.includes(ready)) {
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

/** Resolves once the child's output contains `text`. */
function outputContains(child: ChildProcess, output: () => string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (output().includes(text)) {
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', () => reject(new Error(`exited without printing "${text}":\n${output()}`)));
    check();
  });
}

/** A Slack incoming-webhook receiver on loopback that holds every post unanswered until released. */
async function startHeldSlack() {
  const posts: string[] = [];
  const held: ServerResponse[] = [];
  let arrived: () => void = () => undefined;
  const firstPost = new Promise<void>((resolve) => (arrived = resolve));
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts.push(body);
      held.push(res);
      arrived();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    posts,
    firstPost,
    /** Answers every held post: Slack accepted it. */
    release: () => {
      for (const res of held.splice(0)) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      }
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
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
    // A fresh start polls nothing that cannot answer: the demo channels are demo channels.
    const status = await run(process.execPath, [cli, 'status'], { env });
    expect(status.stdout.match(/no \(demo channel\)/g)).toHaveLength(4);
    expect(status.stdout).not.toMatch(/in a row\)/);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).not.toContain('poll failed');
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

  it('finishes the alert digest it is sending when asked to stop, then exits cleanly', async () => {
    const slack = await startHeldSlack();
    const database = await createTestDatabase();
    const t = await createTestApp({ PUBLIC_URL: 'https://gavel.example' }, database);
    const workerDir = await mkdtemp(join(tmpdir(), 'gavel-lifecycle-worker-'));
    let worker: ChildProcess | undefined;
    try {
      // A Slack user with a match waiting. Their schedule is marked as considered far ahead, so
      // the worker's own per-minute scheduler queues nothing: the one delivery job is ours.
      const { repositories, services } = t.context;
      const user = await createTestUser(t.context, { mustChangePassword: false });
      await repositories.alerts.setSchedule(user.id, {
        frequency: 'Hourly',
        channel: 'Slack',
        slack_account: slack.url,
      });
      await repositories.alerts.markDue([{ userId: user.id, due: new Date('2100-01-01T00:00:00Z') }]);
      await services.alerts.create(user.id, {
        keywords: ['culvert'],
        locality: [''],
        state: [''],
        is_notifying: true,
      });
      const channel = await services.accounts.addChannel({
        name: 'Fairview City Council',
        locality: 'Fairview',
        state: 'OH',
        platform: 'youtube',
        source: 'UCfairview',
      });
      const meeting = await repositories.meetings.upsert({
        channel_id: channel.id,
        video_url: 'https://www.youtube.com/watch?v=fairview-culvert',
        title: 'Fairview Council Meeting',
        upload_date: new Date('2026-09-08T23:00:00Z'),
        length_seconds: 600,
      });
      await repositories.meetings.replaceTranscript(
        meeting,
        [{ start_seconds: 0.5, end_seconds: 10, speaker: null, text: 'The culvert on Main Street failed.' }],
        'test',
      );

      const started = await start(
        {
          DATABASE_URL: database.url,
          DATA_DIR: workerDir,
          SECRET_KEY: TEST_SECRET,
          PUBLIC_URL: 'https://gavel.example',
          LOG_LEVEL: 'info',
          SEED_DEMO: 'false',
          SLACK_WEBHOOK_HOSTS: 'hooks.slack.com,loopback',
        },
        ['--service', 'worker'],
        '"msg":"worker started"',
      );
      worker = started.child;
      const exited = exitOf(worker);

      // The delivery job is taken and its post to Slack is held open: the job is mid-flight.
      await t.context.jobs.send(deliverAlertsJob, deliverTo([user.id]));
      await slack.firstPost;
      worker.kill('SIGTERM');
      await outputContains(worker, started.output, '"msg":"shutting down"');
      // Still running a second into the shutdown: the worker waits for the job it is running.
      const early = await Promise.race([
        exited.then(() => 'exited'),
        new Promise((resolve) => setTimeout(() => resolve('running'), 1000)),
      ]);
      expect(early).toBe('running');

      slack.release();
      expect(await exited).toBe(0);
      expect(started.output()).toContain('"msg":"worker stopped"');

      // The digest was posted once and recorded: the digest is logged and last_sent is set.
      expect(slack.posts).toHaveLength(1);
      expect(slack.posts[0]).toContain('The *culvert* on Main Street failed.');
      const digests = await t.context.db
        .selectFrom('alert_digests')
        .select(['channel', 'matches'])
        .where('user_id', '=', user.id)
        .execute();
      expect(digests).toEqual([{ channel: 'Slack', matches: 1 }]);
      const [after] = await services.alerts.list(user.id);
      expect(after?.last_sent).not.toBeNull();
      // The queue recorded the job as completed, not failed by the shutdown.
      const { rows } = await database.pool.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'alerts-deliver'`,
      );
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      if (worker && worker.exitCode === null && worker.signalCode === null) {
        worker.kill('SIGKILL');
      }
      await slack.close();
      await t.close();
      await rm(workerDir, { recursive: true, force: true });
    }
  }, 60_000);
});
