/**
 * Video links: which platform a meeting's video is on, links that open it at a moment, and the
 * player to embed. YouTube and Vimeo are the video platforms the product supports; Internet
 * Archive items and direct media files are what many real channels publish, so they work too.
 */
export type VideoPlatform = 'youtube' | 'vimeo' | 'archive' | 'file' | 'other';

export interface VideoRef {
  platform: VideoPlatform;
  id: string;
}

export function parseVideoUrl(url: string): VideoRef {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { platform: 'other', id: url };
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      parsed.searchParams.get('v') ?? /^\/(?:embed|live|shorts)\/([\w-]+)/.exec(parsed.pathname)?.[1];
    if (id) {
      return { platform: 'youtube', id };
    }
  }
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1).split('/')[0];
    if (id) {
      return { platform: 'youtube', id };
    }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(\d+)(?:$|[/?#])/.exec(`${parsed.pathname}/`)?.[1];
    if (id) {
      return { platform: 'vimeo', id };
    }
  }
  if (host === 'archive.org') {
    const id = /^\/(?:details|embed)\/([^/?#]+)/.exec(parsed.pathname)?.[1];
    if (id) {
      return { platform: 'archive', id };
    }
  }
  if (/\.(mp4|webm|m4v|mov|mp3|m4a|ogg|oga|wav)$/i.test(parsed.pathname)) {
    return { platform: 'file', id: url };
  }
  return { platform: 'other', id: url };
}

/** A link that opens the video at `seconds` (spec §3 timestamp_url). */
export function timestampUrl(url: string, seconds: number): string {
  const at = Math.max(0, Math.floor(seconds));
  const video = parseVideoUrl(url);
  switch (video.platform) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}&t=${at}s`;
    case 'vimeo':
      return `https://vimeo.com/${video.id}#t=${at}s`;
    case 'archive':
      return `https://archive.org/details/${video.id}?start=${at}`;
    case 'file':
    case 'other':
      return at > 0 ? `${url.split('#')[0]}#t=${at}` : url;
  }
}

/** The player to embed for a video, starting at `seconds`; undefined for a plain media file. */
export function embedUrl(url: string, seconds = 0): string | undefined {
  const at = Math.max(0, Math.floor(seconds));
  const video = parseVideoUrl(url);
  switch (video.platform) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?enablejsapi=1&start=${at}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${video.id}#t=${at}s`;
    case 'archive':
      return `https://archive.org/embed/${video.id}?start=${at}`;
    case 'file':
    case 'other':
      return undefined;
  }
}

/** hh:mm:ss from seconds (spec §3: segment_start, video length). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Seconds from hh:mm:ss (or mm:ss); NaN when malformed. */
export function parseClock(value: string): number {
  const parts = value.trim().split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isFinite(n) || n < 0)) {
    return Number.NaN;
  }
  return parts.reduce((total, n) => total * 60 + n, 0);
}
