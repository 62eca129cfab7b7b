import type { SearchResponse, SearchResultItem } from '@gavel/contract';
import type { Answer, RecordedRequest } from './fetch-mock';

export interface ItemFields {
  id: string;
  video_url: string;
  video_title: string;
  locality_name: string;
  state: string;
  upload_date: string;
  video_length: string;
  segment: number;
  segment_start: string;
  transcript: string;
  timestamp_url: string;
  speaker_name: string | null;
  text_to_highlight: string[];
}

export const FAIRVIEW_VIDEO = 'https://www.youtube.com/watch?v=gvDemoFv001';
export const MILLBROOK_VIDEO = 'https://vimeo.com/900000001';

/** A search result item in the server's `{raw: value}` shape. */
export function resultItem(fields: Partial<ItemFields> = {}): SearchResultItem {
  const values: ItemFields = {
    id: '1',
    video_url: FAIRVIEW_VIDEO,
    video_title: 'Fairview City Council Regular Meeting',
    locality_name: 'Fairview',
    state: 'oh',
    upload_date: '2026-09-06T02:30:00.000Z',
    video_length: '01:02:03',
    segment: 0,
    segment_start: '00:00:30',
    transcript: 'Good evening everyone.',
    timestamp_url: `${FAIRVIEW_VIDEO}&t=30s`,
    speaker_name: 'Mayor Dana Whitfield',
    text_to_highlight: [],
    ...fields,
  };
  const entries = Object.entries(values).map(([key, raw]: [string, unknown]) => [key, { raw }] as const);
  return Object.fromEntries(entries) as unknown as SearchResultItem;
}

/** A search answer with the given items and totals. */
export function searchBody(
  results: SearchResultItem[],
  totals: { results?: number; meetings?: number; current?: number; size?: number; pages?: number } = {},
): SearchResponse {
  const size = totals.size ?? 10;
  const total = totals.results ?? results.length;
  return {
    meta: {
      page: {
        current: totals.current ?? 1,
        size,
        total_pages: totals.pages ?? Math.ceil(total / size),
        total_results: total,
      },
      total_meetings: totals.meetings ?? new Set(results.map((item) => item.video_url.raw)).size,
    },
    results,
  };
}

export interface SearchCall {
  current: number;
  filters: { field: string; values: string[]; type: string }[];
  resultsPerPage: number;
  searchTerm: string;
  sortDirection: string;
  sortField: string;
  sortList: unknown[];
  uploadedWithin: string;
}

export const searchCall = (request: RecordedRequest) => request.body as SearchCall;

/** Which of the page's calls a search request is. */
export function searchKind(request: RecordedRequest): 'latest' | 'results' | 'transcript' | 'matches' {
  const body = searchCall(request);
  if (body.filters.some((filter) => filter.field === 'video_url')) {
    return body.searchTerm === '' ? 'transcript' : 'matches';
  }
  return body.resultsPerPage === 10 &&
    body.searchTerm === '' &&
    body.sortDirection === 'desc' &&
    body.current === 1
    ? 'latest'
    : 'results';
}

/**
 * Answers POST /user_auth/search/ by kind. With no keyword, on the first page and newest first,
 * the results are the latest-meetings call; it gets the `latest` answer, else the `results` one.
 */
export function searchRoute(
  answers: Partial<Record<'latest' | 'results' | 'transcript' | 'matches', Answer>>,
): Answer {
  return (request) => {
    const kind = searchKind(request);
    const answer = kind === 'latest' ? (answers.latest ?? answers.results) : answers[kind];
    return answer ?? { status: 200, body: searchBody([]) };
  };
}

export const localitiesBody = {
  localities: [
    { value: 'Fairview', label: 'Fairview' },
    { value: 'Millbrook', label: 'Millbrook' },
  ],
  states: [
    { value: 'MI', label: 'Michigan' },
    { value: 'OH', label: 'Ohio' },
  ],
};
