import type { EmbedRequest } from '@gavel/contract';
import type { RowRange } from '../hooks/use-range-selection';
import type { TranscriptSegment } from './segments';

/**
 * The embed request for a range of rows (spec §3): the first row's time, the time of the row
 * after the range (null when the range reaches the last row), and each row's time and text.
 */
export function embedRequestFor(
  videoUrl: string,
  segments: readonly TranscriptSegment[],
  range: RowRange,
): EmbedRequest | null {
  const selected = segments.slice(range.first, range.last + 1);
  const first = selected[0];
  if (!first) {
    return null;
  }
  const after = segments[range.last + 1];
  return {
    video_url: videoUrl,
    start_time: first.timestamp,
    end_time: after ? after.timestamp : null,
    segments: selected.map((segment) => ({ timestamp: segment.timestamp, text: segment.transcript })),
  };
}
