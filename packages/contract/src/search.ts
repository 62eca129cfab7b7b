import { z } from 'zod';

/** Search (spec §3 Search result item, §7 POST /user_auth/search/, §9; DESIGN §5). */
export const SEARCH_PAGE_SIZE = 10;
export const TRANSCRIPT_PAGE_SIZE = 500;
export const MAX_RESULTS_PER_PAGE = 500;
export const MAX_SEARCH_TERM_LENGTH = 10_000;
export const SEARCH_TIMEOUT_MS = 30_000;

export const UPLOADED_WITHIN = ['1h', '24h', '1w', '2w', '1M', '6M', '1y', ''] as const;
export type UploadedWithin = (typeof UPLOADED_WITHIN)[number];

export const DATE_OPTIONS: { value: UploadedWithin; label: string }[] = [
  { value: '1h', label: 'Past hour' },
  { value: '24h', label: 'Past 24 hours' },
  { value: '1w', label: 'Past week' },
  { value: '2w', label: 'Past 2 weeks' },
  { value: '1M', label: 'Past month' },
  { value: '6M', label: 'Past 6 months' },
  { value: '1y', label: 'Past year' },
  { value: '', label: 'Everything' },
];
export const DEFAULT_UPLOADED_WITHIN: UploadedWithin = '1w';

export const SEARCH_FILTER_FIELDS = ['locality', 'state', 'video_url'] as const;

export const searchFilter = z.object({
  field: z.enum(SEARCH_FILTER_FIELDS),
  values: z.array(z.string().max(2000)).max(200),
  type: z.enum(['all', 'any']).default('all'),
});
export type SearchFilter = z.infer<typeof searchFilter>;

export const searchRequest = z.object({
  current: z.number().int().min(1).max(10_000).default(1),
  filters: z.array(searchFilter).max(10).default([]),
  resultsPerPage: z.number().int().min(1).max(MAX_RESULTS_PER_PAGE).default(SEARCH_PAGE_SIZE),
  searchTerm: z.string().max(MAX_SEARCH_TERM_LENGTH).default(''),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  sortField: z.enum(['upload_date', 'segment']).default('upload_date'),
  sortList: z.array(z.unknown()).max(10).default([]),
  uploadedWithin: z.enum(UPLOADED_WITHIN).default(''),
});
export type SearchRequest = z.input<typeof searchRequest>;

/**
 * A whole search request: what a person starts from (the first page of ten, newest first, any
 * date, no filter, no keyword) with the fields given.
 */
export function newSearchRequest(fields: Partial<SearchRequest> = {}): SearchRequest {
  return {
    current: 1,
    filters: [],
    resultsPerPage: SEARCH_PAGE_SIZE,
    searchTerm: '',
    sortDirection: 'desc',
    sortField: 'upload_date',
    sortList: [],
    uploadedWithin: '',
    ...fields,
  };
}

/**
 * The transcript load (spec §7 Search variants): one meeting's segments in order, 500 a page; with
 * a search term, the segments of that meeting that match it.
 */
export function meetingTranscriptRequest(
  videoUrl: string,
  fields: Partial<SearchRequest> = {},
): SearchRequest {
  return newSearchRequest({
    filters: [{ field: 'video_url', values: [videoUrl], type: 'all' }],
    resultsPerPage: TRANSCRIPT_PAGE_SIZE,
    sortDirection: 'asc',
    sortField: 'segment',
    ...fields,
  });
}

const raw = <T extends z.ZodType>(schema: T) => z.object({ raw: schema });

export const searchResultItem = z.object({
  id: raw(z.string()),
  video_url: raw(z.string()),
  video_title: raw(z.string()),
  locality_name: raw(z.string()),
  state: raw(z.string()),
  upload_date: raw(z.string()),
  video_length: raw(z.string()),
  segment: raw(z.number().int()),
  segment_start: raw(z.string()),
  transcript: raw(z.string()),
  timestamp_url: raw(z.string()),
  speaker_name: raw(z.string().nullable()),
  text_to_highlight: raw(z.array(z.string())),
});
export type SearchResultItem = z.infer<typeof searchResultItem>;

export const searchResponse = z.object({
  meta: z.object({
    page: z.object({
      current: z.number().int(),
      size: z.number().int(),
      total_pages: z.number().int(),
      total_results: z.number().int(),
    }),
    total_meetings: z.number().int(),
    /** Keywords every word of which is too common to search for (stop words such as "the"). */
    ignored_keywords: z.array(z.string()).optional(),
  }),
  results: z.array(searchResultItem),
  /** On the first page of a keyword search: meetings whose title holds a keyword, newest first. */
  title_matches: z.array(searchResultItem).optional(),
  /** On the first page: passages of speakers whose name holds a keyword, newest first. */
  speaker_matches: z.array(searchResultItem).optional(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const localityOption = z.object({ value: z.string(), label: z.string() });
export const userLocalitiesResponse = z.object({
  localities: z.array(localityOption),
  states: z.array(localityOption),
});
export type UserLocalities = z.infer<typeof userLocalitiesResponse>;
