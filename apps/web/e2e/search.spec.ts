import type { Locator, Page } from '@playwright/test';
import {
  blockVideoPlatforms,
  expect,
  expectNoSeriousViolations,
  signInWithToken as signIn,
  test,
  watchCopyFeedback,
} from './fixtures.ts';

// The e2e server is seeded with the demo content: 12 meetings in four channels, uploaded 1 to 90
// days ago. A user in no group sees every channel. Four meetings are from the past week.
const FAIRVIEW_REGULAR = 'https://www.youtube.com/watch?v=gvDemoFv001';
const MILLBROOK_SCHOOLS = 'https://vimeo.com/900000001';

// The players are on the video platforms, which these tests do not reach.
test.beforeEach(({ context }) => blockVideoPlatforms(context));

const countLine = (page: Page) => page.getByText(/^Showing [\d,]+ results? from [\d,]+ meetings?$/);
const results = (page: Page) => page.getByRole('region', { name: 'SEARCH RESULTS' }).getByRole('article');
const latestPanel = (page: Page) => page.getByRole('region', { name: 'LATEST MEETINGS' });

async function search(page: Page, keywords: string) {
  const box = page.getByLabel('KEYWORDS');
  await box.fill(keywords);
  await box.press('Enter');
}

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Seconds from hh:mm:ss. */
const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('the search runs on load: the past week, newest first, with the latest meetings', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/search');

  await expect(page.getByRole('heading', { level: 1, name: 'Gavel' })).toBeVisible();
  await expect(page.getByText(/separate multiple keywords by comma/)).toBeVisible();
  await expect(page.getByText('Showing 4 results from 4 meetings')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'DATE' })).toHaveValue('Past week');
  await expect(page.getByRole('combobox', { name: 'SORT BY' })).toHaveValue('Upload date (newest first)');

  const panel = latestPanel(page);
  await expect(panel.getByText('(Click on meeting for more detail)')).toBeVisible();
  const meetings = panel.getByRole('listitem');
  await expect(meetings).toHaveCount(4);
  await expect(meetings.first()).toContainText('Fairview City Council Regular Meeting');
  await expect(meetings.first()).toContainText('Fairview, OH');

  await panel.getByRole('button', { name: 'Hide latest meetings' }).click();
  await expect(meetings).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show latest meetings' }).click();
  await expect(meetings).toHaveCount(4);

  const addAlert = page.getByRole('button', { name: 'Select filters to add alert' });
  await expect(addAlert).toBeDisabled();
  await page.getByLabel('KEYWORDS').fill('budget');
  await expect(page.getByRole('button', { name: 'Add Keyword Alert' })).toBeEnabled();

  await expectNoSeriousViolations(page);
});

test('a keyword search highlights the words, counts the results and survives a reload', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/search');
  await expect(countLine(page)).toBeVisible();

  await search(page, '  water rates  ');
  await expect(page).toHaveURL(/\/search\?q=water\+rates$/);
  await expect(countLine(page)).toHaveText(/^Showing [\d,]+ results? from 1 meeting$/);
  await expect(results(page).first()).toBeVisible();
  const first = results(page).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Fairview City Council Regular Meeting');
  await expect(first).toContainText('Fairview, OH');
  await expect(first).toContainText(/\d\d:\d\d:\d\d \/ \d\d:\d\d:\d\d/);
  const marks = await page.getByRole('region', { name: 'SEARCH RESULTS' }).locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  // The phrase is marked as one passage, never its words apart.
  for (const mark of marks) {
    expect(mark.toLowerCase().replace(/\s+/g, ' ')).toBe('water rates');
  }
  const count = await countLine(page).textContent();

  await page.reload();
  await expect(page.getByLabel('KEYWORDS')).toHaveValue('water rates');
  await expect(countLine(page)).toHaveText(count ?? '');
  await expectNoSeriousViolations(page);
});

test('date, locality and state filters, Clear all, and the pages of results', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/search');
  await expect(page.getByText('Showing 4 results from 4 meetings')).toBeVisible();

  const date = page.getByRole('combobox', { name: 'DATE' });
  await date.click();
  await expect(page.getByRole('option')).toHaveText([
    'Past hour',
    'Past 24 hours',
    'Past week',
    'Past 2 weeks',
    'Past month',
    'Past 6 months',
    'Past year',
    'Everything',
  ]);
  await page.getByRole('option', { name: 'Everything' }).click();
  await expect(page).toHaveURL(/date=all/);
  await expect(page.getByText('Showing 12 results from 12 meetings')).toBeVisible();
  await expect(latestPanel(page).getByRole('listitem')).toHaveCount(10);

  // Twelve meetings make two pages.
  await expect(results(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page)).toHaveCount(2);

  await chooseOption(page, page.getByRole('combobox', { name: 'LOCALITY' }), 'Millbrook');
  await expect(page).toHaveURL(/locality=Millbrook/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('Showing 6 results from 6 meetings')).toBeVisible();
  for (const place of await results(page).getByText(/ · /).allTextContents()) {
    expect(place).toMatch(/^Millbrook, MI · /);
  }

  // Millbrook is in Michigan: with Ohio as well, nothing matches.
  await chooseOption(page, page.getByRole('combobox', { name: 'STATE' }), 'Ohio');
  await expect(page).toHaveURL(/state=OH/);
  await expect(page.getByText('Sorry! No results found')).toBeVisible();
  await expect(
    page.getByText('Please try searching for something different or broaden your filters'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/locality=|state=/);
  await expect(page.getByText('Showing 12 results from 12 meetings')).toBeVisible();
  await expect(date).toHaveValue('Everything');

  await page.getByRole('combobox', { name: 'SORT BY' }).click();
  await page.getByRole('option', { name: 'Upload date (oldest first)' }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(results(page).first()).toContainText('Millbrook City Council Meeting');
  await expect(results(page).first()).toContainText('Millbrook, MI');
});

test('a latest meeting opens in the drawer at the top; Back closes it and returns focus', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/search');
  const meeting = latestPanel(page).getByRole('button', { name: /Lake County Commission Regular Session/ });
  await meeting.click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Lake County Commission Regular Session' })).toBeVisible();
  await expect(drawer.getByText('Lake County, OH')).toBeVisible();
  await expect(drawer.getByText(/^Uploaded on /)).toBeVisible();
  await expect(drawer.getByText(/^Total time: \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(drawer.getByRole('row').nth(1)).toBeVisible();
  await expect(drawer.locator('tr[aria-current]')).toHaveCount(0);
  // The demo videos cannot load here: the player waits or offers the video's own site.
  await expect(drawer.getByText(/Loading video\.\.\.|The video could not be loaded here\./)).toBeVisible();
  await expectNoSeriousViolations(page);

  await drawer.getByRole('button', { name: 'Back' }).click();
  await expect(drawer).toBeHidden();
  await expect(meeting).toBeFocused();
});

test('View More opens the drawer at the result, and the direct link can be copied', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, request);
  await page.goto('/search?q=lead+service+lines');
  const first = results(page).first();
  await expect(first).toBeVisible();
  const snippet = (await first.locator('blockquote').textContent()) ?? '';
  const clock = (await first.getByText(/\d\d:\d\d:\d\d \/ /).textContent()) ?? '';
  const start = clock.split(' / ')[0] ?? '';

  await first.getByRole('button', { name: 'View More' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Fairview City Council Regular Meeting' })).toBeVisible();
  const target = drawer.locator('tr[aria-current="true"]');
  await expect(target).toBeVisible();
  await expect(target).toContainText(start);
  await expect(target).toContainText(snippet);
  await expect(target.locator('mark').first()).toBeVisible();
  await expect(target).toBeInViewport();

  const linkCopied = await watchCopyFeedback(page, 'Direct link copied!');
  await drawer.getByRole('button', { name: 'Copy direct link' }).click();
  await linkCopied();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    `${new URL(page.url()).origin}/transcript/${encodeURIComponent(FAIRVIEW_REGULAR)}?t=${seconds(start)}`,
  );
  await expect(drawer.getByText('Direct link copied!')).toBeHidden({ timeout: 4000 });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('opening another meeting shows that meeting, not the previous one', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/search');
  const drawer = page.getByRole('dialog');

  await latestPanel(page)
    .getByRole('button', { name: /Fairview City Council Regular Meeting/ })
    .click();
  await expect(drawer.getByRole('heading', { name: 'Fairview City Council Regular Meeting' })).toBeVisible();
  await expect(drawer.getByText('Fairview, OH')).toBeVisible();
  await drawer.getByRole('button', { name: 'Back' }).click();
  await expect(drawer).toBeHidden();

  await latestPanel(page)
    .getByRole('button', { name: /Millbrook Board of Education Regular Meeting/ })
    .click();
  await expect(
    drawer.getByRole('heading', { name: 'Millbrook Board of Education Regular Meeting' }),
  ).toBeVisible();
  await expect(drawer.getByText('Millbrook, MI')).toBeVisible();
  await expect(drawer.getByText('Fairview, OH')).toHaveCount(0);
  await expect(drawer.getByRole('row').nth(1)).toBeVisible();
});

test('the direct page opens a meeting at ?t= for a signed-in user', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, request);
  await page.goto(`/transcript/${encodeURIComponent(MILLBROOK_SCHOOLS)}?t=120`);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Millbrook Board of Education Regular Meeting' }),
  ).toBeVisible();
  await expect(page.getByText('Millbrook, MI')).toBeVisible();
  const target = page.locator('tr[aria-current="true"]');
  await expect(target).toBeVisible();
  const time = (await target.getByRole('button', { name: /^Play from / }).textContent()) ?? '';
  expect(seconds(time)).toBeLessThanOrEqual(120);
  const next = page.locator('tr[aria-current="true"] + tr').getByRole('button', { name: /^Play from / });
  expect(seconds((await next.textContent()) ?? '')).toBeGreaterThan(120);

  const linkCopied = await watchCopyFeedback(page, 'Direct link copied!');
  await page.getByRole('button', { name: 'Copy direct link' }).click();
  await linkCopied();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/transcript/${encodeURIComponent(MILLBROOK_SCHOOLS)}\\?t=${seconds(time)}$`),
  );
  // Clicking a time does not disturb the transcript, even with no video player available.
  await page
    .getByRole('button', { name: /^Play from / })
    .first()
    .click();
  await expect(target).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a copied link opens the meeting at its moment for a signed-out visitor', async ({ page }) => {
  await page.goto(`/transcript/${encodeURIComponent(MILLBROOK_SCHOOLS)}?t=60`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Millbrook Board of Education Regular Meeting' }),
  ).toBeVisible();
  await expect(page.locator('tr[aria-current="true"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the direct page for an unknown video says no transcript was found', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto(`/transcript/${encodeURIComponent('https://vimeo.com/1')}`);
  await expect(page.getByRole('heading', { name: 'No transcript found' })).toBeVisible();
  await expect(page.getByText('The requested transcript could not be located.')).toBeVisible();
});

test('a search with no match shows the empty state', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/search');
  await search(page, 'xylophone zeppelin');
  await expect(page.getByText('Sorry! No results found')).toBeVisible();
  await expect(
    page.getByText('Please try searching for something different or broaden your filters'),
  ).toBeVisible();
  await expect(page.getByText('Showing 0 results from 0 meetings')).toBeVisible();
});

test('a failed search alerts and says so; the latest meetings say they cannot be fetched', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.route('**/user_auth/search/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/search?q=budget');

  await expect(page.getByText('Search failed. Please try again.')).toBeVisible();
  await expect(latestPanel(page).getByText("Sorry can't fetch meetings right now.")).toBeVisible();
  expect(dialogs).toContain(
    'An error occurred during search, please try again. Please contact support if the problem persists.',
  );
});

test('a failure to load the localities is alerted', async ({ page, request }) => {
  await signIn(page, request);
  await page.route('**/user_auth/user-localities/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const dialog = page.waitForEvent('dialog');
  await page.goto('/search');
  const shown = await dialog;
  expect(shown.message()).toBe('Could not load localities. Please try again later.');
  await shown.accept();
  await expect(countLine(page)).toBeVisible();
});

test('on a small screen the filters start collapsed above the results', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request);
  await page.goto('/search');
  await expect(countLine(page)).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Filter/Sort Results' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'DATE' })).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('combobox', { name: 'DATE' })).toBeVisible();

  const filtersBox = await toggle.boundingBox();
  const resultsBox = await page.getByRole('heading', { name: 'SEARCH RESULTS' }).boundingBox();
  expect(filtersBox && resultsBox && filtersBox.y < resultsBox.y).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
