import { describe, expect, it } from 'vitest';
import { useAlertFixture, at } from '../../test/alert-fixture.ts';
import { decoded } from '../../test/smtp-receiver.ts';
import { runGavel } from '../../test/run-gavel.ts';
import { createLogger } from '../logger.ts';
import { alertDelivery } from './alert-delivery.service.ts';

const f = useAlertFixture();

/** Alert digests: when they go out, what they hold, and to whom. */
describe('alert digests', () => {
  it('emails the match at the user’s local hour, once', async () => {
    const { alertDelivery } = f.t.context.services;
    const user = await f.userWithAlert(['lead service lines'], {
      frequency: 'Daily',
      time: '08:00',
      timezone: 'US/Pacific',
    });
    const videoUrl = await f.ingest([
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

    const before = f.smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(f.smtp.mails).toHaveLength(before + 1);
    const mail = decoded(f.smtp.mails.at(-1)?.raw ?? '');
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
    expect(f.smtp.mails).toHaveLength(before + 1);
    const [alert] = await f.t.context.services.alerts.list(user.id);
    expect(alert?.last_sent).not.toBeNull();

    // A later meeting is the only match of the next digest.
    await f.ingest(['More about lead service lines.', 'Adjourned.']);
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).toContain('More about <strong>lead</strong>');
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).not.toContain('water quality');
  });

  it('sends nothing when nothing matched, and nothing for inactive alerts', async () => {
    const { alertDelivery } = f.t.context.services;
    const user = await f.userWithAlert(['sidewalk'], { frequency: 'Hourly' });
    await f.ingest(['Nothing about the topic here.']);
    const before = f.smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    const [alert] = await f.t.context.services.alerts.list(user.id);
    await f.t.context.services.alerts.update(user.id, alert?.id ?? 0, {
      keywords: ['sidewalk'],
      locality: [''],
      state: [''],
      is_notifying: false,
    });
    await f.ingest(['The sidewalk repairs start Monday.']);
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(f.smtp.mails).toHaveLength(before);

    // Turned back on, the alert follows what is said from then on, not what was said while off.
    await f.t.context.services.alerts.update(user.id, alert?.id ?? 0, {
      keywords: ['sidewalk'],
      locality: [''],
      state: [''],
      is_notifying: true,
    });
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    await f.ingest(['The sidewalk on Elm Street is next.']);
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).toContain('<strong>sidewalk</strong> on Elm Street');
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).not.toContain('repairs start Monday');
  });

  it('delivers a transcript whose import commits during a cycle in the next cycle, once', async () => {
    const { alertDelivery } = f.t.context.services;
    const user = await f.userWithAlert(['culvert'], { frequency: 'Hourly' });
    const { meetings } = f.t.context.repositories;
    const slow = await meetings.upsert({
      channel_id: f.channelId,
      video_url: 'https://www.youtube.com/watch?v=fairviewslow',
      title: 'Fairview Slow Import',
      upload_date: new Date('2026-09-08T23:00:00Z'),
      length_seconds: 3600,
    });
    // An import begins, and writes its segment before the cycle starts, but commits after it.
    const client = await f.t.context.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO segments (meeting_id, channel_id, upload_date, ordinal, start_seconds, text)
         VALUES ($1, $2, $3, 0, 5, 'The culvert under Route 9 collapsed.')`,
        [slow.id, f.channelId, slow.upload_date],
      );
      expect(await alertDelivery.deliver(user.id)).toBe(0);
      // Another import starts and commits after the first began, and before it commits.
      await f.ingest(['A second culvert report.']);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const before = f.smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(2);
    const mail = decoded(f.smtp.mails.at(-1)?.raw ?? '');
    expect(mail).toContain('The <strong>culvert</strong> under Route 9 collapsed.');
    expect(mail).toContain('A second <strong>culvert</strong> report.');
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(f.smtp.mails).toHaveLength(before + 1);
  });

  it('counts every match, lists the first 25 and links to a search of the keywords that matched', async () => {
    const { alertDelivery, alerts } = f.t.context.services;
    const user = await f.userWithAlert(['levee'], { frequency: 'Hourly' });
    for (const keywords of [['culvert'], ['zeppelin']]) {
      await alerts.create(user.id, { keywords, locality: [''], state: [''], is_notifying: true });
    }
    await f.ingest(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? `Levee item ${i}.` : `Culvert item ${i}.`)),
    );
    expect(await alertDelivery.deliver(user.id)).toBe(30);
    const mail = decoded(f.smtp.mails.at(-1)?.raw ?? '');
    expect(mail).toContain('Subject: Gavel: 30 new matches for your alerts');
    expect(mail).toContain('and 5 more matches');
    expect(mail).toContain('/search?q=levee%2C+culvert&amp;date=1w');
    // The first 25 segments (10 seconds apart) are listed, in transcript order.
    expect(mail).toContain('?t=240"');
    expect(mail).not.toContain('?t=250"');
  });

  it('sends each of many users their own digest once, their matches found a few users at a time', async () => {
    const { context } = f.t;
    const chunked = alertDelivery({
      alerts: context.repositories.alerts,
      mailer: context.mailer,
      logger: createLogger('silent'),
      publicUrl: 'https://gavel.example',
      productName: 'Gavel',
      matchChunk: 2,
    });
    const words = ['gazebo', 'bandstand', 'pergola', 'trellis', 'carport', 'belvedere'];
    const users: Awaited<ReturnType<typeof f.userWithAlert>>[] = [];
    for (const word of words) {
      users.push(await f.userWithAlert([word], { frequency: 'Hourly' }));
    }
    // Every word but the last is said.
    await f.ingest(words.slice(0, -1).map((word) => `The ${word} permit was approved.`));
    const before = f.smtp.mails.length;
    const result = await chunked.deliverMany(users.map((u) => u.id));
    expect(result).toEqual({ digests: 5, matches: 5, failures: [] });
    const sent = f.smtp.mails.slice(before);
    users.slice(0, -1).forEach((user, i) => {
      const mine = sent.filter((m) => m.to.includes(user.email)).map((m) => decoded(m.raw));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain(`The <strong>${words[i]}</strong> permit`);
      expect(mine[0]).toContain('Subject: Gavel: 1 new match for your alerts');
    });
    expect(sent.filter((m) => m.to.includes(users.at(-1)?.email ?? ''))).toEqual([]);
    expect(await chunked.deliverMany(users.map((u) => u.id))).toEqual({
      digests: 0,
      matches: 0,
      failures: [],
    });
  });

  it('never moves an alert back to an older snapshot', async () => {
    const { alertDelivery: delivery } = f.t.context.services;
    const { alerts } = f.t.context.repositories;
    const user = await f.userWithAlert(['aqueduct'], { frequency: 'Hourly' });
    // A cycle that read before the meeting below was indexed, and records late.
    const stale = await alerts.newMatches([user.id], 25);
    expect(stale.rows).toEqual([]);
    await f.ingest(['The aqueduct needs repair.']);
    expect(await delivery.deliver(user.id)).toBe(1);
    await alerts.recordDigests(stale.snapshot, [], [user.id], new Date());
    await alerts.recordDigests(
      stale.snapshot,
      [{ userId: user.id, channel: 'Email', matches: 1, alertIds: stale.alerts.map((a) => a.id) }],
      [],
      new Date(),
    );
    // Had the watermark gone back, the match would be sent again.
    expect(await delivery.deliver(user.id)).toBe(0);
  });

  it('delivers only matches in the channels of the user’s groups', async () => {
    const { alertDelivery, accounts } = f.t.context.services;
    const user = await f.userWithAlert(['hydrant'], { frequency: 'Hourly' });
    const other = await accounts.addChannel({
      name: 'Dayton City Council',
      locality: 'Dayton',
      state: 'OH',
      platform: 'youtube',
      source: 'UCdayton',
    });
    const { groups } = f.t.context.repositories;
    const group = await groups.create('Dayton Daily');
    await groups.addMember(group.id, user.id, false);
    await groups.addChannel(group.id, other.id);
    await f.ingest(['The hydrant on Fairview Road leaks.']);
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    await groups.addChannel(group.id, f.channelId);
    await f.ingest(['Another hydrant leaks.']);
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).toContain('Another <strong>hydrant</strong> leaks.');
  });

  it('keeps the matches while SMTP is down and delivers them once when it is back', async () => {
    const { alertDelivery } = f.t.context.services;
    const user = await f.userWithAlert(['stormwater'], { frequency: 'Hourly' });
    await f.ingest(['The stormwater fee rises next year.']);
    const before = f.smtp.mails.length;
    f.smtp.state.down = true;
    await expect(alertDelivery.deliver(user.id)).rejects.toThrow();
    await expect(alertDelivery.deliver(user.id)).rejects.toThrow();
    expect(f.smtp.mails).toHaveLength(before);
    f.smtp.state.down = false;
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(f.smtp.mails).toHaveLength(before + 1);
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).toContain('<strong>stormwater</strong> fee');
  });

  it('posts the digest to the Slack webhook of a user who chose Slack', async () => {
    const { alertDelivery } = f.t.context.services;
    const user = await f.userWithAlert(['annexation'], {
      frequency: 'Weekly',
      day: 'Tuesday',
      time: '09:00',
      timezone: 'US/Central',
      channel: 'Slack',
      slack_account: f.slack.url,
    });
    const videoUrl = await f.ingest(['Call to order.', 'Public comment.', 'The annexation vote is tonight.']);
    // Tuesday 2026-09-15 9 a.m. CDT is 14:00 UTC.
    expect(await alertDelivery.dueUsers(at('2026-09-15T13:59:00Z'), { userId: user.id })).toEqual([]);
    expect(await alertDelivery.dueUsers(at('2026-09-15T14:00:00Z'), { userId: user.id })).toEqual([user.id]);
    const mailsBefore = f.smtp.mails.length;
    expect(await alertDelivery.deliver(user.id)).toBe(1);
    expect(f.smtp.mails).toHaveLength(mailsBefore);
    expect(f.slack.posts).toHaveLength(1);
    const text = f.slack.posts[0]?.text ?? '';
    expect(text).toContain('Gavel: 1 new match for your alerts');
    // The meeting once, then each moment with its time link.
    expect(text).toContain('*Fairview Council Meeting');
    expect(text).toContain(`<https://gavel.example/transcript/${encodeURIComponent(videoUrl)}?t=20|0:20>`);
    expect(text).toContain('The *annexation* vote is tonight.');
    expect(text).toContain('Fairview, OH · Sept. 8, 2026');
    expect(await alertDelivery.deliver(user.id)).toBe(0);
    expect(f.slack.posts).toHaveLength(1);
  });

  it('runs a cycle by hand with `gavel send-alerts-now --user E`', async () => {
    const user = await f.userWithAlert(['broadband'], { frequency: 'Weekly', day: 'Sunday', time: '06:00' });
    await f.ingest(['Broadband grants were approved.']);
    const env = {
      DATABASE_URL: f.t.context.config.databaseUrl ?? '',
      DATA_DIR: f.t.dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      SMTP_URL: f.smtp.url,
      PUBLIC_URL: 'https://gavel.example',
    };
    const before = f.smtp.mails.length;
    const result = await runGavel(env, 'send-alerts-now', '--user', user.email);
    expect(result.stdout).toContain('1 digest sent with 1 match; 0 with nothing new; 0 failed.');
    expect(f.smtp.mails).toHaveLength(before + 1);
    expect(decoded(f.smtp.mails.at(-1)?.raw ?? '')).toContain('<strong>Broadband</strong> grants');
    // Without PUBLIC_URL, the command links to the server's own port, as the server does.
    await f.ingest(['Broadband maps were shown.']);
    const { PUBLIC_URL: _unused, ...portOnly } = env;
    await runGavel({ ...portOnly, PORT: '3123' }, 'send-alerts-now', '--user', user.email);
    const onPort = decoded(f.smtp.mails.at(-1)?.raw ?? '');
    expect(onPort).toContain('http://localhost:3123/transcript/');
    expect(onPort).toContain('http://localhost:3123/settings#alerts');
    expect(onPort).not.toContain(':8080');
    const unknown = await runGavel(env, 'send-alerts-now', '--user', 'nobody@example.com');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr + unknown.stdout).toContain('No user has the email nobody@example.com.');
  });
});
