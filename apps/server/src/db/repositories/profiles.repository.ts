import type { Db } from '../database.ts';

export interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  email_account: string;
  slack_account: string;
  frequency: 'Hourly' | 'Daily' | 'Weekly';
  channel: 'Email' | 'Slack';
  day: string | null;
  time: string;
  timezone: string;
}

export function profilesRepository(db: Db) {
  const select = (userId: number) =>
    db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'profiles.email_account',
        'profiles.slack_account',
        'profiles.frequency',
        'profiles.channel',
        'profiles.day',
        'profiles.time',
        'profiles.timezone',
      ])
      .where('users.id', '=', userId);

  return {
    /** The user's profile; a user without one gets the default profile first. */
    async find(userId: number): Promise<ProfileRow | undefined> {
      await db
        .insertInto('profiles')
        .columns(['user_id', 'email_account'])
        .expression((eb) =>
          eb.selectFrom('users').select(['users.id', 'users.email']).where('users.id', '=', userId),
        )
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return select(userId).executeTakeFirst();
    },

    /** Saves the names and the schedule in one transaction. */
    async update(
      userId: number,
      input: {
        firstName: string;
        lastName: string;
        emailAccount: string;
        slackAccount: string;
        frequency: 'Hourly' | 'Daily' | 'Weekly';
        channel: 'Email' | 'Slack';
        day: string | null;
        time: string;
        timezone: string;
      },
    ): Promise<ProfileRow | undefined> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ first_name: input.firstName, last_name: input.lastName })
          .where('id', '=', userId)
          .execute();
        await trx
          .updateTable('profiles')
          .set({
            email_account: input.emailAccount,
            slack_account: input.slackAccount,
            frequency: input.frequency,
            channel: input.channel,
            day: input.day,
            time: input.time,
            timezone: input.timezone,
          })
          .where('user_id', '=', userId)
          .execute();
      });
      return select(userId).executeTakeFirst();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
