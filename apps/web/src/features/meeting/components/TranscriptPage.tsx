import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cleanTitle } from '../../../lib/meeting-text';
import { usePageTitle } from '../../../lib/page-title';
import { meetingInfoFromStatus, useMeetingStatus } from '../api/load-meeting-status';
import { useSummary } from '../api/load-summary';
import { useTranscript, type TranscriptTarget } from '../hooks/use-transcript';
import { parseMoment, videoUrlFromParam, type TranscriptSegment } from '../utils/segments';
import { useEmbedControls } from './EmbedControls';
import { TranscriptLoading, TranscriptViewer } from './TranscriptViewer';

export const NO_VIDEO_URL_TEXT = 'No video URL provided';
export const NOT_FOUND_DETAIL = 'No transcript found with video URL';

export interface TranscriptPageProps {
  /** The URL-encoded video URL from the route. */
  videoId: string;
  /** The login state is passed along to the transcript view (spec §2). */
  isLoggedIn: boolean;
  /** The user's profile time zone. */
  timeZone?: string;
}

const noHighlights = (_segment: TranscriptSegment): readonly string[] => [];

/** The direct transcript view (spec §2 /transcript/{videoId}); ?t=SECONDS opens it at that moment. */
export function TranscriptPage({ videoId, isLoggedIn, timeZone }: TranscriptPageProps) {
  const [params] = useSearchParams();
  const videoUrl = videoUrlFromParam(videoId);
  const moment = parseMoment(params.get('t'));
  const target = useMemo<TranscriptTarget>(
    () => (moment === null ? null : { kind: 'time', seconds: moment }),
    [moment],
  );
  const transcript = useTranscript(videoUrl, target, { signedIn: isLoggedIn });
  const { query, segments, meeting, ready, targetIndex } = transcript;
  // Summaries are for signed-in users: a signed-out visitor reads the transcript alone.
  const summary = useSummary(videoUrl, '', { signedIn: isLoggedIn });
  // Embeds are for signed-in users (spec §6).
  const embed = useEmbedControls(videoUrl, segments, undefined, meeting);
  // A meeting whose transcript is empty may be being transcribed, or have failed.
  const status = useMeetingStatus(videoUrl, ready && segments.length === 0 && !query.isError);
  // The tab is named after the meeting once it is known.
  usePageTitle(meeting ? cleanTitle(meeting.title) : 'Meeting transcript');

  if (videoUrl === '') {
    return <ErrorPanel message={NO_VIDEO_URL_TEXT} />;
  }
  if (query.isError && segments.length === 0) {
    const reason = errorMessage(query.error, query.error.message);
    return <ErrorPanel message={`Failed to load transcript: ${reason}`} />;
  }
  if (!ready) {
    return <TranscriptLoading />;
  }
  if (segments.length === 0 && status.isLoading) {
    return <TranscriptLoading />;
  }
  if (segments.length === 0 && status.data?.status === 'ready' && status.data.video_url !== videoUrl) {
    // Another link to the meeting's video (youtu.be, shorts, with tracking parameters...).
    const query = params.toString();
    return (
      <Navigate
        replace
        to={`/transcript/${encodeURIComponent(status.data.video_url)}${query ? `?${query}` : ''}`}
      />
    );
  }
  if (segments.length === 0 && status.data && status.data.status !== 'ready') {
    return (
      <TranscriptViewer
        meeting={meetingInfoFromStatus(status.data)}
        mode="direct"
        transcript={transcript}
        targetSeconds={null}
        highlightsFor={noHighlights}
        timeZone={timeZone}
      />
    );
  }
  if (segments.length === 0 || meeting === null) {
    return (
      <Paper withBorder p="xl" maw={640} mx="auto" component="section" aria-labelledby="transcript-not-found">
        <Stack gap="xs">
          <Title order={1} size="h2" id="transcript-not-found">
            No transcript found
          </Title>
          <Text>The requested transcript could not be located.</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {NOT_FOUND_DETAIL} {videoUrl}
          </Text>
          <Anchor component={Link} to="/">
            Return to Home
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  const targetSegment = targetIndex >= 0 ? segments[targetIndex] : undefined;
  return (
    <TranscriptViewer
      meeting={meeting}
      mode="direct"
      transcript={transcript}
      targetSeconds={targetSegment ? targetSegment.seconds : null}
      highlightsFor={noHighlights}
      timeZone={timeZone}
      summary={summary}
      renderRowStart={isLoggedIn ? embed.renderRowStart : undefined}
      actions={isLoggedIn ? embed.actions : undefined}
    />
  );
}

/** The error panel of the direct view: 'Error', the message, and a way back. */
function ErrorPanel({ message }: { message: string }) {
  return (
    <Paper
      withBorder
      p="xl"
      maw={640}
      mx="auto"
      component="section"
      role="alert"
      aria-labelledby="transcript-error"
    >
      <Stack gap="sm">
        <Title order={1} size="h2" id="transcript-error">
          Error
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/">
            Return to Home
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
