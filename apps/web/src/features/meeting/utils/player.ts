import { embedUrl, parseVideoUrl, type VideoPlatform } from '@gavel/contract';

/**
 * The embedded players are driven with postMessage (spec §7: seek and play): YouTube's iframe
 * API commands and Vimeo's player.js methods. Internet Archive's player takes no messages, so it
 * is reloaded at `?start=`; a plain media file plays in a <video> element.
 */

/** The player's address, starting at `seconds`; undefined when the video cannot be embedded. */
export function playerSrc(videoUrl: string, seconds: number, pageOrigin: string): string | undefined {
  const src = embedUrl(videoUrl, seconds);
  if (src === undefined) {
    return undefined;
  }
  // YouTube answers API messages only to the page origin it was told about.
  return parseVideoUrl(videoUrl).platform === 'youtube'
    ? `${src}&origin=${encodeURIComponent(pageOrigin)}`
    : src;
}

/** The messages that move a player to `seconds` and play it, in order. */
export function seekMessages(platform: VideoPlatform, seconds: number): string[] {
  const at = Math.max(0, Math.floor(seconds));
  switch (platform) {
    case 'youtube':
      return [
        JSON.stringify({ event: 'command', func: 'seekTo', args: [at, true] }),
        JSON.stringify({ event: 'command', func: 'playVideo', args: [] }),
      ];
    case 'vimeo':
      return [JSON.stringify({ method: 'setCurrentTime', value: at }), JSON.stringify({ method: 'play' })];
    case 'archive':
    case 'file':
    case 'other':
      return [];
  }
}

/** The greeting that makes a player start talking to the page, so we know it has loaded. */
export function handshakeMessages(platform: VideoPlatform): string[] {
  switch (platform) {
    case 'youtube':
      return [JSON.stringify({ event: 'listening', id: 'gavel-player', channel: 'widget' })];
    case 'vimeo':
      return [
        JSON.stringify({ method: 'ping' }),
        JSON.stringify({ method: 'addEventListener', value: 'ready' }),
      ];
    case 'archive':
    case 'file':
    case 'other':
      return [];
  }
}

/** The platform's name, for "Watch on ..." links. */
export function platformName(platform: VideoPlatform): string {
  switch (platform) {
    case 'youtube':
      return 'YouTube';
    case 'vimeo':
      return 'Vimeo';
    case 'archive':
      return 'the Internet Archive';
    case 'file':
    case 'other':
      return 'its site';
  }
}
