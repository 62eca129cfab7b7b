import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@gavel/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  request,
  signIn,
  TEST_SECRET,
  type TestApp,
} from '../../test/harness.ts';
import { CSRF_FAILED } from '../http/csrf.ts';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from '../services/auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '1000', SIGN_IN_LIMIT_PER_ACCOUNT: '5' });
});
afterAll(() => t.close());

async function forgeToken(
  claims: { sub: string; ver: number; auth_time: number; iat: number; exp: number },
  secret = TEST_SECRET,
) {
  return new SignJWT({ ver: claims.ver, auth_time: claims.auth_time })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('gavel')
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/token-auth/', () => {
  it('returns a token for the right password, with the username lowercased', async () => {
    const user = await createTestUser(t.context, { email: 'reporter@example.com' });
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: '  Reporter@Example.COM ', password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const verified = await request(t.app, { method: 'POST', url: '/api/token-verify/', payload: { token } });
    expect(verified.json()).toEqual({ user: { id: user.id, username: 'reporter@example.com' } });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await createTestUser(t.context, { email: 'known@example.com' });
    const wrong = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: 'known@example.com', password: 'not the password' },
    });
    const unknown = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<{ message: string }>().message).toBe(INVALID_CREDENTIALS);
  });

  it('answers missing and mistyped fields with field errors', async () => {
    const missing = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('password');
    const mistyped = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: 42, password: ['x'] },
    });
    expect(mistyped.statusCode).toBe(400);
    expect(Object.keys(mistyped.json<Record<string, string[]>>()).sort()).toEqual(['password', 'username']);
    const notJson = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).not.toContain('at ');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('requires the CSRF header to match the cookie', async () => {
    const payload = { username: 'a@b.co', password: 'whatever1' };
    const none = await request(t.app, { method: 'POST', url: '/api/token-auth/', payload, csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: CSRF_FAILED });
    const mismatch = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload,
      csrf: false,
      headers: { cookie: 'csrftoken=abc', 'x-csrftoken': 'abd' },
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('locks an account after repeated failures, from any address', async () => {
    const user = await createTestUser(t.context, { email: 'target@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/token-auth/',
        payload: { username: user.email, password: `guess-${i}` },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const locked = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: user.email, password: user.password },
      remoteAddress: '10.0.1.1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
  });
});

describe('sign-in rate limit per address', () => {
  it('answers 429 past the limit', async () => {
    const limited = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await request(limited.app, {
          method: 'POST',
          url: '/api/token-auth/',
          payload: { username: `someone${i}@example.com`, password: 'password1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('rejects forged, expired and malformed tokens', async () => {
    const user = await createTestUser(t.context);
    const base = { sub: String(user.id), ver: 0, auth_time: now(), iat: now(), exp: now() + 3600 };
    const forged = await forgeToken(base, 'another-secret-of-sufficient-length-000000');
    const expired = await forgeToken({ ...base, iat: now() - 7200, exp: now() - 3600 });
    for (const token of [forged, expired, 'not-a-jwt', `${await forgeToken(base)}x`]) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/token-verify/',
        payload: { token },
      });
      expect(response.statusCode).toBe(401);
      const me = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token });
      expect(me.statusCode).toBe(401);
    }
  });

  it('refreshes an expired token within seven days of sign-in, and not after', async () => {
    const user = await createTestUser(t.context);
    /** Refreshes a token expired an hour ago, of a sign-in so many days ago. */
    const refreshSignInOf = async (days: number) =>
      request(t.app, {
        method: 'POST',
        url: '/api/token-refresh/',
        payload: {
          token: await forgeToken({
            sub: String(user.id),
            ver: 0,
            auth_time: now() - days * 86400,
            iat: now() - 7200,
            exp: now() - 3600,
          }),
        },
      });
    const refreshed = await refreshSignInOf(3);
    expect(refreshed.statusCode).toBe(200);
    const { token } = refreshed.json<{ token: string }>();
    const me = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(me.statusCode).toBe(200);

    expect((await refreshSignInOf(8)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await request(t.app, { method: 'GET', url: '/user_auth/current_user/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('first sign-in and the forced password change', () => {
  it('reports an empty last_login until the temporary password is changed', async () => {
    const user = await createTestUser(t.context, { email: 'new@example.com', password: 'temporary-1' });
    const token = await signIn(t.app, user.email, user.password);
    const before = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(before.json()).toMatchObject({ id: user.id, username: 'new@example.com', last_login: null });

    const skip = await request(t.app, { method: 'POST', url: '/user_auth/login-success/', token });
    expect(skip.statusCode).toBe(403);

    const short = await request(t.app, {
      method: 'POST',
      url: '/user_auth/require-password-change/',
      token,
      payload: { new_password: 'short', confirm_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ new_password: [PASSWORD_TOO_SHORT] });

    const mismatch = await request(t.app, {
      method: 'POST',
      url: '/user_auth/require-password-change/',
      token,
      payload: { new_password: 'a much better one', confirm_password: 'a much better two' },
    });
    expect(mismatch.json()).toEqual({ message: PASSWORDS_DO_NOT_MATCH });

    const changed = await request(t.app, {
      method: 'POST',
      url: '/user_auth/require-password-change/',
      token,
      payload: { new_password: 'a much better one', confirm_password: 'a much better one' },
    });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<{ status: string; token: string }>();
    expect(body.status).toBe('good');

    // The old token is revoked; the new one works.
    const old = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(old.statusCode).toBe(401);
    const recorded = await request(t.app, {
      method: 'POST',
      url: '/user_auth/login-success/',
      token: body.token,
    });
    expect(recorded.statusCode).toBe(200);
    const after = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token: body.token });
    expect(after.json<{ last_login: string | null }>().last_login).not.toBeNull();

    const again = await request(t.app, {
      method: 'POST',
      url: '/user_auth/require-password-change/',
      token: body.token,
      payload: { new_password: 'yet another one', confirm_password: 'yet another one' },
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('POST /user_auth/change-password/', () => {
  it('checks the current password, then revokes older tokens', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const wrong = await request(t.app, {
      method: 'POST',
      url: '/user_auth/change-password/',
      token,
      payload: {
        current_password: 'nope',
        new_password: 'brand new secret',
        confirm_password: 'brand new secret',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your current password is incorrect.' });

    const changed = await request(t.app, {
      method: 'POST',
      url: '/user_auth/change-password/',
      token,
      payload: {
        current_password: user.password,
        new_password: 'brand new secret',
        confirm_password: 'brand new secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Password changed successfully.' });
    const revoked = await request(t.app, { method: 'POST', url: '/api/token-refresh/', payload: { token } });
    expect(revoked.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, 'brand new secret')).resolves.toEqual(expect.any(String));
  });

  it('requires a signed-in user', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/user_auth/change-password/',
      payload: {
        current_password: 'x',
        new_password: 'brand new secret',
        confirm_password: 'brand new secret',
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /user_auth/check-password/', () => {
  it('scores with zxcvbn and suggests improvements', async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const weak = await request(t.app, {
      method: 'POST',
      url: '/user_auth/check-password/',
      token,
      payload: { password: 'password' },
    });
    expect(weak.statusCode).toBe(200);
    const weakBody = weak.json<{ score: number; suggestions: string[] }>();
    expect(weakBody.score).toBe(0);
    expect(weakBody.suggestions.length).toBeGreaterThan(0);
    const strong = await request(t.app, {
      method: 'POST',
      url: '/user_auth/check-password/',
      token,
      payload: { password: 'gravel-Otter-marmalade-1987-quasar' },
    });
    expect(strong.json<{ score: number }>().score).toBe(4);
  });
});

describe('the HTTP surface', () => {
  it('sets security headers and hides the server stack', async () => {
    const response = await request(t.app, { method: 'GET', url: '/api/health' });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('sets the CSRF cookie on a first visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['set-cookie']).toMatch(/csrftoken=/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(t.app, { method: 'GET', url: '/user_auth/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
