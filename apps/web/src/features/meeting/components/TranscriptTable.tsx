import { Box, Button, Group, Loader, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { HighlightedText } from '../../../components/HighlightedText';
import { NO_TRANSCRIPT } from '../../../lib/meeting-text';
import { keepInViewWhileSettling } from '../utils/keep-in-view';
import { segmentText, speakerLabel, type TranscriptSegment } from '../utils/segments';
import classes from './TranscriptViewer.module.css';

/** The target row is scrolled to this far below the top, and again after a pause (spec §9). */
export const TARGET_OFFSET_PX = 100;
export const SCROLL_RETRY_MS = 300;
/** The next page is asked for when the reader is this close to the end. */
const LOAD_MORE_MARGIN_PX = 800;

export interface TranscriptTableProps {
  segments: readonly TranscriptSegment[];
  /** Index of the segment to scroll to, or -1. */
  targetIndex: number;
  /** Changes when the same target should be scrolled to again. */
  scrollKey?: string | number;
  /** The words to highlight in a segment. */
  highlightsFor: (segment: TranscriptSegment) => readonly string[];
  /** Moves the video to a segment's time. */
  onSeek: (seconds: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** Content placed before a row's time (room for per-row controls). */
  renderRowStart?: (segment: TranscriptSegment, index: number) => ReactNode;
  /** A row to scroll to as the target is; a new key scrolls again. */
  jump?: TranscriptJump | null;
  /** Told which segment is the row at the top of the box, as the reader scrolls. */
  onTopRowChange?: (segment: TranscriptSegment) => void;
}

/** A request to bring a row into view (a time clicked elsewhere, such as in the summary). */
export interface TranscriptJump {
  index: number;
  key: number;
}

/** The scrollable transcript: time (seeks the video), speaker and text, one row a segment. */
export function TranscriptTable({
  segments,
  targetIndex,
  scrollKey,
  highlightsFor,
  onSeek,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  renderRowStart,
  jump,
  onTopRowChange,
}: TranscriptTableProps) {
  const scroller = useRef<HTMLDivElement>(null);

  // The row at the top of the box, told to whoever follows it (the summary's current section).
  const reportedTop = useRef<string | null>(null);
  const reportTopRow = useCallback(() => {
    const container = scroller.current;
    if (!container || !onTopRowChange) {
      return;
    }
    const index = topRowIndex(container);
    const segment = segments[index];
    if (segment && segment.id !== reportedTop.current) {
      reportedTop.current = segment.id;
      onTopRowChange(segment);
    }
  }, [segments, onTopRowChange]);

  // Scrolling to a row depends on nothing that changes as pages arrive, so a later page never
  // sends the reader back to the target.
  const latestReport = useRef(reportTopRow);
  useEffect(() => {
    latestReport.current = reportTopRow;
  }, [reportTopRow]);
  const scrollToRow = useCallback((index: number) => {
    const container = scroller.current;
    const row = container?.querySelector<HTMLElement>(`tbody [data-index="${index}"]`);
    if (!container || !row) {
      return;
    }
    const top = row.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
    container.scrollTop = Math.max(0, top - TARGET_OFFSET_PX);
    // On a phone the box itself sits below the video and the summary: the page (or the drawer)
    // scrolls as well, so the row is on the screen and not only in the box.
    const { top: rowTop, bottom: rowBottom } = row.getBoundingClientRect();
    if (rowTop < 0 || rowBottom > window.innerHeight) {
      row.scrollIntoView({ block: 'center' });
    }
    latestReport.current();
  }, []);

  useEffect(() => {
    if (targetIndex < 0) {
      return undefined;
    }
    scrollToRow(targetIndex);
    // Fonts, the video, the drawer's slide and the summary can still move the rows: scroll once
    // more, and again whenever the boxes around the transcript change size while the page settles.
    const retry = setTimeout(() => scrollToRow(targetIndex), SCROLL_RETRY_MS);
    const stopKeeping = keepInViewWhileSettling(scroller.current, () => scrollToRow(targetIndex));
    return () => {
      clearTimeout(retry);
      stopKeeping();
    };
  }, [targetIndex, scrollKey, scrollToRow]);

  const jumpIndex = jump?.index ?? -1;
  const jumpKey = jump?.key;
  useEffect(() => {
    if (jumpIndex >= 0) {
      scrollToRow(jumpIndex);
    }
  }, [jumpIndex, jumpKey, scrollToRow]);

  // The first report, once the rows are there.
  useEffect(() => {
    reportTopRow();
  }, [reportTopRow]);

  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const onScrollReport = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(reportTopRow);
  }, [reportTopRow]);

  const nearEnd = useCallback(() => {
    const container = scroller.current;
    return (
      container !== null &&
      container.scrollHeight - container.scrollTop - container.clientHeight < LOAD_MORE_MARGIN_PX
    );
  }, []);

  const maybeLoadMore = useCallback(() => {
    if (hasMore && !loadingMore && !loadMoreFailed && nearEnd()) {
      onLoadMore();
    }
  }, [hasMore, loadingMore, loadMoreFailed, nearEnd, onLoadMore]);

  // A page that does not fill the box leaves nothing to scroll: ask for the next one at once.
  useEffect(() => {
    maybeLoadMore();
  }, [segments.length, maybeLoadMore]);

  const withRowStart = renderRowStart !== undefined;

  return (
    <Box
      ref={scroller}
      className={classes.scroller}
      onScroll={() => {
        maybeLoadMore();
        onScrollReport();
      }}
      tabIndex={0}
      role="region"
      aria-label="Transcript"
    >
      <Table className={classes.table} verticalSpacing="xs" horizontalSpacing="sm" stickyHeader>
        <VisuallyHidden component="caption">Transcript, one row for each passage</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {withRowStart ? <Table.Th className={classes.rowStart} /> : null}
            <Table.Th className={classes.timeCol}>Time</Table.Th>
            <Table.Th className={classes.speakerCol} visibleFrom="sm">
              Speaker
            </Table.Th>
            <Table.Th>Text</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segments.map((segment, index) => {
            const isTarget = index === targetIndex;
            const speaker = speakerLabel(segment.speakerName);
            return (
              <Table.Tr
                key={segment.id}
                data-index={index}
                data-segment={segment.segment}
                aria-current={isTarget ? 'true' : undefined}
                className={isTarget ? classes.targetRow : index === jumpIndex ? classes.jumpRow : undefined}
              >
                {withRowStart ? (
                  <Table.Td className={classes.rowStart}>{renderRowStart(segment, index)}</Table.Td>
                ) : null}
                <Table.Td className={classes.timeCol}>
                  <UnstyledButton
                    className={classes.timeButton}
                    onClick={() => onSeek(segment.seconds)}
                    aria-label={`Play from ${segment.timestamp}`}
                  >
                    {segment.timestamp}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td className={classes.speakerCol} visibleFrom="sm">
                  {speaker}
                </Table.Td>
                <Table.Td className={classes.textCol}>
                  <Text span hiddenFrom="sm" className={classes.inlineSpeaker}>
                    {speaker}
                  </Text>
                  {segment.transcript === NO_TRANSCRIPT ? (
                    <Text span c="dimmed" fs="italic">
                      {segmentText(segment.transcript)}
                    </Text>
                  ) : (
                    <HighlightedText text={segment.transcript} words={highlightsFor(segment)} />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {hasMore || loadingMore || loadMoreFailed ? (
            <Table.Tr>
              <Table.Td colSpan={withRowStart ? 4 : 3}>
                {loadMoreFailed ? (
                  <Group gap="sm" justify="center" role="alert">
                    <Text size="sm">The rest of the transcript could not be loaded.</Text>
                    <Button size="xs" variant="light" onClick={onLoadMore}>
                      Try again
                    </Button>
                  </Group>
                ) : (
                  <Group gap="sm" justify="center" role="status">
                    <Loader size="xs" aria-hidden />
                    <Text size="sm" c="dimmed">
                      Loading more of the transcript...
                    </Text>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/**
 * The index of the row at the top of the scrolled box: the first one whose bottom is below the
 * sticky header. Rows are in order, so a binary search finds it.
 */
export function topRowIndex(container: HTMLElement): number {
  const rows = container.querySelectorAll<HTMLElement>('tbody tr[data-index]');
  const header = container.querySelector('thead');
  const line = (header ?? container).getBoundingClientRect().bottom;
  let low = 0;
  let high = rows.length - 1;
  let found = rows.length > 0 ? rows.length - 1 : -1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const row = rows[middle];
    if (row && row.getBoundingClientRect().bottom > line) {
      found = middle;
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  const row = found >= 0 ? rows[found] : undefined;
  return row ? Number(row.dataset['index']) : -1;
}
