import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

/** A new group whose admin is a new signed-in user, with three new channels (one not in the group). */
async function newsroomAdmin(page: Page, request: APIRequestContext) {
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

test('the settings sidebar switches sections by hash and starts on Profile', async ({ page, request }) => {
  await signInWithToken(page, request);
  await page.goto('/settings');
  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Password' }).click();
  await expect(page).toHaveURL(/#password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await nav.getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'Channel Configuration' })).toBeVisible();
  await expect(page.getByText('No groups available for configuration.')).toBeVisible();
  await nav.getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/#alerts$/);
  await expectNoSeriousViolations(page);

  // Small screens: icons only, each still named for assistive technology.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings#profile');
  await expect(nav.locator('.mantine-visible-from-sm', { hasText: 'Password' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Password' })).toBeVisible();
});

test('Profile: defaults, frequency rules, the channel check, and saving', async ({ page, request }) => {
  test.slow();
  await signInWithToken(page, request);
  await page.goto('/settings');
  await expect(page.getByTestId('profile-frequency')).toHaveText('Daily');
  await expect(page.getByTestId('profile-channel')).toHaveText('Email');
  await expect(page.getByTestId('profile-time')).toHaveText(/^8 a\.m\. E[SD]T$/);
  await expect(page.getByTestId('profile-time-zone')).toHaveText('US Eastern');

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await expect(form.getByRole('combobox', { name: 'Day' })).toHaveValue('Monday');
  await form.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: 'Thursday' }).click();
  await form.getByRole('combobox', { name: 'Hour' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await form.getByRole('combobox', { name: 'AM or PM' }).click();
  await page.getByRole('option', { name: 'PM' }).click();

  // Hourly hides the time picker and the day; Weekly brings back Thursday and 3 PM.
  await form.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Hourly' }).click();
  await expect(form.getByRole('combobox', { name: 'Hour' })).toBeHidden();
  await expect(form.getByRole('combobox', { name: 'Day' })).toBeHidden();
  await form.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await expect(form.getByRole('combobox', { name: 'Day' })).toHaveValue('Thursday');
  await expect(form.getByRole('combobox', { name: 'Hour' })).toHaveValue('3');

  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Hawaii' }).click();

  // No default channel: refused with the spec's message.
  await form.getByRole('combobox', { name: 'Channel' }).selectOption('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select a default channel')).toBeVisible();
  await form.getByRole('combobox', { name: 'Channel' }).selectOption('Email');
  await expect(page.getByText('Please select a default channel')).toBeHidden();

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved!')).toBeVisible();
  await expect(page.getByTestId('profile-day')).toHaveText('Thursday');
  await expect(page.getByTestId('profile-time')).toHaveText('3 p.m. HST');
  await expect(page.getByText('Changes saved!')).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(page.getByTestId('profile-first-name')).toHaveText('Ada');
  await expect(page.getByTestId('profile-frequency')).toHaveText('Weekly');
  await expect(page.getByTestId('profile-time-zone')).toHaveText('Hawaii');

  // Cancel leaves the saved profile as it was.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('Changed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-first-name')).toHaveText('Ada');
  await expectNoSeriousViolations(page);
});

test('Password: the rules, every failure message, and success for 3 s', async ({ page, request }) => {
  const account = await signInWithToken(page, request);
  await page.goto('/settings#password');
  const current = page.getByLabel('CURRENT PASSWORD');
  const next = page.getByLabel('NEW PASSWORD');
  const confirm = page.getByLabel('CONFIRM PASSWORD');
  const submit = page.getByRole('button', { name: 'Change Password' });

  await next.fill('short');
  await expect(page.getByText('The new password must be at least 8 characters long.')).toBeVisible();
  await next.fill('Copper-lantern-meadow-77');
  await confirm.fill('Copper-lantern-meadow-78');
  await expect(page.getByText('The new password and confirmation must match.')).toBeVisible();
  await confirm.fill('Copper-lantern-meadow-77');
  await expect(page.getByText('The new password and confirmation must match.')).toBeHidden();

  await current.fill('not my password');
  await submit.click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

  await current.fill(account.password);
  await page.route('**/user_auth/change-password/', (route) => route.abort());
  await submit.click();
  await expect(page.getByText('Failed to communicate with the server.')).toBeVisible();
  await page.unroute('**/user_auth/change-password/');
  await page.route('**/user_auth/change-password/', (route) => route.fulfill({ status: 500, body: '' }));
  await submit.click();
  await expect(page.getByText('An error occurred while changing the password.')).toBeVisible();
  await page.unroute('**/user_auth/change-password/');
  await page.route('**/user_auth/change-password/', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  await submit.click();
  await expect(page.getByText('An unknown error occurred')).toBeVisible();
  await page.unroute('**/user_auth/change-password/');

  await submit.click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(page.getByText('Password changed successfully.')).toBeHidden({ timeout: 5000 });

  // The session carries on with the new token, and the new password signs in.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-frequency')).toHaveText('Daily');
  const signIn = await request.post('/api/token-auth/', {
    data: { username: account.email, password: 'Copper-lantern-meadow-77' },
    headers: { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e' },
  });
  expect(signIn.status()).toBe(200);
});

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

/** Answers Remove to the question a removal asks first. */
async function confirmRemoval(section: Locator) {
  await section
    .getByRole('group', { name: 'Confirm removal' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
}

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
