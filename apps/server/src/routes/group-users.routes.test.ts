import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useGroupsFixture } from '../../test/groups-fixture.ts';
import { createTestUser, request, signIn } from '../../test/harness.ts';
import { decoded } from '../../test/smtp-receiver.ts';
import { waitFor } from '../../test/wait-for.ts';
import { sendInvitationJob } from '../jobs/send-invitation.job.ts';
import { LAST_ADMIN } from '../services/groups.service.ts';
import { startWorker } from '../worker/worker.ts';

/** A group's members: listing, adding, inviting, admin rights and removal (test/groups-fixture.ts). */
const f = useGroupsFixture();
// Invitations go out from the worker's send-invitation job.
let worker: Awaited<ReturnType<typeof startWorker>>;
beforeAll(async () => {
  worker = await startWorker(f.t.context, f.t.context.config.databaseUrl ?? '');
});
afterAll(async () => {
  await worker.stop();
});

/** Every row of every table pg-boss keeps, as text. */
async function jobTablesText(): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'pgboss'
  `.execute(f.t.context.db);
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`
      SELECT t::text AS row FROM ${sql.table(`pgboss.${table_name}`)} t
    `.execute(f.t.context.db);
    texts.push(...rows.rows.map(({ row }) => row));
  }
  return texts;
}

describe('group users', () => {
  it('lists members with admin and pending flags, for admins only', async () => {
    const { group, admin, reporter } = await f.newsroom();
    const pending = await createTestUser(f.t.context);
    await f.t.context.db
      .updateTable('users')
      .set({ first_name: 'Pat', last_name: 'Pending' })
      .where('id', '=', pending.id)
      .execute();
    await f.t.context.repositories.groups.addMember(group.id, pending.id, false);
    const response = await request(f.t.app, {
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
    const refused = await request(f.t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: reporter.token,
    });
    expect(refused.statusCode).toBe(403);
    const other = await f.newsroom();
    const cross = await request(f.t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: other.admin.token,
    });
    expect(cross.statusCode).toBe(403);
  });

  it('adds an existing account at once, and says when it is already a member', async () => {
    const { group, admin } = await f.newsroom();
    const someone = await createTestUser(f.t.context, { email: 'Someone.Known@example.com' });
    const added = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email: '  SOMEONE.known@example.com ' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'someone.known@example.com was added to the group.' });
    const twice = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email: someone.email },
    });
    expect(twice.json()).toEqual({ message: 'someone.known@example.com is already in the group.' });
  });

  it('asks for confirmation for an unknown email, then creates the account and the worker emails the invitation', async () => {
    const { group, admin } = await f.newsroom();
    const email = `invitee-${group.id}@example.com`;
    const asked = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email },
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json()).toMatchObject({ requires_confirmation: true });
    expect(await f.t.context.repositories.users.findByEmail(email)).toBeUndefined();

    const before = f.smtp.mails.length;
    const created = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/group-user/',
      token: admin.token,
      payload: { group_id: group.id, email, confirm_creation: true },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      message: `An invitation was emailed to ${email}, who was added to the group.`,
    });
    const mail = await waitFor('the invitation', () =>
      f.smtp.mails.slice(before).find((m) => m.to.includes(email)),
    );
    expect(mail.raw).toContain('http://gavel.test/login');
    expect(mail.raw).toContain(group.name);
    const password = /Temporary password: (\S+)/.exec(decoded(mail.raw))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    // The job names the account and the group; no row pg-boss keeps holds the password.
    const user = await f.t.context.repositories.users.findByEmail(email);
    const jobs = await sql<{ data: unknown }>`
      SELECT data FROM pgboss.job WHERE name = ${sendInvitationJob.name}
    `.execute(f.t.context.db);
    expect(jobs.rows.map((row) => row.data)).toContainEqual({ userId: user?.id, groupName: group.name });
    const stored = await jobTablesText();
    expect(stored.some((row) => row.includes(sendInvitationJob.name) && row.includes('userId'))).toBe(true);
    expect(stored.filter((row) => row.includes(password))).toEqual([]);

    const users = await request(f.t.app, {
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
    const token = await signIn(f.t.app, email, password);
    const current = await request(f.t.app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(current.json()).toMatchObject({ username: email, last_login: null });
  });

  it('refuses to add for non-admins and other groups, and refuses bad emails', async () => {
    const a = await f.newsroom();
    const b = await f.newsroom();
    for (const token of [a.reporter.token, b.admin.token]) {
      const response = await request(f.t.app, {
        method: 'POST',
        url: '/user_auth/group-user/',
        token,
        payload: { group_id: a.group.id, email: 'new-person@example.com', confirm_creation: true },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await f.t.context.repositories.users.findByEmail('new-person@example.com')).toBeUndefined();
    for (const payload of [
      { group_id: a.group.id, email: 'not-an-email' },
      { group_id: a.group.id, email: '' },
      { group_id: a.group.id },
      { email: 'x@example.com' },
      { group_id: a.group.id, email: 'x@example.com', confirm_creation: 'yes' },
    ]) {
      const response = await request(f.t.app, {
        method: 'POST',
        url: '/user_auth/group-user/',
        token: a.admin.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('makes a member an admin and back, for admins only, never leaving the group without one', async () => {
    const { group, admin, reporter } = await f.newsroom();
    const put = (email: string, isAdmin: unknown, token: string) =>
      request(f.t.app, {
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
    const outsider = await f.newsroom();
    expect((await put(outsider.reporter.email, true, reporter.token)).statusCode).toBe(404);
    const users = await request(f.t.app, {
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
    const { group, admin, reporter } = await f.newsroom();
    const other = await f.newsroom();
    const refused = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(admin.email)}/`,
      token: reporter.token,
    });
    expect(refused.statusCode).toBe(403);
    const cross = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(reporter.email)}/`,
      token: other.admin.token,
    });
    expect(cross.statusCode).toBe(403);
    const removed = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(reporter.email.toUpperCase())}/`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: `${reporter.email} was removed from the group.` });
    const missing = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(other.reporter.email)}/`,
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    const last = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/group/${group.id}/user/${encodeURIComponent(admin.email)}/`,
      token: admin.token,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: LAST_ADMIN });
    const users = await request(f.t.app, {
      method: 'GET',
      url: `/user_auth/group/${group.id}/users/`,
      token: admin.token,
    });
    expect(users.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toEqual([admin.email]);
  });
});
