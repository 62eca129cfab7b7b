import { randomBytes } from 'node:crypto';
import {
  expect,
  expectNoSeriousViolations,
  gavel,
  signInThroughUi,
  signInWithToken,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { receivedMail } from './mail-receiver.ts';
import { confirmRemoval, newsroomAdmin } from './newsroom.ts';

test('Groups, Channels tab: chips, search, state filter, add and remove, and failures', async ({
  page,
  request,
}) => {
  test.slow();
  const { group, channels } = await newsroomAdmin(page, request);
  await page.goto('/settings#groups');
  const section = page.getByRole('region', { name: group });
  await expect(section.getByRole('heading', { name: group })).toBeVisible();
  await expect(section.getByTestId('selected-channels')).toContainText(channels.inGroup);

  const search = section.getByPlaceholder('Search channels...');
  await search.fill('OAK RIDGE');
  const results = section.getByRole('list', { name: 'Matching channels' });
  // The channel already in the group is hidden; the others match by name with their state.
  await expect(results).not.toContainText(channels.inGroup);
  await expect(results).toContainText(channels.sameState);
  await expect(results).toContainText('TN');
  await search.fill('no such channel anywhere');
  await expect(section.getByText('No matching channels found')).toBeVisible();
  await search.fill('');

  await section.getByRole('combobox', { name: 'Or select a state...' }).click();
  await page.getByRole('option', { name: 'OH' }).click();
  await expect(results).toContainText(channels.otherState);
  await expect(results).toContainText('Fairview City Council');
  const names = await results.getByRole('listitem').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await section.getByRole('combobox', { name: 'Or select a state...' }).click();
  await page.getByRole('option', { name: 'Select a state...' }).click();
  await expect(results).toBeHidden();

  await search.fill(channels.otherState);
  await results
    .getByRole('button', { name: `Add ${channels.otherState} (OH)` })
    .or(results.getByRole('listitem'))
    .first()
    .click();
  await expect(section.getByText('Channel configuration updated successfully')).toBeVisible();
  await expect(section.getByTestId('selected-channels')).toContainText(channels.otherState);

  // Removing asks first; Cancel keeps the channel, and Undo brings a removed one back.
  await section.getByRole('button', { name: `Remove ${channels.otherState}` }).click();
  await expect(section.getByRole('group', { name: 'Confirm removal' })).toContainText(
    `Remove ${channels.otherState} from the group?`,
  );
  await section
    .getByRole('group', { name: 'Confirm removal' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(section.getByTestId('selected-channels')).toContainText(channels.otherState);
  await section.getByRole('button', { name: `Remove ${channels.otherState}` }).click();
  await confirmRemoval(section);
  await expect(section.getByText('Channel removed successfully')).toBeVisible();
  await expect(section.getByTestId('selected-channels')).not.toContainText(channels.otherState);
  await section.getByRole('button', { name: 'Undo' }).click();
  await expect(section.getByText('Channel configuration updated successfully')).toBeVisible();
  await expect(section.getByTestId('selected-channels')).toContainText(channels.otherState);
  await section.getByRole('button', { name: `Remove ${channels.otherState}` }).click();
  await confirmRemoval(section);
  await expect(section.getByTestId('selected-channels')).not.toContainText(channels.otherState);

  await page.route('**/user_auth/user-group-channels/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await search.fill(channels.sameState);
  await results.getByRole('listitem').first().click();
  await expect(section.getByText('Failed to update channels')).toBeVisible();
  await page.unroute('**/user_auth/user-group-channels/');
  await page.route('**/user_auth/user-group-channels/*/*/', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await section.getByRole('button', { name: `Remove ${channels.inGroup}` }).click();
  await confirmRemoval(section);
  await expect(section.getByText('Failed to remove channel')).toBeVisible();
  await page.unroute('**/user_auth/user-group-channels/*/*/');
  await page.route('**/user_auth/user-group-channels/*/*/', (route) => route.abort());
  await section.getByRole('button', { name: `Remove ${channels.inGroup}` }).click();
  await confirmRemoval(section);
  await expect(section.getByText('Failed to communicate with the server.')).toBeVisible();
  await page.unroute('**/user_auth/user-group-channels/*/*/');
  await expectNoSeriousViolations(page);

  // Loading failures.
  await page.route('**/user_auth/user-group-channels/', (route) => route.fulfill({ status: 500, body: '' }));
  await page.route('**/user_auth/all-channels/', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByText('Failed to fetch group channels')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to fetch available channels')).toBeVisible();
  await page.unroute('**/user_auth/all-channels/');
  await page.route('**/user_auth/all-channels/', (route) => route.abort());
  await page.reload();
  await expect(page.getByText('Failed to communicate with the server', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

test('Groups, Users tab: badges, add, confirm, remove, and failures', async ({ page, request }) => {
  test.slow();
  const { admin, group, tag } = await newsroomAdmin(page, request);
  const reporter = uniqueEmail('reporter');
  await gavel(
    'create-user',
    '--email',
    reporter,
    '--password',
    `pw-${tag}-long`,
    '--first',
    'Rita',
    '--last',
    'Ruiz',
  );
  await page.goto('/settings#groups');
  const section = page.getByRole('region', { name: group });
  await section.getByRole('tab', { name: 'Users' }).click();
  const users = section.getByTestId('current-users');
  await expect(users).toContainText(admin.email);
  await expect(users.getByText('ADMIN', { exact: true })).toBeVisible();

  const input = section.getByRole('textbox', { name: 'Email of the user to add' });
  const add = section.getByRole('button', { name: 'Add User' });
  await expect(add).toBeDisabled();
  await input.fill(reporter);
  await expect(add).toBeEnabled();
  await add.click();
  await expect(section.getByText(`${reporter} was added to the group.`)).toBeVisible();
  await expect(users).toContainText(reporter);
  // Members are named, with their email.
  await expect(users).toContainText(`Rita Ruiz (${reporter})`);
  await expect(users.getByText('PENDING INVITE')).toHaveCount(1);

  // Admin rights: given, then taken back; the last admin keeps them.
  await section.getByRole('button', { name: `Make admin ${reporter}` }).click();
  await expect(section.getByText(`${reporter} is now an admin of the group.`)).toBeVisible();
  await expect(users.getByText('ADMIN', { exact: true })).toHaveCount(2);
  await section.getByRole('button', { name: `Remove admin rights of ${reporter}` }).click();
  await expect(section.getByText(`${reporter} is no longer an admin of the group.`)).toBeVisible();
  await expect(users.getByText('ADMIN', { exact: true })).toHaveCount(1);
  await section.getByRole('button', { name: `Remove admin rights of ${admin.email}` }).click();
  await expect(
    section.getByText('A group needs at least one admin: make someone else an admin first.'),
  ).toBeVisible();

  const stranger = uniqueEmail('stranger');
  await input.fill(stranger);
  await add.click();
  await expect(section.getByRole('button', { name: 'Yes, Create User' })).toBeVisible();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByRole('button', { name: 'Yes, Create User' })).toBeHidden();
  await expect(users).not.toContainText(stranger);

  await page.route('**/user_auth/group-user/', (route) => route.fulfill({ status: 500, body: '' }));
  await add.click();
  await expect(section.getByText('Failed to add user')).toBeVisible();
  await page.unroute('**/user_auth/group-user/');

  await page.route('**/user_auth/group/*/user/**', (route) => route.fulfill({ status: 500, body: '' }));
  await section.getByRole('button', { name: `Remove ${reporter}` }).click();
  await expect(section.getByRole('group', { name: 'Confirm removal' })).toContainText(
    `Remove Rita Ruiz (${reporter}) from the group?`,
  );
  await confirmRemoval(section);
  await expect(section.getByText('Failed to remove user')).toBeVisible();
  await page.unroute('**/user_auth/group/*/user/**');
  await section.getByRole('button', { name: `Remove ${reporter}` }).click();
  await confirmRemoval(section);
  await expect(section.getByText(`${reporter} was removed from the group.`)).toBeVisible();
  await expect(users).not.toContainText(reporter);
  // Undo brings the member back.
  await section.getByRole('button', { name: 'Undo' }).click();
  await expect(section.getByText(`Rita Ruiz (${reporter}) is back in the group.`)).toBeVisible();
  await expect(users).toContainText(reporter);
  await expectNoSeriousViolations(page);
});

test('an invited reporter gets the email, signs in, changes the password and sees the group meetings', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const { group } = await newsroomAdmin(page, request);
  await page.goto('/settings#groups');
  const section = page.getByRole('region', { name: group });
  // The newsroom follows one of the demo channels.
  await section.getByPlaceholder('Search channels...').fill('Fairview');
  await section.getByRole('list', { name: 'Matching channels' }).getByRole('listitem').first().click();
  await expect(section.getByText('Channel configuration updated successfully')).toBeVisible();

  const invitee = uniqueEmail('invitee');
  await section.getByRole('tab', { name: 'Users' }).click();
  await section.getByRole('textbox', { name: 'Email of the user to add' }).fill(invitee);
  await section.getByRole('button', { name: 'Add User' }).click();
  await section.getByRole('button', { name: 'Yes, Create User' }).click();
  await expect(
    section.getByText(`An invitation was emailed to ${invitee}, who was added to the group.`),
  ).toBeVisible();
  await expect(section.getByTestId('current-users')).toContainText(invitee);
  await expect(section.getByTestId('current-users').getByText('PENDING INVITE')).toBeVisible();

  await expect.poll(async () => (await receivedMail(invitee)).length).toBe(1);
  const [mail = ''] = await receivedMail(invitee);
  expect(mail).toContain(group);
  expect(mail).toContain('/login');
  const password = /Temporary password: (\S+)/.exec(mail)?.[1] ?? '';
  expect(password).not.toBe('');

  const context = await browser.newContext();
  const reporter = await context.newPage();
  await reporter.goto('/login');
  await signInThroughUi(reporter, invitee, password);
  await expect(
    reporter.getByText('Welcome! You need to change your temporary password before accessing your account.'),
  ).toBeVisible();
  await reporter.getByLabel('NEW PASSWORD').fill('Granite-harbor-evening-42');
  await reporter.getByLabel('CONFIRM PASSWORD').fill('Granite-harbor-evening-42');
  await reporter.getByRole('button', { name: 'Change Password' }).click();
  await expect(reporter).toHaveURL(/\/search$/);
  await expect(reporter.getByText('Fairview City Council Regular Meeting').first()).toBeVisible();
  await expect(reporter.getByText('Millbrook Board of Education Regular Meeting')).toHaveCount(0);
  await context.close();

  // Signed in once: no longer a pending invite.
  await page.reload();
  await section.getByRole('tab', { name: 'Users' }).click();
  await expect(section.getByTestId('current-users')).toContainText(invitee);
  await expect(section.getByTestId('current-users').getByText('PENDING INVITE')).toHaveCount(0);
});

test('phone: group members with their names, admin rights, and a removal that asks first', async ({
  page,
  request,
}) => {
  const admin = await signInWithToken(page, request);
  const tag = randomBytes(3).toString('hex');
  const group = `Desk ${tag}`;
  const reporter = uniqueEmail('reporter');
  await gavel('create-group', '--name', group);
  await gavel('add-member', '--group', group, '--email', admin.email, '--admin');
  await gavel(
    'create-user',
    '--email',
    reporter,
    '--password',
    `pw-${tag}-long`,
    '--first',
    'Ana',
    '--last',
    'Ortiz',
  );
  await gavel('add-member', '--group', group, '--email', reporter);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings#groups');
  const section = page.getByRole('region', { name: group });
  await section.getByRole('tab', { name: 'Users' }).click();
  const users = section.getByTestId('current-users');
  await expect(users).toContainText(`Ana Ortiz (${reporter})`);
  const makeAdmin = section.getByRole('button', { name: `Make admin ${reporter}` });
  await expect(makeAdmin).toBeInViewport();
  await makeAdmin.click();
  await expect(section.getByText(`${reporter} is now an admin of the group.`)).toBeVisible();
  await section.getByRole('button', { name: `Remove ${reporter}` }).click();
  const question = section.getByRole('group', { name: 'Confirm removal' });
  await expect(question).toBeVisible();
  await expectNoSeriousViolations(page);
  await confirmRemoval(section);
  await expect(users).not.toContainText(reporter);
  // Undo brings the member back with their admin rights.
  await section.getByRole('button', { name: 'Undo' }).click();
  await expect(section.getByText(`Ana Ortiz (${reporter}) is back in the group.`)).toBeVisible();
  await expect(users.getByText('ADMIN', { exact: true })).toHaveCount(2);
});
