import { createServer, type Server } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port.ts';
import { createTestApp, createTestUser, type TestApp } from './harness.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';

/**
 * What the alert delivery tests start from: an SMTP receiver and a Slack receiver on loopback, the
 * app with one channel, and helpers that ingest meetings and make users with alerts.
 */
/** How a Slack receiver that is down fails, in turn: 503, 500, or the socket closed unanswered. */
const SLACK_FAILURES = [503, 500, 'close'] as const;

/** A Slack incoming-webhook receiver on loopback that can be taken "down" (counting refusals). */
async function startSlack() {
  const posts: { text: string; blocks: unknown[] }[] = [];
  const state = { down: false, refused: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (state.down) {
        const failure = SLACK_FAILURES[state.refused % SLACK_FAILURES.length] ?? 503;
        state.refused += 1;
        if (failure === 'close') {
          req.socket.destroy();
        } else {
          res.writeHead(failure, { 'content-type': 'text/plain' }).end('service unavailable');
        }
        return;
      }
      posts.push(JSON.parse(body) as { text: string; blocks: unknown[] });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    posts,
    state,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The app, its receivers, and helpers bound to them. */
export async function alertFixture() {
  const smtp = await startSmtpReceiver();
  const slack = await startSlack();
  const t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://gavel.example',
    // The Slack receiver runs on loopback: opt in explicitly.
    SLACK_WEBHOOK_HOSTS: 'hooks.slack.com,loopback',
  });
  const channel = await t.context.services.accounts.addChannel({
    name: 'Fairview City Council',
    locality: 'Fairview',
    state: 'OH',
    platform: 'youtube',
    source: 'UCfairview',
  });
  const channelId = channel.id;
  let meetingCount = 0;
  /**
   * Ingests a meeting whose transcript says the given lines, 10 seconds apart (indexed now, or at
   * `indexedAt` on a simulated clock).
   */
  async function ingest(lines: string[], uploadDate = new Date('2026-09-08T23:00:00Z'), indexedAt?: Date) {
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
      lines.map((text, i) => ({
        start_seconds: i * 10 + 0.5,
        end_seconds: i * 10 + 10,
        speaker: null,
        text,
      })),
      'test',
    );
    if (indexedAt) {
      await sql`UPDATE segments SET indexed_at = ${indexedAt} WHERE meeting_id = ${meeting.id}`.execute(
        t.context.db,
      );
    }
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

  return {
    t,
    channelId,
    smtp,
    slack,
    ingest,
    userWithAlert,
    close: async () => {
      await t.close();
      await smtp.stop();
      await slack.stop();
    },
  };
}

/** A moment on the simulated clock. */
export const at = (iso: string) => new Date(iso);

export type AlertFixture = Awaited<ReturnType<typeof alertFixture>>;

/** The fixture for a test file: made before its tests, closed after them. */
export function useAlertFixture(): AlertFixture {
  const fixture = {} as AlertFixture;
  beforeAll(async () => {
    Object.assign(fixture, await alertFixture());
  });
  afterAll(async () => {
    await fixture.close();
  });
  return fixture;
}
