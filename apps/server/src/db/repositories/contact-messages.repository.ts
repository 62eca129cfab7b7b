import { sql } from 'kysely';
import type { Db } from '../database.ts';

export function contactMessagesRepository(db: Db) {
  return {
    async create(input: {
      userId: number;
      email: string;
      formType: string;
      fields: Record<string, string>;
    }): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values({
          user_id: input.userId,
          email: input.email,
          form_type: input.formType,
          fields: JSON.stringify(input.fields),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async markEmailed(id: number): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ emailed_at: sql<Date>`now()`, email_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markEmailFailed(id: number, error: string): Promise<void> {
      await db.updateTable('contact_messages').set({ email_error: error }).where('id', '=', id).execute();
    },

    findById(id: number) {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The message with its sender's name (empty once the account is gone), to be emailed. */
    findForEmail(id: number) {
      return db
        .selectFrom('contact_messages')
        .leftJoin('users', 'users.id', 'contact_messages.user_id')
        .selectAll('contact_messages')
        .select(['users.first_name', 'users.last_name'])
        .where('contact_messages.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
