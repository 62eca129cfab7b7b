import { groupUserPath, messageResponse } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { groupUsersQueryKey } from './get-group-users';

/** DELETE /user_auth/group/{id}/user/{email}/ with the email URL-encoded. */
export async function deleteGroupUser(input: { groupId: number; email: string }): Promise<string> {
  return messageResponse.parse(await apiClient.delete(groupUserPath(input.groupId, input.email))).message;
}

export function useRemoveGroupUser(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupId) }),
  });
}
