import { XMLParser } from 'fast-xml-parser';
import { canonicalVideoUrl } from './urls.ts';

/**
 * RSS 2.0 and Atom feeds as they are in the wild: YouTube channel feeds, Vimeo RSS, Granicus
 * ViewPublisher, Internet Archive, podcasts. Tolerates blank lines before the XML declaration,
 * missing dates, relative links, duplicate entries and HTML (escaped or not) in titles.
 */
export interface FeedEntry {
  /** The meeting's page (or the media itself when the feed links nothing else), absolute. */
  videoUrl: string;
  title: string;
  /** null when the feed gives no readable date. */
  uploadDate: Date | null;
  lengthSeconds: number;
  /** A direct audio or video file (an enclosure), when the feed gives one. */
  mediaUrl: string | null;
}

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Titles and descriptions are taken as written, so HTML inside them (escaped or not) is stripped
  // rather than parsed as feed structure.
  stopNodes: ['*.title', '*.description', '*.summary', '*.content'],
  isArray: (name) => ['item', 'entry', 'link', 'enclosure', 'media:content'].includes(name),
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
});

type Node = Record<string, unknown>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = hex ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of a title: CDATA unwrapped, tags removed (before and after decoding), spaces folded.
 * A tag never holds a `<`, which also keeps each match to a single pass over the text.
 */
export function plainText(raw: unknown): string {
  let text = textOf(raw);
  text = text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  text = decodeEntities(text.replace(/<[^<>]*>/g, ' '));
  text = decodeEntities(text.replace(/<\/?[a-z][^<>]*>/gi, ' '));
  // PostgreSQL cannot store a NUL character in text.
  return text.replace(/\0/g, '').replace(/\s+/g, ' ').trim();
}

function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') {
    return String(value);
  }
  if (value && typeof value === 'object' && '#text' in value) {
    return textOf((value as Node)['#text']);
  }
  return '';
}

const asNode = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function absolute(link: string, base: string): string | null {
  const trimmed = link.trim();
  if (!trimmed) {
    return null;
  }
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function date(value: unknown): Date | null {
  const text = textOf(value).trim();
  if (!text) {
    return null;
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The longest length a meeting can have (its length is stored as a 32-bit integer). */
const MAX_LENGTH_SECONDS = 2 ** 31 - 1;

/** Seconds from `3723`, `1:02:03` or `62:03`; 0 when unreadable or longer than a meeting can be. */
export function durationSeconds(value: unknown): number {
  const text = textOf(value).trim();
  let seconds = 0;
  if (/^\d+(\.\d+)?$/.test(text)) {
    seconds = Math.round(Number(text));
  } else {
    const parts = /^(?:(\d+):)?(\d{1,3}):(\d{2})$/.exec(text);
    if (parts) {
      seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
    }
  }
  return seconds <= MAX_LENGTH_SECONDS ? seconds : 0;
}

const MEDIA_TYPE = /^(audio|video)\//i;
const MEDIA_EXTENSION = /\.(mp4|m4v|mov|webm|mkv|mp3|m4a|aac|ogg|oga|opus|wav|flac|mpg|mpeg|ts)(\?|$)/i;

function lengthOf(node: Node): number {
  const group = asNode(node['media:group']);
  const candidates = [
    ...asList(node['media:content']).map((c) => asNode(c)['@_duration']),
    ...asList(group['media:content']).map((c) => asNode(c)['@_duration']),
    asNode(node['yt:duration'])['@_seconds'],
    node['itunes:duration'],
    node['duration'],
  ];
  for (const candidate of candidates) {
    const seconds = durationSeconds(candidate);
    if (seconds > 0) {
      return seconds;
    }
  }
  return 0;
}

function mediaOf(node: Node, base: string): string | null {
  const group = asNode(node['media:group']);
  const candidates = [
    ...asList(node['enclosure']).map(asNode),
    ...asList(node['media:content']).map(asNode),
    ...asList(group['media:content']).map(asNode),
  ];
  for (const candidate of candidates) {
    const url = absolute(textOf(candidate['@_url']), base);
    const type = textOf(candidate['@_type']);
    if (url && (MEDIA_TYPE.test(type) || (!type && MEDIA_EXTENSION.test(url)))) {
      return url;
    }
  }
  return null;
}

function rssEntry(item: Node, base: string): FeedEntry | null {
  const media = mediaOf(item, base);
  const link =
    asList(item['link'])
      .map((l) => absolute(textOf(l) || textOf(asNode(l)['@_href']), base))
      .find((l) => l !== null) ?? null;
  const guid = asNode(item['guid'])['@_isPermaLink'] === 'false' ? '' : textOf(item['guid']);
  const videoUrl = link ?? absolute(guid, base) ?? media;
  if (!videoUrl) {
    return null;
  }
  return {
    videoUrl,
    title: plainText(item['title']) || 'Untitled meeting',
    uploadDate: date(item['pubDate']) ?? date(item['dc:date']) ?? date(item['published']),
    lengthSeconds: lengthOf(item),
    mediaUrl: media,
  };
}

/** The watch page of a YouTube video (URLSearchParams, unlike encodeURIComponent, takes any string). */
function watchUrl(videoId: string): string {
  const url = new URL('https://www.youtube.com/watch');
  url.searchParams.set('v', videoId);
  return url.toString();
}

function atomEntry(entry: Node, base: string): FeedEntry | null {
  const links = asList(entry['link']).map(asNode);
  const alternate =
    links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links.find((l) => l['@_href']);
  const enclosure = links.find((l) => l['@_rel'] === 'enclosure');
  const videoId = textOf(entry['yt:videoId']).trim();
  const media = mediaOf(entry, base) ?? (enclosure ? absolute(textOf(enclosure['@_href']), base) : null);
  const videoUrl =
    (alternate ? absolute(textOf(alternate['@_href']), base) : null) ??
    (videoId ? watchUrl(videoId) : null) ??
    media;
  if (!videoUrl) {
    return null;
  }
  const group = asNode(entry['media:group']);
  return {
    videoUrl,
    title: plainText(entry['title']) || plainText(group['media:title']) || 'Untitled meeting',
    uploadDate: date(entry['published']) ?? date(entry['updated']),
    lengthSeconds: lengthOf(entry),
    mediaUrl: media,
  };
}

/** The entries of a feed, each video once (the first occurrence wins), by its canonical URL. */
export function parseFeed(content: string, feedUrl: string): FeedEntry[] {
  const text = content.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<')) {
    throw new FeedFormatError('The feed is not XML.');
  }
  let document: Node;
  try {
    document = asNode(parser.parse(text));
  } catch (error) {
    throw new FeedFormatError(`The feed is not well-formed XML: ${(error as Error).message}`);
  }
  let entries: (FeedEntry | null)[];
  if (document['rss'] || document['rdf:RDF']) {
    const root = asNode(document['rss'] ?? document['rdf:RDF']);
    const channel = asNode(root['channel']);
    const items = asList(channel['item'] ?? root['item']).map(asNode);
    entries = items.map((item) => rssEntry(item, feedUrl));
  } else if (document['feed']) {
    const feed = asNode(document['feed']);
    entries = asList(feed['entry'])
      .map(asNode)
      .map((entry) => atomEntry(entry, feedUrl));
  } else {
    throw new FeedFormatError('The document is neither an RSS nor an Atom feed.');
  }
  const seen = new Set<string>();
  const result: FeedEntry[] = [];
  for (const found of entries) {
    // Every link to the same video names the same meeting (see canonicalVideoUrl).
    const entry = found && { ...found, videoUrl: canonicalVideoUrl(found.videoUrl) };
    if (entry && !seen.has(entry.videoUrl)) {
      seen.add(entry.videoUrl);
      result.push(entry);
    }
  }
  return result;
}
