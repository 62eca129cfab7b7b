import { SEARCH_TIMEOUT_MS, type SearchRequest, type SearchResponse } from '@gavel/contract';
import { callApi, type CallOptions } from '../api-call';

/**
 * POST /user_auth/search/ (spec §7), for every feature that searches: the search page, an alert's
 * preview, a meeting's transcript and its highlights. With the 30 s time-out of spec §9.
 */
export function postSearch(request: SearchRequest, options: CallOptions = {}): Promise<SearchResponse> {
  return callApi('search', { body: request }, { timeoutMs: SEARCH_TIMEOUT_MS, ...options });
}

/**
 * The cache key of a search, whichever feature makes it: the request itself, so the same search
 * is made once. A transcript's pages (an infinite query) add what they are to it.
 */
export const searchQueryKey = (request: SearchRequest) => ['search', request] as const;
