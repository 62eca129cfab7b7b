import { describe, expect, it } from 'vitest';
import { checkDecodedAudio, mediaDurationSeconds } from './audio-check.ts';

describe('decoded audio check', () => {
  it('reads the duration ffmpeg reports of its input', () => {
    const log = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'media.mp4':",
      '  Duration: 01:02:03.50, start: 0.000000, bitrate: 123 kb/s',
    ].join('\n');
    expect(mediaDurationSeconds(log)).toBe(3723.5);
    expect(mediaDurationSeconds('  Duration: N/A, start: 0.000000, bitrate: N/A')).toBeNull();
    expect(mediaDurationSeconds('')).toBeNull();
  });

  it('fails empty audio and audio far shorter than the media, and passes the rest', () => {
    expect(() => checkDecodedAudio(0, 3723)).toThrow(
      'The media could not be read: no audio could be decoded from its 1 h 2 min.',
    );
    expect(() => checkDecodedAudio(0, null)).toThrow(
      'The media could not be read: no audio could be decoded from it.',
    );
    expect(() => checkDecodedAudio(600, 3600)).toThrow(
      'The media could not be read: only 10 min 0 s of its 1 h 0 min of audio could be decoded.',
    );
    expect(() => checkDecodedAudio(3590, 3600)).not.toThrow();
    // A second or two short of a short file is rounding, not a failure.
    expect(() => checkDecodedAudio(2.5, 4)).not.toThrow();
    expect(() => checkDecodedAudio(1200, null)).not.toThrow();
  });
});
