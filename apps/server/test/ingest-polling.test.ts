import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { granicusFeed, startFeedServer, vimeoFeed, youtubeFeed, type FeedServer } from './feed-server.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { runGavel } from './run-gavel.ts';

let t: TestApp;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({
    YOUTUBE_FEED_BASE_URL: feeds.url,
    VIMEO_FEED_BASE_URL: feeds.url,
    FEED_TIMEOUT_SECONDS: '1',
    FEED_MAX_MEGABYTES: '1',
  });
  await t.context.services.accounts.createGroup('Knox News');
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

let channelCount = 0;
async function addChannel(platform: 'youtube' | 'vimeo' | 'rss', source: string, inGroup = true) {
  channelCount += 1;
  return t.context.services.accounts.addChannel({
    name: `Channel ${channelCount}`,
    locality: 'Knoxville',
    state: 'TN',
    platform,
    source,
    groupName: inGroup ? 'Knox News' : undefined,
  });
}

const meetingsOf = (channelId: number) =>
  t.context.db
    .selectFrom('meetings')
    .leftJoin('meeting_media', 'meeting_media.meeting_id', 'meetings.id')
    .select(['title', 'video_url', 'upload_date', 'length_seconds', 'transcript_status', 'media_url'])
    .where('channel_id', '=', channelId)
    .orderBy('meetings.id')
    .execute();

const channelRow = (id: number) =>
  t.context.db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('polling channel feeds', () => {
  it('turns new YouTube entries into meetings, asking again only conditionally', async () => {
    const channel = await addChannel('youtube', 'UCknox');
    const route = '/feeds/videos.xml';
    feeds.routes.set(route, {
      body: youtubeFeed('UCknox', [
        { id: 'v1', title: 'City Council Meeting', published: '2024-05-01T22:00:00+00:00' },
      ]),
      etag: '"one"',
    });
    const first = await t.context.services.ingest.pollChannel(channel.id);
    expect(first).toMatchObject({ entries: 1, notModified: false });
    expect(first.newMeetings).toHaveLength(1);
    expect(await meetingsOf(channel.id)).toEqual([
      {
        title: 'City Council Meeting',
        video_url: 'https://www.youtube.com/watch?v=v1',
        upload_date: new Date('2024-05-01T22:00:00Z'),
        length_seconds: 0,
        transcript_status: 'pending',
        media_url: null,
      },
    ]);
    const request = feeds.requests.at(-1);
    expect(request?.path).toBe('/feeds/videos.xml?channel_id=UCknox');

    const again = await t.context.services.ingest.pollChannel(channel.id);
    expect(again).toMatchObject({ notModified: true, newMeetings: [] });
    expect(feeds.requests.at(-1)?.headers['if-none-match']).toBe('"one"');

    feeds.routes.set(route, {
      body: youtubeFeed('UCknox', [
        { id: 'v2', title: 'Budget Work Session', published: '2024-05-08T22:00:00+00:00' },
        { id: 'v1', title: 'City Council Meeting', published: '2024-05-01T22:00:00+00:00' },
      ]),
      etag: '"two"',
    });
    const third = await t.context.services.ingest.pollChannel(channel.id);
    expect(third).toMatchObject({ entries: 2 });
    expect(third.newMeetings).toHaveLength(1);
    expect((await meetingsOf(channel.id)).map((m) => m.title)).toEqual([
      'City Council Meeting',
      'Budget Work Session',
    ]);
    const row = await channelRow(channel.id);
    expect(row).toMatchObject({ etag: '"two"', poll_failures: 0, last_error: null });
    expect(row.last_polled_at).not.toBeNull();
    expect(row.next_poll_at!.getTime() - row.last_polled_at!.getTime()).toBeCloseTo(15 * 60_000, -3);
  });

  it('sends If-Modified-Since when the feed gives Last-Modified', async () => {
    const channel = await addChannel('vimeo', 'knoxcouncil');
    feeds.routes.set('/knoxcouncil/videos/rss', {
      body: vimeoFeed('knoxcouncil', [
        {
          id: '77',
          title: 'Planning Commission',
          pubDate: 'Thu, 02 May 2024 18:30:00 -0400',
          duration: 5423,
        },
      ]),
      lastModified: 'Thu, 02 May 2024 23:00:00 GMT',
    });
    await t.context.services.ingest.pollChannel(channel.id);
    expect(await meetingsOf(channel.id)).toMatchObject([
      { title: 'Planning Commission', video_url: 'https://vimeo.com/77', length_seconds: 5423 },
    ]);
    const again = await t.context.services.ingest.pollChannel(channel.id);
    expect(again.notModified).toBe(true);
    expect(feeds.requests.at(-1)?.headers['if-modified-since']).toBe('Thu, 02 May 2024 23:00:00 GMT');
  });

  it('reads a sloppy Granicus feed and keeps each meeting once, with its media link', async () => {
    const channel = await addChannel('rss', `${feeds.url}/granicus/ViewPublisher_RSS.php?view_id=1`);
    feeds.routes.set('/granicus/ViewPublisher_RSS.php', {
      body: granicusFeed(
        [
          {
            title: 'City Council <b>Regular</b> Meeting',
            link: 'MediaPlayer.php?view_id=1&amp;clip_id=5',
            enclosure: 'videos/5.mp4',
          },
          { title: 'City Council <b>Regular</b> Meeting', link: 'MediaPlayer.php?view_id=1&amp;clip_id=5' },
        ],
        { leadingBlankLines: true },
      ),
    });
    const before = Date.now();
    const result = await t.context.services.ingest.pollChannel(channel.id);
    expect(result.error).toBeUndefined();
    const meetings = await meetingsOf(channel.id);
    expect(meetings).toMatchObject([
      {
        title: 'City Council Regular Meeting',
        video_url: `${feeds.url}/granicus/MediaPlayer.php?view_id=1&clip_id=5`,
        media_url: `${feeds.url}/granicus/videos/5.mp4`,
      },
    ]);
    // No date in the feed: the time it was found.
    expect(meetings[0]?.upload_date.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records a failing feed on its channel and backs off exponentially, while others go on', async () => {
    const slow = await addChannel('rss', `${feeds.url}/slow.xml`);
    const broken = await addChannel('rss', `${feeds.url}/broken.xml`);
    const missing = await addChannel('rss', `${feeds.url}/missing.xml`);
    const fine = await addChannel('rss', `${feeds.url}/fine.xml`);
    feeds.routes.set('/slow.xml', { hang: true });
    feeds.routes.set('/broken.xml', {
      body: '<html><body>Service unavailable</body></html>',
      type: 'text/html',
    });
    feeds.routes.set('/fine.xml', {
      body: granicusFeed([
        { title: 'Fine meeting', link: '/fine/1', pubDate: 'Wed, 01 May 2024 12:00:00 GMT' },
      ]),
    });
    const results = await t.context.services.ingest.pollNow();
    const byId = new Map(results.map((r) => [r.channelId, r]));
    expect(byId.get(slow.id)?.error).toBe(`Could not fetch ${feeds.url}/slow.xml: no answer within 1 s`);
    expect(byId.get(broken.id)?.error).toBe('The document is neither an RSS nor an Atom feed.');
    expect(byId.get(missing.id)?.error).toBe(`Could not fetch ${feeds.url}/missing.xml: HTTP 404`);
    expect(byId.get(fine.id)?.newMeetings).toHaveLength(1);

    const first = await channelRow(slow.id);
    expect(first.poll_failures).toBe(1);
    expect(first.next_poll_at!.getTime() - first.last_polled_at!.getTime()).toBeCloseTo(30 * 60_000, -3);
    await t.context.services.ingest.pollChannel(slow.id);
    const second = await channelRow(slow.id);
    expect(second.poll_failures).toBe(2);
    expect(second.next_poll_at!.getTime() - second.last_polled_at!.getTime()).toBeCloseTo(60 * 60_000, -3);

    // Once the feed answers again, the failures are forgotten.
    feeds.routes.set('/slow.xml', { body: granicusFeed([]) });
    await t.context.services.ingest.pollChannel(slow.id);
    expect(await channelRow(slow.id)).toMatchObject({ poll_failures: 0, last_error: null });
  });
});

describe('the poll scheduler', () => {
  it('claims channels in a group whose poll is due, once, and never a channel in no group', async () => {
    const alone = await addChannel('rss', `${feeds.url}/alone.xml`, false);
    const watched = await addChannel('rss', `${feeds.url}/watched.xml`, false);
    // Every earlier channel has been polled: nothing else is due.
    await t.context.db
      .updateTable('channels')
      .set({ next_poll_at: new Date(Date.now() + 3_600_000) })
      .execute();
    await t.context.db
      .updateTable('channels')
      .set({ next_poll_at: null })
      .where('id', 'in', [alone.id, watched.id])
      .execute();

    expect(await t.context.repositories.ingest.claimDueChannels()).toEqual([]);

    const group = await t.context.db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', 'Knox News')
      .executeTakeFirstOrThrow();
    await t.context.repositories.groups.addChannel(group.id, watched.id);
    const [a, b] = await Promise.all([
      t.context.repositories.ingest.claimDueChannels(),
      t.context.repositories.ingest.claimDueChannels(),
    ]);
    expect([...(a ?? []), ...(b ?? [])].map((c) => c.id)).toEqual([watched.id]);
    expect(await t.context.repositories.ingest.claimDueChannels()).toEqual([]);

    await t.context.db
      .updateTable('channels')
      .set({ next_poll_at: new Date(Date.now() - 1000) })
      .where('id', '=', watched.id)
      .execute();
    expect((await t.context.repositories.ingest.claimDueChannels()).map((c) => c.id)).toEqual([watched.id]);
  });
});

describe('forgotten meetings', () => {
  it('hands out once a meeting found in a feed that no step started for ten minutes', async () => {
    const channel = await addChannel('rss', `${feeds.url}/forgotten.xml`);
    feeds.routes.set('/forgotten.xml', {
      body: granicusFeed([
        { title: 'Old', link: '/forgotten/1', pubDate: 'Wed, 01 May 2024 12:00:00 GMT' },
        { title: 'New', link: '/forgotten/2', pubDate: 'Wed, 01 May 2024 13:00:00 GMT' },
      ]),
    });
    const { newMeetings } = await t.context.services.ingest.pollChannel(channel.id);
    const [old, fresh] = newMeetings;
    const { ingest } = t.context.repositories;
    expect(await ingest.claimForgottenMeetings(10)).toEqual([]);
    await t.context.db
      .updateTable('meeting_media')
      .set({ updated_at: new Date(Date.now() - 11 * 60_000) })
      .where('meeting_id', 'in', [old ?? 0, fresh ?? 0])
      .execute();
    await ingest.startAttempt(fresh ?? 0);
    expect(await ingest.claimForgottenMeetings(10)).toEqual([old]);
    expect(await ingest.claimForgottenMeetings(10)).toEqual([]);
  });
});

describe('gavel poll-now and status', () => {
  it('polls one channel on demand and shows polls, meetings by status and failures', async () => {
    const env = {
      DATABASE_URL: t.context.config.databaseUrl ?? '',
      DATA_DIR: t.dataDir,
      VIMEO_FEED_BASE_URL: feeds.url,
      FEED_TIMEOUT_SECONDS: '1',
    };
    const channel = await addChannel('vimeo', 'newuser');
    feeds.routes.set('/newuser/videos/rss', {
      body: vimeoFeed('newuser', [
        { id: '1', title: 'One', pubDate: 'Wed, 01 May 2024 12:00:00 GMT', duration: 60 },
        { id: '2', title: 'Two', pubDate: 'Thu, 02 May 2024 12:00:00 GMT', duration: 60 },
      ]),
    });
    const polled = await runGavel(env, 'poll-now', '--channel', String(channel.id));
    expect(polled.stdout).toContain(`Channel ${channel.id}: 2 entries, 2 new meetings queued.`);
    expect(polled.code).toBe(0);

    const unknown = await runGavel(env, 'poll-now', '--channel', '99999');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No channel with id 99999.');

    const [two] = await t.context.db
      .selectFrom('meetings')
      .select('id')
      .where('video_url', '=', 'https://vimeo.com/2')
      .execute();
    await t.context.repositories.ingest.fail(two?.id ?? 0, 'yt-dlp failed: ERROR: Unsupported URL');

    const status = await runGavel(env, 'status');
    expect(status.code).toBe(0);
    const line = status.stdout.split('\n').find((l) => l.includes(`Channel ${channelCount}`));
    expect(line).toMatch(/youtube|vimeo/);
    expect(line).toMatch(/\s1\s+0\s+0\s+1\s*$/); // pending, processing, ready, failed
    expect(status.stdout).toContain('yt-dlp failed: ERROR: Unsupported URL');
    expect(status.stdout).toContain('Could not fetch'); // the failing feeds above
    expect(status.stdout).toContain('no (in no group)');

    const retried = await runGavel(env, 'retry', String(two?.id));
    expect(retried.stdout).toContain(`Meeting ${two?.id} ("Two") queued again.`);
    expect(await t.context.repositories.meetings.findById(two?.id ?? 0)).toMatchObject({
      transcript_status: 'pending',
      failure_reason: null,
    });
  });

  it('gives up on a feed that never finishes or runs to gigabytes, without reading it all', async () => {
    const drip = await addChannel('rss', `${feeds.url}/drip.xml`);
    const endless = await addChannel('rss', `${feeds.url}/endless.xml`);
    const declared = await addChannel('rss', `${feeds.url}/declared.xml`);
    feeds.routes.set('/drip.xml', { drip: true });
    feeds.routes.set('/endless.xml', { endless: true });
    feeds.routes.set('/declared.xml', { declaredLength: 5 * 1024 ** 3 });
    const heapBefore = process.memoryUsage().heapUsed;
    const results = new Map(
      (
        await Promise.all([drip, endless, declared].map((c) => t.context.services.ingest.pollChannel(c.id)))
      ).map((r) => [r.channelId, r.error]),
    );
    expect(results.get(drip.id)).toBe(`Could not read ${feeds.url}/drip.xml: no complete answer within 1 s`);
    expect(results.get(endless.id)).toBe(
      `${feeds.url}/endless.xml is larger than 1 MB (FEED_MAX_MEGABYTES); not read`,
    );
    expect(results.get(declared.id)).toBe(
      `${feeds.url}/declared.xml is larger than 1 MB (FEED_MAX_MEGABYTES); not read`,
    );
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 ** 2);
    for (const channel of [drip, endless, declared]) {
      expect(await channelRow(channel.id)).toMatchObject({ poll_failures: 1 });
      expect(await meetingsOf(channel.id)).toEqual([]);
    }
  });
});
