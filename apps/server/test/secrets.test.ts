import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { createTestDatabase, createTestUser, request, TEST_SECRET } from './harness.ts';

/** Secrets never reach the logs or a response, even with every log line on. */
let logs = '';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let context: Awaited<ReturnType<typeof createContext>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'gavel-secrets-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SECRET_KEY: TEST_SECRET,
    LOG_LEVEL: 'trace',
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  context = await createContext(config, database, createLogger('trace', sink));
  app = await buildApp(context);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  context.mailer.close();
  await context.jobs.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('secrets', () => {
  it('keeps passwords, tokens and password hashes out of the logs and the answers', async () => {
    const user = await createTestUser(context, {
      email: 'careful@example.org',
      password: 'first secret passphrase 9',
      mustChangePassword: false,
    });
    const answers: string[] = [];
    const signInResponse = await request(app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: user.email, password: user.password },
    });
    answers.push(signInResponse.body);
    const token = signInResponse.json<{ token: string }>().token;
    expect(token).toBeTruthy();
    const failed = await request(app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: user.email, password: 'wrong guess of a password' },
    });
    answers.push(failed.body);
    for (const [method, url, payload] of [
      ['GET', '/user_auth/current_user/', undefined],
      ['POST', '/api/token-verify/', { token }],
      ['POST', '/api/token-refresh/', { token }],
      ['POST', '/user_auth/check-password/', { password: 'second secret passphrase 7' }],
      [
        'POST',
        '/user_auth/change-password/',
        {
          current_password: user.password,
          new_password: 'second secret passphrase 7',
          confirm_password: 'second secret passphrase 7',
        },
      ],
    ] as const) {
      const response = await request(app, { method, url, token, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(400);
      answers.push(response.body);
    }
    const hash = (
      await context.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).password_hash;

    expect(logs).toContain('"url":"/api/token-auth/"');
    for (const secret of [
      user.password,
      'wrong guess of a password',
      'second secret passphrase 7',
      token,
      hash,
    ]) {
      expect(logs).not.toContain(secret);
    }
    for (const answer of answers) {
      expect(answer).not.toContain('$argon2');
      expect(answer).not.toContain('password_hash');
      expect(answer).not.toContain(user.password);
    }
  });
});
