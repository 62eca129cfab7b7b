import { sql, type Kysely } from 'kysely';

/**
 * When each account's password was last set, so that a temporary password (sent by email with
 * an invitation) stops working after TEMPORARY_PASSWORD_DAYS. Existing accounts count from now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN password_set_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN password_set_at`.execute(db);
}
