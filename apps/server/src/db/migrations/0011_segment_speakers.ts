import { sql, type Kysely } from 'kysely';

/**
 * The speakers of each meeting, for the search's speaker-name matches: only the segments that name
 * a speaker are indexed, so a corpus without speaker labels costs nothing and one with them is
 * read from the index, not the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX segments_speaker ON segments (meeting_id, speaker) WHERE speaker IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX segments_speaker`.execute(db);
}
