import type { DeleteAlertRequest } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendCall } from '../../../lib/api-call';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** DELETE /user_auth/alerts/: removes an alert, and with it its feed. */
export async function deleteAlert(body: DeleteAlertRequest): Promise<void> {
  await sendCall('alertDelete', { body });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
