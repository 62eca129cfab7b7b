import { meetingTranscriptRequest, type SearchRequest } from '@gavel/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { postSearch, searchQueryKey } from '../../../lib/api/search';
import { tokenStorage } from '../../../lib/storage';
import {
  meetingInfoFrom,
  normalizeSegment,
  type MeetingInfo,
  type TranscriptSegment,
} from '../utils/segments';

/**
 * Loading a meeting's transcript. Every transcript, in the drawer and on the direct page, is
 * loaded here: the search call with a video_url filter. Meetings are public records, so a
 * signed-out visitor reads them too (the call then goes without a token).
 */

/** One page of a transcript, in segment order. */
export interface TranscriptPage {
  segments: TranscriptSegment[];
  /** The meeting the segments belong to; null when the page is empty. */
  meeting: MeetingInfo | null;
  page: number;
  totalPages: number;
  totalSegments: number;
}

/** The transcript load (spec §7 Search variants): 500 a page, ascending by segment, one video. */
export function transcriptRequest(videoUrl: string, page: number): SearchRequest {
  return meetingTranscriptRequest(videoUrl, { current: page });
}

export async function loadTranscriptPage(options: {
  videoUrl: string;
  page: number;
  signedIn: boolean;
  signal?: AbortSignal;
}): Promise<TranscriptPage> {
  const signedIn = options.signedIn && tokenStorage.get() !== null;
  const response = await postSearch(transcriptRequest(options.videoUrl, options.page), {
    signal: options.signal,
    auth: signedIn,
    refreshOnUnauthorized: signedIn,
    redirectOnAuthFailure: signedIn,
  });
  // Only the requested video's segments, whatever else an answer might hold.
  const items = response.results.filter((item) => item.video_url.raw === options.videoUrl);
  const first = items[0];
  return {
    segments: items.map(normalizeSegment),
    meeting: first ? meetingInfoFrom(first) : null,
    page: response.meta.page.current,
    totalPages: response.meta.page.total_pages,
    totalSegments: response.meta.page.total_results,
  };
}

export const transcriptQueryOptions = (videoUrl: string, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: [...searchQueryKey(transcriptRequest(videoUrl, 1)), 'pages', signedIn],
    queryFn: ({ pageParam, signal }) => loadTranscriptPage({ videoUrl, page: pageParam, signedIn, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // One more try for a lost answer; a refusal will not change by asking again.
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: 5 * 60_000,
  });
