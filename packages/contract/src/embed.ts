import { z } from 'zod';
import { parseClock } from './video.ts';

/**
 * Embeddable transcript excerpts (spec §3 Embed request, §7 POST /user_auth/embed/ and
 * GET /embed/{embedId}).
 *
 * Times are the transcript's timestamps ('hh:mm:ss', as the transcript rows show them) or
 * seconds. `end_time` is the timestamp of the segment after the selection, or null when the
 * selection reaches the last segment. The server checks every segment against its own
 * transcript: an excerpt can only quote what the meeting said.
 */

/** The most segments one excerpt may hold. */
export const MAX_EMBED_SEGMENTS = 200;
/** The longest text of one segment the server will compare (longer cannot be a real segment). */
export const MAX_EMBED_SEGMENT_TEXT = 20_000;

/** Embed ids are random: 22 characters of base64url (128 bits). */
export const EMBED_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A moment: 'hh:mm:ss' (or 'mm:ss') or seconds, read as whole seconds. */
export const embedTime = z.union([
  z.number().finite().min(0).max(1_000_000),
  z
    .string()
    .max(20)
    .refine((value) => Number.isFinite(parseClock(value)), { message: 'must be a time as hh:mm:ss' }),
]);
export type EmbedTime = z.infer<typeof embedTime>;

/** Whole seconds of an embed time that passed `embedTime`. */
export function embedSeconds(value: EmbedTime): number {
  return Math.floor(typeof value === 'number' ? value : parseClock(value));
}

export const embedSegment = z.object({
  timestamp: embedTime,
  text: z.string().max(MAX_EMBED_SEGMENT_TEXT),
});
export type EmbedSegment = z.infer<typeof embedSegment>;

export const embedRequest = z.object({
  video_url: z.string().trim().min(1).max(2000),
  start_time: embedTime,
  end_time: embedTime.nullable(),
  segments: z
    .array(embedSegment)
    .min(1, { message: 'Select at least one segment.' })
    .max(MAX_EMBED_SEGMENTS, { message: `An excerpt can hold at most ${MAX_EMBED_SEGMENTS} segments.` }),
});
export type EmbedRequest = z.input<typeof embedRequest>;

export const embedResponse = z.object({ id: z.string() });
export type EmbedResponse = z.infer<typeof embedResponse>;

/** The body of a refused creation: the reason, as `error` (spec §7) and `message` (DESIGN §5). */
export const embedErrorResponse = z.object({ error: z.string(), message: z.string() });

/** Embed code (spec §9): shown as an iframe of 600 by 800, copied as 100% by 600. */
export function embedCode(url: string, size: { width: string; height: string }): string {
  const src = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<iframe src="${src}" width="${size.width}" height="${size.height}" frameborder="0" title="Meeting transcript excerpt" loading="lazy"></iframe>`;
}
export const EMBED_CODE_SHOWN = { width: '600', height: '800' } as const;
export const EMBED_CODE_COPIED = { width: '100%', height: '600' } as const;
