import type { UserLocalities } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-call';

/**
 * GET /user_auth/user-localities/: the localities and states the user may filter by, for the
 * search filters and the alert drawer alike (one request, one cache entry).
 */
export async function getUserLocalities(signal?: AbortSignal): Promise<UserLocalities> {
  return callApi('userLocalities', {}, { signal });
}

export const userLocalitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['user-localities'],
    queryFn: ({ signal }) => getUserLocalities(signal),
    staleTime: 5 * 60_000,
  });

export function useUserLocalities() {
  return useQuery(userLocalitiesQueryOptions());
}
