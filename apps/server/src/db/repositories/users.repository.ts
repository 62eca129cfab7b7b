import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { User } from '../schema.ts';

export function usersRepository(db: Db) {
  return {
    findByEmail(email: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    findById(id: number): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user with their profile's time zone. */
    findWithTimezone(id: number) {
      return db
        .selectFrom('users')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select([
          'users.id',
          'users.email',
          'users.first_name',
          'users.last_name',
          'users.last_login',
          'users.must_change_password',
          'users.token_version',
          'profiles.timezone',
        ])
        .where('users.id', '=', id)
        .executeTakeFirst();
    },

    /** Creates the user and their default profile in one transaction. */
    create(user: {
      email: string;
      passwordHash: string;
      firstName?: string;
      lastName?: string;
    }): Promise<User> {
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({
            email: user.email.toLowerCase(),
            password_hash: user.passwordHash,
            first_name: user.firstName ?? '',
            last_name: user.lastName ?? '',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('profiles')
          .values({ user_id: created.id, email_account: created.email, day: null })
          .execute();
        return created;
      });
    },

    /** Sets a new password and revokes every token issued before (token version + 1). */
    async setPassword(id: number, passwordHash: string, mustChange: boolean): Promise<User> {
      return db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: mustChange,
          password_set_at: sql<Date>`now()`,
          token_version: sql<number>`token_version + 1`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Revokes every token issued to the user so far (token version + 1). */
    async revokeTokens(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ token_version: sql<number>`token_version + 1` })
        .where('id', '=', id)
        .execute();
    },

    async recordLogin(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ last_login: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    list() {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'last_login', 'must_change_password'])
        .orderBy('email')
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
