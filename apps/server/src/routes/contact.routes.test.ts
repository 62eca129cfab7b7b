import { CONTACT_MESSAGES, SELECT_FORM_TYPE } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { startSmtpReceiver } from '../../test/smtp-receiver.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_TO: 'desk@gavel.example' });
  const user = await createTestUser(t.context, { email: 'sender@example.com', mustChangePassword: false });
  token = await signIn(t.app, user.email, user.password);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const submissions = [
  {
    formType: 'newLocality',
    localityName: 'Maryville',
    videoChannel: 'youtube.com/@maryville',
    website: 'https://maryville.example',
  },
  {
    formType: 'storyNotification',
    storyDetails: 'A story came from a meeting',
    storyUrl: 'https://news.example/story',
  },
  {
    formType: 'troubleTicket',
    issueDescription: 'The search hangs',
    stepsToReproduce: 'Search for "budget"',
  },
  { formType: 'generalFeedback', feedback: 'Very useful', expectFollowup: 'yes' },
];

describe('POST /user_auth/contact/', () => {
  it('stores each type of message and emails it to CONTACT_TO', async () => {
    for (const payload of submissions) {
      const before = smtp.mails.length;
      const response = await request(t.app, { method: 'POST', url: '/user_auth/contact/', token, payload });
      expect(response.statusCode, payload.formType).toBe(201);
      expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });
      const mail = smtp.mails[before];
      expect(mail?.to).toEqual(['desk@gavel.example']);
      expect(mail?.raw).toContain('sender@example.com');
      const stored = await t.context.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('form_type', '=', payload.formType)
        .executeTakeFirstOrThrow();
      const { formType: _type, ...fields } = payload;
      expect(stored.fields).toEqual(fields);
      expect(stored.email).toBe('sender@example.com');
      expect(stored.emailed_at).not.toBeNull();
    }
  });

  it('fills optional fields with empty text', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/user_auth/contact/',
      token,
      payload: { formType: 'troubleTicket', issueDescription: 'Only the issue' },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.context.db
      .selectFrom('contact_messages')
      .select('fields')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.fields).toEqual({ issueDescription: 'Only the issue', stepsToReproduce: '' });
  });

  it('refuses missing types, missing required fields and bad URLs, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.context.db
            .selectFrom('contact_messages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const noType = await request(t.app, {
      method: 'POST',
      url: '/user_auth/contact/',
      token,
      payload: { feedback: 'x' },
    });
    expect(noType.statusCode).toBe(400);
    expect(Object.values(noType.json<Record<string, string[]>>()).flat()).toContain(SELECT_FORM_TYPE);
    const bad: [Record<string, unknown>, string][] = [
      [{ formType: 'unknown' }, 'formType'],
      [{ formType: 'newLocality', localityName: '  ' }, 'localityName'],
      [{ formType: 'newLocality', localityName: 'X', website: 'not a url' }, 'website'],
      [{ formType: 'storyNotification', storyDetails: 'x' }, 'storyUrl'],
      [{ formType: 'storyNotification', storyDetails: 'x', storyUrl: 'javascript:alert(1)' }, 'storyUrl'],
      [{ formType: 'troubleTicket' }, 'issueDescription'],
      [{ formType: 'generalFeedback', feedback: 'x' }, 'expectFollowup'],
      [{ formType: 'generalFeedback', feedback: 'x', expectFollowup: 'maybe' }, 'expectFollowup'],
    ];
    for (const [payload, field] of bad) {
      const response = await request(t.app, { method: 'POST', url: '/user_auth/contact/', token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<Record<string, string[]>>()), JSON.stringify(payload)).toContain(
        field,
      );
    }
    expect(await count()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/user_auth/contact/',
      payload: submissions[0],
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the message when the email cannot be sent', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', CONTACT_TO: 'desk@gavel.example' });
    try {
      const user = await createTestUser(down.context, { mustChangePassword: false });
      const userToken = await signIn(down.app, user.email, user.password);
      const response = await request(down.app, {
        method: 'POST',
        url: '/user_auth/contact/',
        token: userToken,
        payload: submissions[3],
      });
      expect(response.statusCode).toBe(201);
      const stored = await down.context.db
        .selectFrom('contact_messages')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(stored.emailed_at).toBeNull();
      expect(stored.email_error).not.toBeNull();
    } finally {
      await down.close();
    }
  });
});
