import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, TEST_SECRET, type TestApp } from '../../test/harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

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
  });
});

describe('alert email headers', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gavel.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('carry one-click unsubscribe, List-Id, Auto-Submitted and a Message-ID on the public domain', async () => {
    const { repositories, services } = t.context;
    const user = await createTestUser(t.context, { mustChangePassword: false });
    const alert = await services.alerts.create(user.id, {
      keywords: ['zoning variance'],
      locality: [''],
      state: ['OH'],
      is_notifying: true,
    });

    const channel = await services.accounts.addChannel({
      name: 'Lakeside Council',
      locality: 'Lakeside',
      state: 'OH',
      platform: 'youtube',
      source: 'UClakeside',
    });
    const meeting = await repositories.meetings.upsert({
      channel_id: channel.id,
      video_url: 'https://www.youtube.com/watch?v=lakeside001',
      title: 'Lakeside Council Meeting',
      upload_date: new Date('2026-09-08T23:00:00Z'),
      length_seconds: 3600,
    });
    await repositories.meetings.replaceTranscript(
      meeting,
      [{ start_seconds: 1, end_seconds: 9, speaker: null, text: 'The zoning variance was granted.' }],
      'test',
    );
    expect(await services.alertDelivery.deliver(user.id)).toBe(1);
    const raw = smtp.mails.at(-1)?.raw ?? '';
    const header = (name: string) =>
      new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
        .exec(raw)?.[1]
        ?.replace(/\r?\n[ \t]+/g, ' ')
        .trim();

    const unsubscribe = header('List-Unsubscribe') ?? '';
    const link = /^<(https:\/\/gavel\.example\/unsubscribe\/([^>]+))>$/.exec(unsubscribe);
    expect(link).not.toBeNull();
    expect(unsubscribe).not.toContain(user.email);
    expect(verifyUnsubscribeToken(new TextEncoder().encode(TEST_SECRET), link?.[2] ?? '')).toMatchObject({
      userId: user.id,
      alertIds: [alert.id],
    });
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header('List-Id')).toBe('Gavel alerts <alerts.gavel.example>');
    expect(header('Auto-Submitted')).toBe('auto-generated');
    expect(header('Message-ID')).toMatch(/^<[A-Za-z0-9._-]+@gavel\.example>$/);
  });
});
