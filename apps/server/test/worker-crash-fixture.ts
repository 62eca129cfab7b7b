import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startWorker } from '../src/worker/worker.ts';
import { startFeedServer, type Route } from './feed-server.ts';
import { createTestApp, TEST_SECRET } from './harness.ts';
import { makeSpokenMeeting, videoPage } from './meeting-media.ts';
import { meetingsOf, watchFeed } from './pipeline.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';
import { waitFor } from './wait-for.ts';

/**
 * What the worker crash tests start from: a real `--service worker` process that a test kills
 * outright (SIGKILL, with the programs it runs) while it is inside a step of the pipeline, another
 * worker that then takes the job over once the dead one's heartbeat has lapsed, a loopback server
 * for feeds, media and the model, an SMTP receiver, and a spoken meeting with its captions.
 */

const main = join(import.meta.dirname, '..', 'src', 'main.ts');

/** The model endpoint the summariser asks (LLM_BASE_URL is the loopback server's /llm). */
export const LLM_PATH = '/llm/v1/chat/completions';

const ENV: Record<string, string> = {
  POLL_TICK_SECONDS: '1',
  INGEST_RETRY_LIMIT: '2',
  INGEST_RETRY_DELAY_SECONDS: '1',
  INGEST_HEARTBEAT_SECONDS: '10',
  MEDIA_TIMEOUT_SECONDS: '300',
  SUMMARY_ENGINE: 'llm',
  LLM_MODEL: 'gavel-test',
  PUBLIC_URL: 'https://gavel.example',
};

/** A model answer the summariser accepts: one section with one topic. */
export const LLM_ANSWER: Route = {
  type: 'application/json',
  body: JSON.stringify({
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: JSON.stringify({
            sections: [
              {
                parliamentary_section_name: 'Meeting',
                start_timecode: '00:00:00',
                topics: [
                  {
                    topic_name: 'Council business',
                    start_timecode: '00:00:00',
                    summary_of_topic: 'The council met.',
                    votes: [],
                    heightened_emotions: [],
                  },
                ],
              },
            ],
          }),
        },
      },
    ],
  }),
};

export async function workerCrashFixture() {
  const dir = await mkdtemp(join(tmpdir(), 'gavel-crash-'));
  const feeds = await startFeedServer();
  const smtp = await startSmtpReceiver();
  const env = { ...ENV, LLM_BASE_URL: `${feeds.url}/llm`, SMTP_URL: smtp.url };
  const spoken = await makeSpokenMeeting(dir, 'long', [
    'Good evening, I call this meeting of the city council to order.',
    'The clerk will call the roll.',
    'The first item on the agenda is the budget for the parks department.',
    'Is there a motion to approve the budget?',
    'The motion carries and the council will take a short recess.',
    'We are back in session to hear public comment on the sidewalk plan.',
  ]);
  feeds.routes.set('/media/long.mp4', { file: spoken.video });
  feeds.routes.set('/media/long.vtt', { file: spoken.captions });
  feeds.routes.set(LLM_PATH, LLM_ANSWER);
  const t = await createTestApp(env);
  await t.context.services.accounts.createGroup('Desk');
  let child: ChildProcess | undefined;
  let survivor: { stop: () => Promise<void> } | undefined;

  /** Starts a worker process of its own process group (so that killing it kills its programs too). */
  function spawnWorker(): void {
    child = spawn(process.execPath, [main, '--service', 'worker'], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: t.context.config.databaseUrl ?? '',
        DATA_DIR: t.dataDir,
        SECRET_KEY: TEST_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
      detached: true,
    });
  }

  /** Kills the worker process and everything it runs outright, as a lost machine would. */
  async function killWorker(): Promise<void> {
    const dying = child;
    child = undefined;
    if (dying?.pid === undefined || dying.exitCode !== null || dying.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    try {
      process.kill(-dying.pid, 'SIGKILL');
    } catch {
      // The group is gone already; its exit is still reported.
    }
    await exited;
  }

  /** Another worker, which takes over the jobs of the dead one. */
  async function startSurvivor(): Promise<void> {
    survivor = await startWorker(t.context, t.context.config.databaseUrl ?? '');
  }

  /** Waits until the worker process is inside a step (it must not have exited meanwhile). */
  async function inside(what: string, probe: () => Promise<boolean | undefined> | boolean): Promise<void> {
    await waitFor(what, async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the worker process exited before ${what}`);
      }
      return (await probe()) ? true : undefined;
    });
  }

  /** How many requests the loopback server has had for the path. */
  const requested = (path: string) => feeds.requests.filter((r) => r.path === path).length;

  /** A new channel that polls the loopback feed at the path. */
  const watch = (feedPath: string) => watchFeed(t, `${feeds.url}${feedPath}`);

  /** A captioned video page for the feed to link to. */
  function captionedPage(path: string, captionsPath = '/media/long.vtt'): string {
    feeds.routes.set(path, { body: videoPage('/media/long.mp4', captionsPath), type: 'text/html' });
    return path;
  }

  const summariesOf = (meetingId: number) =>
    t.context.db
      .selectFrom('summaries')
      .select(['generator', 'created_at'])
      .where('meeting_id', '=', meetingId)
      .execute();

  /** The channel's meetings once each is ready or failed, and each ready one is summarised. */
  async function settled(channelId: number, count: number, timeoutMs = 100_000) {
    return waitFor(
      `${count} meetings of channel ${channelId} to be processed`,
      async () => {
        const rows = await meetingsOf(t, channelId);
        if (rows.length !== count) {
          return undefined;
        }
        for (const row of rows) {
          if (row.transcript_status === 'failed') {
            continue;
          }
          if (row.transcript_status !== 'ready' || (await summariesOf(row.id)).length === 0) {
            return undefined;
          }
        }
        return rows;
      },
      { timeoutMs },
    );
  }

  /** The jobs of a queue about one channel, meeting or set of users: their state and retries. */
  async function jobsOf(queue: string, data: Record<string, unknown>) {
    const result = await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM pgboss.job
      WHERE name = ${queue} AND data @> ${JSON.stringify(data)}::jsonb
      ORDER BY created_on
    `.execute(t.context.db);
    return result.rows;
  }

  return {
    t,
    feeds,
    smtp,
    dir,
    spoken,
    spawnWorker,
    killWorker,
    startSurvivor,
    inside,
    requested,
    watch,
    captionedPage,
    summariesOf,
    settled,
    jobsOf,
    /** After each test: no worker left, the model and the SMTP server answering again. */
    reset: async () => {
      await killWorker();
      await survivor?.stop();
      survivor = undefined;
      feeds.routes.set(LLM_PATH, LLM_ANSWER);
      smtp.state.stall = false;
    },
    close: async () => {
      await t.close();
      await feeds.close();
      await smtp.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type WorkerCrashFixture = Awaited<ReturnType<typeof workerCrashFixture>>;

/** The fixture for a test file: made before its tests, reset after each, closed after them all. */
export function useWorkerCrashFixture(): WorkerCrashFixture {
  const fixture = {} as WorkerCrashFixture;
  beforeAll(async () => {
    Object.assign(fixture, await workerCrashFixture());
  }, 120_000);
  afterEach(async () => {
    await fixture.reset();
  });
  afterAll(async () => {
    await fixture.close();
  });
  return fixture;
}
