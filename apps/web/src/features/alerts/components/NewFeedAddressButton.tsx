import { alertSchema, apiPaths, type Alert } from '@gavel/contract';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ALERTS_QUERY_KEY } from '../api/get-alerts';

/** POST /user_auth/alerts/rss/: a new private RSS address for the alert; the old one stops working. */
export async function newFeedAddress(id: number): Promise<Alert> {
  return alertSchema.parse(await apiClient.post(apiPaths.alertFeedRotate, { id }));
}

/** Replaces an alert's RSS address, for when the old one has been shared too widely. */
export function NewFeedAddressButton({ alert, name }: { alert: Alert; name: string }) {
  const queryClient = useQueryClient();
  const rotate = useMutation({
    mutationFn: () => newFeedAddress(alert.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
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
