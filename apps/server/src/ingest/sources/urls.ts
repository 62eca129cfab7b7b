import type { Platform } from '../../db/schema.ts';

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
