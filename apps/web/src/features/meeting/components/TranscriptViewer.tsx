import { Box, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { cleanTitle, placeLine } from '../../../lib/meeting-text';
import { formatApDate } from '../../../lib/time';
import type { TranscriptState } from '../hooks/use-transcript';
import type { MeetingInfo, TranscriptSegment } from '../utils/segments';
import { CopyLinkButton } from './CopyLinkButton';
import { TranscriptErrorBoundary } from './TranscriptErrorBoundary';
import { TranscriptTable } from './TranscriptTable';
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
  /** Shown under the video: the meeting summary's sections and topics. */
  summary?: ReactNode;
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

  return (
    <Stack gap="md" className={classes.viewer} data-mode={mode}>
      <Stack gap={4} component="header">
        {mode === 'direct' ? <Title order={1}>{title}</Title> : null}
        <Text fw={600}>{placeLine(meeting.locality, meeting.state)}</Text>
        <Group gap="lg" className={classes.facts}>
          <Text size="sm">Uploaded on {formatApDate(meeting.uploadDate, timeZone)}</Text>
          <Text size="sm">Total time: {meeting.videoLength}</Text>
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
            {summary}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TranscriptErrorBoundary>
            <TranscriptSection
              transcript={transcript}
              highlightsFor={highlightsFor}
              scrollKey={scrollKey}
              renderRowStart={renderRowStart}
              onSeek={(seconds) => player.current?.seek(seconds)}
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
  highlightsFor: (segment: TranscriptSegment) => readonly string[];
  scrollKey?: string | number;
  renderRowStart?: (segment: TranscriptSegment, index: number) => ReactNode;
  onSeek: (seconds: number) => void;
}

/** The transcript with its loading, failure and empty states (spec §4 Transcript loading, §8). */
function TranscriptSection({
  transcript,
  highlightsFor,
  scrollKey,
  renderRowStart,
  onSeek,
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
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">No transcript available</Text>
      </Paper>
    );
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
