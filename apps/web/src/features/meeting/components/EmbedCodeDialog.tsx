import { EMBED_CODE_COPIED, EMBED_CODE_SHOWN, embedCode } from '@gavel/contract';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { callUrl } from '../../../lib/api-call';
import { useCopiedFlag } from '../hooks/use-copied-flag';
import { CopiedStatus } from './CopiedStatus';

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
  const { copied, raise, lower } = useCopiedFlag();
  const [copyFailed, setCopyFailed] = useState(false);

  const url =
    embedId === null ? '' : `${window.location.origin}${callUrl('embedView', { params: { embedId } })}`;
  const shown = embedCode(url, EMBED_CODE_SHOWN);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(embedCode(url, EMBED_CODE_COPIED));
    } catch {
      setCopyFailed(true);
      return;
    }
    setCopyFailed(false);
    raise();
  };

  const close = () => {
    lower();
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
          <CopiedStatus copied={copied} message="Copied to clipboard!" />
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
