import { parseClock, type SearchResultItem } from '@gavel/contract';
import { NO_TRANSCRIPT } from '../../../lib/meeting-text';

/** A transcript segment, normalised (spec §3 Transcript segment). */
export interface TranscriptSegment {
  /** The server's id of the segment. */
  id: string;
  /** Its ordinal in the meeting. */
  segment: number;
  /** The text; '0' when there was no speech. */
  transcript: string;
  /** hh:mm:ss. */
  timestamp: string;
  /** The timestamp in seconds. */
  seconds: number;
  /** A link that opens the video at this segment. */
  url: string;
  speakerName: string | null;
  textToHighlight: string[];
}

/** What the transcript view shows about a meeting above its transcript. */
export interface MeetingInfo {
  videoUrl: string;
  title: string;
  locality: string;
  state: string;
  /** UTC ISO date. */
  uploadDate: string;
  /** hh:mm:ss. */
  videoLength: string;
}

export const DEFAULT_TIMESTAMP = '00:00:00';

/** Seconds from hh:mm:ss; 0 when unreadable. */
export function clockSeconds(value: string): number {
  const seconds = parseClock(value);
  return Number.isFinite(seconds) ? seconds : 0;
}

export function normalizeSegment(item: SearchResultItem): TranscriptSegment {
  const timestamp = item.segment_start.raw.trim() || DEFAULT_TIMESTAMP;
  return {
    id: item.id.raw,
    segment: item.segment.raw,
    transcript: item.transcript.raw,
    timestamp,
    seconds: clockSeconds(timestamp),
    url: item.timestamp_url.raw || item.video_url.raw,
    speakerName: item.speaker_name.raw,
    textToHighlight: item.text_to_highlight.raw,
  };
}

export function meetingInfoFrom(item: SearchResultItem): MeetingInfo {
  return {
    videoUrl: item.video_url.raw,
    title: item.video_title.raw,
    locality: item.locality_name.raw,
    state: item.state.raw,
    uploadDate: item.upload_date.raw,
    videoLength: item.video_length.raw,
  };
}

/** A missing speaker shows as 'Unknown Speaker' (spec §3). */
export function speakerLabel(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : 'Unknown Speaker';
}

/** A transcript of '0' shows as 'no speech' (spec §3). */
export function segmentText(text: string): string {
  return text === NO_TRANSCRIPT ? 'no speech' : text;
}

/** The index of the segment containing the moment: the last one starting at or before it. */
export function segmentIndexAt(segments: readonly TranscriptSegment[], seconds: number): number {
  let found = -1;
  for (const [index, segment] of segments.entries()) {
    if (segment.seconds > seconds) {
      break;
    }
    found = index;
  }
  // A moment before the first segment belongs to the first one.
  return found === -1 && segments.length > 0 ? 0 : found;
}

/** The app's own link to a meeting, at a moment when there is one (spec §8 Copy). */
export function directLink(origin: string, videoUrl: string, seconds: number | null): string {
  const base = `${origin}/transcript/${encodeURIComponent(videoUrl)}`;
  return seconds === null ? base : `${base}?t=${Math.max(0, Math.floor(seconds))}`;
}

/** The ?t= of a direct link: seconds, or hh:mm:ss; null when absent or unreadable. */
export function parseMoment(value: string | null): number | null {
  if (value === null || value.trim() === '') {
    return null;
  }
  const text = value.trim().replace(/s$/i, '');
  const seconds = text.includes(':') ? parseClock(text) : Number(text);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.floor(seconds) : null;
}

/**
 * The video URL from the route parameter. The router decodes parameters, but a link that was
 * encoded twice, or only partly decoded, still arrives encoded: decode once more in that case.
 */
export function videoUrlFromParam(param: string): string {
  const value = param.trim();
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(value)) {
    return value;
  }
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value;
  }
}
