import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SpokenMeeting {
  /** The MP4 (a still picture and the speech). */
  video: string;
  /** WebVTT captions of exactly what is said, one cue per sentence. */
  captions: string;
  /** Where each sentence starts and ends, in seconds. */
  timings: { start: number; end: number; text: string }[];
  seconds: number;
}

const GAP_SECONDS = 0.6;

async function wavSeconds(file: string): Promise<number> {
  const buffer = await readFile(file);
  const byteRate = buffer.readUInt32LE(28);
  let offset = 12;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'data') {
      return Math.min(size, buffer.length - offset - 8) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return 0;
}

const clock = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/**
 * A short meeting made for the test: espeak-ng says each sentence, ffmpeg joins them with short
 * pauses into an MP4, and the captions say exactly what is spoken when.
 */
export async function makeSpokenMeeting(
  dir: string,
  name: string,
  sentences: string[],
): Promise<SpokenMeeting> {
  const parts: string[] = [];
  const timings: SpokenMeeting['timings'] = [];
  let at = 0;
  for (const [index, sentence] of sentences.entries()) {
    const file = join(dir, `${name}-${index}.wav`);
    await run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, sentence]);
    const seconds = await wavSeconds(file);
    timings.push({ start: at, end: at + seconds, text: sentence });
    at += seconds + GAP_SECONDS;
    parts.push(file);
  }
  const inputs = parts.flatMap((p) => ['-i', p]);
  const pads = parts.map((_p, i) => `[${i}:a]apad=pad_dur=${GAP_SECONDS}[a${i}]`).join(';');
  const concat = `${parts.map((_p, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[speech]`;
  const video = join(dir, `${name}.mp4`);
  await run('ffmpeg', [
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=160x120:r=5:d=${Math.ceil(at)}`,
    '-filter_complex',
    `${pads};${concat}`,
    '-map',
    `${parts.length}:v`,
    '-map',
    '[speech]',
    '-shortest',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    video,
  ]);
  const captions = join(dir, `${name}.vtt`);
  await writeFile(
    captions,
    `WEBVTT\n\n${timings.map((t) => `${clock(t.start)} --> ${clock(t.end)}\n${t.text}\n`).join('\n')}`,
  );
  return { video, captions, timings, seconds: at };
}

/** The video page a platform would serve: a <video> with a caption <track> when there are captions. */
export function videoPage(videoPath: string, captionsPath?: string): string {
  const track = captionsPath
    ? `<track kind="captions" src="${captionsPath}" srclang="en" label="English">`
    : '';
  return `<!DOCTYPE html><html><head><title>Meeting video</title></head><body>
<video controls src="${videoPath}">${track}</video>
</body></html>`;
}
