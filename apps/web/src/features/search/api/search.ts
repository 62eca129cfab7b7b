import {
  newSearchRequest,
  SEARCH_PAGE_SIZE,
  type SearchFilter,
  type SearchRequest,
  type SearchResponse,
  type SearchResultItem,
} from '@gavel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postSearch, searchQueryKey } from '../../../lib/api/search';
import type { SearchState } from '../utils/search-state';

/** The locality and state filters; empty lists are left out. */
export function placeFilters(state: Pick<SearchState, 'localities' | 'states'>): SearchFilter[] {
  const filters: SearchFilter[] = [];
  if (state.localities.length > 0) {
    filters.push({ field: 'locality', values: state.localities, type: 'all' });
  }
  if (state.states.length > 0) {
    filters.push({ field: 'state', values: state.states, type: 'all' });
  }
  return filters;
}

/** The search page's request (spec §7 Search variants): 10 a page, by upload date. */
export function resultsRequest(state: SearchState): SearchRequest {
  return newSearchRequest({
    current: state.page,
    filters: placeFilters(state),
    searchTerm: state.q.trim(),
    sortDirection: state.sort === 'oldest' ? 'asc' : 'desc',
    uploadedWithin: state.uploadedWithin,
  });
}

/** The most a results page can be: the server pages through the first 10,000 results only. */
export const MAX_RESULT_PAGES = 10_000 / SEARCH_PAGE_SIZE;

export const searchResultsQueryOptions = (state: SearchState) => {
  const request = resultsRequest(state);
  return queryOptions({
    queryKey: searchQueryKey(request),
    queryFn: ({ signal }) => postSearch(request, { signal }),
    // A failed search is reported at once; the user runs it again with Search.
    retry: false,
    placeholderData: keepPreviousData,
  });
};

export function useSearchResults(state: SearchState) {
  return useQuery(searchResultsQueryOptions(state));
}

/** Latest meetings (spec §9): with no keyword the server answers one item per meeting, newest first. */
export const LATEST_MEETINGS_COUNT = 10;

export function latestMeetingsRequest(state: Pick<SearchState, 'localities' | 'states' | 'uploadedWithin'>) {
  return newSearchRequest({
    filters: placeFilters(state),
    resultsPerPage: LATEST_MEETINGS_COUNT,
    uploadedWithin: state.uploadedWithin,
  });
}

/** The first ten distinct videos of the results. */
export function distinctMeetings(results: SearchResultItem[]): SearchResultItem[] {
  const seen = new Set<string>();
  const meetings: SearchResultItem[] = [];
  for (const item of results) {
    if (!seen.has(item.video_url.raw)) {
      seen.add(item.video_url.raw);
      meetings.push(item);
    }
  }
  return meetings.slice(0, LATEST_MEETINGS_COUNT);
}

/**
 * With no keyword, on the first page and newest first, the results and the latest meetings are
 * the same call: both use the results' query key, so it is made once.
 */
export const latestMeetingsQueryOptions = (
  state: Pick<SearchState, 'localities' | 'states' | 'uploadedWithin'>,
) => {
  const request = latestMeetingsRequest(state);
  return queryOptions({
    queryKey: searchQueryKey(request),
    queryFn: ({ signal }) => postSearch(request, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
    select: (response: SearchResponse) => distinctMeetings(response.results),
  });
};

export function useLatestMeetings(state: Pick<SearchState, 'localities' | 'states' | 'uploadedWithin'>) {
  return useQuery(latestMeetingsQueryOptions(state));
}
