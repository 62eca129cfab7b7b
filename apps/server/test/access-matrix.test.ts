import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { meetingTranscriptRequest, type SearchRequest } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, loadSecret } from '../src/auth/tokens.ts';
import { createTestApp, createTestUser, request, signIn, TEST_SECRET, type TestApp } from './harness.ts';
import { createTwoNewsrooms } from './newsrooms.ts';

/**
 * Every route of the API for every kind of caller: what spec §6 and DESIGN §4/§5 allow, and
 * nothing more. A route that appears in the API without a row here fails the test, so a new
 * route cannot ship without deciding who may call it.
 */
const ROLES = [
  'signed out',
  'member',
  'group admin',
  "another group's admin",
  'revoked token',
  'expired token',
] as const;
type Role = (typeof ROLES)[number];

/**
 * public: anyone, with or without a token. optional: anyone, but a token that is sent must be
 * valid (so the web app refreshes it). user: any signed-in user. admin: the admins of the group
 * the request names (the member's own group, the Ledger).
 */
type Access = 'public' | 'optional' | 'user' | 'admin';

interface Fixture {
  ledgerId: number;
  fairviewId: number;
  spareId: number;
  meetingUrl: string;
}

interface Probe {
  access: Access;
  /** Who may call it, where that is not what its access kind says. */
  allowedFor?: readonly Role[];
  /** The call carries the caller's token in its body rather than its header. */
  tokenInBody?: true;
  /** The request; `token` is the caller's token, for calls that carry it in the body. */
  request: (
    f: Fixture,
    token: string,
  ) => { url: string; payload?: unknown; headers?: Record<string, string> };
}

const SIGNED_IN: readonly Role[] = ['member', 'group admin', "another group's admin"];

const search = (f: Fixture, extra: Partial<SearchRequest> = {}) =>
  meetingTranscriptRequest(f.meetingUrl, extra);

export const MATRIX: Record<string, Probe> = {
  'GET /api/health': { access: 'public', request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { access: 'public', request: () => ({ url: '/api/ready' }) },
  'GET /api/config': { access: 'public', request: () => ({ url: '/api/config' }) },
  'POST /api/token-auth/': {
    access: 'public',
    request: () => ({
      url: '/api/token-auth/',
      payload: { username: 'nobody@example.org', password: 'wrong password' },
    }),
  },
  // The token travels in the body: a valid one verifies; an expired one still refreshes within
  // the refresh window; a revoked one does neither.
  'POST /api/token-verify/': {
    access: 'public',
    allowedFor: SIGNED_IN,
    tokenInBody: true,
    request: (_f, token) => ({ url: '/api/token-verify/', payload: { token } }),
  },
  'POST /api/token-refresh/': {
    access: 'public',
    allowedFor: [...SIGNED_IN, 'expired token'],
    tokenInBody: true,
    request: (_f, token) => ({ url: '/api/token-refresh/', payload: { token } }),
  },
  // A signed-in user, or the forced password change's temporary-password session.
  'POST /user_auth/check-password/': {
    access: 'user',
    request: () => ({ url: '/user_auth/check-password/', payload: { password: 'a candidate password' } }),
  },
  'GET /user_auth/current_user/': { access: 'user', request: () => ({ url: '/user_auth/current_user/' }) },
  'POST /user_auth/login-success/': { access: 'user', request: () => ({ url: '/user_auth/login-success/' }) },
  'POST /user_auth/change-password/': {
    access: 'user',
    request: () => ({
      url: '/user_auth/change-password/',
      payload: {
        current_password: 'not the current password',
        new_password: 'a new long password 1',
        confirm_password: 'a new long password 1',
      },
    }),
  },
  'POST /user_auth/require-password-change/': {
    access: 'user',
    request: () => ({
      url: '/user_auth/require-password-change/',
      payload: { new_password: 'a new long password 1', confirm_password: 'a different one' },
    }),
  },
  'POST /user_auth/search/': {
    access: 'optional',
    request: (f) => ({ url: '/user_auth/search/', payload: search(f) }),
  },
  'GET /user_auth/user-localities/': {
    access: 'user',
    request: () => ({ url: '/user_auth/user-localities/' }),
  },
  'GET /user_auth/summary/{id}': {
    access: 'user',
    request: (f) => ({ url: `/user_auth/summary/${encodeURIComponent(f.meetingUrl)}?searchTerm=` }),
  },
  'GET /user_auth/profiles/': { access: 'user', request: () => ({ url: '/user_auth/profiles/' }) },
  'PUT /user_auth/profiles/': {
    access: 'user',
    request: () => ({
      url: '/user_auth/profiles/',
      payload: {
        first_name: 'Pat',
        last_name: 'Reporter',
        email_account: '',
        slack_account: '',
        frequency: 'Daily',
        channel: 'Email',
        day: null,
        time: '08:00 AM',
        timezone: 'US/Eastern',
      },
    }),
  },
  'POST /user_auth/contact/': {
    access: 'user',
    request: () => ({
      url: '/user_auth/contact/',
      payload: { formType: 'newLocality', localityName: 'Springfield' },
    }),
  },
  // Groups: the list shows the groups the caller administers (empty for others); every change
  // and every member list needs the admin flag of the group it names.
  'GET /user_auth/user-group-channels/': {
    access: 'user',
    request: () => ({ url: '/user_auth/user-group-channels/' }),
  },
  'GET /user_auth/all-channels/': { access: 'user', request: () => ({ url: '/user_auth/all-channels/' }) },
  'POST /user_auth/user-group-channels/': {
    access: 'admin',
    request: (f) => ({
      url: '/user_auth/user-group-channels/',
      payload: { group_id: f.ledgerId, channels: [f.fairviewId, f.spareId] },
    }),
  },
  'DELETE /user_auth/user-group-channels/{groupId}/{channelId}/': {
    access: 'admin',
    request: (f) => ({ url: `/user_auth/user-group-channels/${f.ledgerId}/${f.spareId}/` }),
  },
  'GET /user_auth/group/{id}/users/': {
    access: 'admin',
    request: (f) => ({ url: `/user_auth/group/${f.ledgerId}/users/` }),
  },
  'POST /user_auth/group-user/': {
    access: 'admin',
    request: (f) => ({
      url: '/user_auth/group-user/',
      payload: { group_id: f.ledgerId, email: 'extra@ledger.example' },
    }),
  },
  'DELETE /user_auth/group/{id}/user/{email}/': {
    access: 'admin',
    request: (f) => ({
      url: `/user_auth/group/${f.ledgerId}/user/${encodeURIComponent('extra@ledger.example')}/`,
    }),
  },
  // Alerts: each user's own (another user's alert id is a 404, see the alerts tests).
  'GET /user_auth/alerts/': { access: 'user', request: () => ({ url: '/user_auth/alerts/' }) },
  'POST /user_auth/alerts/': {
    access: 'user',
    request: () => ({
      url: '/user_auth/alerts/',
      payload: { keywords: ['zoning'], locality: [''], state: [''] },
    }),
  },
  'PUT /user_auth/alerts/': {
    access: 'user',
    request: () => ({
      url: '/user_auth/alerts/',
      payload: { id: 2_000_000, keywords: ['zoning'], locality: [''], state: [''], is_notifying: true },
    }),
  },
  'DELETE /user_auth/alerts/': {
    access: 'user',
    request: () => ({ url: '/user_auth/alerts/', payload: { id: 2_000_000 } }),
  },
  'POST /user_auth/alerts/rss/': {
    access: 'user',
    request: () => ({ url: '/user_auth/alerts/rss/', payload: { id: 2_000_000 } }),
  },
  // The private feed: the unguessable token in the path is the credential.
  'GET /api/alerts/feed/{token}': {
    access: 'public',
    request: () => ({ url: '/api/alerts/feed/unknown-feed-token' }),
  },
  // Embeds: creating one needs an account; reading one needs nothing.
  'POST /user_auth/embed/': {
    access: 'user',
    request: (f) => ({
      url: '/user_auth/embed/',
      payload: {
        video_url: f.meetingUrl,
        start_time: '00:00:00',
        end_time: null,
        segments: [{ timestamp: '00:00:00', text: 'I call this meeting to order.' }],
      },
    }),
  },
  'GET /embed/{embedId}': {
    access: 'public',
    request: () => ({
      url: '/embed/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    }),
  },
  // An email's unsubscribe link: its signed token is the only credential (a bad one changes nothing).
  'GET /unsubscribe/{token}': { access: 'public', request: () => ({ url: '/unsubscribe/not-a-token' }) },
  'POST /unsubscribe/{token}': { access: 'public', request: () => ({ url: '/unsubscribe/not-a-token' }) },
  // Last: signing out revokes the caller's tokens.
  'POST /user_auth/logout/': { access: 'user', request: () => ({ url: '/user_auth/logout/' }) },
};

/** Who may call a route of each kind. */
function allowed(access: Access, role: Role): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'optional':
      return role !== 'revoked token' && role !== 'expired token';
    case 'user':
      return role === 'member' || role === 'group admin' || role === "another group's admin";
    case 'admin':
      return role === 'group admin';
  }
}

let t: TestApp;
let fixture: Fixture;
const tokens = new Map<Role, string | undefined>();

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '100000' });
  const { fairview } = await createTwoNewsrooms(t.context);
  const groups = await t.context.repositories.groups.listWithCounts();
  const ledgerId = groups.find((g) => g.name === 'Ledger')?.id ?? 0;
  const { accounts } = t.context.services;
  const make = async (email: string, group: string, admin: boolean) => {
    const user = await createTestUser(t.context, { email, mustChangePassword: false });
    await accounts.addMember(group, email, admin);
    return user;
  };
  const spare = await accounts.addChannel({
    name: 'Fairview Schools',
    locality: 'Fairview',
    state: 'OH',
    platform: 'rss',
    source: 'https://example.org/schools.xml',
    groupName: 'Ledger',
  });
  await createTestUser(t.context, { email: 'extra@ledger.example', mustChangePassword: false });
  const member = await make('member@ledger.example', 'Ledger', false);
  const admin = await make('admin@ledger.example', 'Ledger', true);
  const otherAdmin = await make('admin@gazette.example', 'Gazette', true);
  const revoked = await make('revoked@ledger.example', 'Ledger', false);
  const expired = await make('expired@ledger.example', 'Ledger', false);

  tokens.set('signed out', undefined);
  tokens.set('member', await signIn(t.app, member.email, member.password));
  tokens.set('group admin', await signIn(t.app, admin.email, admin.password));
  tokens.set("another group's admin", await signIn(t.app, otherAdmin.email, otherAdmin.password));
  // Revoked: a token from before a password change.
  const oldToken = await signIn(t.app, revoked.email, revoked.password);
  const changed = await request(t.app, {
    method: 'POST',
    url: '/user_auth/change-password/',
    token: oldToken,
    payload: {
      current_password: revoked.password,
      new_password: 'a brand new passphrase 77',
      confirm_password: 'a brand new passphrase 77',
    },
  });
  expect(changed.statusCode).toBe(200);
  tokens.set('revoked token', oldToken);
  // Expired: signed with the real key, an hour past its life.
  const past = Math.floor(Date.now() / 1000) - 2 * 3600;
  const issuer = createTokenService(await loadSecret(TEST_SECRET, t.dataDir), {
    ttlSeconds: 3600,
    refreshWindowSeconds: 7 * 86_400,
    now: () => past,
  });
  tokens.set('expired token', await issuer.issue({ userId: expired.id, version: 0, authTime: past }));

  const file = join(t.dataDir, 'matrix.jsonl');
  await writeFile(
    file,
    `${JSON.stringify({
      title: 'Regular Meeting',
      date: '2024-05-01',
      video_url: 'https://www.youtube.com/watch?v=matrix00001',
      segments: [{ start: 0, text: 'I call this meeting to order.' }],
    })}\n`,
  );
  await t.context.services.import.importJsonl([file], { channel: 'Fairview Council' });
  fixture = {
    ledgerId,
    fairviewId: fairview.id,
    spareId: spare.id,
    meetingUrl: 'https://www.youtube.com/watch?v=matrix00001',
  };
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('access matrix', () => {
  it('has a row for every route of the API', () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('gives each caller exactly what it may have', async () => {
    const results: string[] = [];
    const wrong: string[] = [];
    for (const [route, probe] of Object.entries(MATRIX)) {
      const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
      for (const role of ROLES) {
        const token = tokens.get(role);
        const { url, payload, headers } = probe.request(fixture, token ?? 'not-a-token');
        const response = await request(t.app, {
          method,
          url,
          token: probe.tokenInBody ? undefined : token,
          ...(headers ? { headers } : {}),
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        const status = response.statusCode;
        const expected = probe.allowedFor ? probe.allowedFor.includes(role) : allowed(probe.access, role);
        const denied = status === 401 || status === 403 || (status === 404 && probe.access === 'admin');
        // Without a valid token the answer is 401; a valid token without the right is 403 (or 404
        // for another group's things, which it may not learn exist).
        const denial =
          token === undefined || role === 'revoked token' || role === 'expired token' ? [401] : [403, 404];
        // The admin's own calls must succeed outright, so a denial cannot hide behind a 400.
        const succeeded = probe.access !== 'admin' || status < 300;
        const ok = status < 500 && (expected ? !denied && succeeded : denial.includes(status));
        results.push(`${route} as ${role}: ${status}`);
        if (!ok) {
          wrong.push(
            `${route} as ${role}: ${status} ${response.body.slice(0, 120)} (expected ${expected ? 'allowed' : 'denied'})`,
          );
        }
      }
    }
    console.log(
      `access matrix: ${results.length} cells (${Object.keys(MATRIX).length} routes x ${ROLES.length} callers)`,
    );
    expect(wrong).toEqual([]);
    expect(results.length).toBe(Object.keys(MATRIX).length * ROLES.length);
  });
});
