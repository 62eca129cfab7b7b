import { sql, type Kysely } from 'kysely';

/** When an alert was stopped from the unsubscribe link of an email (null otherwise). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE alerts ADD COLUMN stopped_from_email_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE alerts DROP COLUMN stopped_from_email_at`.execute(db);
}
