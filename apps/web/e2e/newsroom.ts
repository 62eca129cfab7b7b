import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { gavel, signInWithToken } from './fixtures.ts';

/** A new group whose admin is a new signed-in user, with three new channels (one not in the group). */
export async function newsroomAdmin(page: Page, request: APIRequestContext) {
  const admin = await signInWithToken(page, request);
  const tag = randomBytes(3).toString('hex');
  const group = `Newsroom ${tag}`;
  await gavel('create-group', '--name', group);
  await gavel('add-member', '--group', group, '--email', admin.email, '--admin');
  const channels = {
    inGroup: `Oak Ridge Council ${tag}`,
    sameState: `Oak Ridge Schools ${tag}`,
    otherState: `Akron Planning ${tag}`,
  };
  await gavel(
    'add-channel',
    '--name',
    channels.inGroup,
    '--locality',
    'Oak Ridge',
    '--state',
    'TN',
    '--platform',
    'youtube',
    '--source',
    `UCa${tag}`,
    '--group',
    group,
  );
  await gavel(
    'add-channel',
    '--name',
    channels.sameState,
    '--locality',
    'Oak Ridge',
    '--state',
    'TN',
    '--platform',
    'youtube',
    '--source',
    `UCb${tag}`,
  );
  await gavel(
    'add-channel',
    '--name',
    channels.otherState,
    '--locality',
    'Akron',
    '--state',
    'OH',
    '--platform',
    'rss',
    '--source',
    `https://example.org/${tag}.xml`,
  );
  return { admin, group, channels, tag };
}

/** Answers Remove to the question a removal asks first. */
export async function confirmRemoval(section: Locator) {
  await section
    .getByRole('group', { name: 'Confirm removal' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
}
