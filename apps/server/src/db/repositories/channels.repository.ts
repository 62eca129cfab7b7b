import type { Db } from '../database.ts';
import type { Channel, NewChannel } from '../schema.ts';

export function channelsRepository(db: Db) {
  return {
    create(channel: NewChannel): Promise<Channel> {
      return db.insertInto('channels').values(channel).returningAll().executeTakeFirstOrThrow();
    },

    findByName(name: string): Promise<Channel | undefined> {
      return db.selectFrom('channels').selectAll().where('name', '=', name).executeTakeFirst();
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
