import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { groupsQueryKey } from './get-groups';

/** DELETE /user_auth/user-group-channels/{groupId}/{channelId}/ (200 on success). */
export async function deleteGroupChannel(input: { groupId: number; channelId: number }): Promise<string> {
  return (await callApi('groupChannelRemove', { params: input })).message;
}

export function useRemoveGroupChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupChannel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
