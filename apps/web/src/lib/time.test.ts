import { describe, expect, it } from 'vitest';
import {
  currentYearInDetroit,
  formatApClock,
  formatApDate,
  formatApTime,
  ianaTimeZone,
  zoneAbbreviation,
} from './time';

describe('currentYearInDetroit', () => {
  it('is still the old year in Detroit a few hours after midnight UTC on New Year', () => {
    expect(currentYearInDetroit(new Date('2026-01-01T03:00:00Z'))).toBe(2025);
  });

  it('turns over at midnight Detroit time (05:00 UTC in winter)', () => {
    expect(currentYearInDetroit(new Date('2026-01-01T04:59:59Z'))).toBe(2025);
    expect(currentYearInDetroit(new Date('2026-01-01T05:00:00Z'))).toBe(2026);
  });

  it('is the same year in Detroit late on New Year’s Eve UTC', () => {
    expect(currentYearInDetroit(new Date('2025-12-31T23:30:00Z'))).toBe(2025);
  });

  it('uses the current time by default', () => {
    const year = currentYearInDetroit();
    expect(year).toBeGreaterThanOrEqual(2025);
    expect(Number.isInteger(year)).toBe(true);
  });
});

describe('ianaTimeZone', () => {
  it('maps the profile zones to IANA names', () => {
    expect(ianaTimeZone('US/Eastern')).toBe('America/New_York');
    expect(ianaTimeZone('US/Central')).toBe('America/Chicago');
    expect(ianaTimeZone('US/Mountain')).toBe('America/Denver');
    expect(ianaTimeZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(ianaTimeZone('US/Arizona')).toBe('America/Phoenix');
    expect(ianaTimeZone('US/Alaska')).toBe('America/Anchorage');
    expect(ianaTimeZone('US/Hawaii')).toBe('Pacific/Honolulu');
    expect(ianaTimeZone('America/Puerto_Rico')).toBe('America/Puerto_Rico');
    expect(ianaTimeZone('Pacific/Guam')).toBe('Pacific/Guam');
  });

  it('falls back to US Eastern for a missing or unknown zone', () => {
    expect(ianaTimeZone(undefined)).toBe('America/New_York');
    expect(ianaTimeZone('')).toBe('America/New_York');
    expect(ianaTimeZone('Mars/Olympus_Mons')).toBe('America/New_York');
  });
});

describe('formatApDate', () => {
  it('abbreviates Jan., Feb., Aug., Sept., Oct., Nov. and Dec.', () => {
    const cases: [string, string][] = [
      ['2026-01-15T17:00:00Z', 'Jan. 15, 2026'],
      ['2026-02-15T17:00:00Z', 'Feb. 15, 2026'],
      ['2026-08-15T17:00:00Z', 'Aug. 15, 2026'],
      ['2026-09-05T17:00:00Z', 'Sept. 5, 2026'],
      ['2026-10-15T17:00:00Z', 'Oct. 15, 2026'],
      ['2026-11-15T17:00:00Z', 'Nov. 15, 2026'],
      ['2026-12-15T17:00:00Z', 'Dec. 15, 2026'],
    ];
    for (const [iso, expected] of cases) {
      expect(formatApDate(iso, 'US/Eastern')).toBe(expected);
    }
  });

  it('spells out March through July', () => {
    expect(formatApDate('2026-03-02T17:00:00Z', 'US/Eastern')).toBe('March 2, 2026');
    expect(formatApDate('2026-04-02T17:00:00Z', 'US/Eastern')).toBe('April 2, 2026');
    expect(formatApDate('2026-05-02T17:00:00Z', 'US/Eastern')).toBe('May 2, 2026');
    expect(formatApDate('2026-06-02T17:00:00Z', 'US/Eastern')).toBe('June 2, 2026');
    expect(formatApDate('2026-07-02T17:00:00Z', 'US/Eastern')).toBe('July 2, 2026');
  });

  it('uses the calendar day of the user’s time zone', () => {
    // 02:30 UTC on Sept. 6 is still the evening of Sept. 5 in the US.
    expect(formatApDate('2026-09-06T02:30:00Z', 'US/Eastern')).toBe('Sept. 5, 2026');
    expect(formatApDate('2026-09-06T02:30:00Z', 'US/Pacific')).toBe('Sept. 5, 2026');
    expect(formatApDate('2026-09-06T02:30:00Z', 'Pacific/Guam')).toBe('Sept. 6, 2026');
  });

  it('returns an unreadable date unchanged', () => {
    expect(formatApDate('not a date', 'US/Eastern')).toBe('not a date');
  });
});

describe('AP style times', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('writes a.m. and p.m., noon and midnight, minutes only when there are some', () => {
    expect(formatApClock(15)).toBe('3 p.m.');
    expect(formatApClock(15, 30)).toBe('3:30 p.m.');
    expect(formatApClock(8)).toBe('8 a.m.');
    expect(formatApClock(12)).toBe('noon');
    expect(formatApClock(0)).toBe('midnight');
    expect(formatApClock(0, 5)).toBe('12:05 a.m.');
  });

  it('gives a profile time with the zone as it is at the moment', () => {
    expect(formatApTime('03:00 PM', 'US/Eastern', winter)).toBe('3 p.m. EST');
    expect(formatApTime('03:00 PM', 'US/Eastern', summer)).toBe('3 p.m. EDT');
    expect(formatApTime('08:00 AM', 'US/Arizona', summer)).toBe('8 a.m. MST');
    expect(formatApTime('12:00 PM', 'Pacific/Guam', winter)).toBe('noon ChST');
    expect(formatApTime('12:00 AM', 'America/Puerto_Rico', winter)).toBe('midnight AST');
    expect(formatApTime('00:00', 'US/Hawaii', winter)).toBe('midnight HST');
    expect(zoneAbbreviation('US/Alaska', winter)).toBe('AKST');
  });

  it('returns text that is not a time as it came', () => {
    expect(formatApTime('soon', 'US/Eastern')).toBe('soon');
    expect(formatApTime('13:00 PM', 'US/Eastern', winter)).toBe('1 p.m. EST');
    expect(formatApTime('25:00', 'US/Eastern')).toBe('25:00');
  });
});
