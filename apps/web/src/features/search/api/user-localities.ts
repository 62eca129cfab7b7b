import { apiPaths, userLocalitiesResponse, type UserLocalities } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /user_auth/user-localities/: the localities and states the user may filter by. */
export async function getUserLocalities(signal?: AbortSignal): Promise<UserLocalities> {
  const body = await apiClient.get(apiPaths.userLocalities, { signal });
  return userLocalitiesResponse.parse(body);
}

export const userLocalitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'user-localities'],
    queryFn: ({ signal }) => getUserLocalities(signal),
    staleTime: 5 * 60_000,
  });

export function useUserLocalities() {
  return useQuery(userLocalitiesQueryOptions());
}
