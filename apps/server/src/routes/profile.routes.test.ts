import { NAME_HAS_CONTROL_CHARACTERS, SELECT_DEFAULT_CHANNEL } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInUser(email?: string) {
  const user = await createTestUser(t.context, { email, mustChangePassword: false });
  return { user, token: await signIn(t.app, user.email, user.password) };
}

const valid = {
  first_name: 'Ada',
  last_name: 'Reporter',
  email_account: 'ada@news.example',
  slack_account: '',
  frequency: 'Weekly',
  channel: 'Email',
  day: 'Thursday',
  time: '03:00 PM',
  timezone: 'US/Central',
};

describe('GET /user_auth/profiles/', () => {
  it('answers the defaults of spec §9 for a new account', async () => {
    const { user, token } = await signedInUser('defaults@example.com');
    const response = await request(t.app, { method: 'GET', url: '/user_auth/profiles/', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { first_name: '', last_name: '', id: user.id, username: 'defaults@example.com' },
      timezone: 'US/Eastern',
      email_account: 'defaults@example.com',
      slack_account: '',
      frequency: 'Daily',
      channel: 'Email',
      day: null,
      time: '08:00 AM',
    });
  });

  it('needs a signed-in user', async () => {
    const response = await request(t.app, { method: 'GET', url: '/user_auth/profiles/' });
    expect(response.statusCode).toBe(401);
    const put = await request(t.app, { method: 'PUT', url: '/user_auth/profiles/', payload: valid });
    expect(put.statusCode).toBe(401);
  });
});

describe('PUT /user_auth/profiles/', () => {
  it('saves names and a weekly schedule, and reads them back', async () => {
    const { user, token } = await signedInUser();
    const response = await request(t.app, {
      method: 'PUT',
      url: '/user_auth/profiles/',
      token,
      payload: valid,
    });
    expect(response.statusCode).toBe(200);
    const again = await request(t.app, { method: 'GET', url: '/user_auth/profiles/', token });
    expect(again.json()).toMatchObject({
      user: { first_name: 'Ada', last_name: 'Reporter', id: user.id },
      frequency: 'Weekly',
      day: 'Thursday',
      time: '03:00 PM',
      timezone: 'US/Central',
      email_account: 'ada@news.example',
    });
    const stored = await t.context.db
      .selectFrom('profiles')
      .select(['time', 'day'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ time: '15:00', day: 'Thursday' });
    // The current user carries the new time zone.
    const current = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(current.json()).toMatchObject({ timezone: 'US/Central', first_name: 'Ada' });
  });

  it('keeps the day only for Weekly and stores Hourly at 00:00', async () => {
    const { user, token } = await signedInUser();
    const daily = await request(t.app, {
      method: 'PUT',
      url: '/user_auth/profiles/',
      token,
      payload: { ...valid, frequency: 'Daily', day: 'Friday', time: '12:00 AM' },
    });
    expect(daily.json()).toMatchObject({ frequency: 'Daily', day: null, time: '12:00 AM' });
    const hourly = await request(t.app, {
      method: 'PUT',
      url: '/user_auth/profiles/',
      token,
      payload: { ...valid, frequency: 'Hourly', day: null, time: '00:00' },
    });
    expect(hourly.json()).toMatchObject({ frequency: 'Hourly', day: null, time: '00:00' });
    const stored = await t.context.db
      .selectFrom('profiles')
      .select(['time', 'day', 'frequency'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ time: '00:00', day: null, frequency: 'Hourly' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const { user, token } = await signedInUser();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ channel: '' }, 'channel', SELECT_DEFAULT_CHANNEL],
      [{ channel: 'Pigeon' }, 'channel', SELECT_DEFAULT_CHANNEL],
      [{ frequency: 'Weekly', day: null }, 'day'],
      [{ frequency: 'Monthly' }, 'frequency'],
      [{ time: '08:30 AM' }, 'time'],
      [{ time: '13:00 PM' }, 'time'],
      [{ frequency: 'Daily', day: null, time: '00:00' }, 'time'],
      [{ timezone: 'Europe/Paris' }, 'timezone'],
      [{ email_account: 'not an email' }, 'email_account'],
      [{ first_name: 'x'.repeat(151) }, 'first_name'],
    ];
    for (const [change, field, message] of cases) {
      const response = await request(t.app, {
        method: 'PUT',
        url: '/user_auth/profiles/',
        token,
        payload: { ...valid, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = response.json<Record<string, string[]>>();
      expect(Object.keys(body)).toContain(field);
      if (message) {
        expect(body[field]).toContain(message);
      }
    }
    const stored = await t.context.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      frequency: 'Daily',
      channel: 'Email',
      time: '08:00',
      timezone: 'US/Eastern',
    });
  });

  it('changes only the signed-in user', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await request(t.app, { method: 'PUT', url: '/user_auth/profiles/', token: a.token, payload: valid });
    const other = await request(t.app, { method: 'GET', url: '/user_auth/profiles/', token: b.token });
    expect(other.json()).toMatchObject({
      frequency: 'Daily',
      timezone: 'US/Eastern',
      user: { id: b.user.id },
    });
  });
});

describe('profile names', () => {
  it.each(['Ada\nBcc: everyone@example.com', 'Ada\rReporter', 'Ada\tLovelace', 'Ada\u0000', 'Ada\u2028x'])(
    'refuses control characters in %j',
    async (name) => {
      const { token } = await signedInUser();
      const response = await request(t.app, {
        method: 'PUT',
        url: '/user_auth/profiles/',
        token,
        payload: { ...valid, first_name: name, last_name: name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        first_name: [NAME_HAS_CONTROL_CHARACTERS],
        last_name: [NAME_HAS_CONTROL_CHARACTERS],
      });
    },
  );
});
