import { GROUP_MESSAGES } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { useGroupsFixture } from '../../test/groups-fixture.ts';
import { request } from '../../test/harness.ts';
import { NOT_GROUP_ADMIN } from '../services/groups.service.ts';

/** The groups an admin runs, and their channels (test/groups-fixture.ts). */
const f = useGroupsFixture();

describe('groups the user administers', () => {
  it('lists only administered groups, each with its channel ids', async () => {
    const a = await f.newsroom();
    const b = await f.newsroom();
    const c1 = await f.channel();
    await f.t.context.repositories.groups.addChannel(a.group.id, c1.id);
    const listed = await request(f.t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: a.admin.token,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ groups: [{ id: a.group.id, name: a.group.name, channels: [c1.id] }] });
    const reporter = await request(f.t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: a.reporter.token,
    });
    expect(reporter.json()).toEqual({ groups: [] });
    const other = await request(f.t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: b.admin.token,
    });
    expect(other.json<{ groups: { id: number }[] }>().groups.map((g) => g.id)).toEqual([b.group.id]);
  });

  it('lists every channel with its state, by name', async () => {
    const { admin } = await f.newsroom();
    await f.channel('OH', 'zz last channel');
    await f.channel('KY', 'AA first channel');
    const response = await request(f.t.app, {
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
      const response = await request(f.t.app, { method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('group channels', () => {
  it('sets the full list (201), starts monitoring channels new to every group, and removes one', async () => {
    const { group, admin } = await f.newsroom();
    const other = await f.newsroom();
    const fresh = await f.channel();
    const shared = await f.channel();
    await f.t.context.repositories.groups.addChannel(other.group.id, shared.id);
    const later = new Date(Date.now() + 3_600_000);
    await f.t.context.db
      .updateTable('channels')
      .set({ next_poll_at: later })
      .where('id', 'in', [fresh.id, shared.id])
      .execute();

    const response = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
      payload: { group_id: group.id, channels: [fresh.id, shared.id, fresh.id] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: GROUP_MESSAGES.updated });
    const polls = await f.t.context.db
      .selectFrom('channels')
      .select(['id', 'next_poll_at'])
      .where('id', 'in', [fresh.id, shared.id])
      .orderBy('id')
      .execute();
    expect(polls).toEqual([
      { id: fresh.id, next_poll_at: null },
      { id: shared.id, next_poll_at: later },
    ]);

    const listed = await request(f.t.app, {
      method: 'GET',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
    });
    expect(listed.json<{ groups: { channels: number[] }[] }>().groups[0]?.channels).toEqual([
      fresh.id,
      shared.id,
    ]);

    const removed = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/user-group-channels/${group.id}/${fresh.id}/`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: GROUP_MESSAGES.removed });
    const again = await request(f.t.app, {
      method: 'DELETE',
      url: `/user_auth/user-group-channels/${group.id}/${fresh.id}/`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);

    const emptied = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: admin.token,
      payload: { group_id: group.id, channels: [] },
    });
    expect(emptied.statusCode).toBe(201);
    const rows = await f.t.context.db
      .selectFrom('group_channels')
      .selectAll()
      .where('group_id', '=', group.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses non-admins and other groups with 403, and changes nothing', async () => {
    const a = await f.newsroom();
    const b = await f.newsroom();
    const c = await f.channel();
    await f.t.context.repositories.groups.addChannel(a.group.id, c.id);
    for (const token of [a.reporter.token, b.admin.token]) {
      const set = await request(f.t.app, {
        method: 'POST',
        url: '/user_auth/user-group-channels/',
        token,
        payload: { group_id: a.group.id, channels: [] },
      });
      expect(set.statusCode).toBe(403);
      expect(set.json()).toEqual({ message: NOT_GROUP_ADMIN });
      const remove = await request(f.t.app, {
        method: 'DELETE',
        url: `/user_auth/user-group-channels/${a.group.id}/${c.id}/`,
        token,
      });
      expect(remove.statusCode).toBe(403);
    }
    const missing = await request(f.t.app, {
      method: 'POST',
      url: '/user_auth/user-group-channels/',
      token: a.admin.token,
      payload: { group_id: 999_999, channels: [] },
    });
    expect(missing.statusCode).toBe(403);
    const rows = await f.t.context.db
      .selectFrom('group_channels')
      .selectAll()
      .where('group_id', '=', a.group.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown channels and malformed bodies with field errors', async () => {
    const { group, admin } = await f.newsroom();
    const c = await f.channel();
    const unknown = await request(f.t.app, {
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
      const response = await request(f.t.app, {
        method: 'POST',
        url: '/user_auth/user-group-channels/',
        token: admin.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badPath = await request(f.t.app, {
      method: 'DELETE',
      url: '/user_auth/user-group-channels/abc/1/',
      token: admin.token,
    });
    expect(badPath.statusCode).toBe(400);
    const rows = await f.t.context.db
      .selectFrom('group_channels')
      .selectAll()
      .where('group_id', '=', group.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
