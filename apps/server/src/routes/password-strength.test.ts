import { apiPaths } from '@gavel/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { PASSWORD_TOO_WEAK } from '../services/auth.service.ts';
import { CHECK_PASSWORD_LIMIT_PER_MINUTE } from './auth.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const longRandom = () => randomBytes(200).toString('base64').slice(0, 128);

describe('POST /user_auth/check-password/', () => {
  it('needs a session', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: apiPaths.checkPassword,
      payload: { password: 'anything at all' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('counts the user email as a guessable input', async () => {
    const user = await createTestUser(t.context, { email: 'quintessential.ledger@example.com' });
    const token = await signIn(t.app, user.email, user.password);
    const response = await request(t.app, {
      method: 'POST',
      url: apiPaths.checkPassword,
      token,
      payload: { password: 'quintessential.ledger@example.com' },
    });
    expect(response.json<{ score: number }>().score).toBeLessThan(3);
  });

  it('keeps the server answering while a long password is estimated', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    let done = false;
    const check = request(t.app, {
      method: 'POST',
      url: apiPaths.checkPassword,
      token,
      payload: { password: longRandom() },
    }).finally(() => {
      done = true;
    });
    // Health checks one after another while the estimate runs: several are answered before it
    // ends, which an estimate holding the event loop would not allow.
    let answeredMeanwhile = 0;
    while (!done) {
      const health = await request(t.app, { method: 'GET', url: apiPaths.health });
      expect(health.statusCode).toBe(200);
      if (!done) {
        answeredMeanwhile += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await check).statusCode).toBe(200);
    expect(answeredMeanwhile).toBeGreaterThan(2);
  });

  it('is limited per client', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i <= CHECK_PASSWORD_LIMIT_PER_MINUTE; i += 1) {
      const answer = await request(t.app, {
        method: 'POST',
        url: apiPaths.checkPassword,
        token,
        remoteAddress: '203.0.113.9',
        payload: { password: `short${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});

describe('a new password must not be easy to guess', () => {
  it.each(['12345678', 'password', '        ', 'weak-owner@example.com'])(
    'the forced change refuses %j',
    async (password) => {
      const user = await createTestUser(t.context, { email: 'weak-owner@example.com' });
      const token = await signIn(t.app, user.email, user.password);
      const response = await request(t.app, {
        method: 'POST',
        url: apiPaths.requirePasswordChange,
        token,
        payload: { new_password: password, confirm_password: password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PASSWORD_TOO_WEAK });
      await t.context.db.deleteFrom('users').where('id', '=', user.id).execute();
    },
  );

  it('the settings change refuses a weak one and takes a strong one', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const change = (password: string) =>
      request(t.app, {
        method: 'POST',
        url: apiPaths.changePassword,
        token,
        payload: { current_password: user.password, new_password: password, confirm_password: password },
      });
    const weak = await change('password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: PASSWORD_TOO_WEAK });
    expect((await change('orchid lantern velvet 93')).statusCode).toBe(200);
  });
});
