import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { loadTranscriptPage } from '../api/load-transcript';
import { directLink, type MeetingInfo, type TranscriptSegment } from '../utils/segments';
import { downloadName, transcriptSrt, transcriptText } from '../utils/transcript-export';

/** Every page of a meeting's transcript, in order, with the meeting. */
async function loadWholeTranscript(videoUrl: string) {
  const segments: TranscriptSegment[] = [];
  let meeting: MeetingInfo | null = null;
  for (let page = 1, total = 1; page <= total; page += 1) {
    const answer = await loadTranscriptPage({ videoUrl, page, signedIn: true });
    segments.push(...answer.segments);
    meeting ??= answer.meeting;
    total = answer.totalPages;
  }
  return { segments, meeting };
}

function saveFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download the whole transcript as text or as SubRip subtitles. */
export function TranscriptDownloads({ videoUrl }: { videoUrl: string }) {
  const [busy, setBusy] = useState<'txt' | 'srt' | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (kind: 'txt' | 'srt') => {
    setBusy(kind);
    setFailed(false);
    try {
      const { segments, meeting } = await loadWholeTranscript(videoUrl);
      if (meeting === null) {
        throw new Error('The transcript is empty');
      }
      if (kind === 'txt') {
        const link = directLink(window.location.origin, videoUrl, null);
        saveFile(
          downloadName(meeting, 'txt'),
          transcriptText(meeting, segments, link),
          'text/plain;charset=utf-8',
        );
      } else {
        saveFile(
          downloadName(meeting, 'srt'),
          transcriptSrt(meeting, segments),
          'application/x-subrip;charset=utf-8',
        );
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'txt'}
        onClick={() => void download('txt')}
      >
        Download TXT
      </Button>
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'srt'}
        onClick={() => void download('srt')}
      >
        Download SRT
      </Button>
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          The transcript could not be downloaded. Please try again later.
        </Text>
      ) : null}
    </Group>
  );
}
