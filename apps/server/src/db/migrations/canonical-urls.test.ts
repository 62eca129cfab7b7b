import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { canonicalVideoUrl } from '../../ingest/sources/urls.ts';
import { canonicalYoutubeUrls } from './0010_media_ingest.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0010: YouTube links stored before take the canonical form', () => {
  it('renames each video once, keeps a link whose form is taken, and leaves other URLs', async () => {
    const channel = await t.context.services.accounts.addChannel({
      name: 'Harbor Town Council',
      locality: 'Harbor Town',
      state: 'ME',
      platform: 'youtube',
      source: 'UCharbortown',
    });
    const stored = [
      'https://youtu.be/aaaaaaaaaa1?si=share',
      'http://www.youtube.com/shorts/bbbbbbbbbb2',
      'https://m.youtube.com/watch?feature=share&v=cccccccccc3&t=42',
      // Two links to one video: the older meeting takes the canonical form.
      'https://www.youtube.com/live/dddddddddd4',
      'https://www.youtube-nocookie.com/embed/dddddddddd4',
      // The canonical form is already a meeting: this one keeps its link.
      'https://www.youtube.com/watch?v=eeeeeeeeee5',
      'https://youtu.be/eeeeeeeeee5',
      'https://knoxville.granicus.com/MediaPlayer.php?view_id=1&clip_id=2',
      'https://www.youtube.com/channel/UCharbortown',
    ];
    for (const [i, url] of stored.entries()) {
      await t.context.db
        .insertInto('meetings')
        .values({ channel_id: channel.id, video_url: url, title: `M${i}`, upload_date: new Date() })
        .execute();
    }
    // Migrations see the database untyped.
    await canonicalYoutubeUrls(t.context.db as unknown as Kysely<unknown>);
    const rows = await t.context.db
      .selectFrom('meetings')
      .select(['title', 'video_url'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.video_url)).toEqual([
      'https://www.youtube.com/watch?v=aaaaaaaaaa1',
      'https://www.youtube.com/watch?v=bbbbbbbbbb2',
      'https://www.youtube.com/watch?v=cccccccccc3',
      'https://www.youtube.com/watch?v=dddddddddd4',
      'https://www.youtube-nocookie.com/embed/dddddddddd4',
      'https://www.youtube.com/watch?v=eeeeeeeeee5',
      'https://youtu.be/eeeeeeeeee5',
      'https://knoxville.granicus.com/MediaPlayer.php?view_id=1&clip_id=2',
      'https://www.youtube.com/channel/UCharbortown',
    ]);
    // The same forms as new meetings get.
    for (const [i, url] of stored.slice(0, 4).entries()) {
      expect(rows[i]?.video_url).toBe(canonicalVideoUrl(url));
    }
  });
});
