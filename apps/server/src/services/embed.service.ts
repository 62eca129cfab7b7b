import { randomBytes } from 'node:crypto';
import {
  EMBED_ID_PATTERN,
  embedSeconds,
  MAX_EMBED_SEGMENTS,
  type EmbedSegment,
  type EmbedTime,
} from '@gavel/contract';
import type { EmbedsRepository } from '../db/repositories/embeds.repository.ts';
import type { StoredEmbedSegment } from '../db/repositories/embeds.repository.ts';
import { excerptHtml } from '../embed/excerpt-html.ts';
import { AppError, notFound } from '../domain/errors.ts';

export const EMBED_ERRORS = {
  noMeeting: 'No meeting with that video URL.',
  notReady: 'The transcript of this meeting is not ready yet.',
  mismatch:
    "The selected passage does not match this meeting's transcript. Reload the transcript and select it again.",
  endMismatch:
    'The end of the selection does not match the transcript. Reload the transcript and select it again.',
  notFound: 'No excerpt with that id.',
} as const;

/** A refused creation: 400 with `{error, message}` (spec §7: id, or error). */
const refused = (message: string) => new AppError('invalid', message, { error: message });

/** Whitespace differences (a trailing space, a newline) are not a different text. */
const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** A random, unguessable id: 128 bits as 22 base64url characters. */
export function newEmbedId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The server's own segments for the range, or undefined: the first segment at `start` whose text
 * is the first one asked for, followed by one stored segment for each one asked for, same time and
 * same text, in order.
 */
export function matchRange(
  stored: readonly StoredEmbedSegment[],
  start: number,
  asked: readonly EmbedSegment[],
): StoredEmbedSegment[] | undefined {
  for (let from = 0; from < stored.length; from += 1) {
    const candidate = stored[from];
    if (!candidate || Math.floor(candidate.start_seconds) !== start) {
      continue;
    }
    const range = stored.slice(from, from + asked.length);
    const matches =
      range.length === asked.length &&
      range.every((segment, i) => {
        const wanted = asked[i];
        return (
          wanted !== undefined &&
          Math.floor(segment.start_seconds) === embedSeconds(wanted.timestamp) &&
          sameText(segment.text, wanted.text)
        );
      });
    if (matches) {
      return range;
    }
  }
  return undefined;
}

export function embedService(deps: { embeds: EmbedsRepository; publicUrl: string; productName: string }) {
  const { embeds, publicUrl, productName } = deps;

  return {
    /**
     * Makes an excerpt of the meeting's transcript from `start_time` to the segment before
     * `end_time` (or to the end). The words are the server's own: each segment asked for must be
     * the transcript's, at its time, in order, and the segment after the range must start at
     * `end_time` (none when `end_time` is null).
     */
    async create(
      userId: number,
      request: {
        video_url: string;
        start_time: EmbedTime;
        end_time: EmbedTime | null;
        segments: EmbedSegment[];
      },
    ): Promise<{ id: string }> {
      const meeting = await embeds.meetingByVideoUrl(request.video_url);
      if (!meeting) {
        throw refused(EMBED_ERRORS.noMeeting);
      }
      if (meeting.transcript_status !== 'ready') {
        throw refused(EMBED_ERRORS.notReady);
      }
      const start = embedSeconds(request.start_time);
      const first = request.segments[0];
      if (!first || embedSeconds(first.timestamp) !== start) {
        throw refused(EMBED_ERRORS.mismatch);
      }
      // Segments sharing a second with the start can come first: read a few more than asked for.
      const stored = await embeds.segmentsFrom(meeting.id, start, MAX_EMBED_SEGMENTS + 50);
      const range = matchRange(stored, start, request.segments);
      if (!range) {
        throw refused(EMBED_ERRORS.mismatch);
      }
      const last = range.at(-1);
      const next = stored[stored.indexOf(last as StoredEmbedSegment) + 1];
      const nextKnown = stored.length < MAX_EMBED_SEGMENTS + 50 || next !== undefined;
      const endOk =
        request.end_time === null
          ? nextKnown && next === undefined
          : next !== undefined && Math.floor(next.start_seconds) === embedSeconds(request.end_time);
      if (!endOk) {
        throw refused(EMBED_ERRORS.endMismatch);
      }
      const id = newEmbedId();
      await embeds.create({ id, userId, meetingId: meeting.id, segments: range });
      return { id };
    },

    /** The excerpt's HTML; 404 for an id that is not an excerpt's. */
    async html(id: string): Promise<string> {
      const embed = EMBED_ID_PATTERN.test(id) ? await embeds.find(id) : undefined;
      if (!embed) {
        throw notFound(EMBED_ERRORS.notFound);
      }
      return excerptHtml(embed, { publicUrl, productName });
    },
  };
}

export type EmbedService = ReturnType<typeof embedService>;
