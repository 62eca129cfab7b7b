import type { APIRequestContext, Page } from '@playwright/test';
import {
  createAccount,
  createActiveAccount,
  expect,
  forgeToken,
  signInThroughUi,
  test,
  uniqueEmail,
} from './fixtures.ts';

const now = () => Math.floor(Date.now() / 1000);

/**
 * Seeds the browser, once, with the expired token of a new user who signed in `signedInAgo`
 * seconds ago (issued two hours ago for one hour); returns that token.
 */
async function seedExpiredToken(page: Page, request: APIRequestContext, signedInAgo: number) {
  const account = await createActiveAccount(request);
  const verify = await request.post('/api/token-verify/', {
    data: { token: account.token },
    headers: { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e' },
  });
  const { user } = (await verify.json()) as { user: { id: number } };
  const token = await forgeToken({
    userId: user.id,
    version: 1,
    authTime: now() - signedInAgo,
    issuedAt: now() - 7200,
    ttl: 3600,
  });
  await page.addInitScript((seeded) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', seeded);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  return token;
}

test('a new user signs in, must change the temporary password, and lands on /search', async ({ page }) => {
  const account = await createAccount({ email: uniqueEmail('Reporter') });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  // Typed in capitals: the username is lowercased on entry.
  await signInThroughUi(page, account.email.toUpperCase(), account.password);
  await expect(page.getByLabel('EMAIL')).toHaveValue(account.email.toLowerCase());

  await expect(
    page.getByText('Welcome! You need to change your temporary password before accessing your account.'),
  ).toBeVisible();
  const newPassword = page.getByLabel('NEW PASSWORD');
  const confirm = page.getByLabel('CONFIRM PASSWORD');
  await newPassword.fill('short');
  await expect(page.getByText('The new password must be at least 8 characters long.')).toBeVisible();
  await newPassword.fill('lantern-Harbor-quietly-2031');
  await confirm.fill('lantern-Harbor-quietly-2030');
  await expect(page.getByText('The new password and confirmation must match.')).toBeVisible();
  await confirm.fill('lantern-Harbor-quietly-2031');
  await expect(page.getByText('The new password and confirmation must match.')).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();

  // The temporary password no longer works; the new one does.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
  await page.getByLabel('PASSWORD').fill('lantern-Harbor-quietly-2031');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('Cancel on the Set New Password screen signs the user out', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a signed-out visit to a private page signs in and returns there', async ({ page, request }) => {
  const account = await createActiveAccount(request);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/settings$/);
});

test('an expired token is refreshed once and the request retried', async ({ page, request }) => {
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/token-refresh/')) {
      refreshes.push(response.status());
    }
  });
  const expired = await seedExpiredToken(page, request, 3600 * 5);
  await page.goto('/search');
  await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();
  expect(refreshes).toEqual([200]);
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  expect(stored).not.toBe(expired);
  expect(stored).toBeTruthy();
});

test('a token that cannot be refreshed is removed and the user goes to the login screen', async ({
  page,
  request,
}) => {
  // Signed in eight days ago: past the seven-day refresh window.
  await seedExpiredToken(page, request, 8 * 86400);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('Log Out clears the token and all local storage, then goes home', async ({ page, request }) => {
  const account = await createActiveAccount(request);
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/search$/);
  await page.evaluate(() => localStorage.setItem('something-else', 'kept?'));
  await page
    .getByRole('button', { name: 'Log Out' })
    .or(page.getByRole('link', { name: 'Log Out' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, 'nobody@example.com', 'definitely-wrong');
  await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
});
