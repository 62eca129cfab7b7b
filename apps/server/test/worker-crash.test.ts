import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wallTime } from '../src/alerts/schedule.ts';
import { toSpeechWav } from '../src/ingest/media/ytdlp.ts';
import { pocketsphinxEngine } from '../src/ingest/transcription/pocketsphinx.ts';
import { dropRepetitionLoops } from '../src/ingest/transcription/repetition.ts';
import { deliverAlertsJob, deliverTo } from '../src/jobs/deliver-alerts.job.ts';
import { fetchCaptionsJob } from '../src/jobs/fetch-captions.job.ts';
import { pollChannelJob } from '../src/jobs/poll-channel.job.ts';
import { summarizeJob } from '../src/jobs/summarize.job.ts';
import { transcribeJob } from '../src/jobs/transcribe.job.ts';
import { startWorker } from '../src/worker/worker.ts';
import { granicusFeed, startFeedServer, type FeedServer, type Route } from './feed-server.ts';
import { createTestApp, createTestUser, TEST_SECRET, type TestApp } from './harness.ts';
import { makeSpokenMeeting, videoPage, type SpokenMeeting } from './meeting-media.ts';
import { asStored, captionSegments, meetingsOf, segmentsOf, watchFeed } from './pipeline.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';
import { waitFor } from './wait-for.ts';

/**
 * A real `--service worker` process is killed outright (SIGKILL, with the programs it runs) in
 * each step of the pipeline, while it is inside that step; another worker then takes the job
 * over once the dead one's heartbeat has lapsed, and nothing is lost or done twice.
 */

const main = join(import.meta.dirname, '..', 'src', 'main.ts');

/** The model endpoint the summariser asks (LLM_BASE_URL is the loopback server's /llm). */
const LLM_PATH = '/llm/v1/chat/completions';

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
const LLM_ANSWER: Route = {
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

let t: TestApp;
let feeds: FeedServer;
let smtp: SmtpReceiver;
let dir: string;
let spoken: SpokenMeeting;
let child: ChildProcess | undefined;
let survivor: { stop: () => Promise<void> } | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gavel-crash-'));
  feeds = await startFeedServer();
  smtp = await startSmtpReceiver();
  ENV['LLM_BASE_URL'] = `${feeds.url}/llm`;
  ENV['SMTP_URL'] = smtp.url;
  spoken = await makeSpokenMeeting(dir, 'long', [
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
  t = await createTestApp(ENV);
  await t.context.services.accounts.createGroup('Desk');
}, 120_000);

afterEach(async () => {
  await killWorker();
  await survivor?.stop();
  survivor = undefined;
  feeds.routes.set(LLM_PATH, LLM_ANSWER);
  smtp.state.stall = false;
});

afterAll(async () => {
  await t.close();
  await feeds.close();
  await smtp.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Starts a worker process of its own process group (so that killing it kills its programs too). */
function spawnWorker(): void {
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

describe('a worker killed in each step of the pipeline', () => {
  // The poll job of the dead worker is retried: every entry of the feed becomes exactly one
  // meeting, and each is then captioned and summarised.
  it('loses nothing when killed while polling a feed', async () => {
    const feedPath = '/feeds/poll.xml';
    feeds.routes.set(feedPath, { hang: true });
    const channel = await watch(feedPath);
    spawnWorker();
    await inside('the worker reads the feed', () => requested(feedPath) > 0);
    await killWorker();
    expect(await meetingsOf(t, channel.id)).toEqual([]);
    expect(await jobsOf(pollChannelJob.name, { id: channel.id })).toEqual([
      { state: 'active', retry_count: 0 },
    ]);

    const links = [captionedPage('/page/poll-1'), captionedPage('/page/poll-2')];
    feeds.routes.set(feedPath, {
      body: granicusFeed([
        { title: 'Regular meeting', link: links[0] ?? '', pubDate: 'Tue, 07 May 2024 18:00:00 GMT' },
        { title: 'Special meeting', link: links[1] ?? '', pubDate: 'Wed, 08 May 2024 18:00:00 GMT' },
      ]),
    });
    await startSurvivor();
    const meetings = await settled(channel.id, 2);
    expect(meetings.map((m) => m.video_url).sort()).toEqual(links.map((l) => `${feeds.url}${l}`));
    const expected = await captionSegments(spoken.captions);
    for (const meeting of meetings) {
      expect(meeting).toMatchObject({
        transcript_status: 'ready',
        transcript_source: 'captions',
        segment_count: expected.length,
        attempts: 1,
      });
      expect(await segmentsOf(t, meeting.id)).toEqual(expected);
    }
    // The feed was read once more, by the same poll job retried.
    expect(requested(feedPath)).toBe(2);
    expect(await jobsOf(pollChannelJob.name, { id: channel.id })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 150_000);

  // The captions job of the dead worker is retried: the meeting is ready with its captions, each
  // segment stored once.
  it('loses nothing when killed while fetching captions', async () => {
    const captionsPath = '/media/held.vtt';
    feeds.routes.set(captionsPath, { hang: true });
    const feedPath = '/feeds/captions.xml';
    feeds.routes.set(feedPath, {
      body: granicusFeed([
        {
          title: 'Captioned meeting',
          link: captionedPage('/page/held-captions', captionsPath),
          pubDate: 'Thu, 09 May 2024 18:00:00 GMT',
        },
      ]),
    });
    const channel = await watch(feedPath);
    spawnWorker();
    await inside('the worker fetches the captions', () => requested(captionsPath) > 0);
    await killWorker();
    const [started] = await meetingsOf(t, channel.id);
    expect(started).toMatchObject({ transcript_status: 'processing', attempts: 1 });
    expect(await segmentsOf(t, started?.id ?? 0)).toEqual([]);

    feeds.routes.set(captionsPath, { file: spoken.captions });
    await startSurvivor();
    const [meeting] = await settled(channel.id, 1);
    const expected = await captionSegments(spoken.captions);
    expect(meeting).toMatchObject({
      transcript_status: 'ready',
      transcript_source: 'captions',
      segment_count: expected.length,
      attempts: 2,
    });
    expect(await segmentsOf(t, meeting?.id ?? 0)).toEqual(expected);
    expect(await jobsOf(fetchCaptionsJob.name, { id: meeting?.id })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
    expect(await jobsOf(transcribeJob.name, { id: meeting?.id })).toEqual([]);
  }, 150_000);

  // The transcription job of the dead worker is retried: the segments are exactly those of one
  // uninterrupted transcription of the same audio, none missing and none twice.
  it('loses nothing when killed while transcribing', async () => {
    const feedPath = '/feeds/transcribe.xml';
    feeds.routes.set('/page/long', { body: videoPage('/media/long.mp4'), type: 'text/html' });
    feeds.routes.set(feedPath, {
      body: granicusFeed([
        { title: 'Long meeting', link: '/page/long', pubDate: 'Fri, 10 May 2024 18:00:00 GMT' },
      ]),
    });
    const channel = await watch(feedPath);
    spawnWorker();
    // Captions were looked for first (none), then transcription started.
    await inside('the worker transcribes', async () => {
      const [row] = await meetingsOf(t, channel.id);
      return row && (row.attempts ?? 0) >= 2 && row.transcript_status === 'processing';
    });
    await killWorker();
    const meetingId = (await meetingsOf(t, channel.id))[0]?.id ?? 0;
    expect(await t.context.repositories.meetings.findById(meetingId)).toMatchObject({
      transcript_status: 'processing',
    });

    await startSurvivor();
    // One uninterrupted transcription of the same audio, made while the heartbeat lapses.
    const wav = join(dir, 'long.wav');
    await toSpeechWav(spoken.video, wav, t.context.config.ingest.tools);
    const uninterrupted = dropRepetitionLoops(
      await pocketsphinxEngine({ path: 'pocketsphinx_continuous', timeoutMs: 300_000 }).transcribe(
        wav,
        () => {},
      ),
    );
    const [meeting] = await settled(channel.id, 1, 150_000);
    expect(meeting).toMatchObject({
      transcript_status: 'ready',
      transcript_source: 'pocketsphinx',
      attempts: 3,
    });
    const segments = await segmentsOf(t, meetingId);
    expect(meeting?.segment_count).toBe(segments.length);
    expect(segments).toEqual(asStored(uninterrupted));
    expect(await jobsOf(transcribeJob.name, { id: meetingId })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 280_000);

  // The summary job of the dead worker (waiting on the model) is retried: the meeting has
  // exactly one summary, made by the retry.
  it('loses nothing when killed while summarising', async () => {
    feeds.routes.set(LLM_PATH, { hang: true });
    const asked = requested(LLM_PATH);
    const feedPath = '/feeds/summary.xml';
    feeds.routes.set(feedPath, {
      body: granicusFeed([
        {
          title: 'Summarised meeting',
          link: captionedPage('/page/summarised'),
          pubDate: 'Sat, 11 May 2024 18:00:00 GMT',
        },
      ]),
    });
    const channel = await watch(feedPath);
    spawnWorker();
    await inside('the worker asks the model', () => requested(LLM_PATH) > asked);
    const killedAt = new Date();
    await killWorker();
    const [meeting] = await meetingsOf(t, channel.id);
    expect(meeting).toMatchObject({ transcript_status: 'ready' });
    const meetingId = meeting?.id ?? 0;
    expect(await summariesOf(meetingId)).toEqual([]);
    expect(await jobsOf(summarizeJob.name, { meetingId })).toEqual([{ state: 'active', retry_count: 0 }]);

    feeds.routes.set(LLM_PATH, LLM_ANSWER);
    await startSurvivor();
    await settled(channel.id, 1);
    const summaries = await summariesOf(meetingId);
    expect(summaries.map((s) => s.generator)).toEqual(['llm:gavel-test']);
    expect(summaries[0]?.created_at.getTime()).toBeGreaterThan(killedAt.getTime());
    expect(requested(LLM_PATH)).toBe(asked + 2);
    // The job is marked done just after its summary is stored.
    await waitFor('the retried summary job to be marked done', async () =>
      (await jobsOf(summarizeJob.name, { meetingId }))[0]?.state === 'completed' ? true : undefined,
    );
    expect(await jobsOf(summarizeJob.name, { meetingId })).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 150_000);

  // The delivery job of the dead worker (killed before the SMTP server answered the message) is
  // retried: the digest is delivered by the next worker, with at most the one unanswered copy
  // extra, and each match is recorded as delivered once.
  it('loses nothing when killed while sending an alert digest', async () => {
    feeds.routes.set('/feeds/alerts.xml', { body: granicusFeed([]) });
    const channel = await watch('/feeds/alerts.xml');
    const user = await createTestUser(t.context, { mustChangePassword: false });
    await t.context.services.accounts.addMember('Desk', user.email, false);
    // Daily, twelve hours from now: the worker's own schedule does not deliver during the test.
    const hour = (wallTime(Date.now(), 'US/Eastern').hour + 12) % 24;
    await t.context.repositories.alerts.setSchedule(user.id, {
      frequency: 'Daily',
      time: `${String(hour).padStart(2, '0')}:00`,
      timezone: 'US/Eastern',
    });
    await t.context.services.alerts.create(user.id, {
      keywords: ['stormwater'],
      locality: [''],
      state: ['TN'],
      is_notifying: true,
    });
    const { meetings } = t.context.repositories;
    const stored = await meetings.upsert({
      channel_id: channel.id,
      video_url: `${feeds.url}/page/stormwater`,
      title: 'Stormwater hearing',
      upload_date: new Date('2024-05-12T18:00:00Z'),
      length_seconds: 60,
    });
    const lines = [
      'I call this hearing to order.',
      'The stormwater fee rises next year.',
      'Public comment on the stormwater bond is open.',
      'We are adjourned.',
    ];
    await meetings.replaceTranscript(
      stored,
      lines.map((text, i) => ({ start_seconds: i * 10, end_seconds: i * 10 + 9, speaker: null, text })),
      'test',
    );

    const mailsTo = () => smtp.mails.filter((m) => m.to.includes(user.email));
    smtp.state.stall = true;
    spawnWorker();
    // What the worker's schedule does when the user's time comes.
    await t.context.jobs.send(deliverAlertsJob, deliverTo([user.id]));
    await inside('the worker sends the digest', () => mailsTo().length > 0);
    await killWorker();
    expect(mailsTo().map((m) => m.answered)).toEqual([false]);
    const digests = () =>
      t.context.db
        .selectFrom('alert_digests')
        .select(['channel', 'matches'])
        .where('user_id', '=', user.id)
        .execute();
    expect(await digests()).toEqual([]);

    await startSurvivor();
    const recorded = await waitFor('the digest to be delivered and recorded', async () => {
      const rows = await digests();
      return rows.length > 0 ? rows : undefined;
    });
    expect(recorded).toEqual([{ channel: 'Email', matches: 2 }]);
    const answered = mailsTo().filter((m) => m.answered);
    expect(answered).toHaveLength(1);
    expect(mailsTo().length).toBeLessThanOrEqual(2);
    expect(answered[0]?.raw).toContain('Subject: Gavel: 2 new matches for your alerts');
    expect(await jobsOf(deliverAlertsJob.name, { userIds: [user.id] })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 150_000);
});
