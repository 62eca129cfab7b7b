import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { SignJWT } from 'jose';
import { serverEnv } from '../playwright.config.ts';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '..', '..', 'server', 'src', 'cli', 'main.ts');

/** Runs the admin command against the server under test. */
export async function gavel(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [cli, ...args], {
    env: { ...process.env, ...serverEnv, LOG_LEVEL: 'warn' },
  });
  return stdout;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A new account with a temporary password, as the provider creates it. */
export async function createAccount(options: { email?: string; password?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `temp-${randomBytes(6).toString('hex')}`;
  await gavel('create-user', '--email', email, '--password', password);
  return { email, password };
}

async function api(request: APIRequestContext, path: string, data: unknown, token?: string) {
  // The double-submit CSRF check: any matching cookie and header pair.
  const response = await request.post(path, {
    data,
    headers: {
      cookie: 'csrftoken=e2e',
      'x-csrftoken': 'e2e',
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A new account that has already chosen its own password and signed in once. */
export async function createActiveAccount(request: APIRequestContext) {
  const account = await createAccount();
  const password = `own-${randomBytes(8).toString('hex')}`;
  const { token: first } = await api(request, '/api/token-auth/', {
    username: account.email,
    password: account.password,
  });
  const { token } = await api(
    request,
    '/user_auth/require-password-change/',
    { new_password: password, confirm_password: password },
    String(first),
  );
  await api(request, '/user_auth/login-success/', {}, String(token));
  return { email: account.email, password, token: String(token) };
}

/** A token signed with the server's key, for expiry tests. */
export async function forgeToken(claims: {
  userId: number;
  version: number;
  authTime: number;
  issuedAt: number;
  ttl: number;
}) {
  return new SignJWT({ ver: claims.version, auth_time: claims.authTime })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer('gavel')
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.issuedAt + claims.ttl)
    .sign(new TextEncoder().encode(serverEnv.SECRET_KEY));
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('EMAIL').fill(email);
  await page.getByLabel('PASSWORD').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fails axe's serious and critical findings; the embedded video player is the platform's own page. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ iframes: false }).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The video platforms are not reachable from the tests: their players fail at once. */
export async function blockVideoPlatforms(context: BrowserContext) {
  await context.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.abort(),
  );
}

/** Signs a new user in by storing its token, as the app does after Log In. */
export async function signInWithToken(page: Page, request: APIRequestContext) {
  const account = await createActiveAccount(request);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), account.token);
  return account;
}

/**
 * Starts watching for a copy's feedback, which shows for two seconds only: a check that the
 * message has appeared since, in a polite status line, so a busy machine's slow polling cannot
 * miss it. A fallback alert (the clipboard refused) fails the check with its own message.
 */
export async function watchCopyFeedback(page: Page, message: string) {
  const alerts: string[] = [];
  // Once: the first alert fails the check, and a page watched twice does not dismiss it twice.
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate((text) => {
    const seen = window as unknown as { copyFeedbackSeen?: boolean };
    seen.copyFeedbackSeen = false;
    const observer = new MutationObserver(() => {
      const statuses = [...document.querySelectorAll('[role="status"]')];
      if (statuses.some((status) => status.textContent?.includes(text))) {
        seen.copyFeedbackSeen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, message);
  return () =>
    expect
      .poll(
        async () =>
          alerts[0] ??
          page.evaluate(() => (window as unknown as { copyFeedbackSeen?: boolean }).copyFeedbackSeen),
        { message: `'${message}' shown` },
      )
      .toBe(true);
}

export const test = base;
export { expect };

/** The user id a session token names. */
export function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return Number(payload.sub);
}

/**
 * The "Stop this alert" link an alert digest carries: the user and alerts, signed with the
 * server's key (HMAC SHA-256), as the server signs it.
 */
export function unsubscribeLink(
  userId: number,
  alertIds: number[],
  issuedAt = Math.floor(Date.now() / 1000),
) {
  const payload = [userId, alertIds.join('-'), issuedAt].join('.');
  const mac = createHmac('sha256', new TextEncoder().encode(serverEnv.SECRET_KEY))
    .update(`gavel-unsubscribe-v1.${payload}`)
    .digest('base64url');
  return `/unsubscribe/${payload}.${mac}`;
}
