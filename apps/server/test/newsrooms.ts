import type { AppContext } from '../src/context.ts';
import { createTestUser, signIn, type TestApp } from './harness.ts';

/**
 * Two newsrooms for scope tests: the Ledger follows Fairview (OH), the Gazette follows
 * Millbrook (MI).
 */
export async function createTwoNewsrooms(context: AppContext) {
  const { accounts } = context.services;
  const { groups } = context.repositories;
  const fairview = await accounts.addChannel({
    name: 'Fairview Council',
    locality: 'Fairview',
    state: 'OH',
    platform: 'youtube',
    source: 'a',
  });
  const millbrook = await accounts.addChannel({
    name: 'Millbrook Board',
    locality: 'Millbrook',
    state: 'MI',
    platform: 'vimeo',
    source: 'b',
  });
  const ledger = await accounts.createGroup('Ledger');
  const gazette = await accounts.createGroup('Gazette');
  await groups.addChannel(ledger.id, fairview.id);
  await groups.addChannel(gazette.id, millbrook.id);
  return { fairview, millbrook };
}

/** A new group that follows a new channel, and a signed-in member of that group. */
export async function newsroomMember(
  t: TestApp,
  groupName: string,
  channel: Omit<Parameters<AppContext['services']['accounts']['addChannel']>[0], 'groupName'>,
) {
  const { accounts } = t.context.services;
  await accounts.createGroup(groupName);
  await accounts.addChannel({ ...channel, groupName });
  const user = await createTestUser(t.context, { mustChangePassword: false });
  await accounts.addMember(groupName, user.email, false);
  return { user, token: await signIn(t.app, user.email, user.password) };
}
