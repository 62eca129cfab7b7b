import { apiPaths } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
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
