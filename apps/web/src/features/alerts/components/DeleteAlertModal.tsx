import { Button, Group, Modal, Text } from '@mantine/core';

export interface DeleteAlertModalProps {
  /** What the alert follows, to name it in the question; null when closed. */
  description: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation (spec §4: delete needs confirmation). */
export function DeleteAlertModal({ description, deleting, onCancel, onConfirm }: DeleteAlertModalProps) {
  return (
    <Modal opened={description !== null} onClose={onCancel} title="Delete alert" centered>
      <Text mb="md">
        Delete the alert for <strong>{description}</strong>? Its RSS feed stops working too.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
