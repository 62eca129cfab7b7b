import { sql, type RawBuilder } from 'kysely';

/**
 * The scope rule, in one place: a user sees the channels of their groups; a user in no group (and
 * a visitor, null) sees every channel. Two forms of the same rule follow, built from the same
 * subqueries: one for a single user (or a column read row by row), one for the rows of a batch of
 * users at once.
 */

/** The group memberships of `users` (an SQL condition on gm.user_id). */
const memberships = (users: RawBuilder<unknown>) =>
  sql`SELECT gm.user_id FROM group_members gm WHERE ${users}`;

/** The (user, channel) pairs that the groups of `users` give. */
const groupChannels = (users: RawBuilder<unknown>) => sql`
  SELECT gm.user_id, gc.channel_id FROM group_members gm JOIN group_channels gc ON gc.group_id = gm.group_id
  WHERE ${users}`;

/**
 * The condition that `channelId` is in the scope of `userId`, each a value or an SQL expression
 * (a column of the row being filtered, say). Read with an index probe per row.
 */
export function inUserScope(
  userId: number | null | RawBuilder<unknown>,
  channelId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  const user = typeof userId === 'number' || userId === null ? sql`${userId}::int` : userId;
  return sql<boolean>`(
    NOT EXISTS (${memberships(sql`gm.user_id = ${user}`)})
    OR EXISTS (SELECT 1 FROM (${groupChannels(sql`gm.user_id = ${user}`)}) g WHERE g.channel_id = ${channelId})
  )`;
}

/**
 * The same rule for rows of many users at once (an alert cycle's batch, `userIds`): two common
 * table expressions to put in the query's WITH (the batch's memberships, read once), and the
 * condition on a row's `userId` and `channelId` columns, which looks them up. Over hundreds of
 * thousands of rows this beats an index probe per row, and hashed IN lists too.
 */
export function batchScope(userIds: number[]): {
  tables: RawBuilder<unknown>;
  holds: (userId: RawBuilder<unknown>, channelId: RawBuilder<unknown>) => RawBuilder<boolean>;
} {
  const batch = sql`gm.user_id = ANY(${userIds}::int[])`;
  return {
    tables: sql`scope_members AS (SELECT DISTINCT m.user_id FROM (${memberships(batch)}) m),
      scope_channels AS MATERIALIZED (${groupChannels(batch)})`,
    holds: (userId, channelId) => sql<boolean>`(
      NOT EXISTS (SELECT 1 FROM scope_members sm WHERE sm.user_id = ${userId})
      OR EXISTS (SELECT 1 FROM scope_channels sc WHERE sc.user_id = ${userId} AND sc.channel_id = ${channelId})
    )`,
  };
}
