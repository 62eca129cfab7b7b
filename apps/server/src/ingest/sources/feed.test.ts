import { describe, expect, it } from 'vitest';
import { sloppyGranicusItems } from '../../../test/feed-fixtures.ts';
import { granicusFeed, vimeoFeed, youtubeFeed } from '../../../test/feed-server.ts';
import { durationSeconds, FeedFormatError, parseFeed, plainText } from './feed.ts';
import { feedUrl } from './urls.ts';

const bases = { youtube: 'http://127.0.0.1:1', vimeo: 'http://127.0.0.1:2' };

describe('parseFeed', () => {
  it('reads a YouTube channel feed', () => {
    const xml = youtubeFeed('UCabc', [
      { id: 'vid1', title: 'City Council &amp; Budget Hearing', published: '2024-05-01T22:00:00+00:00' },
      { id: 'vid2', title: 'Work Session', published: '2024-04-24T22:00:00+00:00' },
    ]);
    const entries = parseFeed(xml, 'https://www.youtube.com/feeds/videos.xml?channel_id=UCabc');
    expect(entries).toEqual([
      {
        videoUrl: 'https://www.youtube.com/watch?v=vid1',
        title: 'City Council & Budget Hearing',
        uploadDate: new Date('2024-05-01T22:00:00Z'),
        lengthSeconds: 0,
        mediaUrl: null,
      },
      {
        videoUrl: 'https://www.youtube.com/watch?v=vid2',
        title: 'Work Session',
        uploadDate: new Date('2024-04-24T22:00:00Z'),
        lengthSeconds: 0,
        mediaUrl: null,
      },
    ]);
  });

  it('reads a Vimeo RSS feed with the length of each video', () => {
    const xml = vimeoFeed('knoxcouncil', [
      {
        id: '9001',
        title: 'Planning Commission',
        pubDate: 'Thu, 02 May 2024 18:30:00 -0400',
        duration: 5423,
      },
    ]);
    expect(parseFeed(xml, 'https://vimeo.com/knoxcouncil/videos/rss')).toEqual([
      {
        videoUrl: 'https://vimeo.com/9001',
        title: 'Planning Commission',
        uploadDate: new Date('2024-05-02T22:30:00Z'),
        lengthSeconds: 5423,
        mediaUrl: null,
      },
    ]);
  });

  it('tolerates a sloppy Granicus feed: blank lines first, no dates, relative links, duplicates, HTML titles', () => {
    const xml = granicusFeed(sloppyGranicusItems, { leadingBlankLines: true });
    const entries = parseFeed(xml, 'https://knoxville.granicus.com/ViewPublisher.php?view_id=1');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      videoUrl: 'https://knoxville.granicus.com/MediaPlayer.php?view_id=1&clip_id=101',
      title: 'City Council Regular Meeting',
      uploadDate: new Date('2024-05-07T22:00:00Z'),
      lengthSeconds: 0,
      mediaUrl: 'https://knoxville.granicus.com/videos/101.mp4',
    });
    expect(entries[1]).toMatchObject({ title: 'Board of Zoning Appeals', uploadDate: null, mediaUrl: null });
  });

  it('reads a podcast feed: the enclosure is the media, itunes:duration the length', () => {
    const xml = `<?xml version="1.0"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Council audio</title>
<item><title><![CDATA[Budget <em>work</em> session]]></title>
<enclosure url="https://cdn.example.org/a/budget.mp3" type="audio/mpeg" length="1234"/>
<pubDate>Wed, 01 May 2024 12:00:00 GMT</pubDate><itunes:duration>1:02:03</itunes:duration></item>
</channel></rss>`;
    expect(parseFeed(xml, 'https://example.org/feed')).toEqual([
      {
        videoUrl: 'https://cdn.example.org/a/budget.mp3',
        title: 'Budget work session',
        uploadDate: new Date('2024-05-01T12:00:00Z'),
        lengthSeconds: 3723,
        mediaUrl: 'https://cdn.example.org/a/budget.mp3',
      },
    ]);
  });

  it('reads an Internet Archive style Atom feed with an enclosure link', () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Uploads</title>
<entry><title type="html">Council 2024-05-01</title><updated>2024-05-02T00:00:00Z</updated>
<link rel="alternate" href="/details/council-20240501"/>
<link rel="enclosure" href="/download/council-20240501/council.mp4" type="video/mp4"/></entry></feed>`;
    expect(parseFeed(xml, 'https://archive.org/services/collection-rss.php')).toEqual([
      {
        videoUrl: 'https://archive.org/details/council-20240501',
        title: 'Council 2024-05-01',
        uploadDate: new Date('2024-05-02T00:00:00Z'),
        lengthSeconds: 0,
        mediaUrl: 'https://archive.org/download/council-20240501/council.mp4',
      },
    ]);
  });

  it('skips entries with nothing to link to, and empty feeds have no entries', () => {
    const xml = '<rss><channel><item><title>No link</title></item></channel></rss>';
    expect(parseFeed(xml, 'https://example.org/feed')).toEqual([]);
    expect(parseFeed('<rss><channel></channel></rss>', 'https://example.org/feed')).toEqual([]);
  });

  it('refuses what is not a feed, with a reason', () => {
    expect(() => parseFeed('<!DOCTYPE html><html><body>Hello</body></html>', 'https://x.org/')).toThrow(
      FeedFormatError,
    );
    expect(() => parseFeed('{"items": []}', 'https://x.org/')).toThrow('The feed is not XML.');
    expect(() => parseFeed('', 'https://x.org/')).toThrow('The feed is not XML.');
  });
});

describe('feed helpers', () => {
  it('reads durations in seconds or clock form', () => {
    expect(durationSeconds('3723')).toBe(3723);
    expect(durationSeconds('62:03')).toBe(3723);
    expect(durationSeconds('1:02:03')).toBe(3723);
    expect(durationSeconds('soon')).toBe(0);
  });

  it('makes plain text of HTML titles', () => {
    expect(plainText('Vote on <b>Item&nbsp;4</b> &amp; 5')).toBe('Vote on Item 4 & 5');
    expect(plainText('&lt;p&gt;Escaped&lt;/p&gt;')).toBe('Escaped');
  });

  it('builds feed URLs from the configured bases', () => {
    expect(feedUrl('youtube', 'UCabc', bases)).toBe('http://127.0.0.1:1/feeds/videos.xml?channel_id=UCabc');
    expect(feedUrl('vimeo', 'knoxcouncil', bases)).toBe('http://127.0.0.1:2/knoxcouncil/videos/rss');
    expect(feedUrl('vimeo', 'channels/council', bases)).toBe(
      'http://127.0.0.1:2/channels/council/videos/rss',
    );
    expect(feedUrl('rss', 'https://example.org/feed', bases)).toBe('https://example.org/feed');
    expect(() => feedUrl('rss', 'not a url', bases)).toThrow('must be the feed');
  });
});
