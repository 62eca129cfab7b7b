import { meetingTranscriptRequest, type SearchRequest } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postSearch, searchQueryKey } from '../../../lib/api/search';

/** The segments of one meeting that match the keywords, to highlight them in its transcript. */
export function matchesRequest(videoUrl: string, searchTerm: string): SearchRequest {
  return meetingTranscriptRequest(videoUrl, { searchTerm });
}

/** The words to highlight, by segment ordinal: the server has matched them with stemming. */
export async function loadTranscriptMatches(
  videoUrl: string,
  searchTerm: string,
  signal?: AbortSignal,
): Promise<Map<number, string[]>> {
  const response = await postSearch(matchesRequest(videoUrl, searchTerm), { signal });
  const matches = new Map<number, string[]>();
  for (const item of response.results) {
    if (item.video_url.raw === videoUrl) {
      matches.set(item.segment.raw, item.text_to_highlight.raw);
    }
  }
  return matches;
}

export const transcriptMatchesQueryOptions = (videoUrl: string, searchTerm: string) =>
  queryOptions({
    queryKey: searchQueryKey(matchesRequest(videoUrl, searchTerm)),
    queryFn: ({ signal }) => loadTranscriptMatches(videoUrl, searchTerm, signal),
    enabled: searchTerm.trim() !== '',
    staleTime: 5 * 60_000,
    // Highlights are a nicety: a failure leaves the transcript plain.
    retry: false,
  });

export function useTranscriptMatches(videoUrl: string, searchTerm: string) {
  return useQuery(transcriptMatchesQueryOptions(videoUrl, searchTerm.trim()));
}
