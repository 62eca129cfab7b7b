import type { Platform } from '../../db/schema.ts';
import { parseVideoUrl } from '@gavel/contract';

export interface FeedBases {
  youtube: string;
  vimeo: string;
}

/**
 * The feed of a channel. A source that is already a URL is used as it is; otherwise YouTube's
 * is a channel id (`UC...`), Vimeo's a user name or `channels/NAME`, and an RSS source must be a URL.
 */
export function feedUrl(platform: Platform, source: string, bases: FeedBases): string {
  const value = source.trim();
  if (/^https?:\/\//i.test(value)) {
    return value;
  }
  if (platform === 'youtube') {
    return `${bases.youtube}/feeds/videos.xml?channel_id=${encodeURIComponent(value)}`;
  }
  if (platform === 'vimeo') {
    const path = value
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map(encodeURIComponent)
      .join('/');
    return `${bases.vimeo}/${path}/videos/rss`;
  }
  throw new Error(`An RSS channel's source must be the feed's URL (got "${value}").`);
}

/** Query parameters that track where a link was shared, not which video it is. */
const TRACKING_PARAMETER =
  /^(utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|yclid|twclid|_ga|_gl)$/i;

/** The id of the YouTube video a link names (its path's id wins over a `v` parameter), or null. */
function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      /^\/(?:shorts|live|embed|v)\/([^/]+)/.exec(url.pathname)?.[1] ??
      (url.pathname === '/watch' ? url.searchParams.get('v') : null);
  }
  return id && /^[\w-]+$/.test(id) ? id : null;
}

/**
 * The one form of a meeting's video URL, so that every link to the same video names the same
 * meeting. A YouTube video, whatever the link (watch, youtu.be, shorts, live, embed, m., http or
 * https, with a start time, a playlist or share parameters), is `https://www.youtube.com/watch?v=ID`.
 * Any other URL loses its fragment, its tracking parameters (utm_*, fbclid, gclid...) and a
 * default port; its scheme is kept, since a server may answer only one of http and https (Vimeo,
 * which answers only https, is given https). Anything that is not an http(s) URL is returned trimmed.
 */
export function canonicalVideoUrl(raw: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return value;
  }
  const youtube = youtubeVideoId(url);
  if (youtube) {
    return `https://www.youtube.com/watch?v=${youtube}`;
  }
  const video = parseVideoUrl(url.toString());
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMETER.test(key)) {
      url.searchParams.delete(key);
    }
  }
  if (video.platform === 'vimeo' || /^(www\.)?vimeo\.com$/.test(url.hostname)) {
    url.protocol = 'https:';
    url.hostname = url.hostname.replace(/^www\./, '');
  }
  return url.toString();
}
