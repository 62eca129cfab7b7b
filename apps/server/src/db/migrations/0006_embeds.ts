import { sql, type Kysely } from 'kysely';

/**
 * Embeddable transcript excerpts: a random id, who made it, the meeting, the range of segments
 * (ordinals, inclusive) and a copy of those segments as they were when the excerpt was made, so
 * a published excerpt keeps its words even if the transcript is imported again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE embeds (
      id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      first_ordinal integer NOT NULL,
      last_ordinal integer NOT NULL CHECK (last_ordinal >= first_ordinal),
      segments jsonb NOT NULL CHECK (jsonb_typeof(segments) = 'array'),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX embeds_user_id ON embeds (user_id);
    CREATE INDEX embeds_meeting_id ON embeds (meeting_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE embeds`.execute(db);
}
