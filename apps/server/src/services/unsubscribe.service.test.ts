import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, TEST_SECRET, type TestApp } from '../../test/harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../alerts/unsubscribe-token.ts';

const secret = new TextEncoder().encode('a test secret key of some length');
const otherSecret = new TextEncoder().encode('another server entirely');
const now = new Date('2026-11-20T12:00:00Z');
const issuedAt = Math.floor(now.getTime() / 1000);

describe('unsubscribe tokens', () => {
  it('name the user and the alerts, and nothing else', () => {
    const token = signUnsubscribeToken(secret, { userId: 7, alertIds: [3, 12], issuedAt });
    expect(token).not.toContain('@');
    expect(verifyUnsubscribeToken(secret, token, now)).toEqual({ userId: 7, alertIds: [3, 12], issuedAt });
  });

  it('refuse a token altered, signed by another key, stale or malformed', () => {
    const token = signUnsubscribeToken(secret, { userId: 7, alertIds: [3], issuedAt });
    expect(verifyUnsubscribeToken(secret, token.replace(/^7\./, '8.'), now)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.replace('.3.', '.4.'), now)).toBeNull();
    expect(verifyUnsubscribeToken(otherSecret, token, now)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token, new Date(now.getTime() + 91 * 86_400_000))).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'not-a-token', now)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token}x`, now)).toBeNull();
    // Even the last character, whose low bits a base64 decoder ignores.
    const last = token.at(-1) === 'A' ? 'B' : String.fromCharCode((token.at(-1) ?? 'B').charCodeAt(0) ^ 1);
    expect(verifyUnsubscribeToken(secret, token.slice(0, -1) + last, now)).toBeNull();
  });
});

describe('alert emails and their one-click unsubscribe', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let meetings = 0;
  let channelId = 0;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gavel.example' });
    const channel = await t.context.services.accounts.addChannel({
      name: 'Lakeside Council',
      locality: 'Lakeside',
      state: 'OH',
      platform: 'youtube',
      source: 'UClakeside',
    });
    channelId = channel.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function ingest(text: string) {
    meetings += 1;
    const meeting = await t.context.repositories.meetings.upsert({
      channel_id: channelId,
      video_url: `https://www.youtube.com/watch?v=lakeside${meetings}`,
      title: `Lakeside Council Meeting ${meetings}`,
      upload_date: new Date('2026-09-08T23:00:00Z'),
      length_seconds: 3600,
    });
    await t.context.repositories.meetings.replaceTranscript(
      meeting,
      [{ start_seconds: 1, end_seconds: 9, speaker: null, text }],
      'test',
    );
  }

  async function userWithAlerts(...keywords: string[]) {
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const alerts = [];
    for (const keyword of keywords) {
      alerts.push(
        await t.context.services.alerts.create(user.id, {
          keywords: [keyword],
          locality: [''],
          state: ['OH'],
          is_notifying: true,
        }),
      );
    }
    return { user, alerts };
  }

  const header = (raw: string, name: string) =>
    new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
      .exec(raw)?.[1]
      ?.replace(/\r?\n[ \t]+/g, ' ')
      .trim();

  const notifying = async (userId: number) =>
    (await t.context.services.alerts.list(userId)).map((a) => [a.keywords[0], a.is_notifying]);

  /** A request with no cookie and no CSRF header, as a mail provider makes it. */
  const oneClick = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('stops exactly the alerts a digest answers, in one click, and nothing else', async () => {
    const { user, alerts } = await userWithAlerts('zoning variance', 'budget');
    const other = await userWithAlerts('zoning variance');
    await ingest('The zoning variance was granted.');

    expect(await t.context.services.alertDelivery.deliver(user.id)).toBe(1);
    const raw = smtp.mails.at(-1)?.raw ?? '';
    expect(raw).toContain(`To: ${user.email}`);
    const unsubscribe = header(raw, 'List-Unsubscribe') ?? '';
    const link = /^<https:\/\/gavel\.example(\/unsubscribe\/([^>]+))>$/.exec(unsubscribe);
    expect(link).not.toBeNull();
    expect(unsubscribe).not.toContain(user.email);
    const path = link?.[1] ?? '';
    expect(verifyUnsubscribeToken(new TextEncoder().encode(TEST_SECRET), link?.[2] ?? '')).toMatchObject({
      userId: user.id,
      alertIds: [alerts[0]?.id],
    });
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(raw, 'List-Id')).toBe('Gavel alerts <alerts.gavel.example>');
    expect(header(raw, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(raw, 'Message-ID')).toMatch(/^<[A-Za-z0-9._-]+@gavel\.example>$/);

    // The body: "Stop this alert" by the alert's matches, "Stop these alerts" at the foot.
    const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(
      /Alert: zoning variance\r?\nStop this alert: https:\/\/gavel\.example\/unsubscribe\//,
    );
    expect(body).toContain('>Stop this alert</a>');
    expect(body).toContain('Stop these alerts: https://gavel.example/unsubscribe/');

    // GET (a mail scanner following the link) changes nothing and offers the button.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('zoning variance');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Stop these alerts');
    expect(await notifying(user.id)).toEqual([
      ['zoning variance', true],
      ['budget', true],
    ]);

    // A tampered token and a token naming another user's alert change nothing.
    const tampered = await oneClick(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Nothing was changed');
    const foreign = signUnsubscribeToken(new TextEncoder().encode(TEST_SECRET), {
      userId: other.user.id,
      alertIds: [alerts[1]?.id ?? 0],
      issuedAt: Math.floor(Date.now() / 1000),
    });
    expect((await oneClick(`/unsubscribe/${foreign}`)).statusCode).toBe(400);
    expect(await notifying(user.id)).toEqual([
      ['zoning variance', true],
      ['budget', true],
    ]);

    // The one-click POST, with no cookie: exactly the named alert stops; a second POST is harmless.
    const first = await oneClick(path);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Alerts stopped');
    expect(await notifying(user.id)).toEqual([
      ['zoning variance', false],
      ['budget', true],
    ]);
    expect((await oneClick(path)).statusCode).toBe(200);
    expect(await notifying(user.id)).toEqual([
      ['zoning variance', false],
      ['budget', true],
    ]);
    expect(await notifying(other.user.id)).toEqual([['zoning variance', true]]);
    const [stopped] = await t.context.repositories.alerts.list(user.id);
    expect(stopped?.stopped_from_email_at).toBeInstanceOf(Date);
    // Settings shows when: the API gives the moment with the alert.
    const [shown] = await t.context.services.alerts.list(user.id);
    expect(shown?.stopped_from_email_at).toBe(stopped?.stopped_from_email_at?.toISOString());

    // The next cycle sends nothing for the stopped alert and still sends the other.
    await ingest('Another zoning variance came up.');
    expect(await t.context.services.alertDelivery.deliver(user.id)).toBe(0);
    await ingest('The budget was adopted after a zoning variance.');
    const before = smtp.mails.length;
    expect(await t.context.services.alertDelivery.deliver(user.id)).toBe(1);
    expect(smtp.mails).toHaveLength(before + 1);
    const next = smtp.mails.at(-1)?.raw ?? '';
    expect(next).toContain('adopted');

    // Turned back on from Settings, the alert no longer shows as stopped from an email.
    const on = await t.context.repositories.alerts.update(user.id, alerts[0]?.id ?? 0, {
      keywords: ['zoning variance'],
      localities: [''],
      states: ['OH'],
      is_notifying: true,
    });
    expect(on?.stopped_from_email_at).toBeNull();
  });

  it('answers an unknown or malformed token with a clear page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/unsubscribe/nonsense' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This link does not work');
  });
});
