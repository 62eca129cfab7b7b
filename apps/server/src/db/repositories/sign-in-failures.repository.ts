import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Failed sign-ins per account, counted across every API process (they share the database). */
export function signInFailuresRepository(db: Db) {
  return {
    async countSince(email: string, windowSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select(sql<string>`count(*)`.as('count'))
        .where('email', '=', email)
        .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Counts an attempt before it is checked, and answers how many the account has in the window
     * including this one: concurrent guesses each see the others, so no more than the limit can
     * be checked together. The attempt's id lets a refused or successful attempt be taken back.
     */
    async begin(
      email: string,
      ip: string,
      windowSeconds: number,
    ): Promise<{ id: string; count: number; previousAt: Date | null }> {
      const { id } = await db
        .insertInto('sign_in_failures')
        .values({ email, ip })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db
        .selectFrom('sign_in_failures')
        .select([
          sql<string>`count(*)`.as('count'),
          sql<Date | null>`max(at) FILTER (WHERE id <> ${id})`.as('previous'),
        ])
        .where('email', '=', email)
        .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirstOrThrow();
      return { id, count: Number(row.count), previousAt: row.previous };
    },

    /** Failed guesses from one client address in the window, whatever the account. */
    async countFromIpSince(ip: string, windowSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select(sql<string>`count(*)`.as('count'))
        .where('ip', '=', ip)
        .where('at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
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
