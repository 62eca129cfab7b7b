import { describe, expect, it } from 'vitest';
import { useAlertFixture } from '../../test/alert-fixture.ts';
import { decoded } from '../../test/smtp-receiver.ts';
import { RETRY } from '../job-queue.ts';

const f = useAlertFixture();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The worker's alert cycle on a simulated clock, for the given users: every minute the scheduler
 * queues one delivery job for those of them who are due, and a job whose digests were not all
 * sent is retried as its queue says (RETRY): at most `retryLimit` times, the n-th retry
 * `retryDelay × 2^(n-1)` seconds after the failure (pg-boss adds up to as much again at random;
 * the shortest delays are taken here, which gives the outage the most attempts).
 */
function simulatedWorker(userIds: number[], start: number) {
  const { alertDelivery } = f.t.context.services;
  const jobs: { userIds: number[]; runAt: number; retryCount: number }[] = [];
  const stats = { ticks: 0, jobs: 0, attempts: 0, exhausted: 0 };
  let nextTick = start;
  return {
    stats,
    pendingJobs: () => jobs.length,
    /** Runs every scheduler tick and job attempt due up to `until`, in time order. */
    async advanceTo(until: number) {
      for (;;) {
        const nextJob = jobs.reduce((min, job) => Math.min(min, job.runAt), Infinity);
        const now = Math.min(nextTick, nextJob);
        if (now > until) {
          return;
        }
        if (now === nextTick) {
          stats.ticks += 1;
          const due = (await alertDelivery.dueUsers(new Date(now))).filter((id) => userIds.includes(id));
          if (due.length > 0) {
            stats.jobs += 1;
            jobs.push({ userIds: due, runAt: now, retryCount: 0 });
          }
          nextTick += MINUTE;
          continue;
        }
        const [job] = jobs.splice(
          jobs.findIndex((j) => j.runAt === now),
          1,
        );
        if (!job) {
          return;
        }
        stats.attempts += 1;
        const { failures } = await alertDelivery.deliverMany(job.userIds, new Date(now));
        if (failures.length === 0) {
          continue;
        }
        if (job.retryCount < RETRY.retryLimit) {
          const delay = RETRY.retryDelay * 1000 * 2 ** job.retryCount;
          jobs.push({ ...job, runAt: now + delay, retryCount: job.retryCount + 1 });
        } else {
          stats.exhausted += 1;
        }
      }
    },
  };
}

describe('alert digests through an outage', () => {
  it('keeps every match through an hour and a half of SMTP and Slack failures, then sends each once', async () => {
    const emailUser = await f.userWithAlert(['levee'], { frequency: 'Hourly' });
    const slackUser = await f.userWithAlert(['levee'], {
      frequency: 'Hourly',
      channel: 'Slack',
      slack_account: f.slack.url,
    });
    const [emailAlert] = await f.t.context.services.alerts.list(emailUser.id);
    const [slackAlert] = await f.t.context.services.alerts.list(slackUser.id);
    const alertIds = [emailAlert?.id ?? 0, slackAlert?.id ?? 0];
    const lastSent = async () =>
      (
        await f.t.context.db
          .selectFrom('alerts')
          .select(['id', 'last_sent'])
          .where('id', 'in', alertIds)
          .orderBy('id')
          .execute()
      ).map((a) => a.last_sent?.getTime() ?? null);
    const digests = () =>
      f.t.context.db
        .selectFrom('alert_digests')
        .select(['user_id', 'channel', 'matches', 'sent_at'])
        .where('user_id', 'in', [emailUser.id, slackUser.id])
        .orderBy('id')
        .execute();

    // The simulated clock starts at the next top of the hour, after the alerts were made.
    const start = Math.ceil(Date.now() / HOUR) * HOUR;
    const worker = simulatedWorker([emailUser.id, slackUser.id], start);
    const mailsBefore = f.smtp.mails.length;
    const postsBefore = f.slack.posts.length;
    const refusedBefore = { smtp: f.smtp.state.refused, slack: f.slack.state.refused };
    const refused = () => ({
      smtp: f.smtp.state.refused - refusedBefore.smtp,
      slack: f.slack.state.refused - refusedBefore.slack,
    });
    const videos = [await f.ingest(['Roll call.', 'The levee inspection found cracks.'])];
    f.smtp.state.down = true;
    f.slack.state.down = true;

    // The outage: the digests due at start and at start + 1 h both fail on every attempt, while
    // two more matching meetings are indexed (one between the retries of the second digest).
    await worker.advanceTo(start + 25 * MINUTE);
    videos.push(
      await f.ingest(
        ['Public comment.', 'Residents asked when the levee will be raised.'],
        undefined,
        new Date(start + 25 * MINUTE),
      ),
    );
    await worker.advanceTo(start + 61 * MINUTE);
    videos.push(
      await f.ingest(['The levee bond passed.', 'Adjourned.'], undefined, new Date(start + 61 * MINUTE)),
    );
    await worker.advanceTo(start + 90 * MINUTE);

    expect(f.smtp.mails).toHaveLength(mailsBefore);
    expect(f.slack.posts).toHaveLength(postsBefore);
    expect(await digests()).toEqual([]);
    expect(await lastSent()).toEqual([null, null]);
    // No retry storm: 91 scheduler ticks made one job per due time (2), and each job was tried
    // 1 + retryLimit times before it gave up, each attempt trying each channel once.
    const perDueTime = 1 + RETRY.retryLimit;
    expect(worker.stats.ticks).toBe(91);
    expect(worker.stats.jobs).toBe(2);
    expect(worker.stats.attempts).toBe(2 * perDueTime);
    expect(worker.stats.exhausted).toBe(2);
    expect(worker.pendingJobs()).toBe(0);
    expect(refused()).toEqual({ smtp: 2 * perDueTime, slack: 2 * perDueTime });

    // SMTP is back; nothing is due before the next hour, so nothing is sent until then.
    f.smtp.state.down = false;
    await worker.advanceTo(start + 2 * HOUR - 1);
    expect(f.smtp.mails).toHaveLength(mailsBefore);
    expect(await lastSent()).toEqual([null, null]);

    // At start + 2 h the email goes out with all three matches; Slack still fails (twice), and
    // comes back before the job's second retry, which posts once and does not email again.
    await worker.advanceTo(start + 2 * HOUR + 15_000);
    expect(f.smtp.mails).toHaveLength(mailsBefore + 1);
    expect(f.slack.posts).toHaveLength(postsBefore);
    expect(refused()).toEqual({ smtp: 2 * perDueTime, slack: 2 * perDueTime + 2 });
    expect(await lastSent()).toEqual([start + 2 * HOUR, null]);
    f.slack.state.down = false;
    // The next due time, start + 3 h, has nothing new: nothing more is sent.
    await worker.advanceTo(start + 3 * HOUR + 5 * MINUTE);
    expect(f.smtp.mails).toHaveLength(mailsBefore + 1);
    expect(f.slack.posts).toHaveLength(postsBefore + 1);
    expect(refused()).toEqual({ smtp: 2 * perDueTime, slack: 2 * perDueTime + 2 });
    expect(worker.stats.jobs).toBe(4);
    expect(worker.stats.attempts).toBe(2 * perDueTime + 3 + 1);
    expect(worker.pendingJobs()).toBe(0);

    // Each message holds every match of the outage, once.
    const links = videos.map(
      (video, i) => `https://gavel.example/transcript/${encodeURIComponent(video)}?t=${i === 2 ? 0 : 10}`,
    );
    const mail = decoded(f.smtp.mails.at(-1)?.raw ?? '');
    expect(mail).toContain(`To: ${emailUser.email}`);
    expect(mail).toContain('Subject: Gavel: 3 new matches for your alerts');
    const post = f.slack.posts.at(-1)?.text ?? '';
    expect(post).toContain('Gavel: 3 new matches for your alerts');
    for (const link of links) {
      // Once in the HTML part and once in the text part of the email; once in the Slack message.
      expect(mail.split(`href="${link}"`)).toHaveLength(2);
      expect(mail.split(`\n${link}`)).toHaveLength(2);
      expect(post.split(`<${link}|`)).toHaveLength(2);
    }

    // Each digest is recorded once, with the three matches it held, stamped with the send that
    // delivered it, and last_sent is the time of the successful send.
    expect(await digests()).toEqual([
      { user_id: emailUser.id, channel: 'Email', matches: 3, sent_at: new Date(start + 2 * HOUR) },
      { user_id: slackUser.id, channel: 'Slack', matches: 3, sent_at: new Date(start + 2 * HOUR + 30_000) },
    ]);
    expect(await lastSent()).toEqual([start + 2 * HOUR, start + 2 * HOUR + 30_000]);
  });
});
