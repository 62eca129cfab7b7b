import { stat } from 'node:fs/promises';
import type {
  ChannelsRepository,
  MeetingsRepository,
  SearchIndexesRepository,
} from '../db/repositories/index.ts';
import type { TranscriptSegment } from '../domain/transcript.ts';
import type { Channel } from '../db/schema.ts';
import { CaptionDecodeError } from '../ingest/captions/decode.ts';
import type { DroppedCue } from '../ingest/captions/parse.ts';
import { readCaptionFile } from '../ingest/captions/read.ts';
import { splitTurns } from '../ingest/captions/turns.ts';
import { readMeetingLines, type MeetingLine } from '../ingest/transcripts/jsonl.ts';
import { canonicalVideoUrl } from '../ingest/sources/urls.ts';
import { badRequest, notFound } from '../domain/errors.ts';

export interface ImportProgress {
  file: string;
  /** 0..1 of the file read. */
  fraction: number;
  meetings: number;
  segments: number;
}

export interface ImportTotals {
  meetings: number;
  segments: number;
}

const SPEAKING_RATE_WORDS_PER_SECOND = 2.6;

/**
 * Meetings saved at once by an import: while some wait on PostgreSQL (their COPY, their lexeme
 * counts), the next are read and parsed, which keeps two cores busy.
 */
export const IMPORT_CONCURRENCY = 4;

/** The date of a transcript file as the meeting's upload date: noon UTC, the same day in every US zone. */
export function uploadDateFrom(date: string): Date {
  const day = date.slice(0, 10);
  const parsed = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) {
    throw badRequest(`"${date}" is not a date (YYYY-MM-DD).`);
  }
  return parsed;
}

/** A meeting's video URL: an http or https address, as feeds give (never `javascript:` or `file:`). */
export function requireWebVideoUrl(videoUrl: string): string {
  let protocol = '';
  try {
    protocol = new URL(videoUrl).protocol;
  } catch {
    // Not a URL at all: refused below.
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw badRequest(`The video URL must be an http or https address (got "${videoUrl.slice(0, 200)}").`);
  }
  return videoUrl;
}

/** Runs of whitespace, or any whitespace but a plain space: text that needs collapsing. */
const LOOSE_WHITESPACE = /\s\s|[^\S ]/;

/**
 * Segments of a JSONL meeting: each ends where the next begins; empty texts are dropped; a `>>`
 * starts a new segment and a named speaker ("MAYOR SMITH:", `<v Name>`) sets the speaker.
 */
export function segmentsFromLine(meeting: MeetingLine): TranscriptSegment[] {
  const kept: MeetingLine['segments'] = [];
  for (const s of meeting.segments) {
    const text = (LOOSE_WHITESPACE.test(s.text) ? s.text.replace(/\s+/g, ' ') : s.text).trim();
    if (text !== '') {
      kept.push({ start: s.start, end: s.end, speaker: s.speaker, text });
    }
  }
  kept.sort((a, b) => a.start - b.start);
  return kept.flatMap((s, i) => {
    const next = kept[i + 1];
    return splitTurns({
      start_seconds: s.start,
      end_seconds: s.end ?? (next ? next.start : spokenEnd(s.start, s.text)),
      speaker: s.speaker?.trim() || null,
      text: s.text,
    });
  });
}

/** Where a last segment with no end stops: at least 2 s, or as long as its words take to say. */
function spokenEnd(start: number, text: string): number {
  const spoken = text.split(' ').length / SPEAKING_RATE_WORDS_PER_SECOND;
  return Math.round((start + Math.max(2, spoken)) * 1000) / 1000;
}

export function importService(deps: {
  channels: ChannelsRepository;
  meetings: MeetingsRepository;
  searchIndexes: SearchIndexesRepository;
  /** Told of every meeting whose transcript was stored (the worker then summarises it). */
  onTranscriptsStored?: (meetingIds: number[]) => Promise<void>;
}) {
  const { channels, meetings, searchIndexes } = deps;
  const stored = deps.onTranscriptsStored ?? (async () => {});
  const channelCache = new Map<string, Channel>();

  async function channelNamed(name: string, where: string): Promise<Channel> {
    const cached = channelCache.get(name);
    if (cached) {
      return cached;
    }
    const channel = await channels.findByName(name);
    if (!channel) {
      throw notFound(
        `${where}No channel named "${name}". Add it first with: gavel add-channel --name "${name}" ...`,
      );
    }
    channelCache.set(name, channel);
    return channel;
  }

  async function save(
    channel: Channel,
    input: { title: string; date: Date; videoUrl: string },
    segments: TranscriptSegment[],
    source: string,
  ) {
    const last = segments.at(-1);
    const meeting = await meetings.saveWithTranscript(
      {
        channel_id: channel.id,
        title: input.title,
        // Every link to the same video names the same meeting (watch, youtu.be, shorts...).
        video_url: canonicalVideoUrl(input.videoUrl),
        upload_date: input.date,
        length_seconds: Math.ceil(last ? (last.end_seconds ?? last.start_seconds) : 0),
      },
      segments,
      source,
    );
    await stored([meeting.id]);
  }

  /** Saves one meeting of a transcript file into the named channel (a repeat replaces it). */
  async function saveMeetingLine(meeting: MeetingLine, channelName: string): Promise<number> {
    const channel = await channelNamed(channelName, '');
    const segments = segmentsFromLine(meeting);
    await save(
      channel,
      { title: meeting.title, date: uploadDateFrom(meeting.date), videoUrl: meeting.video_url },
      segments,
      'import',
    );
    return segments.length;
  }

  return {
    /**
     * Imports JSONL transcript files. Each meeting is saved in its own transaction, up to
     * `concurrency` at once; importing a meeting again replaces it. A malformed line stops the
     * import with a message naming the file and line; what was imported before it is kept.
     */
    async importJsonl(
      files: string[],
      options: {
        channel?: string;
        channelByBody?: boolean;
        bodyMap?: Record<string, string>;
        concurrency?: number;
        /** Into an empty database: drop the search indexes and build them once at the end. */
        bulk?: boolean;
      },
      onProgress: (progress: ImportProgress) => void = () => {},
      onIndexing: () => void = () => {},
    ): Promise<ImportTotals> {
      if (!options.channel && !options.channelByBody) {
        throw badRequest('Say which channel the meetings belong to: --channel NAME, or --channel-by-body.');
      }
      const concurrency = Math.max(1, options.concurrency ?? IMPORT_CONCURRENCY);
      const totals: ImportTotals = { meetings: 0, segments: 0 };
      const channelFor = (meeting: MeetingLine) =>
        options.channelByBody
          ? (options.bodyMap?.[meeting.body ?? ''] ?? meeting.body ?? '')
          : (options.channel ?? '');

      const bulk = options.bulk === true && (await meetings.hasNoSegments());
      const importFile = async (file: string) => {
        const size = (await stat(file)).size || 1;
        let bytes = 0;
        const inFlight = new Set<Promise<void>>();
        // By video URL: a meeting that appears twice is saved in file order, the later replacing.
        const inFlightByUrl = new Map<string, Promise<void>>();
        let failure: unknown;
        const report = () => onProgress({ file, fraction: Math.min(1, bytes / size), ...totals });
        try {
          for await (const { line, meeting } of readMeetingLines(file, (read) => (bytes = read))) {
            const channelName = channelFor(meeting);
            await channelNamed(channelName, `${file}:${line}: `);
            const videoKey = canonicalVideoUrl(meeting.video_url);
            await inFlightByUrl.get(videoKey);
            if (failure) {
              break;
            }
            const task = saveMeetingLine(meeting, channelName)
              .then((count) => {
                totals.meetings += 1;
                totals.segments += count;
                report();
              })
              .catch((error: unknown) => {
                failure ??= error;
              })
              .finally(() => {
                inFlight.delete(task);
                if (inFlightByUrl.get(videoKey) === task) {
                  inFlightByUrl.delete(videoKey);
                }
              });
            inFlight.add(task);
            inFlightByUrl.set(videoKey, task);
            if (inFlight.size >= concurrency) {
              await Promise.race(inFlight);
            }
            if (failure) {
              break;
            }
          }
        } finally {
          await Promise.all(inFlight);
        }
        if (failure) {
          throw failure instanceof Error ? failure : new Error('Import failed.');
        }
        bytes = size;
        report();
      };

      const importFiles = async () => {
        for (const file of files) {
          await importFile(file);
        }
      };
      if (!bulk) {
        await importFiles();
      } else if (!(await searchIndexes.bulkLoad(importFiles, onIndexing))) {
        throw badRequest('Another bulk import is running. Wait for it to end, or import without --bulk.');
      }
      return totals;
    },

    /**
     * Imports one WebVTT or SRT file as one meeting. Cues whose timing cannot be read are left out
     * and returned; a file that is not text, or of which no cue can be read, is refused.
     */
    async importCaptionFile(
      file: string,
      input: { channel: string; title: string; date: string; videoUrl: string },
    ): Promise<ImportTotals & { dropped: DroppedCue[] }> {
      const videoUrl = requireWebVideoUrl(input.videoUrl);
      const channel = await channelNamed(input.channel, '');
      let read;
      try {
        read = await readCaptionFile(file, { titles: [input.title, channel.name, channel.locality] });
      } catch (error) {
        if (error instanceof CaptionDecodeError) {
          throw badRequest(`${file}: ${error.message}; nothing was imported.`);
        }
        throw error;
      }
      const { segments, dropped } = read;
      const first = dropped[0];
      if (segments.length === 0 && first) {
        throw badRequest(
          `${file}: no cue could be read (${dropped.length} dropped; line ${first.line}: ${first.reason}); nothing was imported.`,
        );
      }
      await save(
        channel,
        { title: input.title, date: uploadDateFrom(input.date), videoUrl },
        segments,
        'captions',
      );
      return { meetings: 1, segments: segments.length, dropped };
    },
  };
}

export type ImportService = ReturnType<typeof importService>;
