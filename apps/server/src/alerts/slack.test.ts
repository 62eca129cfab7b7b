import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { configureSlackWebhooks, isPublicAddress, postToSlack, SLACK_WEBHOOK_INVALID } from './slack.ts';

const DEFAULT = { hosts: ['hooks.slack.com'], allowLoopback: false };
let posts = 0;
const receiver = createServer((req, res) => {
  posts += 1;
  if (req.url === '/redirect') {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    return;
  }
  res.writeHead(200).end('ok');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
afterEach(() => configureSlackWebhooks(DEFAULT));

const message = { text: 'digest', blocks: [] };

describe('postToSlack', () => {
  it('by default refuses a loopback receiver without contacting it', async () => {
    configureSlackWebhooks(DEFAULT);
    posts = 0;
    await expect(postToSlack(`${base}/hook`, message)).rejects.toThrow(/not allowed/);
    await expect(postToSlack('https://127.0.0.1/hook', message)).rejects.toThrow(/not allowed/);
    expect(posts).toBe(0);
  });

  it('refuses an allowed host name that resolves to a non-public address', async () => {
    configureSlackWebhooks({ hosts: ['localhost'], allowLoopback: false });
    await expect(postToSlack('https://localhost/hook', message)).rejects.toThrow(/non-public address/);
  });

  it('delivers to a loopback receiver only when opted in, and does not follow redirects', async () => {
    configureSlackWebhooks({ hosts: ['hooks.slack.com'], allowLoopback: true });
    posts = 0;
    await postToSlack(`${base}/hook`, message);
    await expect(postToSlack(`${base}/redirect`, message)).rejects.toThrow(/302/);
    expect(posts).toBe(2);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ])('counts %s as non-public', (address) => expect(isPublicAddress(address)).toBe(false));

  it('counts a public address as public', () => {
    expect(isPublicAddress('52.0.0.1')).toBe(true);
    expect(isPublicAddress('2600:1f18::1')).toBe(true);
  });
});

describe('the profile form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    'http://hooks.slack.com/services/x',
    'https://evil.example/services/x',
    'https://127.0.0.1/x',
    'not a url',
  ])('refuses the Slack webhook %j with a clear message', async (slack) => {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const token = await signIn(t.app, user.email, user.password);
    const response = await request(t.app, {
      method: 'PUT',
      url: '/user_auth/profiles/',
      token,
      payload: {
        first_name: 'Ada',
        last_name: 'Reporter',
        email_account: '',
        slack_account: slack,
        frequency: 'Daily',
        channel: 'Slack',
        time: '08:00 AM',
        timezone: 'US/Eastern',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ slack_account: [SLACK_WEBHOOK_INVALID] });
  });
});
