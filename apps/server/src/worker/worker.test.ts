import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { summarizeJob } from '../jobs/summarize.job.ts';
import { importSpokenMeeting } from '../../test/meeting-lines.ts';
import { waitFor } from '../../test/wait-for.ts';
import { startWorker } from './worker.ts';

let t: TestApp;
let dir: string;
let worker: { stop: () => Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'gavel-worker-'));
  worker = await startWorker(t.context, t.context.config.databaseUrl ?? '');
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the worker', () => {
  it('summarises a meeting after its transcript is imported', async () => {
    const meetingId = await importSpokenMeeting(t.context, dir, {
      title: 'Worker Meeting',
      videoUrl: 'https://archive.org/details/worker-meeting',
      lines: [
        'I call this meeting to order.',
        'Madam clerk, please call the roll.',
        'The first item is an ordinance on sidewalks.',
        'Is there a motion? So moved. Second.',
        'Council member Grant?',
        'Yes.',
        'Council member Osei?',
        'No.',
        'The motion carries.',
        'We are adjourned.',
      ],
    });
    expect(meetingId).toBeGreaterThan(0);

    const deadline = Date.now() + 30_000;
    let stored = await t.context.repositories.summaries.findCurrent(meetingId);
    while (!stored && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stored = await t.context.repositories.summaries.findCurrent(meetingId);
    }
    expect(stored).toBeDefined();
    expect(stored?.summary.length).toBeGreaterThan(0);
  });

  it('refuses to send a payload its job does not take, and drops one that reaches the queue anyway', async () => {
    await expect(t.context.jobs.send(summarizeJob, [{ meetingId: -1 }])).rejects.toThrow();
    // A payload written by something else (an older version, a hand-made job) is dropped, not retried.
    const loose = { name: summarizeJob.name, queue: summarizeJob.queue, payload: z.unknown() };
    await t.context.jobs.send(loose, [{ meetingId: 'not a number' }]);
    const states = async () =>
      (
        await sql<{ state: string; retry_count: number }>`
          SELECT state, retry_count FROM pgboss.job
          WHERE name = ${summarizeJob.name} AND data @> ${JSON.stringify({ meetingId: 'not a number' })}::jsonb
        `.execute(t.context.db)
      ).rows;
    await waitFor('the unreadable job to be taken', async () =>
      (await states())[0]?.state === 'completed' ? true : undefined,
    );
    expect(await states()).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
