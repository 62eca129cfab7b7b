import { Anchor, Box, Center, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchResultItem } from '@gavel/contract';
import type { Ref } from 'react';
import { MAX_RESULT_PAGES } from '../api/search';
import { SEARCH_FAILED_TEXT } from '../utils/results';
import { SearchResultCard } from './SearchResultCard';
import classes from './SearchPage.module.css';

export interface SearchResultsProps {
  data: SearchResponse | undefined;
  /** The results shown are from the previous search while the new one runs. */
  stale: boolean;
  loading: boolean;
  failed: boolean;
  page: number;
  timeZone?: string;
  onPageChange: (page: number) => void;
  onViewMore: (item: SearchResultItem) => void;
  /** The heading, focused when the user turns a page. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The SEARCH RESULTS list, with its loading, failure and empty states and the pages. */
export function SearchResults({
  data,
  stale,
  loading,
  failed,
  page,
  timeZone,
  onPageChange,
  onViewMore,
  headingRef,
}: SearchResultsProps) {
  const headingId = useId();
  const totalPages = Math.min(data?.meta.page.total_pages ?? 0, MAX_RESULT_PAGES);

  let body;
  if (failed) {
    body = (
      <Text c="red.9" role="alert">
        {SEARCH_FAILED_TEXT}
      </Text>
    );
  } else if (!data) {
    body = loading ? <GettingResults /> : null;
  } else if (data.results.length === 0 && !stale && data.meta.page.total_results > 0) {
    // A shared link to a page that no longer exists.
    body = (
      <Stack gap={4} py="lg" align="center" ta="center">
        <Text>This page is past the end of the results.</Text>
        <Anchor component="button" type="button" onClick={() => onPageChange(1)}>
          Go to the first page
        </Anchor>
      </Stack>
    );
  } else if (data.results.length === 0 && !stale) {
    body = (
      <Stack gap={4} py="lg" align="center" ta="center">
        <Text fw={700} size="lg">
          Sorry! No results found
        </Text>
        <Text c="dimmed">Please try searching for something different or broaden your filters</Text>
        <IgnoredKeywords keywords={data.meta.ignored_keywords ?? []} />
      </Stack>
    );
  } else {
    body = (
      <>
        {stale ? <GettingResults /> : null}
        <Box
          component="ul"
          className={classes.plainList}
          aria-busy={stale}
          style={{ opacity: stale ? 0.55 : 1 }}
        >
          {data.results.map((item) => (
            <li key={item.id.raw}>
              <SearchResultCard item={item} timeZone={timeZone} onViewMore={onViewMore} />
            </li>
          ))}
        </Box>
        {data.meta.page.total_results > SEARCH_PAGE_SIZE && totalPages > 1 ? (
          <Center>
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={onPageChange}
              disabled={stale}
              siblings={1}
              boundaries={1}
              aria-label="Search results pages"
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
            />
          </Center>
        ) : null}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} ref={headingRef} tabIndex={-1} className={classes.sectionTitle} mb="sm">
        SEARCH RESULTS
      </Title>
      <Stack gap="md">{body}</Stack>
    </Box>
  );
}

/** Under the empty state: the keywords that were all words too common to search for. */
function IgnoredKeywords({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) {
    return null;
  }
  const quoted = keywords.map((keyword) => `“${keyword}”`).join(', ');
  return (
    <Text size="sm" mt="xs" maw={520}>
      {quoted} {keywords.length === 1 ? 'was' : 'were'} ignored:{' '}
      {keywords.length === 1 ? 'its words are' : 'their words are'} too common to search for (such as “the”,
      “of” or “and”). Add a less common word.
    </Text>
  );
}

function GettingResults() {
  return (
    <Center py="md" role="status">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>Getting results...</Text>
    </Center>
  );
}
