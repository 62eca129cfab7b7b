import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from '../../test/harness.ts';
import { expectRefusedAtSend } from '../../test/job-payloads.ts';
import { decoded, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { sendInvitationJob } from './send-invitation.job.ts';

let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://gavel.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Runs the job's handler as the worker does, with the process's context. */
const runJob = (payload: { userId: number; groupName?: string }) =>
  sendInvitationJob.handle(t.context, payload, { retryCount: 0 });

/** The temporary passwords emailed to this address, oldest first. */
const passwordsSentTo = (email: string) =>
  smtp.mails
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /Temporary password: (\S+)/.exec(decoded(mail.raw))?.[1] ?? '');

const signInStatus = async (email: string, password: string) =>
  (
    await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: email, password },
    })
  ).statusCode;

describe('the send-invitation job', () => {
  it('issues a fresh temporary password at each send: only the last email’s password signs in', async () => {
    const { user, invitationQueued } = await t.context.services.accounts.createUser({
      email: 'twice@example.com',
      groupName: 'Daily Ledger',
    });
    expect(invitationQueued).toBe(true);
    await runJob({ userId: user.id, groupName: 'Daily Ledger' });
    smtp.state.down = true;
    try {
      await expect(runJob({ userId: user.id, groupName: 'Daily Ledger' })).rejects.toThrow();
    } finally {
      smtp.state.down = false;
    }
    await runJob({ userId: user.id, groupName: 'Daily Ledger' });
    const passwords = passwordsSentTo('twice@example.com');
    expect(passwords).toHaveLength(2);
    expect(new Set(passwords).size).toBe(2);
    const latest = decoded(smtp.mails.at(-1)?.raw ?? '');
    expect(latest).toContain('Daily Ledger');
    expect(latest).toContain('use the password of the latest one');
    expect(await signInStatus('twice@example.com', passwords[0] ?? '')).toBe(400);
    expect(await signIn(t.app, 'twice@example.com', passwords[1] ?? '')).not.toBe('');
  });

  it('sends nothing to an account whose user chose their own password, or to one gone', async () => {
    const settled = await createTestUser(t.context, { mustChangePassword: false });
    const before = smtp.mails.length;
    await runJob({ userId: settled.id });
    await runJob({ userId: 2_000_000_000 });
    expect(smtp.mails.length).toBe(before);
    const after = await t.context.repositories.users.findById(settled.id);
    expect(after?.password_hash).toBe(settled.password_hash);
    expect(await signIn(t.app, settled.email, settled.password)).not.toBe('');
  });

  it('refuses, at send, a payload that carries a password or names no account', async () => {
    await expectRefusedAtSend(t.context, sendInvitationJob, [
      { userId: 1, temporaryPassword: 'abcd-efgh-jkmn-pqrs' },
      { userId: 1, password: 'abcd-efgh-jkmn-pqrs' },
      { userId: 0 },
      { userId: '1' },
      { groupName: 'Daily Ledger' },
    ]);
  });
});
