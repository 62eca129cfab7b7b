import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from './run.ts';

export interface MediaTools {
  ytdlpPath: string;
  ffmpegPath: string;
  timeoutMs: number;
}

const CAPTION_EXTENSIONS = ['.vtt', '.srt'];

/** yt-dlp finds ffmpeg on PATH by itself; a path to it is passed on (a bare name would not be). */
const ffmpegLocation = (tools: MediaTools) =>
  tools.ffmpegPath.includes('/') ? ['--ffmpeg-location', tools.ffmpegPath] : [];

/**
 * Fetches the platform's captions of a video (uploaded ones first, else automatic ones) without
 * the video itself. Returns the caption file, or null when the video has none.
 */
export async function downloadCaptions(url: string, dir: string, tools: MediaTools): Promise<string | null> {
  await runTool(
    tools.ytdlpPath,
    [
      '--skip-download',
      '--write-subs',
      '--write-auto-subs',
      '--sub-langs',
      'en.*,en,-live_chat',
      '--sub-format',
      'vtt/srt/best',
      '--no-playlist',
      '--no-progress',
      '--no-warnings',
      ...ffmpegLocation(tools),
      '-o',
      join(dir, 'captions.%(ext)s'),
      url,
    ],
    { timeoutMs: tools.timeoutMs },
  );
  const files = (await readdir(dir)).filter((f) => f.startsWith('captions.'));
  const pick = (manual: boolean) =>
    files.find(
      (f) =>
        CAPTION_EXTENSIONS.some((ext) => f.endsWith(ext)) &&
        /^captions\.en\b/.test(f) &&
        (manual ? !/orig|auto/.test(f) : true),
    );
  const chosen =
    pick(true) ?? pick(false) ?? files.find((f) => CAPTION_EXTENSIONS.some((e) => f.endsWith(e)));
  return chosen ? join(dir, chosen) : null;
}

/**
 * The audio of a meeting as 16 kHz mono WAV: through `yt-dlp -x` for a video page, or ffmpeg
 * directly for a media file.
 */
export async function downloadAudio(
  input: { pageUrl: string; mediaUrl: string | null },
  dir: string,
  tools: MediaTools,
): Promise<string> {
  const out = join(dir, 'audio.wav');
  if (input.mediaUrl) {
    await toSpeechWav(input.mediaUrl, out, tools);
    return out;
  }
  await runTool(
    tools.ytdlpPath,
    [
      '-x',
      '--audio-format',
      'wav',
      '--postprocessor-args',
      'ExtractAudio:-ar 16000 -ac 1',
      '-f',
      'bestaudio/best',
      '--no-playlist',
      '--no-progress',
      '--no-warnings',
      ...ffmpegLocation(tools),
      '-o',
      join(dir, 'download.%(ext)s'),
      input.pageUrl,
    ],
    { timeoutMs: tools.timeoutMs },
  );
  const downloaded = (await readdir(dir)).find((f) => f.startsWith('download.') && f.endsWith('.wav'));
  if (!downloaded) {
    throw new Error('yt-dlp produced no audio.');
  }
  // yt-dlp's post-processor arguments vary by version: normalise once more to be sure.
  await toSpeechWav(join(dir, downloaded), out, tools);
  return out;
}

/** Any audio or video (file or URL) to 16 kHz mono 16-bit WAV. */
export async function toSpeechWav(input: string, out: string, tools: MediaTools): Promise<void> {
  await runTool(
    tools.ffmpegPath,
    [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      input,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-sample_fmt',
      's16',
      '-f',
      'wav',
      out,
    ],
    { timeoutMs: tools.timeoutMs },
  );
}
