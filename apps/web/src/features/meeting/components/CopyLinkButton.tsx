import { Button, Group } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useCopiedFlag } from '../hooks/use-copied-flag';
import { directLink } from '../utils/segments';
import { CopiedStatus } from './CopiedStatus';
import { TranscriptDownloads } from './TranscriptDownloads';

export interface CopyLinkButtonProps {
  videoUrl: string;
  /** The moment of the target segment; null links to the meeting itself. */
  seconds: number | null;
}

/** Copy direct link: the app's own link to the meeting, at the target moment when there is one. */
export function CopyLinkButton({ videoUrl, seconds }: CopyLinkButtonProps) {
  const { copied, raise } = useCopiedFlag();

  const onCopy = async () => {
    const link = directLink(window.location.origin, videoUrl, seconds);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      window.alert(`The link could not be copied. Here it is to copy by hand:\n\n${link}`);
      return;
    }
    raise();
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={() => void onCopy()}
      >
        Copy direct link
      </Button>
      <CopiedStatus copied={copied} message="Direct link copied!" />
      <TranscriptDownloads videoUrl={videoUrl} />
    </Group>
  );
}
