import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../src/cli/commands/index.ts';
import { startWorker } from '../src/worker/worker.ts';
import { granicusFeed, startFeedServer, type FeedServer } from './feed-server.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeSpokenMeeting, type SpokenMeeting } from './meeting-media.ts';
import { meetingsOf, segmentsOf, watchFeed } from './pipeline.ts';
import { waitFor } from './wait-for.ts';

const run = promisify(execFile);

/**
 * Media enclosures served the ways real web servers serve them: with and without byte ranges, cut
 * short, stalling, empty, silent. Each meeting ends transcribed, or failed with the reason.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let t: TestApp;
let feeds: FeedServer;
let media: Server;
let mediaUrl: string;
let dir: string;
const handlers = new Map<string, Handler>();
const mediaRequests: { path: string; range: string | undefined }[] = [];
const open = new Set<ServerResponse>();
let worker: { stop: () => Promise<void> };
let video: Buffer;
let faststart: Buffer;
let silent: Buffer;
let spoken: SpokenMeeting;

const SENTENCES = [
  'Good evening, I call this meeting of the city council to order.',
  'The first item is the zucchini festival permit.',
  'The motion carries and we are adjourned.',
];

/** The whole file, as a plain server without byte ranges sends it (a Range header is ignored). */
const whole =
  (body: () => Buffer, type = 'video/mp4'): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': String(body().length) });
    res.end(body());
  };

/** The whole file with byte ranges, as most CDNs serve it. */
const ranged =
  (body: () => Buffer): Handler =>
  (req, res) => {
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const b = body();
    res.writeHead(range ? 206 : 200, {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': String(b.length - start),
      ...(range ? { 'content-range': `bytes ${start}-${b.length - 1}/${b.length}` } : {}),
    });
    res.end(b.subarray(start));
  };

/** Announces the whole file, sends its first `share` and drops the connection. */
function cutOff(res: ServerResponse, body: Buffer, share: number, headers: Record<string, string> = {}) {
  res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(body.length), ...headers });
  res.write(body.subarray(0, Math.floor(body.length * share)), () => {
    setTimeout(() => res.destroy(), 100);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gavel-media-'));
  spoken = await makeSpokenMeeting(dir, 'meeting', SENTENCES);
  video = await readFile(spoken.video);
  const fast = join(dir, 'faststart.mp4');
  await run('ffmpeg', [
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    spoken.video,
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    fast,
  ]);
  faststart = await readFile(fast);
  const quiet = join(dir, 'silent.mp4');
  await run('ffmpeg', [
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=16000:cl=mono',
    '-t',
    '8',
    '-c:a',
    'aac',
    quiet,
  ]);
  silent = await readFile(quiet);

  media = createServer((req, res) => {
    const path = req.url ?? '/';
    mediaRequests.push({ path, range: req.headers.range });
    open.add(res);
    res.on('close', () => open.delete(res));
    const handler = handlers.get(path);
    if (handler) {
      handler(req, res);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  const address = media.address();
  mediaUrl = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  feeds = await startFeedServer();
  t = await createTestApp({
    POLL_TICK_SECONDS: '1',
    INGEST_RETRY_LIMIT: '1',
    INGEST_RETRY_DELAY_SECONDS: '1',
    FEED_TIMEOUT_SECONDS: '5',
    MEDIA_TIMEOUT_SECONDS: '120',
    MEDIA_STALL_SECONDS: '2',
    MEDIA_MAX_MEGABYTES: '1',
  });
  await t.context.services.accounts.createGroup('Desk');
  worker = await startWorker(t.context, t.context.config.databaseUrl ?? '');
}, 120_000);

afterAll(async () => {
  await worker.stop();
  await t.close();
  await feeds.close();
  for (const res of open) {
    res.destroy();
  }
  media.closeAllConnections();
  await new Promise<void>((resolve) => media.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

/** A channel whose feed has one item per path, each with that media file as its enclosure. */
function watch(name: string, paths: string[]) {
  feeds.routes.set(`/feeds/${name}.xml`, {
    body: granicusFeed(
      paths.map((path, i) => ({
        title: `Meeting ${path}`,
        link: `${mediaUrl}${path}`,
        enclosure: `${mediaUrl}${path}`,
        pubDate: `Mon, 0${i + 1} Apr 2024 18:00:00 GMT`,
      })),
    ),
  });
  return watchFeed(t, `${feeds.url}/feeds/${name}.xml`);
}

async function settled(channelId: number, count: number) {
  let rows: Awaited<ReturnType<typeof meetingsOf>> = [];
  return waitFor(
    () => `channel ${channelId} to settle: ${JSON.stringify(rows)}`,
    async () => {
      rows = await meetingsOf(t, channelId);
      const done = rows.every((r) => r.transcript_status === 'ready' || r.transcript_status === 'failed');
      return rows.length === count && done ? rows : undefined;
    },
    { timeoutMs: 150_000, intervalMs: 300 },
  );
}

const spokenText = async (meetingId: number) => (await segmentsOf(t, meetingId)).map((s) => s.text).join(' ');

describe('media enclosures', () => {
  it('downloads before converting: an MP4 with its index at the end, from a server without byte ranges, is transcribed', async () => {
    // ffmpeg's default puts the MP4 index (moov) after the media data (mdat).
    expect(video.indexOf('moov')).toBeGreaterThan(video.indexOf('mdat'));
    handlers.set(
      '/plain/meeting.mp4',
      whole(() => video),
    );
    const channel = await watch('plain', ['/plain/meeting.mp4']);
    const [meeting] = await settled(channel.id, 1);
    expect(meeting).toMatchObject({
      transcript_status: 'ready',
      transcript_source: 'pocketsphinx',
      progress: 1,
    });
    expect(await spokenText(meeting?.id ?? 0)).toMatch(/council/);
    // The feed gave no length: the decoded audio's is kept.
    const { length_seconds } = await t.context.db
      .selectFrom('meetings')
      .select('length_seconds')
      .where('id', '=', meeting?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(Math.abs(length_seconds - spoken.seconds)).toBeLessThan(2);
    const asked = mediaRequests.filter((r) => r.path === '/plain/meeting.mp4');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.range).toBeUndefined();
  }, 180_000);

  it('resumes a download cut off, or stalled, on a server that answers byte ranges', async () => {
    let served = 0;
    const rest = ranged(() => video);
    handlers.set('/resume/meeting.mp4', (req, res) => {
      served += 1;
      if (served === 1) {
        cutOff(res, video, 0.4, { 'accept-ranges': 'bytes' });
      } else {
        rest(req, res);
      }
    });
    // This one stops sending a third of the way in (MEDIA_STALL_SECONDS=2), until asked again.
    let stalled = 0;
    handlers.set('/resume-stall/meeting.mp4', (req, res) => {
      stalled += 1;
      if (stalled === 1) {
        res.writeHead(200, {
          'content-type': 'video/mp4',
          'accept-ranges': 'bytes',
          'content-length': String(video.length),
        });
        res.write(video.subarray(0, Math.floor(video.length / 3)));
      } else {
        rest(req, res);
      }
    });
    const channel = await watch('resume', ['/resume/meeting.mp4', '/resume-stall/meeting.mp4']);
    const meetings = await settled(channel.id, 2);
    for (const meeting of meetings) {
      expect(meeting).toMatchObject({ transcript_status: 'ready', attempts: 2 });
      expect(await spokenText(meeting.id)).toMatch(/council/);
    }
    const asked = (path: string) => mediaRequests.filter((r) => r.path === path).map((r) => r.range);
    expect(asked('/resume/meeting.mp4')).toEqual([undefined, `bytes=${Math.floor(video.length * 0.4)}-`]);
    expect(asked('/resume-stall/meeting.mp4')).toEqual([undefined, `bytes=${Math.floor(video.length / 3)}-`]);
  }, 180_000);

  it('fails, after its retries, a download cut short, one that stalls, an empty file, an unreadable file and one too large; a silent one has no speech', async () => {
    handlers.set('/cut/meeting.mp4', (_req, res) => cutOff(res, video, 0.5));
    handlers.set('/stall/meeting.mp4', (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(video.length) });
      res.write(video.subarray(0, 4096));
    });
    handlers.set(
      '/empty/meeting.mp4',
      whole(() => Buffer.alloc(0)),
    );
    // The file itself is cut short on the server: its index (at the end) is missing.
    handlers.set(
      '/noindex/meeting.mp4',
      whole(() => video.subarray(0, Math.floor(video.length * 0.6))),
    );
    // Index first, but only the first third of the audio is there: ffmpeg exits 0 with it.
    handlers.set(
      '/short/meeting.mp4',
      whole(() => faststart.subarray(0, Math.floor(faststart.length * 0.3))),
    );
    handlers.set(
      '/silent/meeting.mp4',
      whole(() => silent, 'audio/mp4'),
    );
    handlers.set('/huge/meeting.mp4', (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(3 * 1_048_576) });
      res.end();
    });
    const paths = ['cut', 'stall', 'empty', 'noindex', 'short', 'silent', 'huge'].map(
      (p) => `/${p}/meeting.mp4`,
    );
    const channel = await watch('bad', paths);
    const rows = await settled(channel.id, paths.length);
    const byPath = new Map(rows.map((r) => [new URL(r.video_url).pathname.split('/')[1], r]));
    for (const row of rows) {
      expect(row.transcript_status, row.video_url).toBe('failed');
    }
    const mb = (share: number) => `${((video.length * share) / 1_048_576).toFixed(1)} MB`;
    expect(byPath.get('cut')?.failure_reason).toBe(
      `The media could not be downloaded: the connection closed after ${mb(0.5)} of ${mb(1)}, and the server does not resume downloads.`,
    );
    expect(byPath.get('stall')?.failure_reason).toBe(
      'The media could not be downloaded: the server sent nothing for 2 s (after 0.0 MB).',
    );
    expect(byPath.get('empty')?.failure_reason).toBe(
      'The media could not be read: the file is empty (the server sent 0 bytes).',
    );
    expect(byPath.get('noindex')?.failure_reason).toMatch(
      /^The media could not be read: .*moov atom not found/,
    );
    expect(byPath.get('short')?.failure_reason).toMatch(
      /^The media could not be read: only \d+ s of its \d+ s of audio could be decoded\.$/,
    );
    expect(byPath.get('silent')?.failure_reason).toBe('No speech was recognised in the audio.');
    expect(byPath.get('huge')?.failure_reason).toBe(
      'The media is larger than the 1.0 MB allowed (MEDIA_MAX_MEGABYTES).',
    );
    // Transient failures are retried (captions skipped once, then transcription twice with
    // INGEST_RETRY_LIMIT=1); what cannot change (silence, size) fails at the first try.
    for (const name of ['cut', 'stall', 'empty', 'noindex', 'short']) {
      expect(byPath.get(name)?.attempts, name).toBe(3);
    }
    expect(byPath.get('silent')?.attempts).toBe(2);
    expect(byPath.get('huge')?.attempts).toBe(2);
  }, 240_000);

  it('shows a download in progress in gavel status', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    handlers.set('/slow/meeting.mp4', (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(video.length) });
      // Half at once, then a byte now and then until the test has seen the download under way.
      let sent = Math.floor(video.length / 2);
      res.write(video.subarray(0, sent));
      const drip = setInterval(() => {
        res.write(video.subarray(sent, sent + 1));
        sent += 1;
      }, 500);
      void released.then(() => {
        clearInterval(drip);
        res.end(video.subarray(sent));
      });
    });
    const channel = await watch('slow', ['/slow/meeting.mp4']);
    const expected = new RegExp(
      `downloading 5\\d% \\([\\d.]+ MB of ${(video.length / 1_048_576).toFixed(1)} MB\\)`,
    );
    let output: string[] = [];
    await waitFor(
      () => `gavel status to show the download: ${output.join('\n')}`,
      async () => {
        output = [];
        await commands.status?.run(t.context, [], (line) => output.push(line));
        return output.some((line) => expected.test(line) && line.includes('Meeting /slow/meeting.mp4'))
          ? true
          : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    release();
    const [meeting] = await settled(channel.id, 1);
    expect(meeting?.transcript_status).toBe('ready');
  }, 180_000);
});
