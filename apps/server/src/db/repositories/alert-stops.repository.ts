import type { Db } from '../database.ts';

/** An alert as the unsubscribe page names it. */
export interface StoppableAlert {
  id: number;
  keywords: string[];
  is_notifying: boolean;
}

/** Alerts stopped from an email's unsubscribe link, without a session. */
export function alertStopsRepository(db: Db) {
  return {
    /** The user's own alerts among `alertIds` (others' and deleted ones are left out). */
    find(userId: number, alertIds: number[]): Promise<StoppableAlert[]> {
      if (alertIds.length === 0) {
        return Promise.resolve([]);
      }
      return db
        .selectFrom('alerts')
        .select(['id', 'keywords', 'is_notifying'])
        .where('user_id', '=', userId)
        .where('id', 'in', alertIds)
        .orderBy('id')
        .execute();
    },

    /**
     * Turns off the notifications of the user's own alerts among `alertIds` that are still on,
     * recording when; alerts already off are left as they are. Returns how many were turned off.
     */
    async stop(userId: number, alertIds: number[], at: Date): Promise<number> {
      if (alertIds.length === 0) {
        return 0;
      }
      const result = await db
        .updateTable('alerts')
        .set({ is_notifying: false, stopped_from_email_at: at })
        .where('user_id', '=', userId)
        .where('id', 'in', alertIds)
        .where('is_notifying', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
