import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSearchRequest } from '@gavel/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createContext, type AppContext } from '../src/context.ts';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { buildApp } from '../src/app.ts';
import { DATABASE_UNAVAILABLE } from '../src/domain/errors.ts';
import { createLogger } from '../src/logger.ts';
import { openDatabase } from '../src/runtime.ts';
import { freePort } from './free-port.ts';
import { createTestUser, request, signIn, TEST_SECRET } from './harness.ts';

/**
 * Faults the API must ride out without a restart and without losing anything. This file runs its
 * own embedded PostgreSQL, since it stops and starts it.
 */
let dataDir: string;
let pgPort: number;
let database: Awaited<ReturnType<typeof openDatabase>>;
let context: AppContext;
let app: FastifyInstance;
let token: string;

const search = newSearchRequest({ searchTerm: 'budget' });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gavel-faults-'));
  pgPort = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_SHARED_BUFFERS: '32MB',
    SECRET_KEY: TEST_SECRET,
    LOG_LEVEL: 'silent',
    SEARCH_CACHE_SECONDS: '0',
  });
  const logger = createLogger('silent');
  database = await openDatabase(config, logger);
  context = await createContext(config, database, logger);
  app = await buildApp(context);
  await app.ready();
  const user = await createTestUser(context, { mustChangePassword: false });
  token = await signIn(app, user.email, user.password);
}, 120_000);

afterAll(async () => {
  await app.close();
  context.mailer.close();
  await context.jobs.close();
  await database.close();
  await stopEmbeddedPostgres(dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status: number;
  message?: string;
}

/** Keeps `workers` clients searching until `until` resolves; returns every answer in order. */
async function searchUnderLoad(until: Promise<void>, workers = 4): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let done = false;
  void until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!done) {
        const response = await request(app, {
          method: 'POST',
          url: '/user_auth/search/',
          token,
          payload: search,
        });
        const body = response.json<{ message?: string }>();
        outcomes.push({ status: response.statusCode, message: body.message });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return outcomes;
}

describe('the database restarted under load', () => {
  it('answers 503 with a clear message while the database is down, then recovers by itself', async () => {
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

    const before = await searchUnderLoad(sleep(500));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((o) => o.status === 200)).toBe(true);

    // Down: stopped while the clients keep searching.
    const whileStopping = searchUnderLoad(stopEmbeddedPostgres(dataDir));
    const duringStop = await whileStopping;
    const down = await searchUnderLoad(sleep(1000));
    expect(down.length).toBeGreaterThan(0);
    for (const outcome of down) {
      expect(outcome).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
    }
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);

    // Up again: the same process answers again, with no restart.
    await startEmbeddedPostgres({ dataDir, port: pgPort, logger: createLogger('silent') });
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt += 1) {
      const response = await request(app, {
        method: 'POST',
        url: '/user_auth/search/',
        token,
        payload: search,
      });
      recovered = response.statusCode === 200;
      if (!recovered) {
        expect(response.statusCode).toBe(503);
        await sleep(200);
      }
    }
    expect(recovered).toBe(true);
    const after = await searchUnderLoad(sleep(500));
    expect(after.every((o) => o.status === 200)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    // Nothing in between was a server error: each answer was a result or the clear 503.
    for (const outcome of [...before, ...duringStop, ...down, ...after]) {
      expect([200, 503]).toContain(outcome.status);
    }
    // The account survived: the same token still signs in requests.
    const me = await request(app, { method: 'GET', url: '/user_auth/current_user/', token });
    expect(me.statusCode).toBe(200);
  }, 120_000);
});

describe('an exhausted database pool', () => {
  it('queues requests, answers 503 when no connection frees up in time, and recovers when one does', async () => {
    const held = await Promise.all(
      Array.from({ length: context.config.databasePoolSize }, () => context.pool.connect()),
    );
    try {
      // A request that waits for a connection gets one as soon as it is released.
      const waiting = request(app, { method: 'POST', url: '/user_auth/search/', token, payload: search });
      await new Promise((resolve) => setTimeout(resolve, 300));
      held.pop()?.release();
      expect((await waiting).statusCode).toBe(200);

      // With every connection kept busy, the wait ends in the clear 503, not an error page.
      held.push(await context.pool.connect());
      const starved = await request(app, {
        method: 'POST',
        url: '/user_auth/search/',
        token,
        payload: search,
      });
      expect(starved.statusCode).toBe(503);
      expect(starved.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    } finally {
      for (const client of held) {
        client.release();
      }
    }
    const after = await request(app, { method: 'POST', url: '/user_auth/search/', token, payload: search });
    expect(after.statusCode).toBe(200);
  }, 60_000);
});
