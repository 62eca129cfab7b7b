import type { SearchRepository } from '../db/repositories/index.ts';
import type { Counts, SearchScope, SegmentHit, SegmentOrder } from '../db/repositories/search.repository.ts';
import { tsQuery } from './query.ts';

/** Up to this many matches, a search collects them all and sorts them (see findSegments). */
export const FEW_MATCHES = 20_000;

/**
 * One page of the segments matching any of the phrases (every segment in scope when there are
 * none), with the exact counts. For one keyword the count is cheap and decides how to find the
 * page: a few matches are collected then sorted, many are met by walking the date index. For
 * several, the count and the page run at once.
 */
export async function matchingPage(
  search: SearchRepository,
  scope: SearchScope,
  phrases: string[],
  page: { order: SegmentOrder; limit: number; offset: number },
): Promise<{ hits: SegmentHit[]; counts: Counts }> {
  const query = phrases.length > 0 ? tsQuery(phrases) : undefined;
  const find = (fewMatches: boolean) => search.findSegments(scope, { query, ...page, fewMatches });
  if (phrases.length === 1) {
    const counts = await search.countMatching(scope, phrases);
    return { hits: counts.results === 0 ? [] : await find(counts.results <= FEW_MATCHES), counts };
  }
  const [hits, counts] = await Promise.all([find(false), search.countMatching(scope, phrases)]);
  return { hits, counts };
}
