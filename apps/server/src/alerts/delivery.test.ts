import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/harness.ts';
import { runGavel } from '../../test/run-gavel.ts';

/** A real SMTP server on loopback that can be taken "down" (it then refuses every recipient). */
async function startSmtp() {
  const mails: string[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ['AUTH'],
    onRcptTo(_address, _session, callback) {
      callback(
        state.down ? Object.assign(new Error('Service unavailable'), { responseCode: 421 }) : undefined,
      );
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A Slack incoming-webhook receiver on loopback. */
async function startSlack() {
  const posts: { text: string; blocks: unknown[] }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts.push(JSON.parse(body) as { text: string; blocks: unknown[] });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    posts,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The body of a MIME message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let slack: Awaited<ReturnType<typeof startSlack>>;
let channelId: number;
let meetingCount = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  slack = await startSlack();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://gavel.example' });
  const channel = await t.context.services.accounts.addChannel({
    name: 'Fairview City Council',
    locality: 'Fairview',
    state: 'OH',
    platform: 'youtube',
    source: 'UCfairview',
  });
  channelId = channel.id;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await slack.stop();
});

/** Ingests a meeting whose transcript says the given lines, 10 seconds apart. */
async function ingest(lines: string[], uploadDate = new Date('2026-09-08T23:00:00Z')) {
  meetingCount += 1;
  const { meetings } = t.context.repositories;
  const videoUrl = `https://www.youtube.com/watch?v=fairview${String(meetingCount).padStart(3, '0')}`;
  const meeting = await meetings.upsert({
    channel_id: channelId,
    video_url: videoUrl,
    title: `Fairview "Council" Meeting ${meetingCount}`,
    upload_date: uploadDate,
    length_seconds: 3600,
  });
  await meetings.replaceTranscript(
    meeting,
    lines.map((text, i) => ({ start_seconds: i * 10 + 0.5, end_seconds: i * 10 + 10, speaker: null, text })),
    'test',
  );
  return videoUrl;
}

async function userWithAlert(
  keywords: string[],
  schedule: Parameters<TestApp['context']['repositories']['alerts']['setSchedule']>[1],
) {
  const user = await createTestUser(t.context, { mustChangePassword: false });
  await t.context.repositories.alerts.setSchedule(user.id, schedule);
  await t.context.services.alerts.create(user.id, {
    keywords,
    locality: [''],
    state: ['OH'],
    is_notifying: true,
  });
  return user;
}

const at = (iso: string) => new Date(iso);

describe('alert digests', () => {
  it('emails the match at the user’s local hour, once', async () => {
    const { alertDelivery } = t.context.services;
    const user = await userWithAlert(['lead service lines'], {
      frequency: 'Daily',
      time: '08:00',
      timezone: 'US/Pacific',
    });
    const videoUrl = await ingest([
      'I call this meeting to order.',
      'Residents asked about lead service lines & water quality.',
      'The motion carries.',
    ]);
    const mine = (due: number[]) => due.filter((id) => id === user.id);

    // 8 a.m. in Los Angeles on 2026-09-09 is 15:00 UTC.
    expect(mine(await alertDelivery.dueUsers(at('2026-09-09T14:59:00Z'), { userId: user.id }))).toEqual([]);
    expect(mine(await alertDelivery.dueUsers(at('2026-09-09T15:00:30Z'), { userId: user.id }))).toEqual([
      user.id,
    ]);
    expect(mine(await alertDelivery.dueUsers(at('2026-09-09T15:01:30Z'), { userId: user.id }))).toEqual([]);

    const before = smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(smtp.mails).toHaveLength(before + 1);
    const mail = decoded(smtp.mails.at(-1) ?? '');
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('Subject: Gavel: 1 new match for your alerts');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Fairview Council Meeting');
    expect(mail).toContain('Fairview, OH');
    // Uploaded 2026-09-08 23:00 UTC: Sept. 8 in Los Angeles (it is already Sept. 9 in UTC).
    expect(mail).toContain('Sept. 8, 2026');
    expect(mail).toContain(
      '<strong>lead</strong> <strong>service</strong> <strong>lines</strong> &amp; water quality',
    );
    expect(mail).toContain(`https://gavel.example/transcript/${encodeURIComponent(videoUrl)}?t=10`);
    expect(mail).toContain('https://gavel.example/settings#alerts');

    // Nothing new: nothing is sent again, and last_sent is recorded.
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(smtp.mails).toHaveLength(before + 1);
    const [alert] = await t.context.services.alerts.list(user.id);
    expect(alert?.last_sent).not.toBeNull();

    // A later meeting is the only match of the next digest.
    await ingest(['More about lead service lines.', 'Adjourned.']);
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(decoded(smtp.mails.at(-1) ?? '')).toContain('More about <strong>lead</strong>');
    expect(decoded(smtp.mails.at(-1) ?? '')).not.toContain('water quality');
  });

  it('sends nothing when nothing matched, and nothing for inactive alerts', async () => {
    const { alertDelivery } = t.context.services;
    const user = await userWithAlert(['sidewalk'], { frequency: 'Hourly' });
    await ingest(['Nothing about the topic here.']);
    const before = smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    const [alert] = await t.context.services.alerts.list(user.id);
    await t.context.services.alerts.update(user.id, alert?.id ?? 0, {
      keywords: ['sidewalk'],
      locality: [''],
      state: [''],
      is_notifying: false,
    });
    await ingest(['The sidewalk repairs start Monday.']);
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(smtp.mails).toHaveLength(before);
  });

  it('keeps the matches while SMTP is down and delivers them once when it is back', async () => {
    const { alertDelivery } = t.context.services;
    const user = await userWithAlert(['stormwater'], { frequency: 'Hourly' });
    await ingest(['The stormwater fee rises next year.']);
    const before = smtp.mails.length;
    smtp.state.down = true;
    await expect(alertDelivery.deliver(user.id)).rejects.toThrow();
    await expect(alertDelivery.deliver(user.id)).rejects.toThrow();
    expect(smtp.mails).toHaveLength(before);
    smtp.state.down = false;
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(smtp.mails).toHaveLength(before + 1);
    expect(decoded(smtp.mails.at(-1) ?? '')).toContain('<strong>stormwater</strong> fee');
  });

  it('posts the digest to the Slack webhook of a user who chose Slack', async () => {
    const { alertDelivery } = t.context.services;
    const user = await userWithAlert(['annexation'], {
      frequency: 'Weekly',
      day: 'Tuesday',
      time: '09:00',
      timezone: 'US/Central',
      channel: 'Slack',
      slack_account: slack.url,
    });
    const videoUrl = await ingest(['Call to order.', 'Public comment.', 'The annexation vote is tonight.']);
    // Tuesday 2026-09-15 9 a.m. CDT is 14:00 UTC.
    expect(await alertDelivery.dueUsers(at('2026-09-15T13:59:00Z'), { userId: user.id })).toEqual([]);
    expect(await alertDelivery.dueUsers(at('2026-09-15T14:00:00Z'), { userId: user.id })).toEqual([user.id]);
    const mailsBefore = smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(smtp.mails).toHaveLength(mailsBefore);
    expect(slack.posts).toHaveLength(1);
    const text = slack.posts[0]?.text ?? '';
    expect(text).toContain('Gavel: 1 new match for your alerts');
    expect(text).toContain(
      `<https://gavel.example/transcript/${encodeURIComponent(videoUrl)}?t=20|Fairview Council Meeting`,
    );
    expect(text).toContain('The *annexation* vote is tonight.');
    expect(text).toContain('Fairview, OH · Sept. 8, 2026');
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(slack.posts).toHaveLength(1);
  });

  it('runs a cycle by hand with `gavel send-alerts-now --user E`', async () => {
    const user = await userWithAlert(['broadband'], { frequency: 'Weekly', day: 'Sunday', time: '06:00' });
    await ingest(['Broadband grants were approved.']);
    const env = {
      DATABASE_URL: t.context.config.databaseUrl ?? '',
      DATA_DIR: t.dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://gavel.example',
    };
    const before = smtp.mails.length;
    const result = await runGavel(env, 'send-alerts-now', '--user', user.email);
    expect(result.stdout).toContain('1 digest sent with 1 match; 0 with nothing new; 0 failed.');
    expect(smtp.mails).toHaveLength(before + 1);
    expect(decoded(smtp.mails.at(-1) ?? '')).toContain('<strong>Broadband</strong> grants');
    const unknown = await runGavel(env, 'send-alerts-now', '--user', 'nobody@example.com');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr + unknown.stdout).toContain('No user has the email nobody@example.com.');
  });
});
