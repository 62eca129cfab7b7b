import { apiPaths } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://gavel.example' });
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createTestUser(t.context, { mustChangePassword: false });
  return { user, token: await signIn(t.app, user.email, user.password) };
}

describe('POST /user_auth/alerts/rss/', () => {
  it('gives the alert a new RSS address and retires the old one', async () => {
    const { token } = await signedIn();
    const created = await request(t.app, {
      method: 'POST',
      url: apiPaths.alerts,
      token,
      payload: { keywords: ['levee'], locality: [''], state: [''], is_notifying: true },
    });
    const alert = created.json<{ id: number; rss_url: string }>();
    const oldPath = new URL(alert.rss_url).pathname;
    expect((await request(t.app, { method: 'GET', url: oldPath })).statusCode).toBe(200);

    const rotated = await request(t.app, {
      method: 'POST',
      url: apiPaths.alertFeedRotate,
      token,
      payload: { id: alert.id },
    });
    expect(rotated.statusCode).toBe(200);
    const newUrl = rotated.json<{ rss_url: string }>().rss_url;
    expect(newUrl).not.toBe(alert.rss_url);
    expect((await request(t.app, { method: 'GET', url: oldPath })).statusCode).toBe(404);
    expect((await request(t.app, { method: 'GET', url: new URL(newUrl).pathname })).statusCode).toBe(200);
  });

  it("does not touch another user's alert", async () => {
    const owner = await signedIn();
    const created = await request(t.app, {
      method: 'POST',
      url: apiPaths.alerts,
      token: owner.token,
      payload: { keywords: ['culvert'], locality: [''], state: [''], is_notifying: true },
    });
    const other = await signedIn();
    const answer = await request(t.app, {
      method: 'POST',
      url: apiPaths.alertFeedRotate,
      token: other.token,
      payload: { id: created.json<{ id: number }>().id },
    });
    expect(answer.statusCode).toBe(404);
  });
});
