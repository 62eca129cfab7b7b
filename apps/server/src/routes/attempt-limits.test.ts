import { apiPaths } from '@gavel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { DEVICE_COOKIE } from '../auth/device.ts';
import { TOO_MANY_ATTEMPTS } from '../services/auth.service.ts';

const LIMIT = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '1000', SIGN_IN_LIMIT_PER_ACCOUNT: String(LIMIT) });
});
afterAll(() => t.close());

describe('the per-account sign-in limit', () => {
  it('holds against concurrent wrong guesses', async () => {
    const user = await createTestUser(t.context, { email: 'parallel@example.com' });
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        request(t.app, {
          method: 'POST',
          url: apiPaths.tokenAuth,
          payload: { username: user.email, password: `wrong guess ${i}` },
        }),
      ),
    );
    const checked = guesses.filter((answer) => answer.statusCode === 400);
    const refused = guesses.filter((answer) => answer.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(checked.length + refused.length).toBe(15);
  });
});

describe('POST /user_auth/change-password/', () => {
  it('limits wrong current passwords like sign-in', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const answer = await request(t.app, {
        method: 'POST',
        url: apiPaths.changePassword,
        token,
        payload: {
          current_password: `not it ${i}`,
          new_password: 'amber quarry toboggan 61',
          confirm_password: 'amber quarry toboggan 61',
        },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
      }
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429]);
  });
});

describe('the per-address sign-in limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => limited.close());

  const attempt = (username: string, password: string, forwardedFor: string) =>
    request(limited.app, {
      method: 'POST',
      url: apiPaths.tokenAuth,
      payload: { username, password },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts only failures: a newsroom behind one address keeps signing in', async () => {
    const user = await createTestUser(limited.context, { email: 'newsroom@example.com' });
    for (let i = 0; i < 6; i += 1) {
      expect((await attempt(user.email, user.password, '198.51.100.20')).statusCode).toBe(200);
    }
  });

  it('takes the address the trusted proxy saw, so a forged X-Forwarded-For does not escape it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await attempt(
        `rotating${i}@example.com`,
        'wrong password',
        `203.0.113.${i}, 198.51.100.7`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('a browser that signed in to the account before', () => {
  it('still gets in with the right password while strangers have tripped the account limit', async () => {
    const user = await createTestUser(t.context, { email: 'owner@example.com', mustChangePassword: false });
    const first = await request(t.app, {
      method: 'POST',
      url: apiPaths.tokenAuth,
      payload: { username: user.email, password: user.password },
    });
    const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    for (let i = 0; i <= LIMIT; i += 1) {
      await request(t.app, {
        method: 'POST',
        url: apiPaths.tokenAuth,
        payload: { username: user.email, password: `stranger guess ${i}` },
        remoteAddress: `192.0.2.${i + 1}`,
      });
    }
    const stranger = await request(t.app, {
      method: 'POST',
      url: apiPaths.tokenAuth,
      payload: { username: user.email, password: user.password },
    });
    expect(stranger.statusCode).toBe(429);
    const owner = await request(t.app, {
      method: 'POST',
      url: apiPaths.tokenAuth,
      payload: { username: user.email, password: user.password },
      cookies: { [DEVICE_COOKIE]: cookie?.value ?? '' },
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('back-off past the account limit', () => {
  it('lets one more guess through once the back-off has passed, instead of a flat lockout', async () => {
    const user = await createTestUser(t.context, { email: 'backoff@example.com' });
    const guess = () =>
      request(t.app, {
        method: 'POST',
        url: apiPaths.tokenAuth,
        payload: { username: user.email, password: 'still wrong' },
      });
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await guess()).statusCode).toBe(400);
    }
    expect((await guess()).statusCode).toBe(429);
    await sql`UPDATE sign_in_failures SET at = now() - interval '2 minutes' WHERE email = ${user.email}`.execute(
      t.context.db,
    );
    expect((await guess()).statusCode).toBe(400);
    // The next one waits longer: two minutes after that guess.
    expect((await guess()).statusCode).toBe(429);
  });
});
