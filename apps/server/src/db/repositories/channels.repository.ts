import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { inUserScope } from '../scope.ts';
import type { Channel, NewChannel } from '../schema.ts';

export function channelsRepository(db: Db) {
  return {
    create(channel: NewChannel): Promise<Channel> {
      return db.insertInto('channels').values(channel).returningAll().executeTakeFirstOrThrow();
    },

    findByName(name: string): Promise<Channel | undefined> {
      return db.selectFrom('channels').selectAll().where('name', '=', name).executeTakeFirst();
    },

    /**
     * The channels a user may see (those of their groups, or every channel when in no group),
     * narrowed to any of the localities and any of the states (an empty list: any), in one query.
     * A visitor (null) is in no group.
     */
    async scopeIds(
      userId: number | null,
      localities: string[] = [],
      states: string[] = [],
    ): Promise<number[]> {
      const upper = states.map((s) => s.toUpperCase());
      const result = await sql<{ id: number }>`
        SELECT c.id FROM channels c
        WHERE ${inUserScope(userId, sql`c.id`)}
          AND (cardinality(${localities}::text[]) = 0 OR c.locality = ANY(${localities}::text[]))
          AND (cardinality(${upper}::text[]) = 0 OR c.state = ANY(${upper}::text[]))
        ORDER BY c.id
      `.execute(db);
      return result.rows.map((r) => r.id);
    },

    /** Of the given channels, those in any of the localities and any of the states (empty: any). */
    async filterIds(ids: number[], localities: string[], states: string[]): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      let query = db.selectFrom('channels').select('id').where('id', 'in', ids);
      if (localities.length > 0) {
        query = query.where('locality', 'in', localities);
      }
      if (states.length > 0) {
        query = query.where(
          'state',
          'in',
          states.map((s) => s.toUpperCase()),
        );
      }
      return (await query.execute()).map((r) => r.id);
    },

    /** Distinct localities and states of the given channels. */
    async places(ids: number[]): Promise<{ locality: string; state: string }[]> {
      if (ids.length === 0) {
        return [];
      }
      return db
        .selectFrom('channels')
        .select(['locality', 'state'])
        .distinct()
        .where('id', 'in', ids)
        .orderBy('locality')
        .orderBy('state')
        .execute();
    },

    list() {
      return db
        .selectFrom('channels')
        .select(['id', 'name', 'locality', 'state', 'platform', 'source'])
        .orderBy('name')
        .execute();
    },
  };
}

export type ChannelsRepository = ReturnType<typeof channelsRepository>;
