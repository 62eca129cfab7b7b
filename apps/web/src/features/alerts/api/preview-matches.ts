import { newSearchRequest, type SearchFilter, type SearchResponse } from '@gavel/contract';
import { postSearch } from '../../../lib/api/search';
import type { AlertValues } from '../utils/alerts';

/** How far back a preview looks, and how many of its matches it shows. */
export const PREVIEW_WITHIN = '1M';
export const PREVIEW_SIZE = 5;

/** The search an alert would make: its keywords, places and states, the past month, newest first. */
export async function previewMatches(values: AlertValues, signal?: AbortSignal): Promise<SearchResponse> {
  const filters: SearchFilter[] = [];
  if (values.locality.length > 0) {
    filters.push({ field: 'locality', values: values.locality, type: 'all' });
  }
  if (values.state.length > 0) {
    filters.push({ field: 'state', values: values.state, type: 'all' });
  }
  const request = newSearchRequest({
    searchTerm: values.keywords.join(', '),
    filters,
    uploadedWithin: PREVIEW_WITHIN,
    resultsPerPage: PREVIEW_SIZE,
  });
  return postSearch(request, { signal });
}
