import { EMBED_CODE_COPIED, EMBED_CODE_SHOWN, embedCode, embedViewPath } from '@gavel/contract';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** How long 'Copied to clipboard!' shows (spec §8, §9). */
export const EMBED_COPY_FEEDBACK_MS = 2000;

export interface EmbedCodeDialogProps {
  /** The new excerpt's id; null keeps the dialog closed. */
  embedId: string | null;
  onClose: () => void;
}

/**
 * The Embed Code dialog (spec §2, §9): the iframe code at 600 by 800; Copy puts it on the
 * clipboard at 100% by 600 and says 'Copied to clipboard!' for 2 s. Escape or the X closes it.
 */
export function EmbedCodeDialog({ embedId, onClose }: EmbedCodeDialogProps) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const url = embedId === null ? '' : `${window.location.origin}${embedViewPath(embedId)}`;
  const shown = embedCode(url, EMBED_CODE_SHOWN);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(embedCode(url, EMBED_CODE_COPIED));
    } catch {
      setCopyFailed(true);
      return;
    }
    setCopyFailed(false);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), EMBED_COPY_FEEDBACK_MS);
  };

  const close = () => {
    clearTimeout(timer.current);
    setCopied(false);
    setCopyFailed(false);
    onClose();
  };

  return (
    <Modal
      opened={embedId !== null}
      onClose={close}
      title="Embed Code"
      size="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">Paste this code into your page to show the excerpt.</Text>
        <Code block data-testid="embed-code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {shown}
        </Code>
        <Group gap="sm">
          <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void onCopy()}>
            Copy
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
                Copied to clipboard!
              </>
            ) : null}
          </Text>
        </Group>
        {copyFailed ? (
          <Text size="sm" c="red.8" role="alert">
            The code could not be copied. Select it above and copy it by hand.
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
