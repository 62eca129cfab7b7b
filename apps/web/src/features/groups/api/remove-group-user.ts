import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { groupUsersQueryKey } from './get-group-users';

/** DELETE /user_auth/group/{id}/user/{email}/ with the email URL-encoded. */
export async function deleteGroupUser(input: { groupId: number; email: string }): Promise<string> {
  return (await callApi('groupUserRemove', { params: { id: input.groupId, email: input.email } })).message;
}

export function useRemoveGroupUser(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupId) }),
  });
}
