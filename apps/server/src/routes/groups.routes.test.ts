import { GROUP_MESSAGES } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { LAST_ADMIN, NOT_GROUP_ADMIN } from '../services/groups.service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://gavel.test',
    SIGN_IN_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let counter = 0;
async function member(groupId: number, isAdmin: boolean) {
  const user = await createTestUser(t.context, { mustChangePassword: false });
  await t.context.repositories.groups.addMember(groupId, user.id, isAdmin);
  await t.context.repositories.users.recordLogin(user.id);
  return { ...user, token: await signIn(t.app, user.email, user.password) };
}
async function channel(state = 'TN', name?: string) {
  counter += 1;
  return t.context.repositories.channels.create({
    name: name ?? `Channel ${counter}`,
    locality: `Town ${counter}`,
    state,
    platform: 'youtube',
    source: `UC${counter}`,
  });
}
async function newsroom() {
  counter += 1;
  const group = await t.context.repositories.groups.create(`Newsroom ${counter}`);
  const admin = await member(group.id, true);
  const reporter = await member(group.id, false);
  return { group, admin, reporter };
}

describe('groups the user administers', () => {
  it('lists only administered groups, each with its channel ids', async () => {
    const a = await newsroom();
    const b = await newsroom();
    const c1 = await channel();
    await t.context.repositories.groups.addChannel(a.group.id, c1.id);
    const listed = await request(t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: a.admin.token,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ groups: [{ id: a.group.id, name: a.group.name, channels: [c1.id] }] });
    const reporter = await request(t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: a.reporter.token,
    });
    expect(reporter.json()).toEqual({ groups: [] });
    const other = await request(t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: b.admin.token,
    });
    expect(other.json<{ groups: { id: number }[] }>().groups.map((g) => g.id)).toEqual([b.group.id]);
  });

  it('lists every channel with its state, by name', async () => {
    const { admin } = await newsroom();
    await channel('OH', 'zz last channel');
    await channel('KY', 'AA first channel');
    const response = await request(t.app, {
      method: 'GET',
      url: '/user_auth/all-channels/',
      token: admin.token,
    });
    const channels = response.json<{ channels: { name: string; state: string }[] }>().channels;
    expect(channels[0]).toMatchObject({ name: 'AA first channel', state: 'KY' });
    expect(channels.at(-1)).toMatchObject({ name: 'zz last channel', state: 'OH' });
  });

  it('needs a signed-in user for every call', async () => {
    const calls = [
      ['GET', '/user_auth/user-group-channels/', undefined],
      ['POST', '/user_auth/user-group-channels/', { group_id: 1, channels: [] }],
      ['DELETE', '/user_auth/user-group-channels/1/1/', undefined],
      ['GET', '/user_auth/all-channels/', undefined],
      ['POST', '/user_auth/group-user/', { group_id: 1, email: 'a@b.co' }],
      ['GET', '/user_auth/group/1/users/', undefined],
      ['DELETE', '/user_auth/group/1/user/a%40b.co/', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await request(t.app, { method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('group channels', () => {
  it('sets the full list (201), starts monitoring channels new to every group, and removes one', async () => {
    const { group, admin } = await newsroom();
    const other = await newsroom();
    const fresh = await channel();
    const shared = await channel();
    await t.context.repositories.groups.addChannel(other.group.id, shared.id);
    const later = new Date(Date.now() + 3_600_000);
    await t.context.db
      .updateTable('channels')
      .set({ next_poll_at: later })
      .where('id', 'in', [fresh.id, shared.id])
      .execute();

    const response = await request(t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
      payload: { group_id: group.id, channels: [fresh.id, shared.id, fresh.id] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: GROUP_MESSAGES.updated });
    const polls = await t.context.db
      .selectFrom('channels')
      .select(['id', 'next_poll_at'])
      .where('id', 'in', [fresh.id, shared.id])
      .orderBy('id')
      .execute();
    expect(polls).toEqual([
      { id: fresh.id, next_poll_at: null },
      { id: shared.id, next_poll_at: later },
    ]);

    const listed = await request(t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
    });
    expect(listed.json<{ groups: { channels: number[] }[] }>().groups[0]?.channels).toEqual([
      fresh.id,
      shared.id,
    ]);

    const removed = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/user-group-channels/${group.id}/${fresh.id}/`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: GROUP_MESSAGES.removed });
    const again = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/user-group-channels/${group.id}/${fresh.id}/`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);

    const emptied = await request(t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
      payload: { group_id: group.id, channels: [] },
    });
    expect(emptied.statusCode).toBe(201);
    const rows = await t.context.db
      .selectFrom('group_channels')
      .selectAll()
      .where('group_id', '=', group.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses non-admins and other groups with 403, and changes nothing', async () => {
    const a = await newsroom();
    const b = await newsroom();
    const c = await channel();
    await t.context.repositories.groups.addChannel(a.group.id, c.id);
    for (const token of [a.reporter.token, b.admin.token]) {
      const set = await request(t.app, {
        method: 'POST',
        url: '/user_auth/user-group-channels/',
        token,
        payload: { group_id: a.group.id, channels: [] },
      });
      expect(set.statusCode).toBe(403);
      expect(set.json()).toEqual({ message: NOT_GROUP_ADMIN });
      const remove = await request(t.app, {
        method: 'DELETE',
        url: `/user_auth/user-group-channels/${a.group.id}/${c.id}/`,
        token,
      });
      expect(remove.statusCode).toBe(403);
    }
    const missing = await request(t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: a.admin.token,
      payload: { group_id: 999_999, channels: [] },
    });
    expect(missing.statusCode).toBe(403);
    const rows = await t.context.db
      .selectFrom('group_channels')
      .selectAll()
      .where('group_id', '=', a.group.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown channels and malformed bodies with field errors', async () => {
    const { group, admin } = await newsroom();
    const c = await channel();
    const unknown = await request(t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
      payload: { group_id: group.id, channels: [c.id, 987_654] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ channels: ['There is no channel 987654.'] });
    for (const payload of [
      {},
      { group_id: 'x', channels: [] },
      { group_id: group.id, channels: 'all' },
      { group_id: group.id, channels: [-1] },
    ]) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/user_auth/user-group-channels/',
        token: admin.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badPath = await request(t.app, {
      method: 'DELETE',
      url: '/user_auth/user-group-channels/abc/1/',
      token: admin.token,
    });
    expect(badPath.statusCode).toBe(400);
    const rows = await t.context.db
      .selectFrom('group_channels')
      .selectAll()
      .where('group_id', '=', group.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('group users', () => {
  it('lists members with admin and pending flags, for admins only', async () => {
    const { group, admin, reporter } = await newsroom();
    const pending = await createTestUser(t.context);
    await t.context.db
      .updateTable('users')
      .set({ first_name: 'Pat', last_name: 'Pending' })
      .where('id', '=', pending.id)
      .execute();
    await t.context.repositories.groups.addMember(group.id, pending.id, false);
    const response = await request(t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ users: unknown[] }>().users).toEqual([
      { email: admin.email, name: '', is_admin: true, is_pending_invite: false },
      ...[
        { email: pending.email, name: 'Pat Pending', is_admin: false, is_pending_invite: true },
        { email: reporter.email, name: '', is_admin: false, is_pending_invite: false },
      ].sort((x, y) => x.email.localeCompare(y.email)),
    ]);
    const refused = await request(t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: reporter.token,
    });
    expect(refused.statusCode).toBe(403);
    const other = await newsroom();
    const cross = await request(t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: other.admin.token,
    });
    expect(cross.statusCode).toBe(403);
  });

  it('adds an existing account at once, and says when it is already a member', async () => {
    const { group, admin } = await newsroom();
    const someone = await createTestUser(t.context, { email: 'Someone.Known@example.com' });
    const added = await request(t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email: '  SOMEONE.known@example.com ' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'someone.known@example.com was added to the group.' });
    const twice = await request(t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email: someone.email },
    });
    expect(twice.json()).toEqual({ message: 'someone.known@example.com is already in the group.' });
  });

  it('asks for confirmation for an unknown email, then creates the account and emails the invitation', async () => {
    const { group, admin } = await newsroom();
    const email = `invitee-${counter}@example.com`;
    const asked = await request(t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email },
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json()).toMatchObject({ requires_confirmation: true });
    expect(await t.context.repositories.users.findByEmail(email)).toBeUndefined();

    const before = smtp.mails.length;
    const created = await request(t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email, confirm_creation: true },
    });
    expect(created.statusCode).toBe(200);
    const mail = smtp.mails.slice(before).find((m) => m.to.includes(email));
    expect(mail?.raw).toContain('http://gavel.test/login');
    expect(mail?.raw).toContain(group.name);
    const password = /Temporary password: (\S+)/.exec(mail?.raw ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);

    const users = await request(t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: admin.token,
    });
    expect(users.json<{ users: unknown[] }>().users).toContainEqual({
      email,
      name: '',
      is_admin: false,
      is_pending_invite: true,
    });
    // The temporary password signs in, and the account must change it first.
    const token = await signIn(t.app, email, password);
    const current = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(current.json()).toMatchObject({ username: email, last_login: null });
  });

  it('refuses to add for non-admins and other groups, and refuses bad emails', async () => {
    const a = await newsroom();
    const b = await newsroom();
    for (const token of [a.reporter.token, b.admin.token]) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/user_auth/group-user/',
        token,
        payload: { group_id: a.group.id, email: 'new-person@example.com', confirm_creation: true },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await t.context.repositories.users.findByEmail('new-person@example.com')).toBeUndefined();
    for (const payload of [
      { group_id: a.group.id, email: 'not-an-email' },
      { group_id: a.group.id, email: '' },
      { group_id: a.group.id },
      { email: 'x@example.com' },
      { group_id: a.group.id, email: 'x@example.com', confirm_creation: 'yes' },
    ]) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/user_auth/group-user/',
        token: a.admin.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('makes a member an admin and back, for admins only, never leaving the group without one', async () => {
    const { group, admin, reporter } = await newsroom();
    const put = (email: string, isAdmin: unknown, token: string) =>
      request(t.app, {
        method: 'PUT',
        url: `/user_auth/group/${group.id}/user/${encodeURIComponent(email)}/`,
        token,
        payload: { is_admin: isAdmin },
      });
    expect((await put(admin.email, true, reporter.token)).statusCode).toBe(403);
    expect((await put(reporter.email, 'yes', admin.token)).statusCode).toBe(400);
    const promoted = await put(reporter.email, true, admin.token);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({ message: `${reporter.email} is now an admin of the group.` });
    // Two admins: the first may step down; the one left may not.
    const stepped = await put(admin.email, false, reporter.token);
    expect(stepped.json()).toEqual({ message: `${admin.email} is no longer an admin of the group.` });
    const last = await put(reporter.email, false, reporter.token);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: LAST_ADMIN });
    const outsider = await newsroom();
    expect((await put(outsider.reporter.email, true, reporter.token)).statusCode).toBe(404);
    const users = await request(t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: reporter.token,
    });
    expect(users.json<{ users: { email: string; is_admin: boolean }[] }>().users).toEqual([
      expect.objectContaining({ email: reporter.email, is_admin: true }),
      expect.objectContaining({ email: admin.email, is_admin: false }),
    ]);
  });

  it('removes a member by URL-encoded email, for admins only, never the last admin', async () => {
    const { group, admin, reporter } = await newsroom();
    const other = await newsroom();
    const refused = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(admin.email)}/`,
      token: reporter.token,
    });
    expect(refused.statusCode).toBe(403);
    const cross = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(reporter.email)}/`,
      token: other.admin.token,
    });
    expect(cross.statusCode).toBe(403);
    const removed = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(reporter.email.toUpperCase())}/`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: `${reporter.email} was removed from the group.` });
    const missing = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(other.reporter.email)}/`,
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    const last = await request(t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(admin.email)}/`,
      token: admin.token,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: LAST_ADMIN });
    const users = await request(t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: admin.token,
    });
    expect(users.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toEqual([admin.email]);
  });
});
