import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  blockVideoPlatforms,
  createAccount,
  expect,
  expectNoSeriousViolations,
  signInThroughUi,
  signInWithToken as signIn,
  test,
} from './fixtures.ts';

// A reporter's day on a phone and with the keyboard alone.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
];

test.beforeEach(({ context }) => blockVideoPlatforms(context));

const resultsRegion = (page: Page) => page.getByRole('region', { name: 'SEARCH RESULTS' });
const results = (page: Page) => resultsRegion(page).getByRole('article');
const latestPanel = (page: Page) => page.getByRole('region', { name: 'LATEST MEETINGS' });

/** Presses Tab until the element has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, most = 800) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return presses;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function api(request: APIRequestContext, path: string, token: string, data: object = {}) {
  const response = await request.post(path, {
    data,
    headers: { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e', authorization: `Token ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

test('keyboard only: from the search box to a created embed, inside the drawer', async ({
  page,
  request,
}) => {
  // A walk by Tab key alone through the search, the drawer and the embed dialog: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  await signIn(page, request);
  await page.setViewportSize(DESKTOP);
  await page.goto('/search');
  await expect(resultsRegion(page)).toBeVisible();

  const box = page.getByLabel('KEYWORDS');
  await tabTo(page, box);
  await page.keyboard.type('lead service lines');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=lead\+service\+lines/);
  const viewMore = results(page).first().getByRole('button', { name: 'View More' });
  await tabTo(page, viewMore);
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog');
  const target = drawer.locator('tr[aria-current="true"]');
  await expect(target).toBeVisible();
  const checkbox = target.getByRole('checkbox');
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();

  // The button is inside the drawer's dialog and its focus trap: Tab reaches it.
  const create = drawer.getByRole('button', { name: 'Create Embed' });
  await expect(create).toBeVisible();
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Embed Code' });
  await expect(dialog.getByTestId('embed-code')).toContainText('/embed/');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(drawer.getByRole('region', { name: 'Transcript' })).toBeVisible();
});

for (const { name, size } of SIZES) {
  test(`${name}: Search brings the results into view, and Hide is remembered`, async ({ page, request }) => {
    await signIn(page, request);
    await page.setViewportSize(size);
    await page.goto('/search');
    await expect(latestPanel(page).getByRole('listitem').first()).toBeVisible();
    await page.getByLabel('KEYWORDS').fill('lead service lines');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=lead\+service\+lines/);
    await expect(resultsRegion(page).getByRole('heading', { name: 'SEARCH RESULTS' })).toBeInViewport();
    await expect(results(page).first()).toBeInViewport();
    if (name === 'phone') {
      await page.screenshot({ path: test.info().outputPath('phone-search.png') });
    }

    await latestPanel(page).getByRole('button', { name: 'Hide latest meetings' }).click();
    await page.reload();
    await expect(latestPanel(page).getByRole('button', { name: 'Show latest meetings' })).toBeVisible();
    await expect(latestPanel(page).getByRole('listitem')).toHaveCount(0);
    await latestPanel(page).getByRole('button', { name: 'Show latest meetings' }).click();
    await page.reload();
    await expect(latestPanel(page).getByRole('listitem').first()).toBeVisible();
  });

  test(`${name}: the matching passage is on screen when a meeting opens; Back closes the drawer`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, request);
    await page.setViewportSize(size);
    await page.goto('/search?q=lead+service+lines');
    await results(page).first().getByRole('button', { name: 'View More' }).click();
    const drawer = page.getByRole('dialog');
    const target = drawer.locator('tr[aria-current="true"]');
    await expect(target).toContainText('lead service lines');
    // Still on screen once the summary has arrived above the transcript.
    await expect(drawer.getByRole('region', { name: 'Meeting summary' })).toBeVisible();
    await expect(target).toBeInViewport();
    await expect(page).toHaveURL(/[?&]meeting=https%3A%2F%2F/);
    if (name === 'phone') {
      await page.screenshot({ path: test.info().outputPath('phone-drawer.png') });
    }
    await expectNoSeriousViolations(page);

    // The browser's Back closes the drawer and leaves the search as it was.
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=lead\+service\+lines$/);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByLabel('KEYWORDS')).toHaveValue('lead service lines');

    // Forward opens it again; the drawer's own Back button and Escape step back the same way.
    await page.goForward();
    await expect(target).toBeInViewport();
    await drawer.getByRole('button', { name: 'Back' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=lead\+service\+lines$/);
    await results(page).first().getByRole('button', { name: 'View More' }).click();
    await expect(target).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/meeting=/);

    // A reload keeps the open meeting.
    await results(page).first().getByRole('button', { name: 'View More' }).click();
    await expect(target).toBeVisible();
    await page.reload();
    await expect(target).toBeInViewport();
    await page.goBack({ waitUntil: 'commit' });
    await expect(drawer).toBeHidden();
  });

  test(`${name}: the alerts' actions are on screen`, async ({ page, request }) => {
    const account = await signIn(page, request);
    await api(request, '/user_auth/alerts/', account.token, {
      keywords: ['stormwater utility fee'],
      locality: ['Fairview'],
      state: ['OH'],
      is_notifying: true,
      last_sent: null,
    });
    await page.setViewportSize(size);
    await page.goto('/settings#alerts');
    const table = page.getByRole('table', { name: 'Active alerts' });
    const row = table.getByRole('row').filter({ hasText: 'stormwater utility fee' });
    for (const action of ['Duplicate', 'Edit', 'Deactivate', 'Delete']) {
      await expect(
        row.getByRole('button', {
          name: `${action} alert stormwater utility fee, Fairview, OH`,
          exact: true,
        }),
      ).toBeInViewport({ ratio: 1 });
    }
    await expect(row.getByRole('link', { name: /RSS feed of alert/ })).toBeInViewport({ ratio: 1 });
    // Nothing to scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    if (name === 'phone') {
      await expect(row.getByRole('cell', { name: 'Locality: Fairview' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('phone-alerts.png'), fullPage: true });
    }
  });
}

test('phone: a failed profile save shows what to fix', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  await expect(page.getByTestId('profile-time')).toHaveText(/^8 a\.m\. E[SD]T$/);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  const email = form.getByLabel('Email');
  await email.fill('not an email');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile was not saved' })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toBeVisible();
  await expectNoSeriousViolations(page);

  // Fixing the field clears its error; the save then goes through.
  await email.fill('reporter@example.org');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved!')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText('reporter@example.org');
});

test('a session ended elsewhere says so on the sign-in page', async ({ page, request }) => {
  const account = await signIn(page, request);
  await page.goto('/settings#alerts');
  await expect(page.getByRole('tab', { name: 'Active Alerts', exact: true })).toBeVisible();
  // Signed out on another device: every token of the account stops working.
  await api(request, '/user_auth/logout/', account.token);

  // The next request finds it out: the one the tab makes, or one the page makes by itself, which
  // may reach the sign-in page before the tab can be clicked.
  await page
    .getByRole('tab', { name: 'Inactive Alerts', exact: true })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  if (!/\/login$/.test(page.url())) {
    await page.reload();
  }
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session ended. Sign in again.')).toBeVisible();
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/settings#alerts$/);
  await expect(page.getByText('Your session ended. Sign in again.')).toHaveCount(0);
});

test('a first sign-in does not say a session ended', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText('Your session ended. Sign in again.')).toHaveCount(0);
});

test('Set New Password: the header is the signed-in one, and an error goes when the password is typed again', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);

  // The temporary password again: the server refuses it.
  await page.getByRole('textbox', { name: 'NEW PASSWORD', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'CONFIRM PASSWORD', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const refusal = page.getByText('Choose a new password, not the temporary one.');
  await expect(refusal).toBeVisible();
  await page.getByRole('textbox', { name: 'NEW PASSWORD', exact: true }).fill(`${account.password}-new`);
  await expect(refusal).toHaveCount(0);

  // Log Out from the forced change leaves for the home page, signed out.
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('toasts leave the header free', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/search');
  await page.getByLabel('KEYWORDS').fill('library hours');
  await page.getByRole('button', { name: 'Add Keyword Alert' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Created alert successfully.' });
  await expect(toast).toBeVisible();
  const logOut = await page.getByRole('button', { name: 'Log Out' }).boundingBox();
  const shown = await toast.boundingBox();
  expect(logOut && shown).toBeTruthy();
  if (logOut && shown) {
    const overlaps =
      shown.x < logOut.x + logOut.width &&
      logOut.x < shown.x + shown.width &&
      shown.y < logOut.y + logOut.height &&
      logOut.y < shown.y + shown.height;
    expect(overlaps).toBe(false);
  }
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('robots.txt and favicon.ico are files, not the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*/);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test("the transcript page's title is the meeting's", async ({ page }) => {
  await page.goto(`/transcript/${encodeURIComponent('https://www.youtube.com/watch?v=gvDemoFv001')}`);
  await expect(page).toHaveTitle('Fairview City Council Regular Meeting | Gavel');
});

test("the summary's target topic is below its sticky header when the drawer opens", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/search?q=point+of+order&date=all');
  await resultsRegion(page)
    .getByRole('article')
    .filter({ hasText: 'Fairview City Council Regular Meeting' })
    .first()
    .getByRole('button', { name: 'View More' })
    .click();
  const summary = page.getByRole('region', { name: 'Meeting summary' });
  const topic = summary.getByRole('button', { name: /^Item 2: / });
  await expect(topic).toHaveAttribute('aria-expanded', 'true');
  const heading = summary.getByRole('heading', { name: 'Meeting summary' });
  await expect(async () => {
    const top = await topic.boundingBox();
    const header = await heading.boundingBox();
    expect(top && header && top.y >= header.y + header.height).toBe(true);
  }).toPass();
});
