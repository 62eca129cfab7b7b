import type { APIRequestContext } from '@playwright/test';
import {
  createActiveAccount,
  expect,
  expectNoSeriousViolations,
  signInThroughUi,
  test,
  unsubscribeLink,
  userIdOf,
} from './fixtures.ts';

async function createAlert(request: APIRequestContext, token: string, keywords: string[]) {
  const response = await request.post('/user_auth/alerts/', {
    data: { keywords, locality: [], state: [], is_notifying: true, last_sent: null },
    headers: { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e', authorization: `Token ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`${viewport.name}: "Stop this alert" signed out, then back on from Settings → Alerts`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport.size);
    const account = await createActiveAccount(request);
    const stopped = await createAlert(request, account.token, ['library levy']);
    await createAlert(request, account.token, ['bond vote']);

    // The digest's link, followed with no session: it asks first and changes nothing.
    await page.goto(unsubscribeLink(userIdOf(account.token), [stopped]));
    await expect(page.getByRole('heading', { level: 1, name: 'Stop these alerts?' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText(['library levy']);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts stopped' })).toBeVisible();
    await expect(page.getByText('You will no longer get notifications for:')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText(['library levy']);
    await expectNoSeriousViolations(page);

    // Manage your alerts: signing in leads to Settings → Alerts, where the alert is paused.
    await page.getByRole('link', { name: 'Manage your alerts' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(/\/settings#alerts$/);
    const active = page.getByRole('table', { name: 'Active alerts' });
    await expect(active.getByRole('row')).toHaveCount(2);
    await expect(active).toContainText('bond vote');
    await page.getByRole('tab', { name: 'Inactive Alerts', exact: true }).click();
    const inactive = page.getByRole('table', { name: 'Inactive alerts' });
    const row = inactive.getByRole('row').nth(1);
    await expect(row).toContainText('library levy');
    await expect(row).toContainText(/Stopped from an email on [A-Z][a-z]{2,3}\.? \d{1,2}, \d{4}/);

    // One click turns it back on.
    await row.getByRole('button', { name: 'Activate alert library levy', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Activated alert successfully.' })).toBeVisible();
    await page.getByRole('tab', { name: 'Active Alerts', exact: true }).click();
    await expect(active.getByRole('row')).toHaveCount(3);
    await expect(active).toContainText('library levy');
    await expect(page.getByText(/Stopped from an email/)).toHaveCount(0);
  });
}

test('a tampered link changes nothing and says so', async ({ page, request }) => {
  const account = await createActiveAccount(request);
  const alert = await createAlert(request, account.token, ['zoning appeal']);
  const link = unsubscribeLink(userIdOf(account.token), [alert]);
  const tampered = link.replace(/\/unsubscribe\/\d+/, (m) => `${m}0`);
  const response = await page.goto(tampered);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});
