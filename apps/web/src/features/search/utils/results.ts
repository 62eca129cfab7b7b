import type { SearchResultItem } from '@gavel/contract';
import { NO_TRANSCRIPT } from '../../../lib/meeting-text';

export const SEARCH_FAILED_ALERT =
  'An error occurred during search, please try again. Please contact support if the problem persists.';
export const SEARCH_FAILED_TEXT = 'Search failed. Please try again.';
export const LOCALITIES_FAILED_ALERT = 'Could not load localities. Please try again later.';
export const LATEST_MEETINGS_FAILED_TEXT = "Sorry can't fetch meetings right now.";

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** "Showing N results from M meetings". */
export function countLine(results: number, meetings: number): string {
  return `Showing ${plural(results, 'result', 'results')} from ${plural(meetings, 'meeting', 'meetings')}`;
}

export function hasTranscript(item: SearchResultItem): boolean {
  return item.transcript.raw !== NO_TRANSCRIPT;
}

/** The segment the drawer opens at: only for a result with a transcript and a segment start. */
export function targetSegmentFor(item: SearchResultItem): number | null {
  return hasTranscript(item) && item.segment_start.raw.trim() !== '' ? item.segment.raw : null;
}

/** segment_start defaults to 00:00:00 (spec §3). */
export function segmentStart(item: SearchResultItem): string {
  return item.segment_start.raw.trim() || '00:00:00';
}
