import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, signInWithToken, test } from './fixtures.ts';
import { receivedMail } from './mail-receiver.ts';

async function chooseType(page: Page, label: string) {
  await page.getByLabel('Form type').selectOption({ label });
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

test('each contact type sends its fields, is emailed to the team, and the form resets', async ({
  page,
  request,
}) => {
  const account = await signInWithToken(page, request);
  await page.goto('/contact');

  await send(page);
  await expect(page.getByText('Please select a form type')).toBeVisible();

  await chooseType(page, 'Request a new locality');
  await expect(page.getByLabel('Story details')).toHaveCount(0);
  await page.getByLabel('Locality name').fill('Maryville');
  await page.getByLabel('Website').fill('not a url');
  await send(page);
  // The browser's URL validation keeps the form from being sent.
  expect(
    await page.getByLabel('Website').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await page.getByLabel('Website').fill('https://maryville.example');
  await page.getByLabel('Video channel').fill('youtube.com/@maryville');
  await send(page);
  await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();
  await expect(page.getByLabel('Form type')).toHaveValue('');
  await expect(page.getByLabel('Locality name')).toHaveCount(0);
  await expect.poll(async () => (await receivedMail(account.email, 'Maryville')).length).toBe(1);

  await chooseType(page, 'Tell us about a story');
  await page.getByLabel('Story details').fill('A vote on the new library');
  await send(page);
  expect(
    await page.getByLabel('Story URL').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await page.getByLabel('Story URL').fill('https://news.example/library');
  await send(page);
  await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();

  await chooseType(page, 'Report a problem');
  await page.getByLabel('Issue description').fill('The search hangs');
  await send(page);
  await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();

  await chooseType(page, 'General feedback');
  await page.getByLabel('Feedback').fill('Very useful for our newsroom');
  await page.getByLabel('Yes').check();
  await send(page);
  await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();
  await expect
    .poll(async () => (await receivedMail(account.email, 'Very useful for our newsroom')).length)
    .toBe(1);
  await expectNoSeriousViolations(page);
});

test('contact failures show the spec messages and keep what was typed', async ({ page, request }) => {
  await signInWithToken(page, request);
  await page.goto('/contact');
  await chooseType(page, 'Report a problem');
  await page.getByLabel('Issue description').fill('Something broke');

  await page.route('**/user_auth/contact/', (route) => route.abort());
  await send(page);
  await expect(page.getByText('Failed to communicate with the server.')).toBeVisible();
  await page.unroute('**/user_auth/contact/');

  await page.route('**/user_auth/contact/', (route) => route.fulfill({ status: 500, body: '' }));
  await send(page);
  await expect(page.getByText('An error occurred while sending your message.')).toBeVisible();
  await page.unroute('**/user_auth/contact/');

  await page.route('**/user_auth/contact/', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Try again soon.' }),
    }),
  );
  await send(page);
  await expect(page.getByText('Try again soon.')).toBeVisible();
  await page.unroute('**/user_auth/contact/');

  await page.route('**/user_auth/contact/', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'expired' }),
    }),
  );
  await send(page);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByLabel('Issue description')).toHaveValue('Something broke');
});
