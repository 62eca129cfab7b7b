import type { ProfileResponse } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { changeFrequency, draftFromProfile, requestFromDraft } from './profile-form';

const profile: ProfileResponse = {
  user: { first_name: 'Ada', last_name: 'R', id: 1, username: 'ada@example.com' },
  timezone: 'US/Eastern',
  email_account: 'ada@example.com',
  slack_account: '',
  frequency: 'Daily',
  channel: 'Email',
  day: null,
  time: '08:00 AM',
};

describe('profile frequency rules', () => {
  it('Weekly restores Monday by default, and the last chosen day later', () => {
    const weekly = changeFrequency(draftFromProfile(profile), 'Weekly');
    expect(weekly.day).toBe('Monday');
    expect(requestFromDraft(weekly)).toMatchObject({ day: 'Monday', time: '08:00 AM' });
    const thursday = { ...weekly, day: 'Thursday' };
    const daily = changeFrequency(thursday, 'Daily');
    expect(daily.day).toBeNull();
    expect(changeFrequency(daily, 'Weekly').day).toBe('Thursday');
  });

  it('Hourly clears the day and sends 00:00; Daily restores the time', () => {
    const draft = { ...draftFromProfile(profile), hour: 3, meridiem: 'PM' as const };
    const hourly = changeFrequency(changeFrequency(draft, 'Weekly'), 'Hourly');
    expect(hourly.day).toBeNull();
    expect(hourly.hour).toBeNull();
    expect(requestFromDraft(hourly)).toMatchObject({ frequency: 'Hourly', day: null, time: '00:00' });
    const daily = changeFrequency(hourly, 'Daily');
    expect(requestFromDraft(daily)).toMatchObject({ day: null, time: '03:00 PM' });
  });

  it('sends the day only for Weekly', () => {
    const draft = { ...draftFromProfile(profile), day: 'Friday' };
    expect(requestFromDraft(draft).day).toBeNull();
  });
});
