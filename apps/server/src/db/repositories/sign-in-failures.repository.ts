import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Failed sign-ins per account, counted across every API process (they share the database). */
export function signInFailuresRepository(db: Db) {
  return {
    async record(email: string, ip: string): Promise<void> {
      await db.insertInto('sign_in_failures').values({ email, ip }).execute();
    },

    async countSince(email: string, windowSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select(sql<string>`count(*)`.as('count'))
        .where('email', '=', email)
        .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async clear(email: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
    },

    async prune(olderThanSeconds: number): Promise<void> {
      await db
        .deleteFrom('sign_in_failures')
        .where('at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
        .execute();
    },
  };
}
