import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ianaTimeZone } from '@gavel/contract';
import { dueNow, instantOf, latestDue, wallTime, WEEKDAYS, type Schedule } from './schedule.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso).getTime();
const iso = (t: number) => new Date(t).toISOString();

const ZONES = [
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'US/Pacific',
  'US/Arizona',
  'US/Alaska',
  'US/Hawaii',
  'America/Puerto_Rico',
  'Pacific/Guam',
];

/**
 * Runs the scheduler every `step` from `from` to `to` (each minute in production; any step under
 * an hour sees every due time); returns the due times it fired for.
 */
function simulate(schedule: Schedule, from: number, to: number, step = MINUTE): number[] {
  const fired: number[] = [];
  let last: number | null = latestDue(schedule, from);
  for (let now = from; now <= to; now += step) {
    const due = dueNow(schedule, last, now);
    if (due !== null) {
      fired.push(due);
      last = due;
    }
  }
  return fired;
}

describe('latestDue', () => {
  it('finds a daily time in the user zone, in winter and in summer', () => {
    const daily: Schedule = { frequency: 'Daily', day: null, time: '08:00', timezone: 'US/Eastern' };
    expect(iso(latestDue(daily, at('2026-01-15T15:00:00Z')))).toBe('2026-01-15T13:00:00.000Z');
    expect(iso(latestDue(daily, at('2026-07-15T15:00:00Z')))).toBe('2026-07-15T12:00:00.000Z');
    expect(iso(latestDue(daily, at('2026-07-15T11:59:00Z')))).toBe('2026-07-14T12:00:00.000Z');
    const pacific = { ...daily, timezone: 'US/Pacific', time: '17:00' };
    expect(iso(latestDue(pacific, at('2026-03-09T02:00:00Z')))).toBe('2026-03-09T00:00:00.000Z');
  });

  it('finds a weekly day and time', () => {
    const weekly: Schedule = { frequency: 'Weekly', day: 'Monday', time: '09:00', timezone: 'US/Central' };
    // Sunday 2026-11-22: the last Monday 9 a.m. CST was 2026-11-16 15:00 UTC.
    expect(iso(latestDue(weekly, at('2026-11-22T20:00:00Z')))).toBe('2026-11-16T15:00:00.000Z');
    expect(iso(latestDue(weekly, at('2026-11-23T15:00:00Z')))).toBe('2026-11-23T15:00:00.000Z');
  });

  it('fires a time skipped by the spring change once, an hour early, and a repeated time once', () => {
    const two: Schedule = { frequency: 'Daily', day: null, time: '02:00', timezone: 'US/Eastern' };
    // 2026-03-08: clocks go from 2:00 EST to 3:00 EDT; 2 a.m. does not exist.
    expect(iso(latestDue(two, at('2026-03-08T12:00:00Z')))).toBe('2026-03-08T06:00:00.000Z');
    // 2026-11-01: 1 a.m. happens twice; the first (EDT) is the due time.
    const one = { ...two, time: '01:00' };
    expect(iso(latestDue(one, at('2026-11-01T12:00:00Z')))).toBe('2026-11-01T05:00:00.000Z');
    expect(
      simulate(one, at('2026-10-31T12:00:00Z'), at('2026-11-02T12:00:00Z'), 5 * MINUTE).map(iso),
    ).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-02T06:00:00.000Z']);
  });

  it('fires hourly at the top of every hour across both changes', () => {
    const hourly: Schedule = { frequency: 'Hourly', day: null, time: '00:00', timezone: 'US/Eastern' };
    const fired = simulate(hourly, at('2026-03-07T23:30:00Z'), at('2026-03-09T00:30:00Z'), 7 * MINUTE);
    expect(fired).toHaveLength(25);
    expect(fired.every((t, i) => i === 0 || t - (fired[i - 1] ?? 0) === HOUR)).toBe(true);
  });
});

describe('dueNow', () => {
  it('fires once per due time and records it', () => {
    const daily: Schedule = { frequency: 'Daily', day: null, time: '08:00', timezone: 'US/Eastern' };
    const due = at('2026-01-15T13:00:00Z');
    expect(dueNow(daily, null, due + MINUTE)).toBe(due);
    expect(dueNow(daily, due, due + 2 * MINUTE)).toBeNull();
    expect(dueNow(daily, due, due + DAY)).toBe(due + DAY);
  });

  it('does not send a new user a digest for a time long past', () => {
    const daily: Schedule = { frequency: 'Daily', day: null, time: '08:00', timezone: 'US/Eastern' };
    expect(dueNow(daily, null, at('2026-01-15T18:00:00Z'))).toBeNull();
  });
});

describe('every due time fires exactly once (property)', () => {
  const schedule = fc.record<Schedule>({
    frequency: fc.constantFrom('Daily', 'Weekly'),
    day: fc.constantFrom(...WEEKDAYS),
    time: fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:00`),
    timezone: fc.constantFrom(...ZONES),
  });
  // Windows of nine days around the 2026 spring and fall changes, and ordinary weeks.
  const start = fc.constantFrom(
    at('2026-03-03T00:00:00Z'),
    at('2026-10-27T00:00:00Z'),
    at('2026-06-10T00:00:00Z'),
    at('2026-12-28T00:00:00Z'),
  );

  it('fires once on each local day (daily) or each week (weekly), at the chosen local hour', () => {
    fc.assert(
      fc.property(
        schedule,
        start,
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 20, max: 59 }),
        (s, from, offset, stepMinutes) => {
          const begin = from + offset * MINUTE;
          const end = begin + 9 * DAY;
          const fired = simulate(s, begin, end, stepMinutes * MINUTE);
          const zone = ianaTimeZone(s.timezone);
          // Every fire is at a distinct local date.
          const dates = fired.map((t) => {
            const w = wallTime(t, zone);
            return `${w.year}-${w.month}-${w.day}`;
          });
          expect(new Set(dates).size).toBe(dates.length);
          // Each fire is at the chosen hour, or (on a spring-forward day) the hour before.
          const hour = Number(s.time.slice(0, 2));
          for (const t of fired) {
            const w = wallTime(t, zone);
            expect([hour, (hour + 23) % 24]).toContain(w.hour);
            expect(w.minute).toBe(0);
          }
          // The expected count: every local date whose due instant falls after the start and by
          // the scheduler's last run in the window (a due time after that run fires at the next).
          const lastRun = begin + Math.floor((end - begin) / (stepMinutes * MINUTE)) * stepMinutes * MINUTE;
          const expected: number[] = [];
          // Half-day steps visit every local date: whole-day steps skip one across a daylight-
          // saving change when the start is near local midnight.
          for (let d = begin - DAY; d <= end + DAY; d += DAY / 2) {
            const w = wallTime(d, zone);
            const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
            if (s.frequency === 'Weekly' && WEEKDAYS[weekday] !== s.day) {
              continue;
            }
            const due = instantOf({ year: w.year, month: w.month, day: w.day, hour, minute: 0 }, zone);
            if (due > begin && due <= lastRun && !expected.includes(due)) {
              expected.push(due);
            }
          }
          expect(fired.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
  });
});
