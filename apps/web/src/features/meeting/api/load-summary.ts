import type { MeetingSummary } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { tokenStorage } from '../../../lib/storage';

/**
 * The meeting summary (spec §7 GET /user_auth/summary/{id}?searchTerm={term}): sections and
 * topics, with the search term's words listed for highlighting in each topic's segments.
 * Summaries are for signed-in users, so a signed-out visitor is not asked about at all. A failure
 * is ignored (spec §7): the view then shows the transcript without a summary.
 */

/** Gives up on a summary that takes longer than this; the transcript does not wait for it. */
export const SUMMARY_TIMEOUT_MS = 30_000;

export async function loadSummary(options: {
  videoUrl: string;
  searchTerm: string;
  signal?: AbortSignal;
}): Promise<MeetingSummary> {
  const term = options.searchTerm.trim();
  const call = { params: { id: options.videoUrl }, query: { searchTerm: term === '' ? undefined : term } };
  const answer = await callApi('summary', call, {
    signal: options.signal,
    timeoutMs: SUMMARY_TIMEOUT_MS,
    // An expired token is renewed as for any call, but a summary alone never sends anyone to
    // the login screen.
    redirectOnAuthFailure: false,
  });
  return answer.meeting;
}

export const summaryQueryOptions = (videoUrl: string, searchTerm: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['meeting', 'summary', videoUrl, searchTerm.trim()],
    queryFn: ({ signal }) => loadSummary({ videoUrl, searchTerm, signal }),
    enabled: signedIn && videoUrl !== '',
    staleTime: 5 * 60_000,
    // The summary is an extra: a failure leaves the transcript on its own.
    retry: false,
  });

/** The summary when it has loaded; undefined while loading, after a failure, or signed out. */
export function useSummary(
  videoUrl: string,
  searchTerm: string,
  options: { signedIn: boolean },
): MeetingSummary | undefined {
  const signedIn = options.signedIn && tokenStorage.get() !== null;
  const query = useQuery(summaryQueryOptions(videoUrl, searchTerm, signedIn));
  return signedIn ? query.data : undefined;
}
