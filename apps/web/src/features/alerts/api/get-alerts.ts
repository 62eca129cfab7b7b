import type { Alert } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/** GET /user_auth/alerts/: the user's alerts (the panel splits them by is_notifying). */
export async function getAlerts(signal?: AbortSignal): Promise<Alert[]> {
  return callApi('alerts', {}, { signal });
}

export const ALERTS_QUERY_KEY = ['alerts'] as const;

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: ALERTS_QUERY_KEY, queryFn: ({ signal }) => getAlerts(signal) });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
