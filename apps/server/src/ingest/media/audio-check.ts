import { open } from 'node:fs/promises';
import { SAMPLE_RATE } from './wav.ts';

/**
 * Media that ffmpeg could not turn into the audio it should hold (nothing decoded, an unreadable
 * file, or much less audio than the media lasts). Retried like a failed download: a file cut
 * short on the way is whole the next time.
 */
export class MediaReadError extends Error {
  override name = 'MediaReadError';
  constructor(reason: string) {
    super(`The media could not be read: ${reason}`);
  }
}

/** The media's duration as ffmpeg reports its input ("Duration: 01:02:03.45"); null when unknown. */
export function mediaDurationSeconds(ffmpegLog: string): number | null {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(ffmpegLog);
  if (!match) {
    return null;
  }
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return seconds > 0 ? seconds : null;
}

/** Seconds of 16 kHz mono 16-bit audio in a WAV file that toSpeechWav wrote (a 44-byte header). */
export async function wavSeconds(path: string): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return Math.max(0, size - 44) / (SAMPLE_RATE * 2);
  } finally {
    await handle.close();
  }
}

const clock = (seconds: number) => {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
};

/** Less than this share of the media's duration decoded is a failure to read it. */
const MIN_DECODED_SHARE = 0.75;

/**
 * Throws a MediaReadError when the decoded audio is empty, or far shorter than the media says it
 * lasts (ffmpeg exits 0 on media it could only partly read).
 */
export function checkDecodedAudio(decodedSeconds: number, mediaSeconds: number | null): void {
  if (decodedSeconds < 0.1) {
    throw new MediaReadError(
      mediaSeconds === null
        ? 'no audio could be decoded from it.'
        : `no audio could be decoded from its ${clock(mediaSeconds)}.`,
    );
  }
  if (
    mediaSeconds !== null &&
    decodedSeconds < mediaSeconds * MIN_DECODED_SHARE &&
    mediaSeconds - decodedSeconds > 2
  ) {
    throw new MediaReadError(
      `only ${clock(decodedSeconds)} of its ${clock(mediaSeconds)} of audio could be decoded.`,
    );
  }
}
