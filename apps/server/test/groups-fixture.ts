import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestUser, signIn } from './harness.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';

/**
 * What the group API tests start from: the app with an SMTP receiver, and helpers that make
 * channels, members and newsrooms (a group with an admin and a reporter).
 */
export async function groupsFixture() {
  const smtp = await startSmtpReceiver();
  const t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://gavel.test',
    SIGN_IN_LIMIT_PER_IP: '1000',
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
  return {
    t,
    smtp,
    member,
    channel,
    newsroom,
    close: async () => {
      await t.close();
      await smtp.stop();
    },
  };
}

export type GroupsFixture = Awaited<ReturnType<typeof groupsFixture>>;

/** The fixture for a test file: made before its tests, closed after them. */
export function useGroupsFixture(): GroupsFixture {
  const fixture = {} as GroupsFixture;
  beforeAll(async () => {
    Object.assign(fixture, await groupsFixture());
  });
  afterAll(async () => {
    await fixture.close();
  });
  return fixture;
}
