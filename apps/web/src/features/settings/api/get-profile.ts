import { apiPaths, profileResponse, type ProfileResponse } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /user_auth/profiles/: the user's names and delivery schedule. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return profileResponse.parse(await apiClient.get(apiPaths.profiles, { signal }));
}

export const profileQueryKey = ['settings', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
