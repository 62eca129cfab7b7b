import {
  HOURLY_TIME,
  PROFILE_DEFAULTS,
  type Frequency,
  type ProfileResponse,
  type ProfileUpdateRequest,
  type Weekday,
} from '@gavel/contract';

export type Meridiem = 'AM' | 'PM';

/** The profile as the edit form holds it (spec §4 Profile, §5 Profile save). */
export interface ProfileDraft {
  first_name: string;
  last_name: string;
  email_account: string;
  slack_account: string;
  frequency: Frequency;
  channel: string;
  day: string | null;
  /** 1 to 12, or null for Hourly (00:00). */
  hour: number | null;
  meridiem: Meridiem;
  timezone: string;
  /** What Weekly and Daily restore after a switch to another frequency. */
  lastDay: string;
  lastHour: number;
  lastMeridiem: Meridiem;
}

export const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);

function parseTime(time: string): { hour: number; meridiem: Meridiem } | null {
  const match = /^(\d{1,2}):00 ([AP]M)$/.exec(time);
  return match ? { hour: Number(match[1]), meridiem: match[2] as Meridiem } : null;
}

const DEFAULT_TIME = parseTime(PROFILE_DEFAULTS.time) ?? { hour: 8, meridiem: 'AM' as const };

export function draftFromProfile(profile: ProfileResponse): ProfileDraft {
  const time = parseTime(profile.time);
  return {
    first_name: profile.user.first_name,
    last_name: profile.user.last_name,
    email_account: profile.email_account,
    slack_account: profile.slack_account,
    frequency: profile.frequency,
    channel: profile.channel,
    day: profile.frequency === 'Weekly' ? (profile.day ?? PROFILE_DEFAULTS.weeklyDay) : null,
    hour: profile.frequency === 'Hourly' ? null : (time?.hour ?? DEFAULT_TIME.hour),
    meridiem: time?.meridiem ?? DEFAULT_TIME.meridiem,
    timezone: profile.timezone || PROFILE_DEFAULTS.timezone,
    lastDay: profile.day ?? PROFILE_DEFAULTS.weeklyDay,
    lastHour: time?.hour ?? DEFAULT_TIME.hour,
    lastMeridiem: time?.meridiem ?? DEFAULT_TIME.meridiem,
  };
}

/**
 * Weekly restores the last chosen day (default Monday) and the time; Daily clears the day and
 * restores the time; Hourly clears the day and sets the time to 00:00.
 */
export function changeFrequency(draft: ProfileDraft, frequency: Frequency): ProfileDraft {
  const remembered = {
    lastDay: draft.day ?? draft.lastDay,
    lastHour: draft.hour ?? draft.lastHour,
    lastMeridiem: draft.hour === null ? draft.lastMeridiem : draft.meridiem,
  };
  switch (frequency) {
    case 'Weekly':
      return {
        ...draft,
        ...remembered,
        frequency,
        day: remembered.lastDay,
        hour: remembered.lastHour,
        meridiem: remembered.lastMeridiem,
      };
    case 'Daily':
      return {
        ...draft,
        ...remembered,
        frequency,
        day: null,
        hour: remembered.lastHour,
        meridiem: remembered.lastMeridiem,
      };
    case 'Hourly':
      return { ...draft, ...remembered, frequency, day: null, hour: null };
  }
}

export function formatTime(hour: number, meridiem: Meridiem): string {
  return `${String(hour).padStart(2, '0')}:00 ${meridiem}`;
}

/** The PUT body: the day only for Weekly, 00:00 for Hourly. */
export function requestFromDraft(draft: ProfileDraft): ProfileUpdateRequest {
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email_account: draft.email_account.trim(),
    slack_account: draft.slack_account.trim(),
    frequency: draft.frequency,
    channel: draft.channel,
    day: draft.frequency === 'Weekly' ? (draft.day as Weekday | null) : null,
    time:
      draft.frequency === 'Hourly' || draft.hour === null
        ? HOURLY_TIME
        : formatTime(draft.hour, draft.meridiem),
    timezone: draft.timezone,
  };
}
