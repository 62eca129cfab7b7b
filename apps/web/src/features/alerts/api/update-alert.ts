import { alertSchema, apiPaths, type Alert, type UpdateAlertRequest } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** PUT /user_auth/alerts/: changes an alert (its lists, or whether it notifies). */
export async function updateAlert(body: UpdateAlertRequest): Promise<Alert> {
  return alertSchema.parse(await apiClient.put(apiPaths.alerts, body));
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
