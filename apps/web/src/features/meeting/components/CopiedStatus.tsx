import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The polite status line beside a copy button: a check and the message while `copied`. */
export function CopiedStatus({ copied, message }: { copied: boolean; message: string }) {
  return (
    <Text size="sm" fw={600} role="status" aria-live="polite">
      {copied ? (
        <>
          <IconCheck
            size={16}
            aria-hidden
            color="var(--mantine-color-green-8)"
            style={{ verticalAlign: '-3px' }}
          />{' '}
          {message}
        </>
      ) : null}
    </Text>
  );
}
