import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  groupChannelPath,
  groupUserPath,
  groupUsersPath,
  meetingStatusPath,
  meetingTranscriptRequest,
  newSearchRequest,
  summaryPath,
  type SearchRequest,
} from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, loadSecret } from '../src/auth/tokens.ts';
import { createTestApp, createTestUser, request, signIn, TEST_SECRET, type TestApp } from './harness.ts';
import { createTwoNewsrooms } from './newsrooms.ts';

/**
 * Every route of the API for every kind of caller, as a table of the exact status each caller
 * gets: what spec §6, DESIGN §4/§5 and docs/decisions.md allow, and nothing more. Any cell that
 * changes fails the test, and so does a route of the API without a row (a new route cannot ship
 * without deciding who may call it). Some routes have several rows, one per kind of request
 * (a visitor's transcript read and a search across meetings are not the same call).
 */
const ROLES = [
  'visitor',
  'temporary password',
  'in no group',
  'group member',
  'group admin',
  "another group's admin",
  'revoked token',
  'expired token',
] as const;
type Role = (typeof ROLES)[number];

interface Fixture {
  ledgerId: number;
  fairviewId: number;
  spareId: number;
  /** A meeting of the Ledger's channel (Fairview). */
  meetingUrl: string;
  /** A meeting of the Gazette's channel (Millbrook): outside the Ledger's scope. */
  gazetteMeetingUrl: string;
  embedId: string;
}

interface Row {
  /**
   * The status each caller gets, in the order of ROLES: visitor, temporary password, in no group,
   * group member, group admin, another group's admin, revoked token, expired token.
   */
  expect: string;
  /** The call carries the caller's token in its body rather than its header. */
  tokenInBody?: true;
  /** The request; `token` is the caller's token, for calls that carry it in the body. */
  request: (
    f: Fixture,
    token: string,
  ) => { url: string; payload?: unknown; headers?: Record<string, string> };
}

const transcriptOf = (url: string, extra: Partial<SearchRequest> = {}) =>
  meetingTranscriptRequest(url, extra);
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

// Each row's statuses: visitor, temporary password, in no group, group member, group admin,
// another group's admin, revoked token, expired token.
export const MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: '200 200 200 200 200 200 200 200', request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: '200 200 200 200 200 200 200 200', request: () => ({ url: '/api/ready' }) },
  'GET /api/config': { expect: '200 200 200 200 200 200 200 200', request: () => ({ url: '/api/config' }) },
  // Signing in answers the same whoever asks: the credentials are in the body.
  'POST /api/token-auth/': {
    expect: '400 400 400 400 400 400 400 400',
    request: () => ({
      url: '/api/token-auth/',
      payload: { username: 'nobody@example.org', password: 'wrong password' },
    }),
  },
  // The token travels in the body: a valid one verifies; an expired one still refreshes within
  // the refresh window; a revoked one does neither. The forced-change screen verifies and
  // refreshes its temporary-password token too.
  'POST /api/token-verify/': {
    expect: '401 200 200 200 200 200 401 401',
    tokenInBody: true,
    request: (_f, token) => ({ url: '/api/token-verify/', payload: { token } }),
  },
  'POST /api/token-refresh/': {
    expect: '401 200 200 200 200 200 401 200',
    tokenInBody: true,
    request: (_f, token) => ({ url: '/api/token-refresh/', payload: { token } }),
  },
  // The forced-change screen's calls: open to a temporary-password session.
  'POST /user_auth/check-password/': {
    expect: '401 200 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/check-password/', payload: { password: 'a candidate password' } }),
  },
  'GET /user_auth/current_user/': {
    expect: '401 200 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/current_user/' }),
  },
  'POST /user_auth/require-password-change/': {
    expect: '401 400 400 400 400 400 401 401',
    request: () => ({
      url: '/user_auth/require-password-change/',
      payload: { new_password: 'a new long password 1', confirm_password: 'a different one' },
    }),
  },
  // Everything else refuses a temporary-password session (403) until the password is changed.
  'POST /user_auth/login-success/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/login-success/' }),
  },
  'POST /user_auth/change-password/': {
    expect: '401 403 400 400 400 400 401 401',
    request: () => ({
      url: '/user_auth/change-password/',
      payload: {
        current_password: 'not the current password',
        new_password: 'a new long password 1',
        confirm_password: 'a new long password 1',
      },
    }),
  },
  // Search: a visitor reads one meeting named by a non-blank video URL, nothing else; reading a
  // meeting by URL ignores group scope (a relevance filter), so it is the same signed in or out.
  'POST /user_auth/search/ · one meeting by its video URL': {
    expect: '200 403 200 200 200 200 401 401',
    request: (f) => ({ url: '/user_auth/search/', payload: transcriptOf(f.meetingUrl) }),
  },
  "POST /user_auth/search/ · another group's meeting by its video URL": {
    expect: '200 403 200 200 200 200 401 401',
    request: (f) => ({ url: '/user_auth/search/', payload: transcriptOf(f.gazetteMeetingUrl) }),
  },
  'POST /user_auth/search/ · words within one meeting': {
    expect: '200 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/search/',
      payload: transcriptOf(f.meetingUrl, { searchTerm: 'order' }),
    }),
  },
  'POST /user_auth/search/ · across meetings': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/search/', payload: newSearchRequest({ searchTerm: 'order' }) }),
  },
  'POST /user_auth/search/ · a blank video URL': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/search/', payload: transcriptOf(' ', { searchTerm: 'order' }) }),
  },
  'POST /user_auth/search/ · two video URLs': {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/search/',
      payload: newSearchRequest({
        filters: [{ field: 'video_url', values: [f.meetingUrl, f.gazetteMeetingUrl], type: 'all' }],
      }),
    }),
  },
  'GET /user_auth/user-localities/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/user-localities/' }),
  },
  // Summaries: any signed-in user, any meeting (what its public transcript page shows).
  'GET /user_auth/summary/{id}': {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({ url: `${summaryPath(f.meetingUrl)}?searchTerm=` }),
  },
  "GET /user_auth/summary/{id} · another group's meeting": {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({ url: `${summaryPath(f.gazetteMeetingUrl)}?searchTerm=` }),
  },
  'GET /user_auth/summary/{id} · no such meeting': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({ url: summaryPath('https://www.youtube.com/watch?v=nosuchmeet') }),
  },
  // Where a meeting's transcript stands: public, like the transcript page.
  'GET /api/meeting-status/': {
    expect: '200 200 200 200 200 200 200 200',
    request: (f) => ({ url: meetingStatusPath(f.gazetteMeetingUrl) }),
  },
  'GET /api/meeting-status/ · no such meeting': {
    expect: '404 404 404 404 404 404 404 404',
    request: () => ({ url: meetingStatusPath('https://www.youtube.com/watch?v=nosuchmeet') }),
  },
  'GET /user_auth/profiles/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/profiles/' }),
  },
  'PUT /user_auth/profiles/': {
    expect: '401 403 200 200 200 200 401 401',
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
    expect: '401 403 201 201 201 201 401 401',
    request: () => ({
      url: '/user_auth/contact/',
      payload: { formType: 'newLocality', localityName: 'Springfield' },
    }),
  },
  // Groups: the list shows the groups the caller administers (empty for others); every change
  // and every member list needs the admin flag of the group it names (403 otherwise, the same
  // whether the group exists or not).
  'GET /user_auth/user-group-channels/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/user-group-channels/' }),
  },
  'GET /user_auth/all-channels/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/all-channels/' }),
  },
  'POST /user_auth/user-group-channels/': {
    expect: '401 403 403 403 201 403 401 401',
    request: (f) => ({
      url: '/user_auth/user-group-channels/',
      payload: { group_id: f.ledgerId, channels: [f.fairviewId, f.spareId] },
    }),
  },
  'DELETE /user_auth/user-group-channels/{groupId}/{channelId}/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupChannelPath(f.ledgerId, f.spareId) }),
  },
  'GET /user_auth/group/{id}/users/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupUsersPath(f.ledgerId) }),
  },
  'GET /user_auth/group/{id}/users/ · a group that does not exist': {
    expect: '401 403 403 403 403 403 401 401',
    request: () => ({ url: groupUsersPath(2_000_000) }),
  },
  'POST /user_auth/group-user/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({
      url: '/user_auth/group-user/',
      payload: { group_id: f.ledgerId, email: 'extra@ledger.example' },
    }),
  },
  'PUT /user_auth/group/{id}/user/{email}/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupUserPath(f.ledgerId, 'extra@ledger.example'), payload: { is_admin: true } }),
  },
  'DELETE /user_auth/group/{id}/user/{email}/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupUserPath(f.ledgerId, 'extra@ledger.example') }),
  },
  // Alerts: each user's own (another user's alert id is a 404, see the alerts tests).
  'GET /user_auth/alerts/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/alerts/' }),
  },
  'POST /user_auth/alerts/': {
    expect: '401 403 201 201 201 201 401 401',
    request: () => ({
      url: '/user_auth/alerts/',
      payload: { keywords: ['zoning'], locality: [''], state: [''] },
    }),
  },
  'PUT /user_auth/alerts/': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({
      url: '/user_auth/alerts/',
      payload: { id: 2_000_000, keywords: ['zoning'], locality: [''], state: [''], is_notifying: true },
    }),
  },
  'DELETE /user_auth/alerts/': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({ url: '/user_auth/alerts/', payload: { id: 2_000_000 } }),
  },
  'POST /user_auth/alerts/rss/': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({ url: '/user_auth/alerts/rss/', payload: { id: 2_000_000 } }),
  },
  // The private feed: the unguessable token in the path is the credential.
  'GET /api/alerts/feed/{token}': {
    expect: '404 404 404 404 404 404 404 404',
    request: () => ({ url: '/api/alerts/feed/unknown-feed-token' }),
  },
  // Embeds: creating one needs an account and may quote any meeting; reading one needs nothing.
  'POST /user_auth/embed/': {
    expect: '401 403 200 200 200 200 401 401',
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
  "POST /user_auth/embed/ · another group's meeting": {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/embed/',
      payload: {
        video_url: f.gazetteMeetingUrl,
        start_time: '00:00:00',
        end_time: null,
        segments: [{ timestamp: '00:00:00', text: 'The board will come to order.' }],
      },
    }),
  },
  'GET /embed/{embedId}': {
    expect: '200 200 200 200 200 200 200 200',
    request: (f) => ({ url: `/embed/${f.embedId}`, headers: xhr }),
  },
  'GET /embed/{embedId} · no such excerpt': {
    expect: '404 404 404 404 404 404 404 404',
    request: () => ({ url: '/embed/AAAAAAAAAAAAAAAAAAAAAA', headers: xhr }),
  },
  // An email's unsubscribe link: its signed token is the only credential (a bad one changes nothing).
  'GET /unsubscribe/{token}': {
    expect: '400 400 400 400 400 400 400 400',
    request: () => ({ url: '/unsubscribe/not-a-token' }),
  },
  'POST /unsubscribe/{token}': {
    expect: '400 400 400 400 400 400 400 400',
    request: () => ({ url: '/unsubscribe/not-a-token' }),
  },
  // Last: signing out revokes the caller's tokens (the forced-change screen may sign out).
  'POST /user_auth/logout/': {
    expect: '401 200 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/logout/' }),
  },
};

/** The route a row is about: its key up to the kind of request. */
const routeOf = (key: string) => key.split(' · ')[0] ?? key;

let t: TestApp;
let fixture: Fixture;
const tokens = new Map<Role, string | undefined>();

async function importMeeting(url: string, channel: string, text: string) {
  const file = join(t.dataDir, `${channel}.jsonl`);
  await writeFile(
    file,
    `${JSON.stringify({
      title: 'Regular Meeting',
      date: '2024-05-01',
      video_url: url,
      segments: [{ start: 0, text }],
    })}\n`,
  );
  await t.context.services.import.importJsonl([file], { channel });
}

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '100000' });
  const { fairview } = await createTwoNewsrooms(t.context);
  const groups = await t.context.repositories.groups.listWithCounts();
  const ledgerId = groups.find((g) => g.name === 'Ledger')?.id ?? 0;
  const { accounts } = t.context.services;
  const make = async (email: string, group?: string, admin = false) => {
    const user = await createTestUser(t.context, { email, mustChangePassword: false });
    if (group) {
      await accounts.addMember(group, email, admin);
    }
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
  const temporary = await createTestUser(t.context, { email: 'invited@ledger.example' });
  await accounts.addMember('Ledger', temporary.email, false);
  const outsider = await make('resident@example.org');
  const member = await make('member@ledger.example', 'Ledger');
  const admin = await make('admin@ledger.example', 'Ledger', true);
  const otherAdmin = await make('admin@gazette.example', 'Gazette', true);
  const revoked = await make('revoked@ledger.example', 'Ledger');
  const expired = await make('expired@ledger.example', 'Ledger');

  tokens.set('visitor', undefined);
  tokens.set('temporary password', await signIn(t.app, temporary.email, temporary.password));
  tokens.set('in no group', await signIn(t.app, outsider.email, outsider.password));
  tokens.set('group member', await signIn(t.app, member.email, member.password));
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

  const meetingUrl = 'https://www.youtube.com/watch?v=matrix00001';
  const gazetteMeetingUrl = 'https://vimeo.com/900000001';
  await importMeeting(meetingUrl, 'Fairview Council', 'I call this meeting to order.');
  await importMeeting(gazetteMeetingUrl, 'Millbrook Board', 'The board will come to order.');
  const { id: embedId } = await t.context.services.embed.create(member.id, {
    video_url: meetingUrl,
    start_time: '00:00:00',
    end_time: null,
    segments: [{ timestamp: '00:00:00', text: 'I call this meeting to order.' }],
  });
  fixture = { ledgerId, fairviewId: fairview.id, spareId: spare.id, meetingUrl, gazetteMeetingUrl, embedId };
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('access matrix', () => {
  it('has a row for every route of the API, and no row for a route it does not have', async () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set(Object.keys(MATRIX).map(routeOf));
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([]);
    for (const [key, row] of Object.entries(MATRIX)) {
      expect(row.expect.split(' '), key).toHaveLength(ROLES.length);
    }
  });

  it('gives each caller exactly the status of its cell', async () => {
    const actual: Record<string, string> = {};
    let cells = 0;
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, path] = routeOf(key).split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const statuses: number[] = [];
      for (const role of ROLES) {
        const token = tokens.get(role);
        const { url, payload, headers } = row.request(fixture, token ?? 'not-a-token');
        expect(url.split('?')[0], key).toMatch(new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`));
        const response = await request(t.app, {
          method,
          url,
          token: row.tokenInBody ? undefined : token,
          ...(headers ? { headers } : {}),
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        statuses.push(response.statusCode);
        cells += 1;
      }
      actual[key] = statuses.join(' ');
    }
    console.log(
      `access matrix: ${cells} cells (${Object.keys(MATRIX).length} rows over ${new Set(Object.keys(MATRIX).map(routeOf)).size} routes x ${ROLES.length} callers)`,
    );
    const expected = Object.fromEntries(Object.entries(MATRIX).map(([key, row]) => [key, row.expect]));
    expect(actual).toEqual(expected);
    expect(cells).toBe(Object.keys(MATRIX).length * ROLES.length);
  });
});
