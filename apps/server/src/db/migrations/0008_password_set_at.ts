import { sql, type Kysely } from 'kysely';

/**
 * When each account's password was last set, so that a temporary password (sent by email with
 * an invitation) stops working after TEMPORARY_PASSWORD_DAYS. Existing accounts count from now.
 * Also: failed sign-ins are looked up by client address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN password_set_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  // Failed sign-ins are also counted per client address.
  await sql`CREATE INDEX sign_in_failures_ip_at ON sign_in_failures (ip, at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sign_in_failures_ip_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN password_set_at`.execute(db);
}
