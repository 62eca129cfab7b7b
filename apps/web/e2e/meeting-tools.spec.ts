import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  blockVideoPlatforms,
  expect,
  signInWithToken as signIn,
  test,
  watchCopyFeedback,
} from './fixtures.ts';

test.beforeEach(({ context }) => blockVideoPlatforms(context));

const SIZES = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
];

async function openFairview(page: Page) {
  await page
    .getByRole('region', { name: 'LATEST MEETINGS' })
    .getByRole('button', { name: /Fairview City Council Regular Meeting/ })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(
    drawer.getByRole('region', { name: 'Transcript' }).locator('tbody tr[data-index]').first(),
  ).toBeVisible({ timeout: 20_000 });
  return drawer;
}

for (const { name, size } of SIZES) {
  test(`${name}: the transcript downloads as TXT and as SRT`, async ({ page, request }) => {
    await signIn(page, request);
    await page.setViewportSize(size);
    await page.goto('/search');
    const drawer = await openFairview(page);

    const [txt] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download TXT' }).click(),
    ]);
    expect(txt.suggestedFilename()).toMatch(/^fairview-city-council-regular-meeting-\d{4}-\d\d-\d\d\.txt$/);
    const text = await readFile((await txt.path()) ?? '', 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Fairview City Council Regular Meeting');
    expect(lines[1]).toMatch(/^Fairview, OH · [A-Z][a-z]+\.? \d{1,2}, \d{4}$/);
    expect(lines[2]).toMatch(/\/transcript\/https%3A%2F%2Fwww\.youtube\.com%2Fwatch%3Fv%3DgvDemoFv001$/);
    expect(lines[4]).toMatch(/^\[\d\d:\d\d:\d\d\] \S/);
    expect(text).toContain('lead service lines');

    const [srt] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download SRT' }).click(),
    ]);
    expect(srt.suggestedFilename()).toMatch(/\.srt$/);
    const cues = (await readFile((await srt.path()) ?? '', 'utf8')).split('\n\n');
    expect(cues.length).toBeGreaterThan(5);
    expect(cues[0]).toMatch(/^1\n\d\d:\d\d:\d\d,000 --> \d\d:\d\d:\d\d,000\n\S/);
    expect(cues[1]).toMatch(/^2\n\d\d:\d\d:\d\d,000 --> /);
  });

  test(`${name}: a selected range copies as a quote with its citation`, async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, request);
    await page.setViewportSize(size);
    await page.goto('/search');
    const drawer = await openFairview(page);
    const rows = drawer.getByRole('region', { name: 'Transcript' }).locator('tbody tr[data-index]');
    await rows.nth(2).getByRole('checkbox').check();
    await rows.nth(3).getByRole('checkbox').check();
    const time = (
      await rows
        .nth(2)
        .getByRole('button', { name: /^Play from / })
        .innerText()
    ).trim();
    const seconds = time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

    const quoteCopied = await watchCopyFeedback(page, 'Quote copied!');
    await drawer.getByRole('button', { name: 'Copy quote' }).click();
    await quoteCopied();
    const quote = await page.evaluate(() => navigator.clipboard.readText());
    expect(quote).toMatch(
      /^“.+” — .+, Fairview City Council Regular Meeting \(Fairview, OH\), [A-Z][a-z]+\.? \d{1,2}, \d{4}\. http:\/\/127\.0\.0\.1:\d+\/transcript\/\S+\?t=\d+$/,
    );
    expect(quote.endsWith(`?t=${seconds}`)).toBe(true);
  });
}

for (const { name, size } of SIZES) {
  test(`${name}: an alert's recent matches can be previewed before saving`, async ({ page, request }) => {
    const account = await signIn(page, request);
    const created = await request.post('/user_auth/alerts/', {
      data: {
        keywords: ['lead service lines'],
        locality: [],
        state: [],
        is_notifying: true,
        last_sent: null,
      },
      headers: { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e', authorization: `Token ${account.token}` },
    });
    expect(created.status()).toBe(201);
    await page.setViewportSize(size);
    await page.goto('/settings#alerts');
    await page.getByRole('button', { name: 'Edit alert lead service lines', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit alert' });
    await drawer.getByRole('button', { name: 'Preview recent matches' }).click();
    const matches = drawer.getByRole('region', { name: 'Recent matches' });
    await expect(matches.getByText(/^\d+ match(es)? in the past month/)).toBeVisible();
    await expect(
      matches.getByRole('link', { name: 'Fairview City Council Regular Meeting' }),
    ).toHaveAttribute('href', /^\/transcript\/https%3A%2F%2Fwww\.youtube\.com%2Fwatch%3Fv%3DgvDemoFv001\?t=/);
    await expect(matches.locator('mark').first()).toHaveText(/lead|service|lines/);

    // Another keyword, nothing found: it says so; the alert is saved only with Save.
    await drawer.getByLabel('KEYWORDS').fill('xylophone zeppelin');
    await drawer.getByRole('button', { name: 'Preview recent matches' }).click();
    await expect(
      drawer.getByText('No matches in the past month. The alert will tell you when there are.'),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('table', { name: 'Active alerts' })).toContainText('lead service lines');
  });
}
