import type { Alert } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://gavel.example' });
  const make = async () => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    return signIn(t.app, user.email, user.password);
  };
  alice = await make();
  bob = await make();
});
afterAll(() => t.close());

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object) =>
  request(t.app, { method, url: '/user_auth/alerts/', token, payload });

async function create(token: string, payload: object): Promise<Alert> {
  const response = await call(token, 'POST', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Alert>();
}

describe('/user_auth/alerts/', () => {
  it('creates, lists, updates and deletes an alert, sending empty lists as [""]', async () => {
    const created = await create(alice, {
      keywords: [' water rates ', 'budget', 'Budget', ''],
      locality: [''],
      state: ['oh'],
      is_notifying: true,
      last_sent: null,
    });
    expect(created).toMatchObject({
      keywords: ['water rates', 'budget'],
      locality: [''],
      state: ['OH'],
      is_notifying: true,
      active: true,
      last_sent: null,
    });
    expect(created.rss_url).toMatch(/^https:\/\/gavel\.example\/api\/alerts\/feed\/[\w-]{32}$/);

    const list = await call(alice, 'GET');
    expect(list.statusCode).toBe(200);
    expect(list.json<Alert[]>()).toEqual([created]);

    const updated = await call(alice, 'PUT', {
      id: created.id,
      keywords: [''],
      locality: ['Fairview'],
      state: [''],
      is_notifying: false,
      last_sent: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Alert>()).toMatchObject({
      id: created.id,
      keywords: [''],
      locality: ['Fairview'],
      state: [''],
      is_notifying: false,
      active: false,
    });

    const deleted = await call(alice, 'DELETE', { id: created.id });
    expect(deleted.statusCode).toBe(200);
    expect((await call(alice, 'GET')).json()).toEqual([]);
    expect((await call(alice, 'DELETE', { id: created.id })).statusCode).toBe(404);
  });

  it('answers validation errors as a map of field to messages', async () => {
    const empty = await call(alice, 'POST', {
      keywords: [''],
      locality: [''],
      state: [''],
      is_notifying: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      non_field_errors: ['An alert needs at least one keyword, locality or state.'],
    });

    const bad = await call(alice, 'POST', {
      keywords: Array.from({ length: 21 }, (_, i) => `word${i}`),
      locality: ['x'.repeat(201)],
      state: ['Ohio'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      keywords: ['An alert can follow at most 20 keywords.'],
      locality: ['Each locality can be at most 200 characters.'],
      state: ['Each state must be a two-letter code, such as OH.'],
    });

    const wrongType = await call(alice, 'POST', { keywords: 'water', is_notifying: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json<Record<string, string[]>>()).sort()).toEqual([
      'is_notifying',
      'keywords',
    ]);

    const noId = await call(alice, 'PUT', { keywords: ['water'] });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toHaveProperty('id');
  });

  it('limits the number of alerts a user keeps', async () => {
    const { alerts } = t.context.repositories;
    const me = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, me.email, me.password);
    for (let i = 0; i < 100; i += 1) {
      await alerts.create(
        me.id,
        { keywords: [`k${i}`], localities: [], states: [], is_notifying: true },
        `tok-${me.id}-${i}-abcdefghijkl`,
      );
    }
    const response = await call(token, 'POST', { keywords: ['one more'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['You can have at most 100 alerts. Delete one first.'],
    });
  });

  it("never shows or changes another user's alert", async () => {
    const mine = await create(alice, { keywords: ['zoning'], locality: [''], state: [''] });
    expect((await call(bob, 'GET')).json()).toEqual([]);
    const update = await call(bob, 'PUT', { id: mine.id, keywords: ['hijack'], locality: [''], state: [''] });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: 'Alert not found.' });
    expect((await call(bob, 'DELETE', { id: mine.id })).statusCode).toBe(404);
    expect((await call(alice, 'GET')).json<Alert[]>()).toEqual([mine]);
  });

  it('needs a signed-in user and the CSRF header', async () => {
    expect((await call(undefined, 'GET')).statusCode).toBe(401);
    const noCsrf = await request(t.app, {
      method: 'POST',
      url: '/user_auth/alerts/',
      token: alice,
      csrf: false,
      payload: { keywords: ['water'] },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('the private RSS feed of an alert', () => {
  it('lists the matches of the alert and dies with it', async () => {
    const { meetings } = t.context.repositories;
    const channel = await t.context.services.accounts.addChannel({
      name: 'Feedville Council',
      locality: 'Feedville',
      state: 'OH',
      platform: 'rss',
      source: 'https://feedville.example/feed',
    });
    const meeting = await meetings.upsert({
      channel_id: channel.id,
      video_url: 'https://www.youtube.com/watch?v=feed0001',
      title: 'Feedville "Council" Meeting',
      upload_date: new Date('2026-03-02T18:00:00Z'),
      length_seconds: 600,
    });
    await meetings.replaceTranscript(
      meeting,
      [
        { start_seconds: 0, end_seconds: 10, speaker: null, text: 'Call to order.' },
        { start_seconds: 75, end_seconds: 90, speaker: null, text: 'The sewer & <water> bond passed.' },
      ],
      'test',
    );
    const alert = await create(alice, { keywords: ['sewer'], locality: [''], state: [''] });
    const path = new URL(alert.rss_url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title>Feedville Council Meeting (Feedville, OH)</title>');
    expect(feed.body).toContain(
      `<link>https://gavel.example/transcript/${encodeURIComponent('https://www.youtube.com/watch?v=feed0001')}?t=75</link>`,
    );
    expect(feed.body).toContain('The sewer &amp; &lt;water&gt; bond passed.');
    expect(feed.body).not.toContain('Call to order.');

    await call(alice, 'DELETE', { id: alert.id });
    const gone = await t.app.inject({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts/feed/guess' })).statusCode).toBe(404);
  });
});
