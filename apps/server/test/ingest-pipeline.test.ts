import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  meetingStatusPath,
  newSearchRequest,
  transcriptStatusText,
  type MeetingStatus,
  type SearchResponse,
} from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../src/worker/worker.ts';
import { granicusFeed, startFeedServer, type FeedServer } from './feed-server.ts';
import { createTestApp, createTestUser, request, signIn, type TestApp } from './harness.ts';
import { makeSpokenMeeting, videoPage, type SpokenMeeting } from './meeting-media.ts';
import { captionSegments, meetingsOf, segmentsOf, watchFeed } from './pipeline.ts';
import { waitFor } from './wait-for.ts';

let t: TestApp;
let feeds: FeedServer;
let dir: string;
let token: string;
const workers: { stop: () => Promise<void> }[] = [];
let spoken: SpokenMeeting;

const SENTENCES = [
  'Good evening, I call this meeting of the city council to order.',
  'The first item is the zucchini festival permit.',
  'The motion carries and we are adjourned.',
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gavel-pipeline-'));
  feeds = await startFeedServer();
  spoken = await makeSpokenMeeting(dir, 'meeting', SENTENCES);
  feeds.routes.set('/media/meeting.mp4', { file: spoken.video });
  feeds.routes.set('/media/meeting.vtt', { file: spoken.captions });
  feeds.routes.set('/media/bad.vtt', {
    body: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello.\n\n00:00:75.000 --> 00:01:20.000\nBroken.\n',
  });
  // Every cue unreadable: one timed past the minute, one with a mangled arrow.
  feeds.routes.set('/media/unusable.vtt', {
    body: 'WEBVTT\n\n00:00:59.000 --> 00:00:60.000\nGood evening.\n\n00:01:00.000 -> 00:01:02.000\nBroken.\n',
  });
  feeds.routes.set('/media/broken.mp4', { body: 'this is not a video', type: 'video/mp4' });
  feeds.routes.set('/page/captioned', {
    body: videoPage('/media/meeting.mp4', '/media/meeting.vtt'),
    type: 'text/html',
  });
  feeds.routes.set('/page/uncaptioned', { body: videoPage('/media/meeting.mp4'), type: 'text/html' });
  feeds.routes.set('/page/bad-captions', {
    body: videoPage('/media/meeting.mp4', '/media/bad.vtt'),
    type: 'text/html',
  });
  feeds.routes.set('/page/unusable-captions', {
    body: videoPage('/media/meeting.mp4', '/media/unusable.vtt'),
    type: 'text/html',
  });
  feeds.routes.set('/page/broken-media', { body: videoPage('/media/broken.mp4'), type: 'text/html' });
  for (let i = 1; i <= 6; i += 1) {
    feeds.routes.set(`/batch/${i}`, {
      body: videoPage('/media/meeting.mp4', '/media/meeting.vtt'),
      type: 'text/html',
    });
  }

  t = await createTestApp({
    POLL_TICK_SECONDS: '1',
    INGEST_RETRY_LIMIT: '1',
    INGEST_RETRY_DELAY_SECONDS: '1',
    FEED_TIMEOUT_SECONDS: '5',
    MEDIA_TIMEOUT_SECONDS: '120',
  });
  await t.context.services.accounts.createGroup('Desk');
  const user = await createTestUser(t.context, { mustChangePassword: false });
  await t.context.services.accounts.addMember('Desk', user.email, false);
  token = await signIn(t.app, user.email, user.password);
  // Two workers on one database share the work.
  workers.push(await startWorker(t.context, t.context.config.databaseUrl ?? ''));
  workers.push(await startWorker(t.context, t.context.config.databaseUrl ?? ''));
}, 120_000);

afterAll(async () => {
  for (const worker of workers) {
    await worker.stop();
  }
  await t.close();
  await feeds.close();
  await rm(dir, { recursive: true, force: true });
});

/** A new channel that polls a loopback feed of the items at the path. */
function watch(feedPath: string, items: Parameters<typeof granicusFeed>[0]) {
  feeds.routes.set(feedPath, { body: granicusFeed(items) });
  return watchFeed(t, `${feeds.url}${feedPath}`);
}

/** The channel's meetings once none is waiting or in progress any more. */
async function settled(channelId: number, count: number, timeoutMs = 100_000) {
  let rows: Awaited<ReturnType<typeof meetingsOf>> = [];
  return waitFor(
    () => `channel ${channelId} to settle: ${JSON.stringify(rows)}`,
    async () => {
      rows = await meetingsOf(t, channelId);
      const done = rows.every((r) => r.transcript_status === 'ready' || r.transcript_status === 'failed');
      return rows.length === count && done ? rows : undefined;
    },
    { timeoutMs, intervalMs: 300 },
  );
}

const base = newSearchRequest({ resultsPerPage: 50 });

async function search(term: string) {
  const response = await request(t.app, {
    method: 'POST',
    url: '/user_auth/search/',
    token,
    payload: { ...base, searchTerm: term },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

describe('ingestion end to end', () => {
  it('makes a new feed entry searchable by a word spoken in it, through its captions', async () => {
    const channel = await watch('/feeds/captioned.xml', [
      { title: 'Regular Meeting', link: '/page/captioned', pubDate: 'Tue, 07 May 2024 18:00:00 GMT' },
    ]);
    const [meeting] = await settled(channel.id, 1);
    expect(meeting).toMatchObject({ transcript_status: 'ready', transcript_source: 'captions', attempts: 1 });
    const segments = await segmentsOf(t, meeting?.id ?? 0);
    expect(segments.map((s) => s.text).join(' ')).toBe(SENTENCES.join(' '));
    expect(segments[0]?.start_seconds).toBe(0);

    const found = await search('zucchini');
    expect(found.results.map((r) => r.transcript.raw)).toEqual([
      expect.stringContaining('The first item is the zucchini festival permit.'),
    ]);
    expect(found.results.every((r) => r.video_url.raw === `${feeds.url}/page/captioned`)).toBe(true);

    // A later entry is found when the channel's poll comes due again.
    const feed = granicusFeed([
      { title: 'Special Meeting', link: '/batch/1', pubDate: 'Wed, 08 May 2024 18:00:00 GMT' },
      { title: 'Regular Meeting', link: '/page/captioned', pubDate: 'Tue, 07 May 2024 18:00:00 GMT' },
    ]);
    feeds.routes.set('/feeds/captioned.xml', { body: feed });
    await t.context.db
      .updateTable('channels')
      .set({ next_poll_at: new Date() })
      .where('id', '=', channel.id)
      .execute();
    const both = await settled(channel.id, 2);
    expect(both.map((m) => m.transcript_status)).toEqual(['ready', 'ready']);
  }, 120_000);

  it('transcribes with pocketsphinx when there are no captions, from a video page or a media link', async () => {
    const channel = await watch('/feeds/uncaptioned.xml', [
      { title: 'Work Session', link: '/page/uncaptioned', pubDate: 'Mon, 06 May 2024 18:00:00 GMT' },
      {
        title: 'Audio Only',
        link: '/media/meeting.mp4?direct',
        enclosure: '/media/meeting.mp4?direct',
        pubDate: 'Sun, 05 May 2024 18:00:00 GMT',
      },
    ]);
    const meetings = await settled(channel.id, 2, 110_000);
    for (const meeting of meetings) {
      expect(meeting).toMatchObject({
        transcript_status: 'ready',
        transcript_source: 'pocketsphinx',
        progress: 1,
      });
      const text = (await segmentsOf(t, meeting.id)).map((s) => s.text).join(' ');
      expect(text).toMatch(/council/);
    }
    const found = await search('council');
    const urls = new Set(found.results.map((r) => r.video_url.raw));
    expect(urls).toContain(`${feeds.url}/page/uncaptioned`);
    expect(urls).toContain(`${feeds.url}/media/meeting.mp4?direct`);
  }, 120_000);

  it('keeps a meeting whose captions have a bad cue, and transcribes one whose captions are unusable, saying why', async () => {
    const channel = await watch('/feeds/bad-captions.xml', [
      { title: 'One bad cue', link: '/page/bad-captions', pubDate: 'Mon, 06 May 2024 17:00:00 GMT' },
      {
        title: 'Unusable captions',
        link: '/page/unusable-captions',
        pubDate: 'Mon, 06 May 2024 18:00:00 GMT',
      },
    ]);
    // While it is transcribed, gavel status and the drawer's status give the reason.
    const reason =
      'Captions unusable: no cue could be read (2 cues dropped (lines 3, 6); line 3: unreadable end time in "00:00:59.000 --> 00:00:60.000"); transcribing instead';
    const noted = await waitFor(
      'the unusable captions to be noted',
      async () => {
        const inStatus = (await t.context.repositories.ingest.unfinishedMeetings()).find(
          (m) => m.title === 'Unusable captions' && m.failure_reason !== null,
        );
        const response = await request(t.app, {
          method: 'GET',
          url: meetingStatusPath(`${feeds.url}/page/unusable-captions`),
        });
        const drawer = response.statusCode === 200 ? response.json<MeetingStatus>() : undefined;
        return inStatus && drawer?.failure_reason ? { inStatus, drawer } : undefined;
      },
      { timeoutMs: 100_000, intervalMs: 100 },
    );
    expect(noted.inStatus).toMatchObject({ transcript_status: 'processing', failure_reason: reason });
    expect(noted.drawer).toMatchObject({ status: 'processing', failure_reason: reason });
    expect(transcriptStatusText(noted.drawer)).toMatch(
      /^This meeting is being transcribed \(\d+ %\)\. Captions unusable: no cue could be read/,
    );
    const [oneBad, unusable] = await settled(channel.id, 2, 110_000);
    expect(oneBad).toMatchObject({ transcript_status: 'ready', transcript_source: 'captions', attempts: 1 });
    expect((await segmentsOf(t, oneBad?.id ?? 0)).map((s) => s.text)).toEqual(['Hello.']);
    expect((await search('hello')).results.map((r) => r.video_url.raw)).toEqual([
      `${feeds.url}/page/bad-captions`,
    ]);
    expect(unusable).toMatchObject({
      transcript_status: 'ready',
      transcript_source: 'pocketsphinx',
      failure_reason: null,
    });
    expect((await segmentsOf(t, unusable?.id ?? 0)).map((s) => s.text).join(' ')).toMatch(/council/);
  }, 120_000);

  it('fails a meeting whose media is broken, with the reason, while the others go on', async () => {
    const channel = await watch('/feeds/mixed.xml', [
      { title: 'Broken media', link: '/page/broken-media', pubDate: 'Mon, 06 May 2024 19:00:00 GMT' },
      { title: 'Good one', link: '/batch/2', pubDate: 'Mon, 06 May 2024 20:00:00 GMT' },
    ]);
    const [broken, good] = await settled(channel.id, 2, 110_000);
    expect(broken?.transcript_status).toBe('failed');
    expect(broken?.failure_reason).toMatch(/^ffmpeg failed|^yt-dlp failed/);
    // Captions looked for once, then transcription tried and retried once (INGEST_RETRY_LIMIT=1).
    expect(broken?.attempts).toBe(3);
    expect(good).toMatchObject({ transcript_status: 'ready', transcript_source: 'captions' });
  }, 120_000);

  it('processes a batch once across two workers', async () => {
    const channel = await watch(
      '/feeds/batch.xml',
      [3, 4, 5, 6].map((i) => ({
        title: `Batch ${i}`,
        link: `/batch/${i}`,
        pubDate: `Thu, 0${i} May 2024 18:00:00 GMT`,
      })),
    );
    const expected = await captionSegments(spoken.captions);
    const meetings = await settled(channel.id, 4, 110_000);
    for (const meeting of meetings) {
      expect(meeting).toMatchObject({
        transcript_status: 'ready',
        attempts: 1,
        segment_count: expected.length,
      });
      expect(await segmentsOf(t, meeting.id)).toEqual(expected);
    }
  }, 120_000);
});
