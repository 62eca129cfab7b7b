import { groupChannelPath, messageResponse } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { groupsQueryKey } from './get-groups';

/** DELETE /user_auth/user-group-channels/{groupId}/{channelId}/ (200 on success). */
export async function deleteGroupChannel(input: { groupId: number; channelId: number }): Promise<string> {
  return messageResponse.parse(await apiClient.delete(groupChannelPath(input.groupId, input.channelId)))
    .message;
}

export function useRemoveGroupChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupChannel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
