import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { loadConfig } from '../src/config.ts';
import { createContext, type AppContext } from '../src/context.ts';
import { createDb, type DatabaseHandle } from '../src/db/database.ts';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';

export const TEST_SECRET = 'test-secret-key-that-is-long-enough-0123456789';

/** A database of this test file's own, cloned from the migrated template. */
export async function createTestDatabase(): Promise<
  DatabaseHandle & { url: string; drop: () => Promise<void> }
> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, 1);
  await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(TEMPLATE_DATABASE)}`.execute(admin.db);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool } = createDb(url.toString(), 5);
  return {
    db,
    pool,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
      await admin.db.destroy();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  dataDir: string;
  close: () => Promise<void>;
}

/** The real app, in-process, against a real database of its own (or the one given). */
export async function createTestApp(
  env: Record<string, string> = {},
  existing?: Awaited<ReturnType<typeof createTestDatabase>>,
): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'gavel-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SECRET_KEY: TEST_SECRET,
    LOG_LEVEL: 'silent',
    // Tests change data between searches: every search is answered afresh unless a test says.
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
  // API tests answer the same whether or not the web app has been built: page routes serve this
  // stand-in index.html (the browser tests serve the real build).
  const webDist = join(dataDir, 'web');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Gavel</title><div id="root"></div>');
  config.webDist = webDist;
  const context = await createContext(config, database, createLogger(config.logLevel));
  const app = await buildApp(context);
  await app.ready();
  return {
    app,
    context,
    dataDir,
    close: async () => {
      await app.close();
      context.mailer.close();
      await context.jobs.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestUser(
  context: AppContext,
  options: { email?: string; password?: string; mustChangePassword?: boolean } = {},
) {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = options.password ?? 'correct horse battery staple';
  const user = await context.repositories.users.create({ email, passwordHash: await hashPassword(password) });
  if (options.mustChangePassword === false) {
    await context.db
      .updateTable('users')
      .set({ must_change_password: false })
      .where('id', '=', user.id)
      .execute();
  }
  return { ...user, password };
}

const CSRF = 'test-csrf-token';

/** A request as the web app sends it: the CSRF cookie and header, and the token if given. */
export function request(
  app: FastifyInstance,
  options: InjectOptions & { token?: string; csrf?: boolean },
): Promise<LightMyRequestResponse> {
  const { token, csrf = true, headers = {}, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(csrf ? { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF } : {}),
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...headers,
    },
  });
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await request(app, {
    method: 'POST',
    url: '/api/token-auth/',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}
