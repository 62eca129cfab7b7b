import type { ProfileResponse } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/** GET /user_auth/profiles/: the user's names and delivery schedule. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return callApi('profile', {}, { signal });
}

export const profileQueryKey = ['settings', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
