import { groupUserPath, messageResponse } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { groupUsersQueryKey } from './get-group-users';

/** PUT /user_auth/group/{id}/user/{email}/ {is_admin}: makes a member an admin, or not. */
export async function putGroupAdmin(input: {
  groupId: number;
  email: string;
  isAdmin: boolean;
}): Promise<string> {
  const body = await apiClient.put(groupUserPath(input.groupId, input.email), { is_admin: input.isAdmin });
  return messageResponse.parse(body).message;
}

export function useSetGroupAdmin(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putGroupAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupId) }),
  });
}
