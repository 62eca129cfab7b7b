import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSpeechWav } from '../src/ingest/media/ytdlp.ts';
import { pocketsphinxEngine } from '../src/ingest/transcription/pocketsphinx.ts';
import { dropRepetitionLoops } from '../src/ingest/transcription/repetition.ts';
import { startWorker } from '../src/jobs/worker.ts';
import { granicusFeed, startFeedServer, type FeedServer } from './feed-server.ts';
import { createTestApp, TEST_SECRET, type TestApp } from './harness.ts';
import { makeSpokenMeeting, videoPage, type SpokenMeeting } from './meeting-media.ts';

const main = join(import.meta.dirname, '..', 'src', 'main.ts');

const ENV = {
  POLL_TICK_SECONDS: '1',
  INGEST_RETRY_LIMIT: '2',
  INGEST_RETRY_DELAY_SECONDS: '1',
  INGEST_HEARTBEAT_SECONDS: '10',
  MEDIA_TIMEOUT_SECONDS: '300',
};

let t: TestApp;
let feeds: FeedServer;
let dir: string;
let spoken: SpokenMeeting;
let child: ChildProcess | undefined;
let worker: { stop: () => Promise<void> } | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gavel-crash-'));
  feeds = await startFeedServer();
  spoken = await makeSpokenMeeting(dir, 'long', [
    'Good evening, I call this meeting of the city council to order.',
    'The clerk will call the roll.',
    'The first item on the agenda is the budget for the parks department.',
    'Is there a motion to approve the budget?',
    'The motion carries and the council will take a short recess.',
    'We are back in session to hear public comment on the sidewalk plan.',
  ]);
  feeds.routes.set('/media/long.mp4', { file: spoken.video });
  feeds.routes.set('/page/long', { body: videoPage('/media/long.mp4'), type: 'text/html' });
  t = await createTestApp(ENV);
  await t.context.services.accounts.createGroup('Desk');
}, 120_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.stop();
  await t.close();
  await feeds.close();
  await rm(dir, { recursive: true, force: true });
});

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 100_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a worker killed in the middle of a job', () => {
  it('leaves no duplicate or missing segments after the retry', async () => {
    child = spawn(process.execPath, [main, '--service', 'worker'], {
      env: {
        ...process.env,
        ...ENV,
        DATABASE_URL: t.context.config.databaseUrl ?? '',
        DATA_DIR: t.dataDir,
        SECRET_KEY: TEST_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    feeds.routes.set('/feed.xml', {
      body: granicusFeed([
        { title: 'Long meeting', link: '/page/long', pubDate: 'Tue, 07 May 2024 18:00:00 GMT' },
      ]),
    });
    await t.context.services.accounts.addChannel({
      name: 'Council',
      locality: 'Knoxville',
      state: 'TN',
      platform: 'rss',
      source: `${feeds.url}/feed.xml`,
      groupName: 'Desk',
    });
    // Transcription has started (captions were looked for first): kill the worker outright.
    const meetingId = await waitFor('transcription to start', async () => {
      const row = await t.context.db
        .selectFrom('meeting_media')
        .innerJoin('meetings', 'meetings.id', 'meeting_media.meeting_id')
        .select(['meetings.id', 'attempts', 'transcript_status'])
        .executeTakeFirst();
      return row && row.attempts >= 2 && row.transcript_status === 'processing' ? row.id : undefined;
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    child = undefined;
    expect(await t.context.repositories.meetings.findById(meetingId)).toMatchObject({
      transcript_status: 'processing',
    });

    // Another worker takes the job over once the dead one's heartbeat has lapsed.
    worker = await startWorker(t.context, t.context.config.databaseUrl ?? '');
    const meeting = await waitFor(
      'the retried job',
      async () => {
        const row = await t.context.repositories.meetings.findById(meetingId);
        return row?.transcript_status === 'ready' || row?.transcript_status === 'failed' ? row : undefined;
      },
      150_000,
    );
    expect(meeting).toMatchObject({ transcript_status: 'ready', transcript_source: 'pocketsphinx' });
    const segments = await t.context.db
      .selectFrom('segments')
      .select(['ordinal', 'start_seconds', 'end_seconds', 'text'])
      .where('meeting_id', '=', meetingId)
      .orderBy('ordinal')
      .execute();
    expect(meeting.segment_count).toBe(segments.length);

    // Exactly what one uninterrupted transcription of the same audio gives.
    const wav = join(dir, 'long.wav');
    await toSpeechWav(spoken.video, wav, t.context.config.ingest.tools);
    const expected = dropRepetitionLoops(
      await pocketsphinxEngine({ path: 'pocketsphinx_continuous', timeoutMs: 300_000 }).transcribe(
        wav,
        () => {},
      ),
    );
    expect(segments).toEqual(
      expected.map((s, ordinal) => ({
        ordinal,
        start_seconds: s.start_seconds,
        end_seconds: s.end_seconds,
        text: s.text,
      })),
    );
  }, 280_000);
});
