import { ianaTimeZone } from '@gavel/contract';

/**
 * When a user's digest is due (DESIGN §7): Hourly at the top of every hour, Daily at `time`,
 * Weekly on `day` at `time`, all in the user's own time zone. Wall times are converted with the
 * time zone database, so daylight-saving changes are followed: a time that does not exist on the
 * day clocks spring forward fires in the hour before, and a time that happens twice on the day
 * they fall back fires at its first occurrence.
 */
export interface Schedule {
  frequency: 'Hourly' | 'Daily' | 'Weekly';
  day: string | null;
  /** 'HH:MM', 24-hour. */
  time: string;
  timezone: string;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time in the zone at an instant. */
export function wallTime(instant: number, timeZone: string): WallTime & { second: number } {
  const parts = formatIn(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTime(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time happens in the zone (see the module note for DST gaps and folds). */
export function instantOf(wall: WallTime, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The earlier of the offsets around the wall time: the first occurrence in a fold; in a gap,
  // the instant one hour before the missing time is kept (the standard-time reading).
  const before = offsetAt(asUtc - DAY_MS / 2, timeZone);
  const after = offsetAt(asUtc + DAY_MS / 2, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter((t) => {
    const w = wallTime(t, timeZone);
    return w.hour === wall.hour && w.minute === wall.minute && w.day === wall.day;
  });
  if (candidates.length > 0) {
    return Math.min(...candidates);
  }
  return asUtc - Math.max(before, after);
}

function parseTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  const hour = match ? Number(match[1]) : 8;
  const minute = match ? Number(match[2]) : 0;
  return { hour: hour < 24 ? hour : 8, minute: minute < 60 ? minute : 0 };
}

/** The local calendar date `days` days from the local date of the instant. */
function shiftDate(w: WallTime, days: number): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The most recent instant at or before `now` when the schedule was due. */
export function latestDue(schedule: Schedule, now: number): number {
  const zone = ianaTimeZone(schedule.timezone);
  if (schedule.frequency === 'Hourly') {
    // Top of the local hour: local hours start at whole-hour offsets from UTC in every zone
    // the product offers, but the local minute is used so that other zones work as well.
    const w = wallTime(now, zone);
    return Math.floor(now / 60_000) * 60_000 - w.minute * 60_000;
  }
  const { hour, minute } = parseTime(schedule.time);
  const named = WEEKDAYS.indexOf(schedule.day ?? 'Monday');
  const weekday = schedule.frequency === 'Weekly' ? (named >= 0 ? named : 1) : -1;
  const today = wallTime(now, zone);
  for (let back = 0; back <= 8; back += 1) {
    const date = shiftDate(today, -back);
    if (weekday >= 0 && new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() !== weekday) {
      continue;
    }
    const due = instantOf({ ...date, hour, minute }, zone);
    if (due <= now) {
      return due;
    }
  }
  // Unreachable for valid schedules; a week back is always due.
  return now - 7 * DAY_MS;
}

/**
 * Whether the scheduler, running at `now`, should deliver to a user last considered for the due
 * time `lastDue` (null: never). Returns the due time to record, or null when nothing is due. A
 * user never considered before gets a due time that passed within the last hour, not older ones.
 */
export function dueNow(schedule: Schedule, lastDue: number | null, now: number): number | null {
  const due = latestDue(schedule, now);
  if (lastDue === null) {
    return now - due < HOUR_MS ? due : null;
  }
  return due > lastDue ? due : null;
}
