import { apiPaths, userLocalitiesResponse, type UserLocalities } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /user_auth/user-localities/: the choices of the drawer's locality and state selects. */
export async function getAlertPlaces(signal?: AbortSignal): Promise<UserLocalities> {
  return userLocalitiesResponse.parse(await apiClient.get(apiPaths.userLocalities, { signal }));
}

export const alertPlacesQueryOptions = () =>
  queryOptions({
    queryKey: ['alerts', 'user-localities'],
    queryFn: ({ signal }) => getAlertPlaces(signal),
    staleTime: 5 * 60_000,
  });

export function useAlertPlaces() {
  return useQuery(alertPlacesQueryOptions());
}
