import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatClock, type MeetingStatus } from '@gavel/contract';
import type { Logger } from 'pino';
import type { IngestRepository, MeetingsRepository } from '../db/repositories/index.ts';
import type { TranscriptSegment } from '../domain/transcript.ts';
import type { Meeting } from '../db/schema.ts';
import { meetingCaptions } from '../ingest/captions/read.ts';
import { PermanentIngestError } from '../ingest/errors.ts';
import { wavSeconds } from '../ingest/media/audio-check.ts';
import { downloadAudio, downloadCaptions, type MediaTools } from '../ingest/media/ytdlp.ts';
import { MediaFormatError } from '../ingest/media/wav.ts';
import { parseFeed } from '../ingest/sources/feed.ts';
import { fetchFeed } from '../ingest/sources/fetch-feed.ts';
import { canonicalVideoUrl, feedUrl, type FeedBases } from '../ingest/sources/urls.ts';
import type { TranscriptionEngine } from '../ingest/transcription/engine.ts';
import { dropRepetitionLoops } from '../ingest/transcription/repetition.ts';
import type { JobQueue } from '../job-queue.ts';
import { fetchCaptionsJob } from '../jobs/fetch-captions.job.ts';
import { summarizeJob, summarizeMeetings } from '../jobs/summarize.job.ts';
import { transcribeJob } from '../jobs/transcribe.job.ts';

export interface PollResult {
  channelId: number;
  notModified: boolean;
  entries: number;
  newMeetings: number[];
  error?: string;
}

export type StepResult = 'skipped' | 'stored' | 'no-captions';

/**
 * The ingestion pipeline, one step per job: poll a channel's feed (new entries become meetings),
 * fetch a meeting's captions, else transcribe its audio; then store and index the transcript and
 * queue what follows (summary, alerts). Every step is idempotent.
 */
export function ingestService(deps: {
  ingest: IngestRepository;
  meetings: MeetingsRepository;
  jobs: Pick<JobQueue, 'send'>;
  feedBases: FeedBases;
  feedTimeoutMs: number;
  feedMaxBytes: number;
  tools: MediaTools;
  engine: () => TranscriptionEngine;
  logger: Logger;
}) {
  const { ingest, meetings, jobs, logger } = deps;

  async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'gavel-ingest-'));
    try {
      return await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Stores (and so indexes) the transcript, then queues the summary. Alerts need no step of their
   * own: each digest matches the segments indexed since its alert last sent (DESIGN §7).
   */
  async function store(meeting: Meeting, segments: TranscriptSegment[], source: string) {
    await meetings.replaceTranscript(meeting, segments, source);
    await jobs.send(summarizeJob, summarizeMeetings([meeting.id]));
    logger.info({ meetingId: meeting.id, segments: segments.length, source }, 'transcript indexed');
  }

  /**
   * Polls one channel's feed (conditionally) and creates a meeting for each new entry, queueing
   * its captions. A failure is recorded on the channel, which is then polled later and later.
   */
  async function pollChannel(channelId: number): Promise<PollResult> {
    const channel = await ingest.findChannel(channelId);
    if (!channel) {
      return { channelId, notModified: false, entries: 0, newMeetings: [], error: 'No such channel.' };
    }
    try {
      const url = feedUrl(channel.platform, channel.source, deps.feedBases);
      const fetched = await fetchFeed(
        url,
        { etag: channel.etag, lastModified: channel.last_modified },
        { timeoutMs: deps.feedTimeoutMs, maxBytes: deps.feedMaxBytes },
      );
      const entries = fetched.notModified ? [] : parseFeed(fetched.body, url);
      const now = new Date();
      const created = await ingest.addNewMeetings(
        channel.id,
        entries.map((e) => ({ ...e, uploadDate: e.uploadDate ?? now })),
      );
      await ingest.recordPollSuccess(channel.id, { etag: fetched.etag, lastModified: fetched.lastModified });
      await jobs.send(
        fetchCaptionsJob,
        created.map((id) => ({ id })),
      );
      if (created.length > 0) {
        logger.info({ channelId, created: created.length }, 'new meetings found');
      }
      return { channelId, notModified: fetched.notModified, entries: entries.length, newMeetings: created };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await ingest.recordPollFailure(channel.id, reason);
      logger.warn({ channelId, reason }, 'poll failed');
      return { channelId, notModified: false, entries: 0, newMeetings: [], error: reason };
    }
  }

  return {
    pollChannel,
    /**
     * Fetches the platform's captions and stores them; without captions, queues transcription.
     * A meeting whose transcript is ready is left alone.
     */
    async captions(meetingId: number): Promise<StepResult> {
      const meeting = await ingest.startAttempt(meetingId);
      if (!meeting) {
        return 'skipped';
      }
      const directMedia =
        meeting.media_url !== null && canonicalVideoUrl(meeting.media_url) === meeting.video_url;
      const captions = directMedia
        ? undefined
        : await withTempDir(async (dir) => {
            const file = await downloadCaptions(meeting.video_url, dir, deps.tools);
            if (!file) {
              return undefined;
            }
            // The meeting's title, channel and place spell the names that ALL-CAPS captions lower.
            const channel = await ingest.findChannel(meeting.channel_id);
            return meetingCaptions(file, {
              titles: [meeting.title, channel?.name ?? '', channel?.locality ?? ''],
            });
          });
      if (captions && captions.dropped.length > 0) {
        const { dropped } = captions;
        logger.warn(
          { meetingId, dropped: dropped.length, first: dropped.slice(0, 5) },
          'caption cues dropped',
        );
      }
      if (!captions?.usable) {
        if (captions) {
          // The meeting is not lost to its captions: it is transcribed, and its status says why.
          await ingest.noteReason(meetingId, captions.reason);
          logger.warn({ meetingId, reason: captions.reason }, 'captions unusable');
        }
        await jobs.send(transcribeJob, [{ id: meetingId }]);
        return 'no-captions';
      }
      await store(meeting, captions.segments, 'captions');
      return 'stored';
    },

    /** Downloads the audio (16 kHz mono), transcribes it with the configured engine and stores it. */
    async transcribe(meetingId: number): Promise<StepResult> {
      const meeting = await ingest.startAttempt(meetingId, { keepReason: true });
      if (!meeting) {
        return 'skipped';
      }
      await ingest.setProgress(meetingId, 0);
      const engine = deps.engine();
      const segments = await withTempDir(async (dir) => {
        // Download progress is written at most once a second.
        let reported = 0;
        const wav = await downloadAudio(
          { pageUrl: meeting.video_url, mediaUrl: meeting.media_url },
          dir,
          deps.tools,
          {
            stage: (stage) => ingest.setStage(meetingId, stage),
            downloaded: ({ bytes, total }) => {
              if (Date.now() - reported >= 1000 || (total !== null && bytes >= total)) {
                reported = Date.now();
                void ingest.setDownloaded(meetingId, bytes, total).catch(() => {});
              }
            },
          },
        );
        await ingest.setLengthIfUnknown(meetingId, await wavSeconds(wav));
        await ingest.setStage(meetingId, 'transcribing');
        try {
          return await engine.transcribe(wav, (fraction) => ingest.setProgress(meetingId, fraction * 0.99));
        } catch (error) {
          if (error instanceof MediaFormatError) {
            throw new PermanentIngestError(error.message);
          }
          throw error;
        }
      });
      const clean = dropRepetitionLoops(segments);
      if (clean.length === 0) {
        throw new PermanentIngestError('No speech was recognised in the audio.');
      }
      await store(meeting, clean, engine.name);
      return 'stored';
    },

    /** Where a meeting's transcript stands, by any link to its video; undefined for an unknown one. */
    async status(videoUrl: string): Promise<MeetingStatus | undefined> {
      const found =
        (await ingest.meetingStatus(videoUrl.trim())) ??
        (await ingest.meetingStatus(canonicalVideoUrl(videoUrl)));
      if (!found) {
        return undefined;
      }
      const status = found.transcript_status;
      return {
        video_url: found.video_url,
        title: found.title,
        locality_name: found.locality,
        state: found.state,
        upload_date: found.upload_date.toISOString(),
        video_length: found.length_seconds > 0 ? formatClock(found.length_seconds) : null,
        status,
        progress:
          status === 'processing' || status === 'pending'
            ? Math.min(100, Math.floor((found.progress ?? 0) * 100))
            : null,
        // A meeting transcribed because its captions could not be used says so while it runs.
        failure_reason:
          status === 'failed' || status === 'processing' ? (found.failure_reason ?? null) : null,
      };
    },

    /** Marks a meeting failed with the reason (a job gave up on it). */
    async fail(meetingId: number, reason: string) {
      await ingest.fail(meetingId, reason);
      logger.warn({ meetingId, reason }, 'meeting failed');
    },

    /** Puts a meeting back to pending and queues its captions again. */
    async retry(ref: string): Promise<Meeting | undefined> {
      const found = await ingest.findMeeting(/^\d+$/.test(ref.trim()) ? ref.trim() : canonicalVideoUrl(ref));
      if (!found) {
        return undefined;
      }
      const meeting = await ingest.reset(found.id);
      await jobs.send(fetchCaptionsJob, [{ id: found.id }]);
      return meeting;
    },

    /** Polls the monitored channels now, or the one asked for (monitored or not). */
    async pollNow(channelId?: number): Promise<PollResult[]> {
      const channels = await ingest.channelsToPoll(channelId);
      const results: PollResult[] = [];
      for (const channel of channels) {
        results.push(await pollChannel(channel.id));
      }
      return results;
    },
  };
}

export type IngestService = ReturnType<typeof ingestService>;
