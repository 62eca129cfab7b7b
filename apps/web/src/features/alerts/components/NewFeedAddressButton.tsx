import type { Alert } from '@gavel/contract';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNewFeedAddress } from '../api/new-feed-address';

/** Replaces an alert's RSS address, for when the old one has been shared too widely. */
export function NewFeedAddressButton({ alert, name }: { alert: Alert; name: string }) {
  const rotate = useNewFeedAddress(alert.id);
  return (
    <Tooltip label="New RSS address (the old one stops working)">
      <ActionIcon
        variant="subtle"
        aria-label={`New RSS address for alert ${name}`}
        loading={rotate.isPending}
        onClick={() => rotate.mutate()}
      >
        <IconRefresh size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
