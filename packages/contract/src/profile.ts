import { z } from 'zod';

/** Spec §3 Profile, §5 Profile save, §9 Profile defaults. */
export const FREQUENCIES = ['Hourly', 'Daily', 'Weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const DELIVERY_CHANNELS = ['Email', 'Slack'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The time zones a profile may choose (spec §5), with their labels. */
export const PROFILE_TIME_ZONES = [
  { value: 'US/Eastern', label: 'US Eastern' },
  { value: 'US/Central', label: 'US Central' },
  { value: 'US/Mountain', label: 'US Mountain' },
  { value: 'US/Pacific', label: 'US Pacific' },
  { value: 'US/Arizona', label: 'Arizona' },
  { value: 'US/Alaska', label: 'Alaska' },
  { value: 'US/Hawaii', label: 'Hawaii' },
  { value: 'America/Puerto_Rico', label: 'Puerto Rico' },
  { value: 'Pacific/Guam', label: 'Guam' },
] as const;
const TIME_ZONE_VALUES = PROFILE_TIME_ZONES.map((zone) => zone.value) as [string, ...string[]];

export const PROFILE_DEFAULTS = {
  frequency: 'Daily',
  channel: 'Email',
  time: '08:00 AM',
  timezone: 'US/Eastern',
  weeklyDay: 'Monday',
} as const;

export const SELECT_DEFAULT_CHANNEL = 'Please select a default channel';
export const HOURLY_TIME = '00:00';

/** A delivery time on the hour: '08:00 AM' (hours 1 to 12, minutes 00), or '00:00' for Hourly. */
export const profileTimeSchema = z
  .string()
  .trim()
  .regex(/^(?:(?:0?[1-9]|1[0-2]):00 [AP]M|00:00)$/, {
    message: "Choose a time on the hour, such as '08:00 AM'.",
  });

/** '08:00 AM' → '08:00'; '12:00 AM' → '00:00'; '00:00' stays. */
export function profileTimeTo24h(time: string): string {
  const match = /^(\d{1,2}):00 ([AP])M$/.exec(time.trim());
  if (!match) {
    return '00:00';
  }
  const hour = (Number(match[1]) % 12) + (match[2] === 'P' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:00`;
}

/** '13:00' → '01:00 PM'; '00:00' → '12:00 AM'. */
export function profileTimeFrom24h(time: string): string {
  const hour = Number(time.slice(0, 2));
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export const profileResponse = z.object({
  user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    id: z.number().int(),
    username: z.string(),
  }),
  timezone: z.string(),
  email_account: z.string(),
  slack_account: z.string(),
  frequency: z.enum(FREQUENCIES),
  channel: z.enum(DELIVERY_CHANNELS).or(z.literal('')),
  day: z.enum(WEEKDAYS).nullable(),
  time: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const NAME_HAS_CONTROL_CHARACTERS =
  'Names may not contain line breaks, tabs or other control characters.';

/** A first or last name: one line of text (names are written into emails to the team). */
const personName = z
  .string()
  .trim()
  .max(150)
  .regex(/^[^\p{Cc}\u2028\u2029]*$/u, { message: NAME_HAS_CONTROL_CHARACTERS });

export const profileUpdateRequest = z
  .object({
    first_name: personName,
    last_name: personName,
    email_account: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email())]),
    slack_account: z.string().trim().max(500),
    frequency: z.enum(FREQUENCIES),
    channel: z.string(),
    day: z.enum(WEEKDAYS).nullable().optional(),
    time: profileTimeSchema,
    timezone: z.enum(TIME_ZONE_VALUES, { message: 'Choose one of the listed time zones.' }),
  })
  .superRefine((value, ctx) => {
    if (!(DELIVERY_CHANNELS as readonly string[]).includes(value.channel)) {
      ctx.addIssue({ code: 'custom', path: ['channel'], message: SELECT_DEFAULT_CHANNEL });
    }
    if (value.frequency === 'Weekly' && !value.day) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'Weekly delivery needs a day.' });
    }
    if (value.frequency !== 'Hourly' && value.time === HOURLY_TIME) {
      ctx.addIssue({
        code: 'custom',
        path: ['time'],
        message: "Choose a time on the hour, such as '08:00 AM'.",
      });
    }
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;
export type ProfileUpdate = z.output<typeof profileUpdateRequest>;
