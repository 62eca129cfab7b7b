import { apiPaths } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { TEMPORARY_PASSWORD_EXPIRED } from '../services/auth.service.ts';
import { CHANGE_TEMPORARY_PASSWORD_FIRST } from './authenticate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

describe('authentication comes before validation', () => {
  it.each([
    ['POST', '/user_auth/embed/'],
    ['POST', apiPaths.contact],
    ['POST', apiPaths.changePassword],
    ['PUT', apiPaths.profiles],
    ['POST', apiPaths.alerts],
  ] as const)('a signed-out %s %s with a bad body gets 401', async (method, url) => {
    const response = await request(t.app, { method, url, payload: { nonsense: [1, 2, 3] } });
    expect(response.statusCode).toBe(401);
  });
});

describe('a session signed in with a temporary password', () => {
  let token: string;
  beforeAll(async () => {
    const user = await createTestUser(t.context, {
      email: 'invited@example.com',
      password: 'Temp-abcd-2345',
    });
    token = await signIn(t.app, user.email, user.password);
  });

  it.each([
    ['GET', apiPaths.profiles],
    ['GET', apiPaths.alerts],
    ['GET', apiPaths.userGroupChannels],
    ['POST', apiPaths.loginSuccess],
    ['POST', apiPaths.search],
    ['POST', apiPaths.changePassword],
  ] as const)('is refused on %s %s with a clear 403', async (method, url) => {
    const response = await request(t.app, { method, url, token, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CHANGE_TEMPORARY_PASSWORD_FIRST });
  });

  it('may read the current user, check a password, verify and refresh its token', async () => {
    const current = await request(t.app, { method: 'GET', url: apiPaths.currentUser, token });
    expect(current.statusCode).toBe(200);
    const check = await request(t.app, {
      method: 'POST',
      url: apiPaths.checkPassword,
      token,
      payload: { password: 'some words here' },
    });
    expect(check.statusCode).toBe(200);
    for (const url of [apiPaths.tokenVerify, apiPaths.tokenRefresh]) {
      const answer = await request(t.app, { method: 'POST', url, payload: { token } });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('may set its new password, and the new session is let through', async () => {
    const changed = await request(t.app, {
      method: 'POST',
      url: apiPaths.requirePasswordChange,
      token,
      payload: { new_password: 'violet tractor mango 48', confirm_password: 'violet tractor mango 48' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ token: string }>().token;
    const profile = await request(t.app, { method: 'GET', url: apiPaths.profiles, token: fresh });
    expect(profile.statusCode).toBe(200);
  });
});

describe('POST /user_auth/logout/', () => {
  it('revokes the session: its token no longer works, nor refreshes', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const out = await request(t.app, { method: 'POST', url: apiPaths.logout, token });
    expect(out.statusCode).toBe(200);
    const profile = await request(t.app, { method: 'GET', url: apiPaths.profiles, token });
    expect(profile.statusCode).toBe(401);
    const refresh = await request(t.app, { method: 'POST', url: apiPaths.tokenRefresh, payload: { token } });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('an expired temporary password', () => {
  it('no longer signs in, and the message says to ask for a new invitation', async () => {
    const user = await createTestUser(t.context, { email: 'late@example.com', password: 'Temp-wxyz-6789' });
    const sign = () =>
      request(t.app, {
        method: 'POST',
        url: apiPaths.tokenAuth,
        payload: { username: user.email, password: user.password },
      });
    expect((await sign()).statusCode).toBe(200);
    await t.context.db
      .updateTable('users')
      .set({ password_set_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', user.id)
      .execute();
    const late = await sign();
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ message: TEMPORARY_PASSWORD_EXPIRED });
  });
});
