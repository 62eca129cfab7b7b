import { z } from 'zod';

/**
 * Where a meeting's transcript stands (GET /api/meeting-status/?video_url=...), for the drawer and
 * the transcript page of a meeting whose transcript is not ready: being transcribed (with how far
 * it has got) or failed (with the reason). Meetings are public records, so anyone may ask.
 */
export const meetingStatusQuery = z.object({ video_url: z.string().trim().min(1).max(2000) });

export const transcriptStatus = z.enum(['pending', 'processing', 'ready', 'failed']);
export type TranscriptStatus = z.infer<typeof transcriptStatus>;

export const meetingStatusResponse = z.object({
  video_url: z.string(),
  title: z.string(),
  locality_name: z.string(),
  state: z.string(),
  /** UTC ISO date. */
  upload_date: z.string(),
  /** hh:mm:ss from the feed (or the transcript); null when not known. */
  video_length: z.string().nullable(),
  status: transcriptStatus,
  /** Whole percent of the transcription done (0 while waiting or downloading); null unless under way. */
  progress: z.number().int().min(0).max(100).nullable(),
  /**
   * Why the transcription failed; while a meeting is transcribed because its captions could not be
   * used, why ("Captions unusable: ...; transcribing instead"); null otherwise.
   */
  failure_reason: z.string().nullable(),
});
export type MeetingStatus = z.infer<typeof meetingStatusResponse>;

/** The sentence that tells a reader where a transcript stands; null when it is ready. */
export function transcriptStatusText(status: Pick<MeetingStatus, 'status' | 'progress' | 'failure_reason'>) {
  switch (status.status) {
    case 'pending':
    case 'processing': {
      const being = `This meeting is being transcribed (${status.progress ?? 0} %)`;
      return status.failure_reason ? `${being}. ${status.failure_reason}` : being;
    }
    case 'failed':
      return `Transcription failed: ${status.failure_reason ?? 'no reason was recorded.'}`;
    case 'ready':
      return null;
  }
}
