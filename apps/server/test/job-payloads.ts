import { sql } from 'kysely';
import { expect } from 'vitest';
import type { AppContext } from '../src/context.ts';
import type { SendableJob } from '../src/job-queue.ts';

/** How many jobs of this name pg-boss keeps (none before its schema exists). */
async function jobCount(context: AppContext, name: string): Promise<number> {
  const exists = await sql<{ table: string | null }>`SELECT to_regclass('pgboss.job')::text AS table`.execute(
    context.db,
  );
  if (!exists.rows[0]?.table) {
    return 0;
  }
  const counted = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name}
  `.execute(context.db);
  return counted.rows[0]?.n ?? 0;
}

/** Sends each payload on its own: the queue must refuse every one, and keep none of them. */
export async function expectRefusedAtSend<Payload>(
  context: AppContext,
  job: SendableJob<Payload>,
  payloads: unknown[],
): Promise<void> {
  const before = await jobCount(context, job.name);
  for (const payload of payloads) {
    await expect(context.jobs.send(job, [payload as Payload]), JSON.stringify(payload)).rejects.toThrow();
  }
  expect(await jobCount(context, job.name)).toBe(before);
}
