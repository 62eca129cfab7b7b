import type { ChannelItem } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/** GET /user_auth/all-channels/: every channel, with its state. */
export async function getAllChannels(signal?: AbortSignal): Promise<ChannelItem[]> {
  return (await callApi('allChannels', {}, { signal })).channels;
}

export const allChannelsQueryOptions = () =>
  queryOptions({ queryKey: ['groups', 'all-channels'], queryFn: ({ signal }) => getAllChannels(signal) });

export const useAllChannels = () => useQuery(allChannelsQueryOptions());
