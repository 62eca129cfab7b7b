import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** What Settings → Groups reads and changes: a group's channels and members, and admin rights. */
export function groupAdminRepository(db: Db) {
  return {
    /** The groups the user administers, each with its channel ids, by name. */
    async administeredBy(userId: number): Promise<{ id: number; name: string; channels: number[] }[]> {
      const result = await sql<{ id: number; name: string; channels: number[] }>`
        SELECT g.id, g.name,
          coalesce(array_agg(gc.channel_id ORDER BY gc.channel_id) FILTER (WHERE gc.channel_id IS NOT NULL),
            '{}')::int[] AS channels
        FROM groups g
        JOIN group_members gm ON gm.group_id = g.id AND gm.user_id = ${userId} AND gm.is_admin
        LEFT JOIN group_channels gc ON gc.group_id = g.id
        GROUP BY g.id, g.name
        ORDER BY g.name, g.id
      `.execute(db);
      return result.rows;
    },

    /** Whether the group exists, and whether the user is one of its admins. */
    async membership(groupId: number, userId: number): Promise<{ exists: boolean; isAdmin: boolean }> {
      const row = await db
        .selectFrom('groups')
        .leftJoin('group_members', (join) =>
          join.onRef('group_members.group_id', '=', 'groups.id').on('group_members.user_id', '=', userId),
        )
        .select(['groups.id', 'group_members.is_admin'])
        .where('groups.id', '=', groupId)
        .executeTakeFirst();
      return { exists: row !== undefined, isAdmin: row?.is_admin === true };
    },

    /** Every channel, by name. */
    allChannels() {
      return db
        .selectFrom('channels')
        .select(['id', 'name', 'state'])
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Of the ids given, those that are channels. */
    async existingChannelIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      return (await db.selectFrom('channels').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    },

    /**
     * Makes the group's channels exactly these, in one transaction. A channel that was in no
     * group before gets next_poll_at null, so the poller picks it up at once.
     */
    async setChannels(groupId: number, channelIds: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM groups WHERE id = ${groupId} FOR UPDATE`.execute(trx);
        let remove = trx.deleteFrom('group_channels').where('group_id', '=', groupId);
        if (channelIds.length > 0) {
          remove = remove.where('channel_id', 'not in', channelIds);
        }
        await remove.execute();
        if (channelIds.length === 0) {
          return;
        }
        const added = await trx
          .insertInto('group_channels')
          .values(channelIds.map((channelId) => ({ group_id: groupId, channel_id: channelId })))
          .onConflict((oc) => oc.doNothing())
          .returning('channel_id')
          .execute();
        const addedIds = added.map((row) => row.channel_id);
        if (addedIds.length > 0) {
          await sql`
            UPDATE channels c SET next_poll_at = NULL
            WHERE c.id = ANY(${addedIds}::int[])
              AND NOT EXISTS (
                SELECT 1 FROM group_channels gc WHERE gc.channel_id = c.id AND gc.group_id <> ${groupId}
              )
          `.execute(trx);
        }
      });
    },

    /** Removes one channel from the group; false when it was not in it. */
    async removeChannel(groupId: number, channelId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('group_channels')
        .where('group_id', '=', groupId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The group's members: admins first, then by email; pending means never signed in. */
    members(groupId: number) {
      return db
        .selectFrom('group_members')
        .innerJoin('users', 'users.id', 'group_members.user_id')
        .select([
          'users.email',
          sql<string>`trim(users.first_name || ' ' || users.last_name)`.as('name'),
          'group_members.is_admin',
          sql<boolean>`users.last_login IS NULL`.as('is_pending_invite'),
        ])
        .where('group_members.group_id', '=', groupId)
        .orderBy('group_members.is_admin', 'desc')
        .orderBy('users.email')
        .execute();
    },

    /** Adds the user as a plain member; false when already a member (nothing changes). */
    async addMember(groupId: number, userId: number): Promise<boolean> {
      const rows = await db
        .insertInto('group_members')
        .values({ group_id: groupId, user_id: userId, is_admin: false })
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return rows.length > 0;
    },

    /** Makes the member an admin or a plain member; false when not a member. */
    async setAdmin(groupId: number, userId: number, isAdmin: boolean): Promise<boolean> {
      const result = await db
        .updateTable('group_members')
        .set({ is_admin: isAdmin })
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async removeMember(groupId: number, userId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('group_members')
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async adminCount(groupId: number): Promise<number> {
      const row = await db
        .selectFrom('group_members')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('group_id', '=', groupId)
        .where('is_admin', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type GroupAdminRepository = ReturnType<typeof groupAdminRepository>;
