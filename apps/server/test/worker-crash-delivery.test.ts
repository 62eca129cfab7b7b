import { describe, expect, it } from 'vitest';
import { wallTime } from '../src/alerts/schedule.ts';
import { deliverAlertsJob, deliverTo } from '../src/jobs/deliver-alerts.job.ts';
import { summarizeJob } from '../src/jobs/summarize.job.ts';
import { waitFor } from './wait-for.ts';
import { createTestUser } from './harness.ts';
import { granicusFeed } from './feed-server.ts';
import { meetingsOf } from './pipeline.ts';
import { LLM_ANSWER, LLM_PATH, useWorkerCrashFixture } from './worker-crash-fixture.ts';

/**
 * A real worker process is killed outright while it summarises a meeting or sends an alert
 * digest; another worker then takes the job over, and nothing is lost or done twice.
 */

const f = useWorkerCrashFixture();

describe('a worker killed in each step of the pipeline', () => {
  // The summary job of the dead worker (waiting on the model) is retried: the meeting has
  // exactly one summary, made by the retry.
  it('loses nothing when killed while summarising', async () => {
    f.feeds.routes.set(LLM_PATH, { hang: true });
    const asked = f.requested(LLM_PATH);
    const feedPath = '/feeds/summary.xml';
    f.feeds.routes.set(feedPath, {
      body: granicusFeed([
        {
          title: 'Summarised meeting',
          link: f.captionedPage('/page/summarised'),
          pubDate: 'Sat, 11 May 2024 18:00:00 GMT',
        },
      ]),
    });
    const channel = await f.watch(feedPath);
    f.spawnWorker();
    await f.inside('the worker asks the model', () => f.requested(LLM_PATH) > asked);
    const killedAt = new Date();
    await f.killWorker();
    const [meeting] = await meetingsOf(f.t, channel.id);
    expect(meeting).toMatchObject({ transcript_status: 'ready' });
    const meetingId = meeting?.id ?? 0;
    expect(await f.summariesOf(meetingId)).toEqual([]);
    expect(await f.jobsOf(summarizeJob.name, { meetingId })).toEqual([{ state: 'active', retry_count: 0 }]);

    f.feeds.routes.set(LLM_PATH, LLM_ANSWER);
    await f.startSurvivor();
    await f.settled(channel.id, 1);
    const summaries = await f.summariesOf(meetingId);
    expect(summaries.map((s) => s.generator)).toEqual(['llm:gavel-test']);
    expect(summaries[0]?.created_at.getTime()).toBeGreaterThan(killedAt.getTime());
    expect(f.requested(LLM_PATH)).toBe(asked + 2);
    // The job is marked done just after its summary is stored.
    await waitFor('the retried summary job to be marked done', async () =>
      (await f.jobsOf(summarizeJob.name, { meetingId }))[0]?.state === 'completed' ? true : undefined,
    );
    expect(await f.jobsOf(summarizeJob.name, { meetingId })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 150_000);

  // The delivery job of the dead worker (killed before the SMTP server answered the message) is
  // retried: the digest is delivered by the next worker, with at most the one unanswered copy
  // extra, and each match is recorded as delivered once.
  it('loses nothing when killed while sending an alert digest', async () => {
    f.feeds.routes.set('/feeds/alerts.xml', { body: granicusFeed([]) });
    const channel = await f.watch('/feeds/alerts.xml');
    const user = await createTestUser(f.t.context, { mustChangePassword: false });
    await f.t.context.services.accounts.addMember('Desk', user.email, false);
    // Daily, twelve hours from now: the worker's own schedule does not deliver during the test.
    const hour = (wallTime(Date.now(), 'US/Eastern').hour + 12) % 24;
    await f.t.context.repositories.alerts.setSchedule(user.id, {
      frequency: 'Daily',
      time: `${String(hour).padStart(2, '0')}:00`,
      timezone: 'US/Eastern',
    });
    await f.t.context.services.alerts.create(user.id, {
      keywords: ['stormwater'],
      locality: [''],
      state: ['TN'],
      is_notifying: true,
    });
    const { meetings } = f.t.context.repositories;
    const stored = await meetings.upsert({
      channel_id: channel.id,
      video_url: `${f.feeds.url}/page/stormwater`,
      title: 'Stormwater hearing',
      upload_date: new Date('2024-05-12T18:00:00Z'),
      length_seconds: 60,
    });
    const lines = [
      'I call this hearing to order.',
      'The stormwater fee rises next year.',
      'Public comment on the stormwater bond is open.',
      'We are adjourned.',
    ];
    await meetings.replaceTranscript(
      stored,
      lines.map((text, i) => ({ start_seconds: i * 10, end_seconds: i * 10 + 9, speaker: null, text })),
      'test',
    );

    const mailsTo = () => f.smtp.mails.filter((m) => m.to.includes(user.email));
    f.smtp.state.stall = true;
    f.spawnWorker();
    // What the worker's schedule does when the user's time comes.
    await f.t.context.jobs.send(deliverAlertsJob, deliverTo([user.id]));
    await f.inside('the worker sends the digest', () => mailsTo().length > 0);
    await f.killWorker();
    expect(mailsTo().map((m) => m.answered)).toEqual([false]);
    const digests = () =>
      f.t.context.db
        .selectFrom('alert_digests')
        .select(['channel', 'matches'])
        .where('user_id', '=', user.id)
        .execute();
    expect(await digests()).toEqual([]);

    await f.startSurvivor();
    const recorded = await waitFor('the digest to be delivered and recorded', async () => {
      const rows = await digests();
      return rows.length > 0 ? rows : undefined;
    });
    expect(recorded).toEqual([{ channel: 'Email', matches: 2 }]);
    const answered = mailsTo().filter((m) => m.answered);
    expect(answered).toHaveLength(1);
    expect(mailsTo().length).toBeLessThanOrEqual(2);
    expect(answered[0]?.raw).toContain('Subject: Gavel: 2 new matches for your alerts');
    expect(await f.jobsOf(deliverAlertsJob.name, { userIds: [user.id] })).toEqual([
      { state: 'completed', retry_count: 1 },
    ]);
  }, 150_000);
});
