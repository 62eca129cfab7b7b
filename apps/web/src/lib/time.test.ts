import { describe, expect, it } from 'vitest';
import { currentYearInDetroit, formatApDate, ianaTimeZone } from './time';

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
