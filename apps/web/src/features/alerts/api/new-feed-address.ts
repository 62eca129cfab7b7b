import type { Alert } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** POST /user_auth/alerts/rss/: a new private RSS address for the alert; the old one stops working. */
export async function newFeedAddress(id: number): Promise<Alert> {
  return callApi('alertFeedRotate', { body: { id } });
}

export function useNewFeedAddress(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => newFeedAddress(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
