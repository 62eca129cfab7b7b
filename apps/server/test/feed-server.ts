import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';

/** One thing the loopback server answers: a body, or a file on disk, with an optional ETag. */
export interface Route {
  body?: string;
  file?: string;
  type?: string;
  etag?: string;
  lastModified?: string;
  status?: number;
  /** Never answer (to test time limits). */
  hang?: boolean;
  /** Answer the headers and the start of a feed, then nothing more. */
  drip?: boolean;
  /** Stream feed-looking bytes without end (a feed of gigabytes), or declare this many bytes. */
  endless?: boolean;
  declaredLength?: number;
}

export interface FeedServer {
  url: string;
  routes: Map<string, Route>;
  /** Every request, in order: its path and headers. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt',
  '.srt': 'application/x-subrip',
  '.html': 'text/html; charset=utf-8',
};

/**
 * A web server on loopback standing in for YouTube, Vimeo, Granicus and a video host: it serves
 * feeds (with ETag and Last-Modified, answering 304 to a matching conditional request), HTML
 * pages, caption files and media (with byte ranges, which yt-dlp and ffmpeg use).
 */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Route>();
  const requests: FeedServer['requests'] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const route = routes.get(path) ?? routes.get(path.split('?')[0] ?? path);
    if (!route) {
      res.writeHead(404).end('not found');
      return;
    }
    if (route.hang) {
      hanging.add(res);
      return;
    }
    if (route.drip) {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Slow');
      return;
    }
    if (route.endless || route.declaredLength !== undefined) {
      hanging.add(res);
      res.writeHead(200, {
        'content-type': 'application/rss+xml',
        ...(route.declaredLength === undefined ? {} : { 'content-length': String(route.declaredLength) }),
      });
      const item = Buffer.from(
        '<item><title>Again</title><link>https://example.org/again</link></item>'.repeat(1000),
      );
      res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
      const pump = () => {
        while (!res.destroyed && res.write(item)) {
          // keep writing while the client keeps reading
        }
        if (!res.destroyed) {
          res.once('drain', pump);
        }
      };
      pump();
      return;
    }
    const headers: Record<string, string> = {};
    if (route.etag) {
      headers['etag'] = route.etag;
      if (req.headers['if-none-match'] === route.etag) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    if (route.lastModified) {
      headers['last-modified'] = route.lastModified;
      if (!route.etag && req.headers['if-modified-since'] === route.lastModified) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    const send = (body: Buffer) => {
      const type = route.type ?? TYPES[extname(route.file ?? path.split('?')[0] ?? '')] ?? 'application/xml';
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (range && route.status === undefined) {
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        res.writeHead(206, {
          ...headers,
          'content-type': type,
          'accept-ranges': 'bytes',
          'content-range': `bytes ${start}-${end}/${body.length}`,
          'content-length': String(end - start + 1),
        });
        res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
        return;
      }
      res.writeHead(route.status ?? 200, {
        ...headers,
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-length': String(body.length),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (route.file) {
      readFile(route.file).then(send, () => res.writeHead(500).end());
    } else {
      send(Buffer.from(route.body ?? ''));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    requests,
    close: async () => {
      for (const res of hanging) {
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A YouTube channel feed as YouTube writes it (Atom with yt: and media: extensions). */
export function youtubeFeed(
  channelId: string,
  videos: { id: string; title: string; published: string; link?: string }[],
): string {
  const entries = videos
    .map(
      (v) => `
 <entry>
  <id>yt:video:${v.id}</id>
  <yt:videoId>${v.id}</yt:videoId>
  <yt:channelId>${channelId}</yt:channelId>
  <title>${escape(v.title)}</title>
  <link rel="alternate" href="${escape(v.link ?? `https://www.youtube.com/watch?v=${v.id}`)}"/>
  <author>
   <name>City Council</name>
   <uri>https://www.youtube.com/channel/${channelId}</uri>
  </author>
  <published>${v.published}</published>
  <updated>${v.published}</updated>
  <media:group>
   <media:title>${escape(v.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${v.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/${v.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>Regular meeting</media:description>
   <media:community>
    <media:starRating count="3" average="5.00" min="1" max="5"/>
    <media:statistics views="120"/>
   </media:community>
  </media:group>
 </entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/>
 <id>yt:channel:${channelId}</id>
 <yt:channelId>${channelId}</yt:channelId>
 <title>City Council</title>
 <link rel="alternate" href="https://www.youtube.com/channel/${channelId}"/>
 <author>
  <name>City Council</name>
  <uri>https://www.youtube.com/channel/${channelId}</uri>
 </author>
 <published>2015-01-01T00:00:00+00:00</published>${entries}
</feed>
`;
}

/** A Vimeo user's videos RSS as Vimeo writes it. */
export function vimeoFeed(
  user: string,
  videos: { id: string; title: string; pubDate: string; duration: number; link?: string }[],
): string {
  const items = videos
    .map(
      (v) => `
    <item>
      <title>${escape(v.title)}</title>
      <link>${escape(v.link ?? `https://vimeo.com/${v.id}`)}</link>
      <description><![CDATA[<p><a href="https://vimeo.com/${v.id}"><img src="https://i.vimeocdn.com/video/1.jpg" alt="" /></a></p><p>Meeting video</p>]]></description>
      <pubDate>${v.pubDate}</pubDate>
      <guid isPermaLink="false">tag:vimeo,2024:clip${v.id}</guid>
      <dc:creator><![CDATA[${user}]]></dc:creator>
      <media:content>
        <media:player url="https://player.vimeo.com/video/${v.id}" />
        <media:credit role="author" scheme="https://vimeo.com/"><![CDATA[${user}]]></media:credit>
        <media:thumbnail height="540" width="960" url="https://i.vimeocdn.com/video/1.jpg" />
        <media:title><![CDATA[${v.title}]]></media:title>
      </media:content>
      <media:content duration="${v.duration}" />
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Videos from ${user}</title>
    <link>https://vimeo.com/${user}/videos</link>
    <description>Videos uploaded by ${user} on Vimeo.</description>
    <language>en-US</language>
    <atom:link href="https://vimeo.com/${user}/videos/rss" rel="self" type="application/rss+xml" />${items}
  </channel>
</rss>
`;
}

/** A Granicus ViewPublisher RSS feed: items link to the player page, with an MP4 enclosure. */
export function granicusFeed(
  items: { title: string; pubDate?: string; link: string; enclosure?: string; guid?: string }[],
  options: { leadingBlankLines?: boolean } = {},
): string {
  const body = items
    .map(
      (i) => `
<item>
<title>${i.title}</title>
<link>${i.link}</link>
${i.pubDate ? `<pubDate>${i.pubDate}</pubDate>` : ''}
<guid isPermaLink="false">${i.guid ?? i.link}</guid>
${i.enclosure ? `<enclosure url="${i.enclosure}" length="0" type="video/mp4" />` : ''}
<category>Meetings</category>
</item>`,
    )
    .join('');
  return `${options.leadingBlankLines ? '\n\n   \n' : ''}<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0">
<channel>
<title>City of Knoxville - Archived Meetings</title>
<link>/ViewPublisher.php?view_id=1</link>
<description>Archived meetings</description>${body}
</channel>
</rss>
`;
}
