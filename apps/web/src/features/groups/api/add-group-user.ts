import type { GroupUserAddRequest } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { groupUsersQueryKey } from './get-group-users';

/** POST /user_auth/group-user/: 200 with a message; 404 with requires_confirmation for an unknown email. */
export async function postGroupUser(input: GroupUserAddRequest): Promise<string> {
  return (await callApi('groupUserAdd', { body: input })).message;
}

export function useAddGroupUser(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGroupUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupId) }),
  });
}
