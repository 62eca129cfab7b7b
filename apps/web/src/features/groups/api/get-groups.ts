import { apiPaths, groupsResponse, type GroupItem } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /user_auth/user-group-channels/: the groups the user administers. */
export async function getGroups(signal?: AbortSignal): Promise<GroupItem[]> {
  return groupsResponse.parse(await apiClient.get(apiPaths.userGroupChannels, { signal })).groups;
}

export const groupsQueryKey = ['groups', 'list'] as const;

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: groupsQueryKey, queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQueryOptions());
