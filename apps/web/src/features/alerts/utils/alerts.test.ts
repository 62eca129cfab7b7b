import { describe, expect, it } from 'vitest';
import { formatLastSent } from './alerts';

describe('formatLastSent', () => {
  it('writes the AP date in US Eastern, like every other date', () => {
    expect(formatLastSent('2026-11-03T15:00:00Z')).toBe('Nov. 3, 2026');
    expect(formatLastSent('2026-09-05T12:00:00Z')).toBe('Sept. 5, 2026');
    // Still the 4th of July in New York at 2 a.m. UTC on the 5th.
    expect(formatLastSent('2026-07-05T02:00:00Z')).toBe('July 4, 2026');
  });

  it('is empty for an alert never sent or an unreadable date', () => {
    expect(formatLastSent(null)).toBe('');
    expect(formatLastSent('not a date')).toBe('');
  });
});
