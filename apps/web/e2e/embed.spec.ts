import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { excerptHtml } from '../../server/src/embed/excerpt-html.ts';
import {
  blockVideoPlatforms,
  expect,
  expectNoSeriousViolations,
  signInWithToken as signIn,
  test,
  watchCopyFeedback,
} from './fixtures.ts';

// The reporter's own site: a page on another loopback origin (localhost rather than 127.0.0.1,
// and another port) that frames whatever it is given.
let site: Server;
let siteOrigin = '';
let pageBody = '';

test.beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>My story</title></head><body><h1>My story</h1>${pageBody}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

test.beforeEach(({ context }) => blockVideoPlatforms(context));

const latestPanel = (page: Page) => page.getByRole('region', { name: 'LATEST MEETINGS' });

test('a reporter selects three lines, creates the embed, copies the code, and another site shows it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, request);
  await page.goto('/search');
  await latestPanel(page)
    .getByRole('button', { name: /Fairview City Council Regular Meeting/ })
    .click();
  const drawer = page.getByRole('dialog');
  const rows = drawer.getByRole('region', { name: 'Transcript' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  const createButton = page.getByRole('button', { name: 'Create Embed' });
  await expect(createButton).toHaveCount(0);

  // Rows 4 to 6: click the last one first; the second click sets the start (swapped).
  const texts = await Promise.all([3, 4, 5].map((i) => rows.nth(i).locator('td').last().innerText()));
  const times = await Promise.all([3, 4, 5].map((i) => rows.nth(i).getByRole('button').innerText()));
  await rows.nth(5).getByRole('checkbox').check();
  await expect(createButton).toBeVisible();
  await rows.nth(3).getByRole('checkbox').click();
  for (const i of [3, 4, 5]) {
    await expect(rows.nth(i).getByRole('checkbox')).toBeChecked();
  }
  await expect(rows.nth(2).getByRole('checkbox')).not.toBeChecked();
  await expect(rows.nth(6).getByRole('checkbox')).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('embed-selection.png') });

  await createButton.click();
  const dialog = page.getByRole('dialog', { name: 'Embed Code' });
  await expect(dialog).toBeVisible();
  const shown = await dialog.getByTestId('embed-code').innerText();
  expect(shown).toMatch(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/[A-Za-z0-9_-]{22}" width="600" height="800"/,
  );
  // The selection clears after a successful creation.
  await expect(createButton).toHaveCount(0);
  await expect(drawer.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('embed-dialog.png') });

  const codeCopied = await watchCopyFeedback(page, 'Copied to clipboard!');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await codeCopied();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('width="100%" height="600"');
  expect(copied).toContain(shown.match(/src="[^"]+"/)?.[0] ?? 'no src');
  await expect(dialog.getByText('Copied to clipboard!')).toBeHidden({ timeout: 4000 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Escape closed the dialog only: the meeting stays open.
  await expect(drawer.getByRole('region', { name: 'Transcript' })).toBeVisible();

  // The code pasted into a page of the reporter's own site, on another origin.
  pageBody = copied;
  const reader = await context.newPage();
  await reader.goto(`${siteOrigin}/story`);
  const frame = reader.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Fairview City Council Regular Meeting' })).toBeVisible();
  for (const [i, text] of texts.entries()) {
    const line = text.split('\n').at(-1) ?? text;
    await expect(frame.getByText(line, { exact: false }).first()).toBeVisible();
    const time = times[i] ?? '';
    const seconds = time.split(':').reduce((total, n) => total * 60 + Number(n), 0);
    await expect(frame.getByRole('link', { name: `Play the video from ${time}` })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=gvDemoFv001&t=${seconds}s`,
    );
  }
  await expect(frame.getByRole('link', { name: 'Read the full transcript' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(frame.getByRole('link', { name: 'Gavel' })).toBeVisible();
  await reader.screenshot({ path: test.info().outputPath('embed-framed.png') });
});

test('other pages refuse to be framed by another site', async ({ page, baseURL }) => {
  pageBody = `<iframe title="search" src="${baseURL}/about" width="600" height="400"></iframe>`;
  const refused = page.waitForEvent('console', (message) =>
    /frame-ancestors|Refused to display/i.test(message.text()),
  );
  await page.goto(`${siteOrigin}/framing`);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('link', { name: 'About' })).toHaveCount(0);
});

test('an unknown excerpt shows the red error', async ({ page }) => {
  await page.goto('/embed/AAAAAAAAAAAAAAAAAAAAAA');
  const error = page.getByText('Error loading embed content.');
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', /rgb\(2\d\d, \d{1,2}, \d{1,2}\)/);
});

// The e2e server is shared by every spec, and a meeting added here would change the search
// specs' counts; so the excerpt's HTML comes from the server's own renderer (escaping proven by
// the API tests), followed by raw markup that only the embed view's sanitiser stands against.
// The page itself, its headers and the framing site are real.
test('markup in a meeting title or transcript stays text in the framed embed', async ({
  page,
  context,
  baseURL,
}) => {
  const lines = [
    '<script>window.__pwned = 1</script>Opening remarks.',
    '<img src=x onerror="window.__pwned = 2">',
    '<a href="javascript:window.__pwned = 3">click me</a>',
    '</td></table><div style="position:fixed;inset:0">broken <b>markup',
  ];
  const embedId = 'XssXssXssXssXssXssXss0';
  const html = excerptHtml(
    {
      id: embedId,
      meeting: {
        id: 1,
        video_url: 'https://www.youtube.com/watch?v=xss000001',
        title: '<script>window.__pwned = 4</script><img src=x onerror="window.__pwned=5"> Council',
        upload_date: new Date('2026-03-04T12:00:00Z'),
        transcript_status: 'ready',
        locality: 'Testville',
        state: 'TN',
      },
      segments: lines.map((text, i) => ({ ordinal: i, start_seconds: i * 10, speaker: null, text })),
    },
    { publicUrl: baseURL ?? '', productName: 'Gavel' },
  );
  const raw =
    '<script>window.__pwned = 6</script><img src=x onerror="window.__pwned = 7"><a href="javascript:window.__pwned = 8">raw link</a>';
  await context.route(`**/embed/${embedId}`, (route) =>
    route.request().headers()['x-requested-with'] === 'XMLHttpRequest'
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html + raw })
      : route.continue(),
  );
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  pageBody = `<iframe src="${baseURL}/embed/${embedId}" width="100%" height="600" title="excerpt"></iframe>`;
  await page.goto(`${siteOrigin}/xss`);
  const frame = page.frameLocator('iframe');
  await expect(
    frame.getByRole('heading', { name: /<script>window.__pwned = 4<\/script><img src=x onerror/ }),
  ).toBeVisible();
  for (const line of lines) {
    await expect(frame.getByText(line, { exact: false }).first()).toBeVisible();
  }
  await expect(
    frame.locator('[data-embed-content] :is(script, [onerror], a[href^="javascript"], b, div[style])'),
  ).toHaveCount(0);
  await frame.getByText('click me', { exact: false }).first().click();
  await frame.getByText('raw link').click();
  const embedFrame = page.frames().find((f) => f.url().includes('/embed/'));
  expect(embedFrame).toBeDefined();
  expect(
    await embedFrame?.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('embed-xss.png') });
});
