import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      last_login timestamptz,
      must_change_password boolean NOT NULL DEFAULT true,
      token_version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE profiles (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      email_account text NOT NULL DEFAULT '',
      slack_account text NOT NULL DEFAULT '',
      frequency text NOT NULL DEFAULT 'Daily' CHECK (frequency IN ('Hourly', 'Daily', 'Weekly')),
      channel text NOT NULL DEFAULT 'Email' CHECK (channel IN ('Email', 'Slack')),
      day text,
      time text NOT NULL DEFAULT '08:00',
      timezone text NOT NULL DEFAULT 'US/Eastern'
    );

    CREATE TABLE groups (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE group_members (
      group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      is_admin boolean NOT NULL DEFAULT false,
      PRIMARY KEY (group_id, user_id)
    );
    CREATE INDEX group_members_user ON group_members (user_id);

    CREATE TABLE channels (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      locality text NOT NULL,
      state char(2) NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
      platform text NOT NULL CHECK (platform IN ('youtube', 'vimeo', 'rss')),
      source text NOT NULL,
      poll_interval_minutes integer NOT NULL DEFAULT 15 CHECK (poll_interval_minutes > 0),
      etag text,
      last_modified text,
      last_polled_at timestamptz,
      next_poll_at timestamptz,
      poll_failures integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE group_channels (
      group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
      channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
      PRIMARY KEY (group_id, channel_id)
    );
    CREATE INDEX group_channels_channel ON group_channels (channel_id);

    CREATE TABLE meetings (
      id serial PRIMARY KEY,
      channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
      video_url text NOT NULL UNIQUE,
      title text NOT NULL,
      upload_date timestamptz NOT NULL,
      length_seconds integer NOT NULL DEFAULT 0,
      segment_count integer NOT NULL DEFAULT 0,
      transcript_status text NOT NULL DEFAULT 'pending'
        CHECK (transcript_status IN ('pending', 'processing', 'ready', 'failed')),
      transcript_source text,
      failure_reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX meetings_channel_date ON meetings (channel_id, upload_date DESC);
    CREATE INDEX meetings_upload_date ON meetings (upload_date DESC, id DESC);

    -- Transcript segments. channel_id and upload_date repeat the meeting's, so that search can
    -- filter and sort segments without a join (kept in step by the meetings repository).
    -- A segment is identified by its meeting and its position in the transcript.
    CREATE TABLE segments (
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      channel_id integer NOT NULL,
      upload_date timestamptz NOT NULL,
      ordinal integer NOT NULL,
      start_seconds real NOT NULL,
      end_seconds real,
      speaker text,
      text text NOT NULL,
      tsv tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, text)) STORED,
      indexed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (meeting_id, ordinal)
    );
    CREATE INDEX segments_tsv ON segments USING gin (tsv);
    CREATE INDEX segments_upload_date ON segments (upload_date DESC, meeting_id, ordinal);

    -- How many segments of each meeting contain each lexeme: exact counts for one-word searches
    -- without visiting every matching segment (kept in step with segments by the repository).
    CREATE TABLE meeting_lexemes (
      lexeme text NOT NULL,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      segments integer NOT NULL,
      PRIMARY KEY (lexeme, meeting_id)
    );
    CREATE INDEX meeting_lexemes_meeting ON meeting_lexemes (meeting_id);

    CREATE TABLE sign_in_failures (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sign_in_failures_email_at ON sign_in_failures (email, at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sign_in_failures, meeting_lexemes, segments, meetings, group_channels, channels,
      group_members, groups, profiles, users;
  `.execute(db);
}
