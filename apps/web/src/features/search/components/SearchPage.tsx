import { Button, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SearchResultItem } from '@gavel/contract';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLatestMeetings, useSearchResults } from '../api/search';
import { useUserLocalities } from '../../../lib/api/user-localities';
import { useSearchState } from '../hooks/use-search-state';
import type { AddAlertHandler, OpenMeetingRequest } from '../types';
import { alertDraft } from '../utils/add-alert';
import { countLine, LOCALITIES_FAILED_ALERT, SEARCH_FAILED_ALERT, targetSegmentFor } from '../utils/results';
import { AddAlertButton } from './AddAlertButton';
import { KeywordMatches } from './KeywordMatches';
import { LatestMeetings } from './LatestMeetings';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import classes from './SearchPage.module.css';

export interface SearchPageProps {
  productName: string;
  /** The user's profile time zone; upload dates are shown in it. */
  timeZone?: string;
  /** Opens a meeting in the meeting drawer. */
  onOpenMeeting: (request: OpenMeetingRequest) => void;
  /** Creates an alert from the keyword and the locality and state filters. */
  onAddAlert?: AddAlertHandler;
}

/** Below Mantine's md breakpoint the page is one column: the form, then the meetings and results. */
const SINGLE_COLUMN_QUERY = '(max-width: 61.99em)';

/** Alerts a failure once each time it happens (a browser alert, as spec §8 asks). */
function useAlertOnFailure(failed: boolean, failedAt: number, message: string) {
  const alerted = useRef(0);
  useEffect(() => {
    if (failed && failedAt !== alerted.current) {
      alerted.current = failedAt;
      window.alert(message);
    }
  }, [failed, failedAt, message]);
}

/** The search page (spec §2, §5, §9): keywords and filters on the left, meetings and results on the right. */
export function SearchPage({ productName, timeZone, onOpenMeeting, onAddAlert }: SearchPageProps) {
  const { state, update } = useSearchState();
  const [keyword, setKeyword] = useState(state.q);
  const results = useSearchResults(state);
  const latest = useLatestMeetings(state);
  const localities = useUserLocalities();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The keyword box follows the query string when it changes from outside (Back, a shared link).
  const [syncedQ, setSyncedQ] = useState(state.q);
  if (syncedQ !== state.q) {
    setSyncedQ(state.q);
    setKeyword(state.q);
  }

  useAlertOnFailure(results.isError, results.errorUpdatedAt, SEARCH_FAILED_ALERT);
  useAlertOnFailure(localities.isError, localities.errorUpdatedAt, LOCALITIES_FAILED_ALERT);

  // After Search on a narrow screen, where the results are below the form and the latest
  // meetings, they are brought into view once they have arrived.
  const revealResults = useRef(false);
  const bringResultsIntoView = useCallback(() => {
    const heading = resultsHeading.current;
    if (heading && window.matchMedia(SINGLE_COLUMN_QUERY).matches) {
      heading.scrollIntoView({ block: 'start' });
      // The keyboard of a phone closes; a screen reader continues at the results.
      heading.focus({ preventScroll: true });
    }
  }, []);
  const settled = !results.isFetching && !results.isPlaceholderData && !latest.isFetching;
  useEffect(() => {
    if (revealResults.current && settled) {
      revealResults.current = false;
      bringResultsIntoView();
    }
  }, [settled, state, bringResultsIntoView]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    revealResults.current = true;
    bringResultsIntoView();
    const q = keyword.trim();
    setKeyword(q);
    if (q === state.q && state.page === 1) {
      // The same search again: ask the server again.
      void results.refetch();
    } else {
      update({ q });
    }
  };

  const onPageChange = (page: number) => {
    update({ page });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  const openResult = (item: SearchResultItem) =>
    onOpenMeeting({ meeting: item, targetSegment: targetSegmentFor(item), searchTerm: state.q });
  const openLatest = (item: SearchResultItem) =>
    onOpenMeeting({ meeting: item, targetSegment: null, searchTerm: state.q });

  const current = results.data && !results.isPlaceholderData ? results.data : undefined;

  return (
    <Grid gap={{ base: 'lg', md: 'xl' }} className={classes.page}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" className={classes.sidebar}>
          <Title order={1}>{productName}</Title>
          <form onSubmit={onSubmit} role="search" aria-label="Search meeting transcripts">
            <Stack gap="md">
              <TextInput
                label="KEYWORDS"
                description="Search for words or phrases; separate multiple keywords by comma."
                placeholder="water rates, budget"
                type="search"
                name="q"
                value={keyword}
                onChange={(event) => setKeyword(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                autoComplete="off"
              />
              <Text size="sm" fw={600} aria-live="polite" mih="1.5em">
                {current ? countLine(current.meta.page.total_results, current.meta.total_meetings) : ''}
              </Text>
              <SearchFilters
                state={state}
                options={localities.data}
                optionsLoading={localities.isPending}
                onChange={(change) => update({ ...change, q: keyword.trim() })}
              />
              <Group gap="sm">
                <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
                  Search
                </Button>
                <AddAlertButton
                  draft={alertDraft(keyword, state.localities, state.states)}
                  onAddAlert={onAddAlert}
                />
              </Group>
            </Stack>
          </form>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <LatestMeetings
            meetings={latest.data}
            loading={latest.isPending}
            failed={latest.isError}
            timeZone={timeZone}
            onOpen={openLatest}
          />
          <SearchResults
            data={results.data}
            stale={results.isFetching && results.data !== undefined}
            loading={results.isPending}
            failed={results.isError}
            page={state.page}
            timeZone={timeZone}
            onPageChange={onPageChange}
            onViewMore={openResult}
            headingRef={resultsHeading}
          />
          <KeywordMatches
            data={current}
            timeZone={timeZone}
            onOpenMeeting={openLatest}
            onOpenPassage={openResult}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
