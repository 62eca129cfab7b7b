import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { groupUsersQueryKey } from './get-group-users';

/** PUT /user_auth/group/{id}/user/{email}/ {is_admin}: makes a member an admin, or not. */
export async function putGroupAdmin(input: {
  groupId: number;
  email: string;
  isAdmin: boolean;
}): Promise<string> {
  const params = { id: input.groupId, email: input.email };
  return (await callApi('groupAdminSet', { params, body: { is_admin: input.isAdmin } })).message;
}

export function useSetGroupAdmin(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putGroupAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupId) }),
  });
}
