import { describe, expect, it } from 'vitest';
import { currentYearInDetroit } from './time';

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
