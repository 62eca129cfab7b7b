import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';

/**
 * Transcripts as JSON Lines, one meeting per line (optionally gzip-compressed):
 * {"id", "body", "title", "date": "YYYY-MM-DD", "video_url", "segments": [{"start", "text"}]}.
 * Read as a stream, so memory stays flat whatever the file's size.
 */
const segmentSchema = z.object({
  start: z.number().finite().nonnegative(),
  end: z.number().finite().nonnegative().nullish(),
  text: z.string(),
  speaker: z.string().nullish(),
});

export const meetingLineSchema = z.object({
  id: z.string().optional(),
  body: z.string().optional(),
  title: z.string().trim().min(1).max(500),
  // Real files write 2011-10-24, 2011 10 24, 2011/10/24 or 20111024: normalised to YYYY-MM-DD.
  date: z
    .string()
    .trim()
    .transform((value) => value.replace(/^(\d{4})[-/. ]?(\d{2})[-/. ]?(\d{2})(?:\b|T).*$/, '$1-$2-$3'))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')),
  // Web addresses only, as feeds are: a `javascript:` or `file:` URL is never a meeting's video.
  video_url: z.url({ protocol: /^https?$/, error: 'must be an http or https address' }),
  segments: z.array(segmentSchema),
});

export type MeetingLine = z.infer<typeof meetingLineSchema>;

export class TranscriptFileError extends Error {
  override name = 'TranscriptFileError';
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Yields each meeting with its line number; a malformed line throws naming the file and line. */
export async function* readMeetingLines(
  file: string,
  onBytes: (bytesRead: number) => void = () => {},
): AsyncGenerator<{ line: number; meeting: MeetingLine }> {
  const gzip = await isGzip(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onBytes(bytes);
      done(null, chunk);
    },
  });
  const text = gzip ? raw.pipe(meter).pipe(createGunzip()) : raw.pipe(meter);
  let line = 0;
  let pending = '';
  const decoder = new StringDecoder('utf8');
  const parse = (content: string) => {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      throw new TranscriptFileError(`${file}:${line}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = meetingLineSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new TranscriptFileError(
        `${file}:${line}: ${issue ? `${issue.path.join('.') || 'line'} ${issue.message}` : 'not a meeting'}`,
      );
    }
    return parsed.data;
  };
  try {
    // Pulling chunk by chunk keeps back-pressure: the file is read only as fast as meetings are saved.
    for await (const chunk of text as AsyncIterable<Buffer>) {
      pending += decoder.write(chunk);
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        const content = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        line += 1;
        if (content.trim() !== '') {
          yield { line, meeting: parse(content) };
        }
        newline = pending.indexOf('\n');
      }
    }
    pending += decoder.end();
    if (pending.trim() !== '') {
      line += 1;
      yield { line, meeting: parse(pending) };
    }
  } catch (error) {
    if (error instanceof TranscriptFileError) {
      throw error;
    }
    throw new TranscriptFileError(`${file}:${line + 1}: cannot be read (${(error as Error).message})`);
  } finally {
    raw.destroy();
  }
}
