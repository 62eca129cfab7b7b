import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { Channel, Meeting, TranscriptStatus } from '../schema.ts';

export interface NewFeedMeeting {
  videoUrl: string;
  title: string;
  uploadDate: Date;
  lengthSeconds: number;
  mediaUrl: string | null;
}

/** Longest wait between two polls of a failing feed. */
const MAX_BACKOFF_MINUTES = 24 * 60;

/** A channel is watched when it is in a group, unless it is a demo channel (nothing to poll). */
const isMonitored = sql<boolean>`(NOT channels.demo AND EXISTS (SELECT 1 FROM group_channels gc WHERE gc.channel_id = channels.id))`;

/** Polling state of channels and the ingestion state of meetings found in their feeds. */
export function ingestRepository(db: Db) {
  return {
    /**
     * Claims the monitored channels (those in a group) whose poll is due or never happened, moving
     * their next poll one interval on, so that two schedulers never poll a channel twice.
     */
    async claimDueChannels(limit = 100): Promise<Channel[]> {
      const result = await sql<Channel>`
        UPDATE channels SET next_poll_at = now() + make_interval(mins => poll_interval_minutes)
        WHERE id IN (
          SELECT id FROM channels
          WHERE (next_poll_at IS NULL OR next_poll_at <= now()) AND ${isMonitored}
          ORDER BY next_poll_at NULLS FIRST, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING *
      `.execute(db);
      return result.rows;
    },

    /** The monitored channels, or the one asked for (monitored or not). */
    async channelsToPoll(channelId?: number): Promise<Channel[]> {
      let query = db.selectFrom('channels').selectAll();
      query = channelId === undefined ? query.where(() => isMonitored) : query.where('id', '=', channelId);
      return query.orderBy('id').execute();
    },

    findChannel(id: number): Promise<Channel | undefined> {
      return db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async recordPollSuccess(
      channelId: number,
      validators: { etag: string | null; lastModified: string | null },
    ) {
      await sql`
        UPDATE channels SET etag = ${validators.etag}, last_modified = ${validators.lastModified},
          last_polled_at = now(), poll_failures = 0, last_error = NULL,
          next_poll_at = now() + make_interval(mins => poll_interval_minutes)
        WHERE id = ${channelId}
      `.execute(db);
    },

    /** Records a failed poll; the next is put off exponentially (interval × 2^failures, at most a day). */
    async recordPollFailure(channelId: number, reason: string) {
      await sql`
        UPDATE channels SET last_polled_at = now(), poll_failures = poll_failures + 1,
          last_error = ${reason.slice(0, 2000)},
          next_poll_at = now() + make_interval(mins => least(${MAX_BACKOFF_MINUTES}::int,
            poll_interval_minutes * power(2, least(poll_failures + 1, 16))::int))
        WHERE id = ${channelId}
      `.execute(db);
    },

    /** Creates the meetings not seen before (by video URL); returns the ids of the new ones. */
    async addNewMeetings(channelId: number, entries: NewFeedMeeting[]): Promise<number[]> {
      if (entries.length === 0) {
        return [];
      }
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('meetings')
          .values(
            entries.map((e) => ({
              channel_id: channelId,
              video_url: e.videoUrl,
              title: e.title,
              upload_date: e.uploadDate,
              length_seconds: e.lengthSeconds,
            })),
          )
          .onConflict((oc) => oc.column('video_url').doNothing())
          .returning(['id', 'video_url'])
          .execute();
        const media = new Map(entries.map((e) => [e.videoUrl, e.mediaUrl]));
        if (created.length > 0) {
          await trx
            .insertInto('meeting_media')
            .values(created.map((m) => ({ meeting_id: m.id, media_url: media.get(m.video_url) ?? null })))
            .onConflict((oc) => oc.column('meeting_id').doNothing())
            .execute();
        }
        return created.map((m) => m.id);
      });
    },

    /**
     * Starts work on a meeting's transcript: marks it processing and counts the attempt. Returns
     * nothing when the transcript is already ready (a repeated job does nothing).
     */
    async startAttempt(
      meetingId: number,
      options: { keepReason?: boolean } = {},
    ): Promise<(Meeting & { media_url: string | null }) | undefined> {
      const meeting = await db
        .updateTable('meetings')
        .set(
          options.keepReason
            ? { transcript_status: 'processing' }
            : { transcript_status: 'processing', failure_reason: null },
        )
        .where('id', '=', meetingId)
        .where('transcript_status', '<>', 'ready')
        .returningAll()
        .executeTakeFirst();
      if (!meeting) {
        return undefined;
      }
      const media = await db
        .insertInto('meeting_media')
        .values({ meeting_id: meetingId, attempts: 1 })
        .onConflict((oc) =>
          oc.column('meeting_id').doUpdateSet({
            attempts: sql`meeting_media.attempts + 1`,
            updated_at: sql`now()`,
          }),
        )
        .returning('media_url')
        .executeTakeFirstOrThrow();
      return { ...meeting, media_url: media.media_url };
    },

    /**
     * Meetings found in a feed that no step has started for a while (their job was lost, say the
     * queue was unreachable when they were found), touched so they are handed out once.
     */
    async claimForgottenMeetings(olderThanMinutes: number, limit = 100): Promise<number[]> {
      const result = await sql<{ meeting_id: number }>`
        UPDATE meeting_media SET updated_at = now()
        WHERE meeting_id IN (
          SELECT mm.meeting_id FROM meeting_media mm JOIN meetings m ON m.id = mm.meeting_id
          WHERE m.transcript_status = 'pending'
            AND mm.updated_at < now() - make_interval(mins => ${olderThanMinutes}::int)
          ORDER BY mm.meeting_id
          LIMIT ${limit}
          FOR UPDATE OF mm SKIP LOCKED
        )
        RETURNING meeting_id
      `.execute(db);
      return result.rows.map((r) => r.meeting_id);
    },

    async setProgress(meetingId: number, progress: number) {
      await db
        .updateTable('meeting_media')
        .set({ progress: Math.min(1, Math.max(0, progress)), updated_at: sql`now()` })
        .where('meeting_id', '=', meetingId)
        .execute();
    },

    /** The meeting's length from its decoded audio, when its feed gave none. */
    async setLengthIfUnknown(meetingId: number, seconds: number) {
      await db
        .updateTable('meetings')
        .set({ length_seconds: Math.round(seconds) })
        .where('id', '=', meetingId)
        .where('length_seconds', '=', 0)
        .execute();
    },

    /** What the meeting's processing is doing now ('downloading', 'converting', 'transcribing'). */
    async setStage(meetingId: number, stage: string) {
      await db
        .updateTable('meeting_media')
        .set({
          stage,
          updated_at: sql`now()`,
          ...(stage === 'downloading' ? { downloaded_bytes: 0, media_bytes: null } : {}),
        })
        .where('meeting_id', '=', meetingId)
        .execute();
    },

    /** How much of the meeting's media file has been downloaded. */
    async setDownloaded(meetingId: number, bytes: number, total: number | null) {
      await db
        .updateTable('meeting_media')
        .set({ downloaded_bytes: bytes, media_bytes: total, updated_at: sql`now()` })
        .where('meeting_id', '=', meetingId)
        .execute();
    },

    /** Says why a meeting still in progress is taking another way ("Captions unusable: ..."). */
    async noteReason(meetingId: number, reason: string) {
      await db
        .updateTable('meetings')
        .set({ failure_reason: reason.slice(0, 2000) })
        .where('id', '=', meetingId)
        .where('transcript_status', '<>', 'ready')
        .execute();
    },

    /** Marks the meeting failed with the reason, unless its transcript was stored meanwhile. */
    async fail(meetingId: number, reason: string) {
      await db
        .updateTable('meetings')
        .set({ transcript_status: 'failed', failure_reason: reason.slice(0, 2000) })
        .where('id', '=', meetingId)
        .where('transcript_status', '<>', 'ready')
        .execute();
    },

    /** Puts a meeting back to pending, whatever its state, for another go. */
    async reset(meetingId: number): Promise<Meeting | undefined> {
      const meeting = await db
        .updateTable('meetings')
        .set({ transcript_status: 'pending', failure_reason: null })
        .where('id', '=', meetingId)
        .returningAll()
        .executeTakeFirst();
      if (meeting) {
        await db
          .updateTable('meeting_media')
          .set({ progress: 0, stage: null, downloaded_bytes: 0, media_bytes: null })
          .where('meeting_id', '=', meetingId)
          .execute();
      }
      return meeting;
    },

    findMeeting(ref: string): Promise<Meeting | undefined> {
      const query = db.selectFrom('meetings').selectAll();
      return /^\d+$/.test(ref)
        ? query.where('id', '=', Number(ref)).executeTakeFirst()
        : query.where('video_url', '=', ref).executeTakeFirst();
    },

    /** Per channel: the last and next poll, the last error and its meetings by status. */
    async channelStatus() {
      const result = await sql<{
        id: number;
        name: string;
        platform: string;
        monitored: boolean;
        demo: boolean;
        last_polled_at: Date | null;
        next_poll_at: Date | null;
        poll_failures: number;
        last_error: string | null;
        pending: number;
        processing: number;
        ready: number;
        failed: number;
      }>`
        SELECT channels.id, channels.name, channels.platform, ${isMonitored} AS monitored, channels.demo,
          channels.last_polled_at, channels.next_poll_at, channels.poll_failures, channels.last_error,
          count(m.id) FILTER (WHERE m.transcript_status = 'pending')::int AS pending,
          count(m.id) FILTER (WHERE m.transcript_status = 'processing')::int AS processing,
          count(m.id) FILTER (WHERE m.transcript_status = 'ready')::int AS ready,
          count(m.id) FILTER (WHERE m.transcript_status = 'failed')::int AS failed
        FROM channels LEFT JOIN meetings m ON m.channel_id = channels.id
        GROUP BY channels.id
        ORDER BY channels.name
      `.execute(db);
      return result.rows;
    },

    /** A meeting by its video URL, with its channel's place and how far its transcript has got. */
    meetingStatus(videoUrl: string) {
      return db
        .selectFrom('meetings')
        .innerJoin('channels', 'channels.id', 'meetings.channel_id')
        .leftJoin('meeting_media', 'meeting_media.meeting_id', 'meetings.id')
        .select([
          'meetings.video_url',
          'meetings.title',
          'meetings.upload_date',
          'meetings.length_seconds',
          'meetings.transcript_status',
          'meetings.failure_reason',
          'channels.locality',
          'channels.state',
          'meeting_media.progress',
        ])
        .where('meetings.video_url', '=', videoUrl)
        .executeTakeFirst();
    },

    /** Meetings whose ingestion failed or is under way, with the reason and progress. */
    async unfinishedMeetings(statuses: TranscriptStatus[] = ['failed', 'processing']) {
      return db
        .selectFrom('meetings')
        .leftJoin('meeting_media', 'meeting_media.meeting_id', 'meetings.id')
        .select([
          'meetings.id',
          'meetings.title',
          'meetings.video_url',
          'meetings.transcript_status',
          'meetings.failure_reason',
          'meeting_media.progress',
          'meeting_media.attempts',
          'meeting_media.stage',
          sql<number>`meeting_media.downloaded_bytes::float8`.as('downloaded_bytes'),
          sql<number | null>`meeting_media.media_bytes::float8`.as('media_bytes'),
        ])
        .where('meetings.transcript_status', 'in', statuses)
        .orderBy('meetings.id')
        .execute();
    },

    /** Jobs the queue gave up on, with their error, newest first. */
    async failedJobs(limit = 20): Promise<{ name: string; data: unknown; reason: string; at: Date }[]> {
      try {
        const result = await sql<{ name: string; data: unknown; output: unknown; completed_on: Date }>`
          SELECT name, data, output, completed_on FROM pgboss.job
          WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT ${limit}
        `.execute(db);
        return result.rows.map((r) => {
          const output = r.output as { message?: unknown } | null;
          const reason =
            typeof output?.message === 'string' ? output.message : JSON.stringify(r.output ?? '');
          return { name: r.name, data: r.data, reason, at: r.completed_on };
        });
      } catch {
        // No job has ever been queued on this database (no pgboss schema yet).
        return [];
      }
    },
  };
}

export type IngestRepository = ReturnType<typeof ingestRepository>;
