import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { commands } from '../cli/commands/index.ts';
import { startPollScheduler } from '../worker/poll-scheduler.ts';
import { demoChannels } from './meetings.ts';
import { seedDemoContent } from './seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.context);
});
afterAll(() => t.close());

describe('the demo newsroom', () => {
  it('has demo channels that a fresh start never polls', async () => {
    const channels = await t.context.db.selectFrom('channels').selectAll().orderBy('id').execute();
    expect(channels.map((c) => [c.name, c.demo])).toEqual(demoChannels.map((c) => [c.name, true]));
    // The demo channels are in the demo group, yet the scheduler finds nothing due.
    const groupChannels = await t.context.db.selectFrom('group_channels').select('channel_id').execute();
    expect(groupChannels).toHaveLength(demoChannels.length);
    const scheduler = startPollScheduler(t.context, 3_600_000);
    await scheduler.tick();
    scheduler.stop();
    expect(await t.context.repositories.ingest.claimDueChannels()).toEqual([]);
    expect(await t.context.services.ingest.pollNow()).toEqual([]);
    const after = await t.context.db.selectFrom('channels').selectAll().execute();
    expect(after.every((c) => c.last_polled_at === null && c.last_error === null)).toBe(true);
  });

  it('leaves gavel status clean: no poll errors, nothing failed or stuck', async () => {
    const lines: string[] = [];
    await commands.status?.run(t.context, [], (line) => lines.push(line));
    const text = lines.join('\n');
    for (const channel of demoChannels) {
      const row = lines.find((line) => line.includes(channel.name));
      expect(row, text).toMatch(/no \(demo channel\)\s+never\s+-\s+0\s+0\s+3\s+0$/);
    }
    const section = (title: string) => lines[lines.indexOf(title) + 1];
    expect(section('Meetings in progress or failed'), text).toBe('(none)');
    expect(section('Failed jobs'), text).toBe('(none)');
  });
});
