import type { GroupItem } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/** GET /user_auth/user-group-channels/: the groups the user administers. */
export async function getGroups(signal?: AbortSignal): Promise<GroupItem[]> {
  return (await callApi('groups', {}, { signal })).groups;
}

export const groupsQueryKey = ['groups', 'list'] as const;

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: groupsQueryKey, queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQueryOptions());
