import { useCallback, useMemo } from 'react';
import { useSummary } from '../api/load-summary';
import { useTranscriptMatches } from '../api/transcript-matches';
import type { OpenedMeeting } from '../hooks/use-meeting-drawer';
import { useTranscript, type TranscriptTarget } from '../hooks/use-transcript';
import { clockSeconds, meetingInfoFrom, type TranscriptSegment } from '../utils/segments';
import { useEmbedControls } from './EmbedControls';
import { TranscriptViewer } from './TranscriptViewer';

export interface MeetingTranscriptProps {
  selection: OpenedMeeting;
  timeZone?: string;
  /** Told when a dialog over the transcript opens and closes. */
  onDialogChange?: (open: boolean) => void;
}

/** The drawer's transcript view of the meeting that was clicked, at its target segment. */
export function MeetingTranscript({ selection, timeZone, onDialogChange }: MeetingTranscriptProps) {
  const { meeting, targetSegment, searchTerm } = selection;
  const videoUrl = meeting.video_url.raw;
  const target = useMemo<TranscriptTarget>(
    () => (targetSegment === null ? null : { kind: 'segment', segment: targetSegment }),
    [targetSegment],
  );
  const transcript = useTranscript(videoUrl, target, { signedIn: true });
  const matches = useTranscriptMatches(videoUrl, searchTerm);
  const summary = useSummary(videoUrl, searchTerm, { signedIn: true });
  const info = useMemo(() => transcript.meeting ?? meetingInfoFrom(meeting), [transcript.meeting, meeting]);
  const targetSeconds = targetSegment === null ? null : clockSeconds(meeting.segment_start.raw);

  const matchMap = matches.data;
  const highlightsFor = useCallback(
    (segment: TranscriptSegment): readonly string[] => {
      const words = matchMap?.get(segment.segment) ?? segment.textToHighlight;
      return segment.segment === meeting.segment.raw ? [...words, ...meeting.text_to_highlight.raw] : words;
    },
    [matchMap, meeting],
  );

  const embed = useEmbedControls(videoUrl, transcript.segments, onDialogChange, info);

  return (
    <TranscriptViewer
      meeting={info}
      mode="drawer"
      transcript={transcript}
      targetSeconds={targetSeconds}
      highlightsFor={highlightsFor}
      scrollKey={selection.openedAt}
      timeZone={timeZone}
      summary={summary}
      renderRowStart={embed.renderRowStart}
      actions={embed.actions}
    />
  );
}
