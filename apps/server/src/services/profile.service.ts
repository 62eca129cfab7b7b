import {
  HOURLY_TIME,
  profileTimeFrom24h,
  profileTimeTo24h,
  type ProfileResponse,
  type ProfileUpdate,
  type Weekday,
} from '@gavel/contract';
import type { ProfileRow, ProfilesRepository } from '../db/repositories/index.ts';
import { slackWebhookProblem } from '../alerts/slack.ts';
import { FieldErrors, notFound } from '../domain/errors.ts';

function present(row: ProfileRow): ProfileResponse {
  return {
    user: { first_name: row.first_name, last_name: row.last_name, id: row.id, username: row.email },
    timezone: row.timezone,
    email_account: row.email_account,
    slack_account: row.slack_account,
    frequency: row.frequency,
    channel: row.channel,
    day: row.frequency === 'Weekly' ? ((row.day as Weekday | null) ?? 'Monday') : null,
    time: row.frequency === 'Hourly' ? HOURLY_TIME : profileTimeFrom24h(row.time),
  };
}

/** The profile and delivery schedule (spec §3 Profile, §5 Profile save). */
export function profileService(deps: { profiles: ProfilesRepository }) {
  const { profiles } = deps;
  return {
    async get(userId: number): Promise<ProfileResponse> {
      const row = await profiles.find(userId);
      if (!row) {
        throw notFound('No profile for this user.');
      }
      return present(row);
    },

    /** The day is kept only for Weekly; Hourly is stored at 00:00. */
    async update(userId: number, input: ProfileUpdate): Promise<ProfileResponse> {
      const slackProblem = input.slack_account ? slackWebhookProblem(input.slack_account) : undefined;
      if (slackProblem) {
        throw new FieldErrors({ slack_account: [slackProblem] });
      }
      const row = await profiles.update(userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        emailAccount: input.email_account,
        slackAccount: input.slack_account,
        frequency: input.frequency,
        channel: input.channel as 'Email' | 'Slack',
        day: input.frequency === 'Weekly' ? (input.day ?? null) : null,
        time: input.frequency === 'Hourly' ? HOURLY_TIME : profileTimeTo24h(input.time),
        timezone: input.timezone,
      });
      if (!row) {
        throw notFound('No profile for this user.');
      }
      return present(row);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
