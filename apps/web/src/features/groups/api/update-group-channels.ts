import { apiPaths, messageResponse } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { groupsQueryKey } from './get-groups';

/** POST /user_auth/user-group-channels/ with the full new list (201 on success). */
export async function postGroupChannels(input: { group_id: number; channels: number[] }): Promise<string> {
  return messageResponse.parse(await apiClient.post(apiPaths.userGroupChannels, input)).message;
}

export function useUpdateGroupChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGroupChannels,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
