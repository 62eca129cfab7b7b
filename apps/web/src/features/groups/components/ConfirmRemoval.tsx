import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** Asks before a removal: the question, Remove and Cancel (focus goes to Cancel). */
export function ConfirmRemoval({
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, [question]);
  return (
    <Paper p="md" radius="sm" withBorder role="group" aria-label="Confirm removal">
      <Stack gap="sm">
        <Text>{question}</Text>
        <Group gap="sm">
          <Button color="red" onClick={onConfirm} loading={busy}>
            Remove
          </Button>
          <Button ref={cancel} variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The line under a tab: what happened, in green or red, with Undo after a removal. */
export function ChangeStatus({
  feedback,
}: {
  feedback: { kind: 'success' | 'error'; text: string; undo?: () => void } | null;
}) {
  return (
    <Group gap="sm" role="status" aria-live="polite" mih={28}>
      <Text c={feedback?.kind === 'error' ? 'red.9' : '#1e6b30'} fw={600}>
        {feedback?.text ?? ''}
      </Text>
      {feedback?.undo ? (
        <Button size="xs" variant="light" onClick={feedback.undo}>
          Undo
        </Button>
      ) : null}
    </Group>
  );
}
