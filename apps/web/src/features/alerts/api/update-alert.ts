import type { Alert, UpdateAlertRequest } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** PUT /user_auth/alerts/: changes an alert (its lists, or whether it notifies). */
export async function updateAlert(body: UpdateAlertRequest): Promise<Alert> {
  return callApi('alertUpdate', { body });
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
