import type { Page } from '@playwright/test';
import {
  blockVideoPlatforms,
  expect,
  expectNoSeriousViolations,
  signInWithToken as signIn,
  test,
} from './fixtures.ts';

test.beforeEach(({ context }) => blockVideoPlatforms(context));

const SIZES = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
];

async function search(page: Page, keywords: string) {
  const box = page.getByLabel('KEYWORDS');
  await box.fill(keywords);
  await box.press('Enter');
}

for (const { name, size } of SIZES) {
  test(`${name}: a stop word says it was ignored; titles and speaker names are found`, async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.setViewportSize(size);
    await page.goto('/search');

    await search(page, 'the');
    await expect(page.getByText('Sorry! No results found')).toBeVisible();
    await expect(page.getByText(/^“the” was ignored: its words are too common to search for/)).toBeVisible();

    // A meeting's title.
    await search(page, 'lake county commission');
    const titles = page.getByRole('region', { name: 'IN MEETING TITLES' });
    await expect(
      titles.getByRole('button', { name: /Lake County Commission Regular Session/ }),
    ).toBeVisible();
    await expect(page.getByText(/was ignored/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await titles.getByRole('button', { name: /Lake County Commission Regular Session/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(
      drawer.getByRole('heading', { name: 'Lake County Commission Regular Session' }),
    ).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();

    // A speaker's name lists what they said; a passage opens at its moment.
    await search(page, 'owen park');
    const speakers = page.getByRole('region', { name: 'BY SPEAKER NAME' });
    const passage = speakers.getByRole('button').first();
    await expect(passage).toContainText('City Manager Owen Park');
    await passage.click();
    await expect(drawer.locator('tr[aria-current="true"]')).toContainText('City Manager Owen Park');
  });
}
