import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { blockVideoPlatforms, expect, signInWithToken as signIn, test } from './fixtures.ts';

/** The scripts the page has loaded so far: their file names and gzip sizes. */
function watchScripts(page: Page) {
  const loaded = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      const name = new URL(response.url()).pathname.split('/').at(-1) ?? '';
      loaded.set(name, gzipSync(await response.body()).length);
    }
  });
  return {
    names: () => [...loaded.keys()],
    gzipBytes: () => [...loaded.values()].reduce((sum, size) => sum + size, 0),
  };
}

const LIMIT = 150 * 1024;

for (const path of ['/', '/about', '/contact', '/login']) {
  test(`a signed-out visitor's first load of ${path} is at most 150 KB of gzip JavaScript`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.gzipBytes()).toBeGreaterThan(0);
    expect(scripts.gzipBytes(), scripts.names().join(' ')).toBeLessThanOrEqual(LIMIT);
    // Pages for signed-in users, and the schema library, are not part of it.
    expect(
      scripts
        .names()
        .filter((name) => /^(SearchRoute|SettingsRoute|MeetingDrawer|schema-bundle)-/.test(name)),
    ).toEqual([]);
  });
}

test('the meeting drawer and the embed dialog load when first needed', async ({ page, request, context }) => {
  await blockVideoPlatforms(context);
  const scripts = watchScripts(page);
  await signIn(page, request);
  await page.goto('/search');
  await expect(
    page.getByRole('region', { name: 'LATEST MEETINGS' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const drawerLoaded = () => scripts.names().some((name) => name.startsWith('MeetingDrawer-'));
  const dialogLoaded = () => scripts.names().some((name) => name.startsWith('EmbedCodeDialog-'));
  expect(scripts.names().some((name) => name.startsWith('SearchRoute-'))).toBe(true);
  expect(drawerLoaded()).toBe(false);
  expect(scripts.names().some((name) => name.startsWith('SettingsRoute-'))).toBe(false);

  await page
    .getByRole('region', { name: 'LATEST MEETINGS' })
    .getByRole('button', { name: /Fairview City Council Regular Meeting/ })
    .click();
  const drawer = page.getByRole('dialog');
  const rows = drawer.getByRole('region', { name: 'Transcript' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  expect(drawerLoaded()).toBe(true);
  expect(dialogLoaded()).toBe(false);
  await rows.nth(1).getByRole('checkbox').check();
  await drawer.getByRole('button', { name: 'Create Embed' }).click();
  await expect(page.getByRole('dialog', { name: 'Embed Code' })).toBeVisible();
  expect(dialogLoaded()).toBe(true);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  expect(scripts.names().some((name) => name.startsWith('SettingsRoute-'))).toBe(true);
});
