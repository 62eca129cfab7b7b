import { formatApDate } from '../../../lib/time';
import { cleanTitle, NO_TRANSCRIPT, placeLine } from '../../../lib/meeting-text';
import { clockSeconds, speakerLabel, type MeetingInfo, type TranscriptSegment } from './segments';

/** How long the last cue of a subtitle file lasts when the meeting's length says nothing more. */
const LAST_CUE_SECONDS = 5;

const lineOf = (segment: TranscriptSegment) =>
  segment.transcript === NO_TRANSCRIPT ? '(no speech)' : segment.transcript.trim();

const withSpeaker = (segment: TranscriptSegment) =>
  segment.speakerName?.trim() ? `${speakerLabel(segment.speakerName)}: ${lineOf(segment)}` : lineOf(segment);

/** A transcript as plain text: the meeting, its link, then one "[hh:mm:ss] Speaker: words" a line. */
export function transcriptText(
  meeting: MeetingInfo,
  segments: readonly TranscriptSegment[],
  link: string,
): string {
  const head = [
    cleanTitle(meeting.title),
    `${placeLine(meeting.locality, meeting.state)} · ${formatApDate(meeting.uploadDate)}`,
    link,
    '',
  ];
  const lines = segments.map((segment) => `[${segment.timestamp}] ${withSpeaker(segment)}`);
  return `${[...head, ...lines].join('\n')}\n`;
}

/** Seconds as an SRT time: 00:01:02,000. */
export function srtTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const ms = total % 1000;
  const s = Math.floor(total / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)},${pad(ms, 3)}`;
}

/**
 * A transcript as SubRip subtitles: each segment a cue from its start to the next one's (the
 * last to the meeting's end, or a few seconds); passages without speech are left out.
 */
export function transcriptSrt(meeting: MeetingInfo, segments: readonly TranscriptSegment[]): string {
  const length = clockSeconds(meeting.videoLength);
  const cues: string[] = [];
  segments.forEach((segment, index) => {
    if (segment.transcript === NO_TRANSCRIPT || segment.transcript.trim() === '') {
      return;
    }
    const next = segments[index + 1];
    const start = segment.seconds;
    const end = next
      ? Math.max(next.seconds, start + 1)
      : Math.max(
          start + 1,
          length > start ? Math.min(length, start + LAST_CUE_SECONDS) : start + LAST_CUE_SECONDS,
        );
    cues.push(`${cues.length + 1}\n${srtTime(start)} --> ${srtTime(end)}\n${withSpeaker(segment)}\n`);
  });
  return cues.join('\n');
}

/**
 * A quotation with its citation: the words, who said them, the meeting, its place and date, and
 * the direct link at the moment: “…” — Speaker, Title (Place), Date. link
 */
export function quoteWithCitation(
  meeting: MeetingInfo,
  segments: readonly TranscriptSegment[],
  link: string,
): string {
  const spoken = segments.filter((segment) => segment.transcript !== NO_TRANSCRIPT);
  const words = spoken.map((segment) => segment.transcript.trim()).join(' ');
  const speakers = [...new Set(spoken.map((segment) => speakerLabel(segment.speakerName)))];
  const who = speakers.length > 0 ? speakers.join(', ') : speakerLabel(null);
  const where = placeLine(meeting.locality, meeting.state);
  return `“${words}” — ${who}, ${cleanTitle(meeting.title)} (${where}), ${formatApDate(meeting.uploadDate)}. ${link}`;
}

/** A file name for a download: the meeting's title and date, plain. */
export function downloadName(meeting: MeetingInfo, extension: 'txt' | 'srt'): string {
  const slug = cleanTitle(meeting.title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const day = meeting.uploadDate.slice(0, 10);
  return `${slug || 'meeting'}-${day}.${extension}`;
}
