import type { searchRequest } from '@gavel/contract';
import {
  formatClock,
  searchPhrases,
  timestampUrl,
  US_STATES,
  type SearchResponse,
  type SearchResultItem,
  type UploadedWithin,
  type UserLocalities,
} from '@gavel/contract';
import type { z } from 'zod';
import type { ChannelsRepository, SearchRepository } from '../db/repositories/index.ts';
import type { SearchScope, SegmentHit } from '../db/repositories/search.repository.ts';
import { answerCache } from '../search/answer-cache.ts';
import { matchingPage } from '../search/matching-page.ts';
import { markedPhrases } from '../db/full-text.ts';
import { badRequest, unauthorized } from '../domain/errors.ts';

type ParsedSearchRequest = z.output<typeof searchRequest>;

/** Distinct searches whose answers are kept (a transcript page is about 150 kB). */
const CACHED_ANSWERS = 1000;

/** The meetings and passages found by title or speaker name, on a search's first page. */
export const TITLE_MATCHES = 5;
export const SPEAKER_MATCHES = 10;
/** Speaker names are looked for in this many of the latest meetings within the filters. */
export const SPEAKER_MEETINGS = 100;

/** Results past this many are not paged to: a search that broad needs narrowing. */
export const MAX_RESULT_WINDOW = 10_000;

const WINDOW_MS: Record<Exclude<UploadedWithin, ''>, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '1w': 7 * 86_400_000,
  '2w': 14 * 86_400_000,
  '1M': 30 * 86_400_000,
  '6M': 182 * 86_400_000,
  '1y': 365 * 86_400_000,
};

export function sinceFor(uploadedWithin: UploadedWithin, now = Date.now()): Date | undefined {
  return uploadedWithin === '' ? undefined : new Date(now - WINDOW_MS[uploadedWithin]);
}

function item(hit: SegmentHit, highlight: string[]): SearchResultItem {
  const ready = hit.transcript_status === 'ready';
  return {
    id: { raw: hit.id },
    video_url: { raw: hit.video_url },
    video_title: { raw: hit.title },
    locality_name: { raw: hit.locality },
    state: { raw: hit.state },
    upload_date: { raw: hit.upload_date.toISOString() },
    video_length: { raw: formatClock(hit.length_seconds) },
    segment: { raw: hit.ordinal },
    segment_start: { raw: formatClock(hit.start_seconds) },
    transcript: { raw: ready ? hit.text : '0' },
    timestamp_url: { raw: timestampUrl(hit.video_url, hit.start_seconds) },
    speaker_name: { raw: hit.speaker },
    text_to_highlight: { raw: highlight },
  };
}

export const SIGN_IN_TO_SEARCH =
  "Sign in to search. Without an account, a meeting's transcript is read by its video URL.";

/** A filter's values, trimmed, the empty ones dropped. */
function filterValues(request: ParsedSearchRequest, field: string): string[] {
  return request.filters
    .filter((f) => f.field === field)
    .flatMap((f) => f.values)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The request names exactly one video URL, and it is not blank: a visitor's transcript read. */
function readsOneMeeting(request: ParsedSearchRequest): boolean {
  const named = request.filters.filter((f) => f.field === 'video_url').flatMap((f) => f.values);
  return named.length === 1 && named[0]?.trim() !== '';
}

export function searchService(deps: {
  channels: ChannelsRepository;
  search: SearchRepository;
  /** How long an answer is reused for the same search in the same scope (0: never). */
  cacheSeconds?: number;
  now?: () => number;
}) {
  const { channels, search } = deps;
  const answers = answerCache<SearchResponse>({
    ttlMs: (deps.cacheSeconds ?? 0) * 1000,
    maxEntries: CACHED_ANSWERS,
    now: deps.now,
  });

  /**
   * The channels and meetings a search runs over. Naming meetings by their video URL reads those
   * meetings whoever asks: they are public records (the /transcript page), and group scope is a
   * relevance filter, not a boundary (docs/decisions.md). Without a video URL, the search runs
   * over the user's scope. Either way the locality and state filters narrow it.
   */
  async function scopeFor(userId: number | null, request: ParsedSearchRequest): Promise<SearchScope> {
    const localities = filterValues(request, 'locality');
    const states = filterValues(request, 'state');
    const videoUrls = filterValues(request, 'video_url');
    const reader = videoUrls.length > 0 ? null : userId;
    const channelIds = await channels.scopeIds(reader, localities, states);
    const scope: SearchScope = { channelIds, since: sinceFor(request.uploadedWithin) };
    if (videoUrls.length > 0) {
      scope.meetingIds = await search.meetingIdsByUrl(videoUrls, channelIds);
    }
    return scope;
  }

  return {
    /**
     * A search by a signed-in user, or a visitor (userId null) reading one meeting's transcript:
     * a visitor must name exactly one meeting by a non-empty video URL, and reads that meeting
     * only (its segments, or those matching the term); anything else needs an account.
     */
    async search(userId: number | null, request: ParsedSearchRequest): Promise<SearchResponse> {
      if (userId === null && !readsOneMeeting(request)) {
        throw unauthorized(SIGN_IN_TO_SEARCH);
      }
      const size = request.resultsPerPage;
      const offset = (request.current - 1) * size;
      const phrases = searchPhrases(request.searchTerm);
      const scope = await scopeFor(userId, request);
      const byMeeting = phrases.length === 0 && !scope.meetingIds;
      if (offset + size > MAX_RESULT_WINDOW && !scope.meetingIds) {
        throw badRequest(
          `Only the first ${MAX_RESULT_WINDOW} results can be paged through. Narrow the search.`,
        );
      }
      // The same search in the same scope is answered once for everyone within the cache time.
      const key = JSON.stringify([
        scope.channelIds,
        scope.meetingIds ?? null,
        request.uploadedWithin,
        phrases,
        request.current,
        size,
        request.sortField,
        request.sortDirection,
      ]);
      // A keyword search over the user's meetings also looks at titles and speaker names, and
      // says which keywords were all stop words (those are looked for nowhere).
      const keywordExtras = async () => {
        const ignored = await search.ignoredPhrases(phrases);
        const looked = phrases.filter((phrase) => !ignored.includes(phrase));
        const none = looked.length === 0 || scope.channelIds.length === 0;
        const { titles, speakers } = none
          ? { titles: [], speakers: [] }
          : await search.findNameMatches(scope, looked, {
              titles: TITLE_MATCHES,
              speakers: SPEAKER_MATCHES,
              meetings: SPEAKER_MEETINGS,
            });
        return [ignored, titles, speakers] as const;
      };
      return answers.get(key, async () => {
        const empty = scope.channelIds.length === 0 || scope.meetingIds?.length === 0;
        let hits: SegmentHit[] = [];
        let totalResults = 0;
        let totalMeetings = 0;
        // Looked for while the transcripts are searched, so they add no wait of their own.
        const extrasLoading =
          phrases.length > 0 && !scope.meetingIds && request.current === 1 ? keywordExtras() : null;
        // Settled even when the search below fails first.
        extrasLoading?.catch(() => undefined);
        if (!empty && byMeeting) {
          const direction = request.sortDirection;
          [hits, totalMeetings] = await Promise.all([
            search.findMeetings(scope, { direction, limit: size, offset }),
            search.countMeetings(scope),
          ]);
          totalResults = totalMeetings;
        } else if (!empty) {
          const order =
            request.sortField === 'segment'
              ? request.sortDirection === 'asc'
                ? 'segment_asc'
                : 'segment_desc'
              : request.sortDirection === 'asc'
                ? 'date_asc'
                : 'date_desc';
          const page = await matchingPage(search, scope, phrases, { order, limit: size, offset });
          hits = page.hits;
          totalResults = page.counts.results;
          totalMeetings = page.counts.meetings;
        }
        const extras = extrasLoading ? await extrasLoading : null;
        return {
          meta: {
            page: {
              current: request.current,
              size,
              total_pages: Math.ceil(totalResults / size),
              total_results: totalResults,
            },
            total_meetings: totalMeetings,
            ...(extras && extras[0].length > 0 ? { ignored_keywords: extras[0] } : {}),
          },
          results: hits.map((hit) => item(hit, hit.headline ? markedPhrases(hit.headline, phrases) : [])),
          ...(extras ? { title_matches: extras[1].map((hit) => item(hit, [])) } : {}),
          ...(extras ? { speaker_matches: extras[2].map((hit) => item(hit, [])) } : {}),
        };
      });
    },

    async localities(userId: number): Promise<UserLocalities> {
      const places = await channels.places(await channels.scopeIds(userId));
      const localities = [...new Set(places.map((p) => p.locality))].sort((a, b) => a.localeCompare(b));
      const states = [...new Set(places.map((p) => p.state))].sort();
      return {
        localities: localities.map((value) => ({ value, label: value })),
        states: states.map((value) => ({ value, label: US_STATES[value] ?? value })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
