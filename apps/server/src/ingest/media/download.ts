import { open } from 'node:fs/promises';
import { PermanentIngestError } from '../errors.ts';

/** A download that did not complete (the server stalled, closed early or refused): worth retrying. */
export class MediaDownloadError extends Error {
  override name = 'MediaDownloadError';
  constructor(reason: string) {
    super(`The media could not be downloaded: ${reason}`);
  }
}

export interface DownloadLimits {
  /** The whole download, resumes included. */
  timeoutMs: number;
  /** Given up when the server sends nothing for this long. */
  stallMs: number;
  maxBytes: number;
}

export interface DownloadProgress {
  bytes: number;
  /** The file's size when the server said it. */
  total: number | null;
}

/** Resumes of an interrupted download (each needs the server to answer byte ranges). */
const MAX_RESUMES = 5;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The file's full size from a 200's Content-Length or a 206's Content-Range. */
function totalOf(response: Response): number | null {
  if (response.status === 206) {
    const total = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1];
    return total === undefined ? null : Number(total);
  }
  const length = response.headers.get('content-length');
  return length !== null && /^\d+$/.test(length) ? Number(length) : null;
}

/**
 * Streams a media file to `file`. When the connection drops or stalls for `stallMs` and the server
 * answers byte ranges, the download resumes where it stopped (at most MAX_RESUMES times); a server
 * that ignores the range is read again from the start. A server that stalls or cuts the body short
 * without ranges to resume, or answers an error status, is a MediaDownloadError; a file over `maxBytes` is a
 * PermanentIngestError (retrying will not make it smaller).
 */
export async function downloadMedia(
  url: string,
  file: string,
  limits: DownloadLimits,
  onProgress: (progress: DownloadProgress) => void = () => {},
): Promise<DownloadProgress> {
  const tooLarge = () =>
    new PermanentIngestError(
      `The media is larger than the ${megabytes(limits.maxBytes)} allowed (MEDIA_MAX_MEGABYTES).`,
    );
  const deadline = Date.now() + limits.timeoutMs;
  const handle = await open(file, 'w');
  let written = 0;
  let total: number | null = null;
  let resumes = 0;
  try {
    for (;;) {
      const controller = new AbortController();
      let stalled = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        const wait = Math.min(limits.stallMs, deadline - Date.now());
        timer = setTimeout(
          () => {
            stalled = true;
            controller.abort();
          },
          Math.max(0, wait),
        );
      };
      const gaveUp = () =>
        new MediaDownloadError(
          Date.now() >= deadline
            ? `it took longer than ${Math.round(limits.timeoutMs / 1000)} s (${megabytes(written)} received).`
            : `the server sent nothing for ${Math.round(limits.stallMs / 1000)} s (after ${megabytes(written)}).`,
        );
      arm();
      let response: Response;
      try {
        response = await fetch(url, {
          signal: controller.signal,
          headers: written > 0 ? { range: `bytes=${written}-` } : {},
        });
      } catch (error) {
        clearTimeout(timer);
        if (stalled) {
          throw gaveUp();
        }
        const cause = (error as Error).cause as Error | undefined;
        throw new MediaDownloadError(`${cause?.message ?? (error as Error).message}.`);
      }
      if (!response.ok) {
        clearTimeout(timer);
        await response.body?.cancel().catch(() => {});
        throw new MediaDownloadError(
          `the server answered ${response.status} ${response.statusText}.`.replace(' .', '.'),
        );
      }
      if (written > 0 && response.status !== 206) {
        // The range was ignored: the whole file comes again.
        written = 0;
        await handle.truncate(0);
      }
      total = totalOf(response) ?? total;
      const rangesOffered = response.status === 206 || response.headers.get('accept-ranges') === 'bytes';
      if (total !== null && total > limits.maxBytes) {
        clearTimeout(timer);
        await response.body?.cancel().catch(() => {});
        throw tooLarge();
      }
      let failure: unknown;
      try {
        const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
        for (;;) {
          if (!reader) {
            break;
          }
          const { done, value } = await reader.read();
          if (done) {
            break;
          }
          arm();
          await handle.write(value, 0, value.length, written);
          written += value.length;
          if (written > limits.maxBytes) {
            await reader.cancel().catch(() => {});
            throw tooLarge();
          }
          onProgress({ bytes: written, total });
        }
      } catch (error) {
        if (error instanceof PermanentIngestError) {
          throw error;
        }
        failure = error;
      } finally {
        clearTimeout(timer);
      }
      const complete = failure === undefined && (total === null || written >= total);
      if (complete) {
        onProgress({ bytes: written, total });
        return { bytes: written, total };
      }
      // A server that stalls mid-file is asked again for the rest, when it answers byte ranges.
      if (stalled && (!rangesOffered || resumes >= MAX_RESUMES || Date.now() >= deadline)) {
        throw gaveUp();
      }
      if (stalled) {
        resumes += 1;
        continue;
      }
      const short = `the connection closed after ${megabytes(written)} of ${total === null ? 'the file' : megabytes(total)}`;
      if (!rangesOffered || resumes >= MAX_RESUMES || Date.now() >= deadline) {
        throw new MediaDownloadError(
          rangesOffered
            ? `${short}, ${resumes} resumes did not finish it.`
            : `${short}, and the server does not resume downloads.`,
        );
      }
      resumes += 1;
    }
  } finally {
    await handle.close();
  }
}
