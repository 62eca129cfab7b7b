import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProperty } from '../../../test/properties.ts';
import { parseFeed } from './feed.ts';
import { canonicalVideoUrl } from './urls.ts';

const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('canonical video URLs', () => {
  it('gives every link to a YouTube video the same form', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&feature=youtu.be',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s&list=PL123&index=4',
      'https://www.youtube.com/watch?app=desktop&v=dQw4w9WgXcQ&ab_channel=CityCouncil',
      'https://youtu.be/dQw4w9WgXcQ',
      'http://youtu.be/dQw4w9WgXcQ?si=AbCdEf123&t=42',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ?feature=share',
      'https://www.youtube.com/live/dQw4w9WgXcQ?si=x1y2z3',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=30  ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&utm_source=newsletter&utm_medium=email',
    ]) {
      expect(canonicalVideoUrl(link), link).toBe(WATCH);
    }
  });

  it('keeps other URLs, less their tracking parameters and fragment', () => {
    expect(
      canonicalVideoUrl(
        'https://knoxville.granicus.com/MediaPlayer.php?view_id=1&clip_id=2&utm_source=fb&fbclid=IwAR0#top',
      ),
    ).toBe('https://knoxville.granicus.com/MediaPlayer.php?view_id=1&clip_id=2');
    expect(canonicalVideoUrl('http://Example.org:80/media/meeting.mp4?gclid=1')).toBe(
      'http://example.org/media/meeting.mp4',
    );
    // A server that answers only http keeps its http.
    expect(canonicalVideoUrl('http://127.0.0.1:8123/page/1')).toBe('http://127.0.0.1:8123/page/1');
    expect(canonicalVideoUrl('http://www.vimeo.com/123456789?utm_campaign=x')).toBe(
      'https://vimeo.com/123456789',
    );
    expect(canonicalVideoUrl('https://archive.org/details/knox-2024-05-01')).toBe(
      'https://archive.org/details/knox-2024-05-01',
    );
    expect(canonicalVideoUrl('not a url')).toBe('not a url');
    expect(canonicalVideoUrl('https://www.youtube.com/channel/UCxyz')).toBe(
      'https://www.youtube.com/channel/UCxyz',
    );
  });

  it('makes one entry of a feed that links the same video several ways', () => {
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Council</title>
      <item><title>Regular Meeting</title><link>https://youtu.be/dQw4w9WgXcQ?si=share1</link></item>
      <item><title>Regular Meeting (again)</title><link>http://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;utm_source=rss</link></item>
      <item><title>Live stream</title><link>https://www.youtube.com/live/dQw4w9WgXcQ</link></item>
      <item><title>Work Session</title><link>https://www.youtube.com/shorts/abcdefghijk</link></item>
    </channel></rss>`;
    const entries = parseFeed(feed, 'https://example.org/feed.xml');
    expect(entries.map((e) => [e.title, e.videoUrl])).toEqual([
      ['Regular Meeting', WATCH],
      ['Work Session', 'https://www.youtube.com/watch?v=abcdefghijk'],
    ]);
  });

  it('is idempotent on any link, and gives every generated form of a video link its watch URL', () => {
    const id = fc.stringMatching(/^[\w-]{1,15}$/);
    const noise = fc.stringMatching(/^[\w=&%.-]{0,20}$/);
    // Each form a video's link takes: host and path.
    const form = fc.constantFrom(
      ...['www.youtube.com', 'youtube.com', 'm.youtube.com'].flatMap((host) =>
        ['/watch?v=', '/shorts/', '/live/', '/embed/'].map((path) => [host, path] as const),
      ),
      ['youtu.be', '/'] as const,
      ['www.youtube-nocookie.com', '/embed/'] as const,
    );
    const youtube = fc
      .tuple(fc.constantFrom('http', 'https'), form, id, noise)
      .map(([scheme, [host, path], video, tail]) => ({
        link: `${scheme}://${host}${path}${video}${path.includes('?') ? '&' : '?'}${tail}`,
        video,
      }));
    checkProperty(
      fc.oneof(
        youtube.map((y) => y.link),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string(),
      ),
      (link) => {
        const once = canonicalVideoUrl(link);
        expect(canonicalVideoUrl(once)).toBe(once);
      },
    );
    checkProperty(youtube, ({ link, video }) => {
      expect(canonicalVideoUrl(link)).toBe(`https://www.youtube.com/watch?v=${video}`);
    });
  });
});
