import type { MeetingStatus, MeetingSummary as Summary } from '@gavel/contract';
import { Box, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cleanTitle, placeLine } from '../../../lib/meeting-text';
import { formatApDate } from '../../../lib/time';
import { useMeetingStatus } from '../api/load-meeting-status';
import type { TranscriptState } from '../hooks/use-transcript';
import { segmentIndexAt, type MeetingInfo, type TranscriptSegment } from '../utils/segments';
import { CopyLinkButton } from './CopyLinkButton';
import { sectionIndexAt } from '../utils/summary';
import { MeetingSummary } from './MeetingSummary';
import { TranscriptErrorBoundary } from './TranscriptErrorBoundary';
import { TranscriptStatusNotice } from './TranscriptStatusNotice';
import { TranscriptTable, type TranscriptJump } from './TranscriptTable';
import { VideoPlayer, type VideoPlayerHandle } from './VideoPlayer';
import classes from './TranscriptViewer.module.css';

export const TRANSCRIPT_FAILED_TEXT = 'Failed to load transcript. Please try again later.';

export interface TranscriptViewerProps {
  meeting: MeetingInfo;
  /** 'drawer' inside the search page's meeting drawer (which shows the title); 'direct' on its own page. */
  mode: 'drawer' | 'direct';
  transcript: TranscriptState;
  /** The moment of the target segment: where the video starts and what the direct link points at. */
  targetSeconds: number | null;
  /** The words to highlight in a segment. */
  highlightsFor: (segment: TranscriptSegment) => readonly string[];
  /** Changes when the same target should be scrolled to again. */
  scrollKey?: string | number;
  timeZone?: string;
  /**
   * The meeting summary, shown under the video once it has loaded; without one (loading, failed,
   * signed out, not summarised yet) the view is the transcript alone.
   */
  summary?: Summary;
  /** Content placed before each row's time (per-row controls). */
  renderRowStart?: (segment: TranscriptSegment, index: number) => ReactNode;
  /** Floating actions over the transcript. */
  actions?: ReactNode;
}

/**
 * The transcript view (spec §2): title, 'locality, STATE', upload date, length, Copy direct link,
 * the video, and the scrollable transcript.
 */
export function TranscriptViewer({
  meeting,
  mode,
  transcript,
  targetSeconds,
  highlightsFor,
  scrollKey,
  timeZone,
  summary,
  renderRowStart,
  actions,
}: TranscriptViewerProps) {
  const player = useRef<VideoPlayerHandle>(null);
  const title = cleanTitle(meeting.title);
  const { segments, ready, targetIndex, query } = transcript;

  // An empty transcript: is the meeting being transcribed, or did that fail? The length is then
  // the feed's, when it gave one.
  const empty = ready && segments.length === 0 && !query.isError;
  const statusQuery = useMeetingStatus(meeting.videoUrl, empty);
  const status = empty ? statusQuery.data : undefined;
  const pending = status !== undefined && status.status !== 'ready';
  const videoLength = pending ? status.video_length : meeting.videoLength;
  // Once the transcription is done, the transcript is loaded again.
  const { refetch } = query;
  const transcribed = status?.status === 'ready';
  useEffect(() => {
    if (transcribed) {
      void refetch();
    }
  }, [transcribed, refetch]);

  // The moment at the top of the scrolled transcript: its section is the summary's current one.
  const [topSeconds, setTopSeconds] = useState<number | null>(null);
  const onTopRowChange = useCallback((segment: TranscriptSegment) => setTopSeconds(segment.seconds), []);
  const currentSection =
    summary && summary.length > 0 && topSeconds !== null ? sectionIndexAt(summary, topSeconds) : -1;

  // A time clicked in the summary: the video goes there and the transcript scrolls to it, once
  // the pages up to it have loaded.
  const [jump, setJump] = useState<{ seconds: number; key: number } | null>(null);
  const seekFromSummary = useCallback((seconds: number) => {
    player.current?.seek(seconds);
    setJump((previous) => ({ seconds, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const last = segments.at(-1);
  const jumpBeyond = jump !== null && last !== undefined && last.seconds < jump.seconds && query.hasNextPage;
  const { isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (jumpBeyond && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [jumpBeyond, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const tableJump = useMemo<TranscriptJump | null>(
    () =>
      jump === null || jumpBeyond || segments.length === 0
        ? null
        : { index: segmentIndexAt(segments, jump.seconds), key: jump.key },
    [jump, jumpBeyond, segments],
  );

  // The topic holding the target segment opens once the transcript has scrolled to it.
  const targetSegment = ready && targetIndex >= 0 ? segments[targetIndex] : undefined;

  return (
    <Stack gap="md" className={classes.viewer} data-mode={mode}>
      <Stack gap={4} component="header">
        {mode === 'direct' ? <Title order={1}>{title}</Title> : null}
        <Text fw={600}>{placeLine(meeting.locality, meeting.state)}</Text>
        <Group gap="lg" className={classes.facts}>
          <Text size="sm">Uploaded on {formatApDate(meeting.uploadDate, timeZone)}</Text>
          {videoLength ? <Text size="sm">Total time: {videoLength}</Text> : null}
        </Group>
        <Box mt="xs">
          <CopyLinkButton videoUrl={meeting.videoUrl} seconds={targetSeconds} />
        </Box>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" className={classes.aside}>
            <VideoPlayer
              ref={player}
              videoUrl={meeting.videoUrl}
              startSeconds={targetSeconds ?? 0}
              title={title}
            />
            {summary && summary.length > 0 ? (
              <MeetingSummary
                summary={summary}
                currentSection={currentSection}
                targetSeconds={targetSegment ? targetSegment.seconds : null}
                targetKey={scrollKey}
                onSeek={seekFromSummary}
              />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TranscriptErrorBoundary>
            <TranscriptSection
              transcript={transcript}
              status={status}
              highlightsFor={highlightsFor}
              // The summary arrives later and, on a phone, pushes the transcript down: the
              // target is brought into view again then.
              scrollKey={`${String(scrollKey)}:${summary && summary.length > 0 ? 'summary' : ''}`}
              renderRowStart={renderRowStart}
              onSeek={(seconds) => player.current?.seek(seconds)}
              jump={tableJump}
              onTopRowChange={summary && summary.length > 0 ? onTopRowChange : undefined}
            />
          </TranscriptErrorBoundary>
          {actions}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

interface TranscriptSectionProps {
  transcript: TranscriptState;
  /** Where the transcript stands, when it came back empty. */
  status?: MeetingStatus;
  highlightsFor: (segment: TranscriptSegment) => readonly string[];
  scrollKey?: string | number;
  renderRowStart?: (segment: TranscriptSegment, index: number) => ReactNode;
  onSeek: (seconds: number) => void;
  jump: TranscriptJump | null;
  onTopRowChange?: (segment: TranscriptSegment) => void;
}

/** The transcript with its loading, failure and empty states (spec §4 Transcript loading, §8). */
function TranscriptSection({
  transcript,
  status,
  highlightsFor,
  scrollKey,
  renderRowStart,
  onSeek,
  jump,
  onTopRowChange,
}: TranscriptSectionProps) {
  const { query, segments, ready, targetIndex } = transcript;
  if (query.isError && segments.length === 0) {
    return (
      <Paper withBorder p="lg" role="alert">
        <Title order={3}>Error</Title>
        <Text mt="xs">{TRANSCRIPT_FAILED_TEXT}</Text>
      </Paper>
    );
  }
  if (!ready) {
    return <TranscriptLoading />;
  }
  if (segments.length === 0) {
    return <TranscriptStatusNotice status={status} />;
  }
  return (
    <TranscriptTable
      segments={segments}
      targetIndex={targetIndex}
      scrollKey={scrollKey}
      highlightsFor={highlightsFor}
      onSeek={onSeek}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      loadMoreFailed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
      renderRowStart={renderRowStart}
      jump={jump}
      onTopRowChange={onTopRowChange}
    />
  );
}

/** The spinner shown until the segments are ready. */
export function TranscriptLoading() {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text>Loading transcript...</Text>
      </Stack>
    </Center>
  );
}
