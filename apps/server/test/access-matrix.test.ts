import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, loadSecret } from '../src/auth/tokens.ts';
import { createTestApp, createTestUser, request, signIn, TEST_SECRET, type TestApp } from './harness.ts';
import { spokenSegments, writeMeetingLines } from './meeting-lines.ts';
import { createTwoNewsrooms } from './newsrooms.ts';
import { callOf, MATRIX, ROLES, routeOf, type Fixture, type Role } from './access-matrix-rows.ts';

let t: TestApp;
let fixture: Fixture;
const tokens = new Map<Role, string | undefined>();

async function importMeeting(url: string, channel: string, text: string) {
  const file = await writeMeetingLines(join(t.dataDir, `${channel}.jsonl`), {
    title: 'Regular Meeting',
    date: '2024-05-01',
    video_url: url,
    segments: spokenSegments([text]),
  });
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
        const { url, payload, headers } = callOf(key, row, fixture, token ?? 'not-a-token');
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
