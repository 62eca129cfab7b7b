import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, signInWithToken as signIn, test } from './fixtures.ts';

async function createAlertByApi(request: APIRequestContext, token: string, data: object) {
  const response = await request.post('/user_auth/alerts/', {
    data,
    headers: { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e', authorization: `Token ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const activeTable = (page: Page) => page.getByRole('table', { name: 'Active alerts' });
const inactiveTable = (page: Page) => page.getByRole('table', { name: 'Inactive alerts' });
/** The toast with exactly this text ('Activated…' must not find a 'Deactivated…' still showing). */
const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });

test('the search page adds an alert from its keywords and filters', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/search');
  const box = page.getByLabel('KEYWORDS');
  await box.fill(' water  rates ,  budget ');
  await box.press('Enter');

  const button = page.getByRole('button', { name: 'Add Keyword Alert' });
  await button.click();
  await expect(toast(page, "Created alert successfully. Manage it on the 'Alerts' page.")).toBeVisible();
  await expect(button).toBeDisabled();
  await box.fill('water rates');
  await expect(page.getByRole('button', { name: 'Add Keyword Alert' })).toBeEnabled();

  await page.goto('/settings#alerts');
  const rows = activeTable(page).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('water  rates, budget'.replace('  ', ' '));
  await expect(rows.nth(1).getByRole('link', { name: /RSS feed of alert/ })).toHaveAttribute(
    'href',
    /\/api\/alerts\/feed\/[\w-]{32}$/,
  );
});

test('Settings → Alerts: duplicate, edit, toggle and delete', async ({ page, request }) => {
  const account = await signIn(page, request);
  await createAlertByApi(request, account.token, {
    keywords: ['zoning'],
    locality: ['Fairview'],
    state: [''],
    is_notifying: true,
    last_sent: null,
  });
  await page.goto('/settings#alerts');
  await expect(page.getByRole('tab', { name: 'Active Alerts', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Add an alert on the Search page' })).toHaveAttribute(
    'href',
    '/search',
  );
  const rows = activeTable(page).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('zoning');
  await expect(rows.nth(1)).toContainText('Fairview');
  await expectNoSeriousViolations(page);

  // Duplicate: identical lists are refused; a change saves a new alert.
  await page.getByRole('button', { name: 'Duplicate alert zoning, Fairview', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add alert' });
  await expect(drawer.getByLabel('KEYWORDS')).toHaveValue('zoning');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Duplicate alerts detected! Please edit the alert before saving.')).toBeVisible();
  await drawer.getByLabel('KEYWORDS').fill('zoning, variance ,');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, "Created alert successfully. Manage it on the 'Alerts' page.")).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('zoning, variance');

  // Edit.
  await page.getByRole('button', { name: 'Edit alert zoning, variance, Fairview', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit alert' });
  await edit.getByLabel('KEYWORDS').fill('rezoning');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated alert successfully.')).toBeVisible();
  await expect(rows.nth(2)).toContainText('rezoning');

  // Toggle: the alert moves to the inactive tab, greyed, with only toggle and delete.
  await page.getByRole('button', { name: 'Deactivate alert rezoning, Fairview', exact: true }).click();
  await expect(toast(page, 'Deactivated alert successfully.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByRole('tab', { name: 'Inactive Alerts', exact: true }).click();
  const inactiveRow = inactiveTable(page).getByRole('row').nth(1);
  await expect(inactiveRow).toContainText('rezoning');
  await expect(inactiveRow.getByRole('button')).toHaveCount(2);
  await inactiveRow.getByRole('button', { name: 'Activate alert rezoning, Fairview', exact: true }).click();
  await expect(toast(page, 'Activated alert successfully.')).toBeVisible();
  await expect(page.getByText("You don't have inactive alerts")).toBeVisible();

  // Delete, after confirming.
  await page.getByRole('tab', { name: 'Active Alerts', exact: true }).click();
  for (const name of ['zoning, Fairview', 'rezoning, Fairview']) {
    await page.getByRole('button', { name: `Delete alert ${name}`, exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Delete alert' });
    await expect(modal).toContainText(name);
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Deleted alert successfully.').first()).toBeVisible();
    await expect(modal).toBeHidden();
  }
  await expect(
    page.getByText(
      "You don't have active alerts. Go to Search page to create an alert, or check your inactive alerts",
    ),
  ).toBeVisible();
});

test('Settings → Alerts says when the alerts cannot be loaded', async ({ page, request }) => {
  await signIn(page, request);
  await page.route('**/user_auth/alerts/', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/settings#alerts');
  await expect(page.getByText('Could not load alerts. Please try again later.')).toBeVisible({
    timeout: 20_000,
  });
});
