import { expect, expectNoSeriousViolations, signInWithToken, test } from './fixtures.ts';

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
