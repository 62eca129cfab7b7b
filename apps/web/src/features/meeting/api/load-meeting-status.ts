import type { MeetingStatus } from '@gavel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import type { MeetingInfo } from '../utils/segments';

/** How often the status of a meeting being transcribed is asked again. */
export const STATUS_REFRESH_MS = 5_000;

/**
 * Where a meeting's transcript stands (GET /api/meeting-status/), asked only for a meeting whose
 * transcript came back empty. It is asked again every few seconds while the meeting is being
 * transcribed. Meetings are public records: the call goes without a token.
 */
export function useMeetingStatus(videoUrl: string, enabled: boolean) {
  return useQuery({
    queryKey: ['meeting', 'status', videoUrl],
    queryFn: ({ signal }) =>
      callApi(
        'meetingStatus',
        { query: { video_url: videoUrl } },
        { signal, auth: false, redirectOnAuthFailure: false },
      ),
    enabled: enabled && videoUrl !== '',
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' ? STATUS_REFRESH_MS : false;
    },
  });
}

/** What the transcript view shows above the transcript, for a meeting known only by its status. */
export function meetingInfoFromStatus(status: MeetingStatus): MeetingInfo {
  return {
    videoUrl: status.video_url,
    title: status.title,
    locality: status.locality_name,
    state: status.state,
    uploadDate: status.upload_date,
    videoLength: status.video_length ?? '',
  };
}
