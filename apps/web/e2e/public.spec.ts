import { createActiveAccount, expect, expectNoSeriousViolations, signInThroughUi, test } from './fixtures.ts';

const detroitYear = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Detroit', year: 'numeric' }).format(new Date());

test('the signed-out header, footer and public pages', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const name of ['About', 'Contact', 'Log In', 'Sign Up']) {
    await expect(header.getByRole('link', { name }).first()).toBeAttached();
  }
  await expect(page.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
    'href',
    'https://example.org/request-access',
  );
  await expect(page.getByRole('contentinfo')).toContainText(detroitYear());
  await expect(page.getByRole('figure', { name: 'Example alert' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/contact');
  await expect(page.getByRole('main')).toContainText(/beta/i);
  await expectNoSeriousViolations(page);

  await page.goto('/login');
  await expect(page.getByText("Don't have a login? Contact us to set up beta access.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expectNoSeriousViolations(page);
});

test('Sign Up goes to /contact and an unknown path shows the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading ?? '');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the signed-in header', async ({ page, request }) => {
  const account = await createActiveAccount(request);
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/search$/);
  const header = page.getByRole('banner');
  for (const name of ['About', 'Contact', 'Search', 'Settings']) {
    await expect(header.getByRole('link', { name }).first()).toBeAttached();
  }
  await expect(header.getByText('Log Out').first()).toBeAttached();
  await expectNoSeriousViolations(page);
  await page.goto('/settings');
  await expectNoSeriousViolations(page);
});

test('pages may not be framed by other sites', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
