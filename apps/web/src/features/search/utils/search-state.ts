import { DEFAULT_UPLOADED_WITHIN, UPLOADED_WITHIN, type UploadedWithin } from '@gavel/contract';

/** Sort options (spec §9): upload date, newest first by default. */
export type SortOrder = 'newest' | 'oldest';
export const DEFAULT_SORT: SortOrder = 'newest';
export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Upload date (newest first)' },
  { value: 'oldest', label: 'Upload date (oldest first)' },
];

/** What the search page searches for; kept in the query string so it can be shared. */
export interface SearchState {
  /** The keywords, trimmed: comma-separated, each a phrase. */
  q: string;
  uploadedWithin: UploadedWithin;
  sort: SortOrder;
  localities: string[];
  states: string[];
  page: number;
}

export const DEFAULT_SEARCH_STATE: SearchState = {
  q: '',
  uploadedWithin: DEFAULT_UPLOADED_WITHIN,
  sort: DEFAULT_SORT,
  localities: [],
  states: [],
  page: 1,
};

/** "Everything" is the empty code; in the query string and the select it is spelled out. */
export const EVERYTHING = 'all';

export function dateParamFor(uploadedWithin: UploadedWithin): string {
  return uploadedWithin === '' ? EVERYTHING : uploadedWithin;
}

export function uploadedWithinFrom(value: string | null | undefined): UploadedWithin | undefined {
  if (value === EVERYTHING) {
    return '';
  }
  return UPLOADED_WITHIN.find((code) => code !== '' && code === value);
}

const distinct = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** Reads the search from the query string; anything unreadable takes its default. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    uploadedWithin: uploadedWithinFrom(params.get('date')) ?? DEFAULT_UPLOADED_WITHIN,
    sort: sort === 'oldest' || sort === 'newest' ? sort : DEFAULT_SORT,
    localities: distinct(params.getAll('locality')),
    states: distinct(params.getAll('state')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the search to a query string, leaving out the defaults. */
export function searchStateParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q !== '') {
    params.set('q', q);
  }
  if (state.uploadedWithin !== DEFAULT_UPLOADED_WITHIN) {
    params.set('date', dateParamFor(state.uploadedWithin));
  }
  if (state.sort !== DEFAULT_SORT) {
    params.set('sort', state.sort);
  }
  for (const locality of distinct(state.localities)) {
    params.append('locality', locality);
  }
  for (const code of distinct(state.states)) {
    params.append('state', code);
  }
  if (state.page > 1) {
    params.set('page', String(state.page));
  }
  return params;
}
