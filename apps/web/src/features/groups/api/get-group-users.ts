import type { GroupUser } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/** GET /user_auth/group/{id}/users/: the group's members with their flags. */
export async function getGroupUsers(groupId: number, signal?: AbortSignal): Promise<GroupUser[]> {
  return (await callApi('groupUsers', { params: { id: groupId } }, { signal })).users;
}

export const groupUsersQueryKey = (groupId: number) => ['groups', 'users', groupId] as const;

export const groupUsersQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupUsersQueryKey(groupId),
    queryFn: ({ signal }) => getGroupUsers(groupId, signal),
  });

export const useGroupUsers = (groupId: number, enabled: boolean) =>
  useQuery({ ...groupUsersQueryOptions(groupId), enabled });
