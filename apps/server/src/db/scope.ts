import { sql, type RawBuilder } from 'kysely';

/**
 * The scope rule, in one place: a user sees the channels of their groups; a user in no group (and
 * a visitor, null) sees every channel. The condition that `channelId` is in the scope of
 * `userId`, each a value or an SQL expression (a column of the row being filtered, say).
 */
export function inUserScope(
  userId: number | null | RawBuilder<unknown>,
  channelId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  const user = typeof userId === 'number' || userId === null ? sql`${userId}::int` : userId;
  return sql<boolean>`(
    NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.user_id = ${user})
    OR EXISTS (
      SELECT 1 FROM group_members gm JOIN group_channels gc ON gc.group_id = gm.group_id
      WHERE gm.user_id = ${user} AND gc.channel_id = ${channelId}
    )
  )`;
}
