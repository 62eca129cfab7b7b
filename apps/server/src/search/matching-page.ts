import type { SearchRepository } from '../db/repositories/index.ts';
import type { Counts, SearchScope, SegmentHit, SegmentOrder } from '../db/repositories/search.repository.ts';
import { anyKeywordQuery } from '../db/full-text.ts';

/** Up to this many matches, a search collects them all and sorts them (see findSegments). */
export const FEW_MATCHES = 20_000;

/**
 * One page of the segments matching any of the phrases (every segment in scope when there are
 * none), with the exact counts, found together. How to find the page depends on how many
 * segments match: a few are collected then sorted, many are met by walking the date index. For
 * one phrase an upper bound from the lexeme counts decides (a rare word is collected); several
 * phrases walk the date index.
 */
export async function matchingPage(
  search: SearchRepository,
  scope: SearchScope,
  phrases: string[],
  page: { order: SegmentOrder; limit: number; offset: number },
): Promise<{ hits: SegmentHit[]; counts: Counts }> {
  const query = phrases.length > 0 ? anyKeywordQuery(phrases) : undefined;
  const [phrase] = phrases;
  const fewMatches =
    phrases.length === 1 && phrase !== undefined && (await search.matchBound(phrase)) <= FEW_MATCHES;
  const [hits, counts] = await Promise.all([
    search.findSegments(scope, { query, ...page, fewMatches }),
    search.countMatching(scope, phrases),
  ]);
  return { hits, counts };
}
