import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { Group } from '../schema.ts';

export function groupsRepository(db: Db) {
  return {
    create(name: string): Promise<Group> {
      return db.insertInto('groups').values({ name }).returningAll().executeTakeFirstOrThrow();
    },

    findByName(name: string): Promise<Group | undefined> {
      return db.selectFrom('groups').selectAll().where('name', '=', name).executeTakeFirst();
    },

    /** Adds the user to the group, or updates their admin flag if already a member. */
    async addMember(groupId: number, userId: number, isAdmin: boolean): Promise<void> {
      await db
        .insertInto('group_members')
        .values({ group_id: groupId, user_id: userId, is_admin: isAdmin })
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ is_admin: isAdmin }))
        .execute();
    },

    async addChannel(groupId: number, channelId: number): Promise<void> {
      await db
        .insertInto('group_channels')
        .values({ group_id: groupId, channel_id: channelId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    listWithCounts() {
      return db
        .selectFrom('groups')
        .select([
          'groups.id',
          'groups.name',
          sql<number>`(SELECT count(*)::int FROM group_members m WHERE m.group_id = groups.id)`.as('members'),
          sql<number>`(SELECT count(*)::int FROM group_channels c WHERE c.group_id = groups.id)`.as(
            'channels',
          ),
        ])
        .orderBy('groups.name')
        .execute();
    },
  };
}

export type GroupsRepository = ReturnType<typeof groupsRepository>;
