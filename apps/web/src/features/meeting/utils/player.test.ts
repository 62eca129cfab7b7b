import { describe, expect, it } from 'vitest';
import { playerSrc, seekMessages } from './player';

describe('seekMessages', () => {
  it('seeks and plays a YouTube player through its iframe API', () => {
    expect(seekMessages('youtube', 125.8)).toEqual([
      '{"event":"command","func":"seekTo","args":[125,true]}',
      '{"event":"command","func":"playVideo","args":[]}',
    ]);
  });

  it('sets the time and plays a Vimeo player through player.js', () => {
    expect(seekMessages('vimeo', 90)).toEqual([
      '{"method":"setCurrentTime","value":90}',
      '{"method":"play"}',
    ]);
  });

  it('has no messages for players that take none', () => {
    expect(seekMessages('archive', 10)).toEqual([]);
    expect(seekMessages('file', 10)).toEqual([]);
  });
});

describe('playerSrc', () => {
  it('embeds YouTube with its API on, at the moment, for this page', () => {
    expect(playerSrc('https://www.youtube.com/watch?v=gvDemoFv001', 42, 'https://gavel.example')).toBe(
      'https://www.youtube-nocookie.com/embed/gvDemoFv001?enablejsapi=1&start=42&origin=https%3A%2F%2Fgavel.example',
    );
  });

  it('embeds Vimeo and the Internet Archive at the moment', () => {
    expect(playerSrc('https://vimeo.com/900000001', 42, 'https://gavel.example')).toBe(
      'https://player.vimeo.com/video/900000001#t=42s',
    );
    expect(playerSrc('https://archive.org/details/council-2026', 42, 'https://gavel.example')).toBe(
      'https://archive.org/embed/council-2026?start=42',
    );
  });

  it('has no player page for a media file', () => {
    expect(playerSrc('https://media.example.org/meeting.mp4', 0, 'https://gavel.example')).toBeUndefined();
  });
});
