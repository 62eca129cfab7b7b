import type { Alert, CreateAlertRequest } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** POST /user_auth/alerts/: a new active alert. */
export async function createAlert(body: CreateAlertRequest): Promise<Alert> {
  return callApi('alertCreate', { body });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
