import { transcriptStatusText, type MeetingStatus } from '@gavel/contract';
import { Paper, Text } from '@mantine/core';

export const NO_TRANSCRIPT_TEXT = 'No transcript available';

/**
 * What stands in for an empty transcript: "This meeting is being transcribed (N %)" or
 * "Transcription failed: reason" for a meeting whose transcript is not ready, else
 * 'No transcript available' (spec §4).
 */
export function TranscriptStatusNotice({ status }: { status: MeetingStatus | undefined }) {
  const text = status ? transcriptStatusText(status) : null;
  const failed = status?.status === 'failed';
  return (
    <Paper withBorder p="lg" role={failed ? 'alert' : 'status'} data-transcript-status={status?.status}>
      <Text c={failed ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {text ?? NO_TRANSCRIPT_TEXT}
      </Text>
    </Paper>
  );
}
