import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDecodedAudio, mediaDurationSeconds, MediaReadError, wavSeconds } from './audio-check.ts';
import { downloadMedia, type DownloadProgress } from './download.ts';
import { runTool, ToolError } from './run.ts';

export interface MediaTools {
  ytdlpPath: string;
  ffmpegPath: string;
  timeoutMs: number;
  /** A media download is given up when its server sends nothing for this long. */
  stallMs: number;
  /** The largest media file downloaded. */
  maxBytes: number;
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

/** What the audio step is doing, for progress reports. */
export type AudioStage = 'downloading' | 'converting';

export interface AudioProgress {
  stage: (stage: AudioStage) => Promise<void> | void;
  downloaded: (progress: DownloadProgress) => void;
}

const MEDIA_EXTENSION = /\.(mp4|m4v|mov|webm|mkv|mp3|m4a|aac|ogg|oga|opus|wav|flac|mpg|mpeg|ts)$/i;

/** The extension of a media URL's file name, to help ffmpeg guess its format. */
function extensionOf(url: string): string {
  try {
    return MEDIA_EXTENSION.exec(new URL(url).pathname)?.[0]?.toLowerCase() ?? '';
  } catch {
    return '';
  }
}

/**
 * The audio of a meeting as 16 kHz mono WAV: through `yt-dlp -x` for a video page, or, for a media
 * file, downloaded whole to `dir` first (so ffmpeg can seek in it, whatever the server) and then
 * converted. The decoded audio is checked against the media's duration (MediaReadError).
 */
export async function downloadAudio(
  input: { pageUrl: string; mediaUrl: string | null },
  dir: string,
  tools: MediaTools,
  progress: AudioProgress = { stage: () => {}, downloaded: () => {} },
): Promise<string> {
  const out = join(dir, 'audio.wav');
  if (input.mediaUrl) {
    await progress.stage('downloading');
    const file = join(dir, `media${extensionOf(input.mediaUrl)}`);
    const { bytes } = await downloadMedia(input.mediaUrl, file, tools, progress.downloaded);
    if (bytes === 0) {
      throw new MediaReadError('the file is empty (the server sent 0 bytes).');
    }
    await progress.stage('converting');
    await toCheckedSpeechWav(file, out, tools);
    return out;
  }
  await progress.stage('downloading');
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
  await progress.stage('converting');
  await toCheckedSpeechWav(join(dir, downloaded), out, tools);
  return out;
}

/**
 * A media file to 16 kHz mono WAV, failing with a MediaReadError when ffmpeg cannot read it,
 * decodes nothing, or decodes far less than the media's duration.
 */
export async function toCheckedSpeechWav(input: string, out: string, tools: MediaTools): Promise<void> {
  let log: string;
  try {
    log = await toSpeechWav(input, out, tools);
  } catch (error) {
    if (error instanceof ToolError && !/is not installed|took longer than/.test(error.message)) {
      const reason = error.message
        .replace(/^ffmpeg failed: /, '')
        .replace(/^\[[^\]]*\] /, '')
        .split(` ${input}: `)
        .join('; ')
        .split(input)
        .join('the file');
      throw new MediaReadError(reason.endsWith('.') ? reason : `${reason}.`);
    }
    throw error;
  }
  checkDecodedAudio(await wavSeconds(out), mediaDurationSeconds(log));
}

/** Any audio or video (file or URL) to 16 kHz mono 16-bit WAV; returns ffmpeg's log (the input's description). */
export async function toSpeechWav(input: string, out: string, tools: MediaTools): Promise<string> {
  const { stderr } = await runTool(
    tools.ffmpegPath,
    [
      '-nostdin',
      '-hide_banner',
      '-nostats',
      '-loglevel',
      'info',
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
  return stderr;
}
