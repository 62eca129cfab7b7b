import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, youtubeFeed, type FeedServer } from './feed-server.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { spokenSegments, writeMeetingLines } from './meeting-lines.ts';

/** Every form of a link to a YouTube video names one meeting, in feeds and in imports. */

let t: TestApp;
let feeds: FeedServer;
let dir: string;

beforeAll(async () => {
  feeds = await startFeedServer();
  dir = await mkdtemp(join(tmpdir(), 'gavel-urls-'));
  t = await createTestApp({ YOUTUBE_FEED_BASE_URL: feeds.url, FEED_TIMEOUT_SECONDS: '5' });
  await t.context.services.accounts.createGroup('Knox News');
});
afterAll(async () => {
  await t.close();
  await feeds.close();
  await rm(dir, { recursive: true, force: true });
});

const meetingsNamed = (id: string) =>
  t.context.db
    .selectFrom('meetings')
    .select(['id', 'video_url', 'title', 'segment_count'])
    .where('video_url', 'like', `%${id}%`)
    .execute();

describe('one meeting per video', () => {
  it('whatever link a feed, a JSON Lines import or a caption import uses', async () => {
    const channel = await t.context.services.accounts.addChannel({
      name: 'Knoxville City Council',
      locality: 'Knoxville',
      state: 'TN',
      platform: 'youtube',
      source: 'UCknoxurls',
      groupName: 'Knox News',
    });
    // The feed links the same video as a live stream and, in a later entry, as a short link.
    feeds.routes.set('/feeds/videos.xml', {
      body: youtubeFeed('UCknoxurls', [
        {
          id: 'Kx9aB3cD4eF',
          title: 'City Council Meeting',
          published: '2024-05-01T22:00:00+00:00',
          link: 'https://www.youtube.com/live/Kx9aB3cD4eF?si=Zr8qPq',
        },
        {
          id: 'Kx9aB3cD4eF',
          title: 'City Council Meeting (replay)',
          published: '2024-05-01T23:00:00+00:00',
          link: 'http://youtu.be/Kx9aB3cD4eF?feature=shared',
        },
      ]),
    });
    const polled = await t.context.services.ingest.pollChannel(channel.id);
    expect(polled).toMatchObject({ entries: 1 });
    expect(await meetingsNamed('Kx9aB3cD4eF')).toEqual([
      expect.objectContaining({ video_url: 'https://www.youtube.com/watch?v=Kx9aB3cD4eF', segment_count: 0 }),
    ]);
    // The same feed again, now with tracking parameters on a watch link: nothing new.
    feeds.routes.set('/feeds/videos.xml', {
      body: youtubeFeed('UCknoxurls', [
        {
          id: 'Kx9aB3cD4eF',
          title: 'City Council Meeting',
          published: '2024-05-01T22:00:00+00:00',
          link: 'https://m.youtube.com/watch?v=Kx9aB3cD4eF&utm_source=twitter&t=95s',
        },
      ]),
    });
    expect((await t.context.services.ingest.pollChannel(channel.id)).newMeetings).toEqual([]);

    // A JSON Lines import of a shorts link to it gives the meeting its transcript.
    const file = await writeMeetingLines(join(dir, 'meetings.jsonl'), {
      title: 'City Council Meeting',
      date: '2024-05-01',
      video_url: 'https://youtube.com/shorts/Kx9aB3cD4eF?feature=share',
      segments: spokenSegments(['I call this meeting to order.', 'The first item is the budget.']),
    });
    await t.context.services.import.importJsonl([file], { channel: 'Knoxville City Council' });
    expect(await meetingsNamed('Kx9aB3cD4eF')).toEqual([
      expect.objectContaining({ video_url: 'https://www.youtube.com/watch?v=Kx9aB3cD4eF', segment_count: 2 }),
    ]);

    // And a caption file imported with an embed link replaces that transcript, still one meeting.
    const captions = join(dir, 'meeting.vtt');
    await writeFile(captions, 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nGood evening.\n');
    await t.context.services.import.importCaptionFile(captions, {
      channel: 'Knoxville City Council',
      title: 'City Council Meeting',
      date: '2024-05-01',
      videoUrl: 'https://www.youtube-nocookie.com/embed/Kx9aB3cD4eF?start=30',
    });
    expect(await meetingsNamed('Kx9aB3cD4eF')).toEqual([
      expect.objectContaining({ video_url: 'https://www.youtube.com/watch?v=Kx9aB3cD4eF', segment_count: 1 }),
    ]);

    // gavel retry finds it by any of its links.
    const retried = await t.context.services.ingest.retry('https://youtu.be/Kx9aB3cD4eF');
    expect(retried?.video_url).toBe('https://www.youtube.com/watch?v=Kx9aB3cD4eF');
  });
});
