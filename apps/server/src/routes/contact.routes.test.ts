import { CONTACT_MESSAGES, SELECT_FORM_TYPE } from '@gavel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { expectRefusedAtSend } from '../../test/job-payloads.ts';
import { decoded, startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { waitFor } from '../../test/wait-for.ts';
import { sendContactMessageJob } from '../jobs/send-contact-message.job.ts';
import { startWorker } from '../worker/worker.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let worker: Awaited<ReturnType<typeof startWorker>>;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_TO: 'desk@gavel.example' });
  const user = await createTestUser(t.context, { email: 'sender@example.com', mustChangePassword: false });
  token = await signIn(t.app, user.email, user.password);
  // The contact emails go out from the worker's send-contact-message job.
  worker = await startWorker(t.context, t.context.config.databaseUrl ?? '');
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.stop();
});

/** The stored row of a contact message. */
const storedMessage = (id: number) =>
  t.context.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The latest contact message, once it is as the test waits for. */
const rowOfLatestWhen = (what: string, ready: (row: Awaited<ReturnType<typeof storedMessage>>) => boolean) =>
  waitFor(what, async () => {
    const row = await t.context.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return ready(row) ? row : undefined;
  });

/** The mail the desk received that contains the text, once it has come. */
const mailWith = (text: string) =>
  waitFor(`a mail with "${text}"`, () => smtp.mails.find((m) => decoded(m.raw).includes(text)));

/** The send-contact-message jobs of a message, as pg-boss keeps them. */
const jobsOf = async (id: number) =>
  (
    await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM pgboss.job
      WHERE name = ${sendContactMessageJob.name} AND data @> ${JSON.stringify({ contactMessageId: id })}::jsonb
    `.execute(t.context.db)
  ).rows;

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
  it('stores each type of message, and the worker emails it to CONTACT_TO', async () => {
    for (const payload of submissions) {
      const response = await request(t.app, { method: 'POST', url: '/user_auth/contact/', token, payload });
      expect(response.statusCode, payload.formType).toBe(201);
      expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });
      const stored = await t.context.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('form_type', '=', payload.formType)
        .executeTakeFirstOrThrow();
      const { formType: _type, ...fields } = payload;
      expect(stored.fields).toEqual(fields);
      expect(stored.email).toBe('sender@example.com');
      const values = Object.values(fields) as string[];
      const mail = await mailWith(values[0] ?? '');
      expect(mail.to).toEqual(['desk@gavel.example']);
      expect(mail.raw).toContain('sender@example.com');
      // The fields are listed in the form's order, whatever order the stored jsonb keeps.
      const body = decoded(mail.raw)
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n');
      const positions = values.map((value) => body.indexOf(value));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      await waitFor('the message marked emailed', async () =>
        (await storedMessage(stored.id)).emailed_at ? true : undefined,
      );
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

  it('keeps a message whose email is refused, and the worker retries it until it is delivered', async () => {
    const refusedBefore = smtp.state.refused;
    smtp.state.down = true;
    try {
      const response = await request(t.app, {
        method: 'POST',
        url: '/user_auth/contact/',
        token,
        payload: { formType: 'generalFeedback', feedback: 'Sent during an outage', expectFollowup: 'no' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });
      // The first attempt is refused: the row records why, and the job waits for its retry.
      const failed = await rowOfLatestWhen('the failure recorded', (row) => row.email_error !== null);
      expect(failed.emailed_at).toBeNull();
      expect(failed.email_error).toContain('Service unavailable');
      expect(smtp.state.refused).toBeGreaterThan(refusedBefore);
      await waitFor('the job to wait for its retry', async () =>
        (await jobsOf(failed.id))[0]?.state === 'retry' ? true : undefined,
      );
    } finally {
      smtp.state.down = false;
    }
    const mail = await mailWith('Sent during an outage');
    expect(mail.to).toEqual(['desk@gavel.example']);
    const delivered = await rowOfLatestWhen('the message marked emailed', (row) => row.emailed_at !== null);
    expect(delivered.email_error).toBeNull();
    await waitFor('the job completed', async () =>
      (await jobsOf(delivered.id))[0]?.state === 'completed' ? true : undefined,
    );
    expect((await jobsOf(delivered.id))[0]?.retry_count).toBeGreaterThanOrEqual(1);
    expect(smtp.mails.filter((m) => decoded(m.raw).includes('Sent during an outage'))).toHaveLength(1);
  }, 120_000);

  it('does not email a message that was already emailed', async () => {
    const { id } = await t.context.db
      .selectFrom('contact_messages')
      .select('id')
      .where('emailed_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = smtp.mails.length;
    await sendContactMessageJob.handle(t.context, { contactMessageId: id }, { retryCount: 0 });
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses to queue a payload its job does not take', async () => {
    await expectRefusedAtSend(t.context, sendContactMessageJob, [
      { contactMessageId: 0 },
      { contactMessageId: '1' },
      { id: 1 },
      {},
    ]);
  });
});
