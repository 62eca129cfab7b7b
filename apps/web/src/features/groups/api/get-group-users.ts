import { groupUsersPath, groupUsersResponse, type GroupUser } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /user_auth/group/{id}/users/: the group's members with their flags. */
export async function getGroupUsers(groupId: number, signal?: AbortSignal): Promise<GroupUser[]> {
  return groupUsersResponse.parse(await apiClient.get(groupUsersPath(groupId), { signal })).users;
}

export const groupUsersQueryKey = (groupId: number) => ['groups', 'users', groupId] as const;

export const groupUsersQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupUsersQueryKey(groupId),
    queryFn: ({ signal }) => getGroupUsers(groupId, signal),
  });

export const useGroupUsers = (groupId: number, enabled: boolean) =>
  useQuery({ ...groupUsersQueryOptions(groupId), enabled });
