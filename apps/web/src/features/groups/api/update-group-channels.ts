import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { groupsQueryKey } from './get-groups';

/** POST /user_auth/user-group-channels/ with the full new list (201 on success). */
export async function postGroupChannels(input: { group_id: number; channels: number[] }): Promise<string> {
  return (await callApi('groupChannelsUpdate', { body: input })).message;
}

export function useUpdateGroupChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGroupChannels,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
