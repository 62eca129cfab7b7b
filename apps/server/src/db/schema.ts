import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types for Kysely. Keep in step with migrations/. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  last_login: Date | null;
  must_change_password: Generated<boolean>;
  token_version: Generated<number>;
  /** When the password was last set: a temporary one expires TEMPORARY_PASSWORD_DAYS later. */
  password_set_at: Generated<Date>;
  created_at: CreatedAt;
}

export type Frequency = 'Hourly' | 'Daily' | 'Weekly';
export type DeliveryChannel = 'Email' | 'Slack';

export interface ProfilesTable {
  user_id: number;
  email_account: Generated<string>;
  slack_account: Generated<string>;
  frequency: Generated<Frequency>;
  channel: Generated<DeliveryChannel>;
  day: string | null;
  time: Generated<string>;
  timezone: Generated<string>;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  is_admin: Generated<boolean>;
}

export type Platform = 'youtube' | 'vimeo' | 'rss';

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  locality: string;
  state: string;
  platform: Platform;
  source: string;
  poll_interval_minutes: Generated<number>;
  etag: string | null;
  last_modified: string | null;
  last_polled_at: Date | null;
  next_poll_at: Date | null;
  poll_failures: Generated<number>;
  last_error: string | null;
  /** A demo channel: its meetings ship with Gavel, and it is never polled. */
  demo: Generated<boolean>;
  created_at: CreatedAt;
}

export interface GroupChannelsTable {
  group_id: number;
  channel_id: number;
}

export type TranscriptStatus = 'pending' | 'processing' | 'ready' | 'failed';

export interface MeetingsTable {
  id: Generated<number>;
  channel_id: number;
  video_url: string;
  title: string;
  upload_date: Date;
  length_seconds: Generated<number>;
  segment_count: Generated<number>;
  transcript_status: Generated<TranscriptStatus>;
  transcript_source: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
}

export interface SegmentsTable {
  meeting_id: number;
  channel_id: number;
  upload_date: Date;
  ordinal: number;
  start_seconds: number;
  end_seconds: number | null;
  speaker: string | null;
  text: string;
  indexed_at: CreatedAt;
  /** The transaction that indexed the segment (xid8, as text); null for segments from before alerts kept watermarks. */
  indexed_xid: ColumnType<string | null, never, never>;
}

export interface MeetingLexemesTable {
  lexeme: string;
  meeting_id: number;
  segments: number;
}

export interface SummariesTable {
  meeting_id: number;
  generator: string;
  /** The summary in the spec §3 shape (MeetingSummary of @gavel/contract), as JSON text on write. */
  summary: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface SignInFailuresTable {
  id: Generated<string>;
  email: string;
  ip: string;
  at: CreatedAt;
}

export interface EmbedsTable {
  id: string;
  user_id: number | null;
  meeting_id: number;
  first_ordinal: number;
  last_ordinal: number;
  /** The excerpt's segments (StoredEmbedSegment[]), as JSON text on write. */
  segments: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface MeetingMediaTable {
  meeting_id: number;
  media_url: string | null;
  /** 0..1 of the transcription done. */
  progress: Generated<number>;
  attempts: Generated<number>;
  /** What the meeting's processing is doing: 'downloading', 'converting', 'transcribing'; null before. */
  stage: string | null;
  /** Bytes of the media file downloaded so far, and its size when the server said it. */
  downloaded_bytes: ColumnType<string | number, number | undefined, number>;
  media_bytes: ColumnType<string | number | null, number | null | undefined, number | null>;
  updated_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  channels: ChannelsTable;
  group_channels: GroupChannelsTable;
  meetings: MeetingsTable;
  segments: SegmentsTable;
  meeting_lexemes: MeetingLexemesTable;
  summaries: SummariesTable;
  sign_in_failures: SignInFailuresTable;
  contact_messages: ContactMessagesTable;
  embeds: EmbedsTable;
  alerts: AlertsTable;
  alert_digests: AlertDigestsTable;
  alert_schedule: AlertScheduleTable;
  meeting_media: MeetingMediaTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Profile = Selectable<ProfilesTable>;
export type Group = Selectable<GroupsTable>;
export type Channel = Selectable<ChannelsTable>;
export type NewChannel = Insertable<ChannelsTable>;
export type Meeting = Selectable<MeetingsTable>;
export type NewMeeting = Insertable<MeetingsTable>;
export type NewSegment = Insertable<SegmentsTable>;

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  form_type: string;
  fields: ColumnType<Record<string, string>, string, string>;
  emailed_at: Date | null;
  email_error: string | null;
  created_at: CreatedAt;
}
export interface AlertsTable {
  id: Generated<number>;
  user_id: number;
  keywords: string[];
  localities: string[];
  states: string[];
  is_notifying: Generated<boolean>;
  last_sent: Date | null;
  feed_token: string;
  created_at: CreatedAt;
  /** The snapshot (pg_snapshot, as text) of the last cycle that delivered the alert's matches. */
  delivered_through: ColumnType<string, string | undefined, string>;
  /** When the alert was stopped from an email's unsubscribe link; null when it was not. */
  stopped_from_email_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One digest sent: to whom, by which channel, with how many matched segments. */
export interface AlertDigestsTable {
  id: Generated<string>;
  user_id: number;
  channel: 'Email' | 'Slack';
  matches: number;
  sent_at: CreatedAt;
}

export interface AlertScheduleTable {
  user_id: number;
  last_due: Date;
}

export type Alert = Selectable<AlertsTable>;
