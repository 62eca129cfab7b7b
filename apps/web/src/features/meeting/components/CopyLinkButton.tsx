import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { directLink } from '../utils/segments';

/** How long 'Direct link copied!' shows (spec §8, §9). */
export const COPY_FEEDBACK_MS = 2000;

export interface CopyLinkButtonProps {
  videoUrl: string;
  /** The moment of the target segment; null links to the meeting itself. */
  seconds: number | null;
}

/** Copy direct link: the app's own link to the meeting, at the target moment when there is one. */
export function CopyLinkButton({ videoUrl, seconds }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    const link = directLink(window.location.origin, videoUrl, seconds);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      window.alert(`The link could not be copied. Here it is to copy by hand:\n\n${link}`);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <Group gap="sm" wrap="nowrap">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={() => void onCopy()}
      >
        Copy direct link
      </Button>
      <Text size="sm" fw={600} role="status" aria-live="polite">
        {copied ? (
          <>
            <IconCheck
              size={16}
              aria-hidden
              color="var(--mantine-color-green-8)"
              style={{ verticalAlign: '-3px' }}
            />{' '}
            Direct link copied!
          </>
        ) : null}
      </Text>
    </Group>
  );
}
