import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchState, searchStateParams, type SearchState } from '../utils/search-state';

/**
 * The search kept in the query string (q, date, sort, locality, state, page), so a search can
 * be shared and survives a reload. Every change is a history entry, so Back returns to the
 * previous search.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the params
  const state = useMemo(() => parseSearchState(params), [key]);

  const update = useCallback(
    (change: Partial<SearchState>) => {
      setParams(
        (current) => {
          const next = { ...parseSearchState(current), ...change };
          // A new search starts on its first page.
          if (change.page === undefined) {
            next.page = 1;
          }
          return searchStateParams(next);
          // The page stays where it is: a new search is not a new page.
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { state, update };
}
