import { sql, type Kysely } from 'kysely';

/** Meeting summaries: one per meeting, in the spec §3 shape, with the generator that made it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE summaries (
      meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
      generator text NOT NULL,
      summary jsonb NOT NULL CHECK (jsonb_typeof(summary) = 'array'),
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE summaries`.execute(db);
}
