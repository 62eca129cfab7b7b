import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newSearchRequest } from '@gavel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  createTestUser,
  request,
  signIn,
  type TestApp,
} from '../../test/harness.ts';
import { runGavel } from '../../test/run-gavel.ts';
import type { Db } from './database.ts';

let source: TestApp;
let dir: string;
const password = 'a long enough password 42';

/**
 * Every row of every public table, in a stable order, as JSON (what a restore must reproduce),
 * but for the columns that name the server's own transactions.
 */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const { rows } = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND relname NOT LIKE 'kysely_%'
     ORDER BY relname`.execute(db);
  const tables: Record<string, string> = {};
  for (const { name } of rows) {
    const data = await sql<{ rows: unknown }>`
      SELECT COALESCE(jsonb_agg(r ORDER BY r::text), '[]'::jsonb) AS rows
        FROM (SELECT to_jsonb(t) - 'indexed_xid' - 'delivered_through' AS r FROM ${sql.table(name)} t) x`.execute(
      db,
    );
    tables[name] = JSON.stringify(data.rows[0]?.rows);
  }
  return tables;
}

beforeAll(async () => {
  source = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'gavel-backup-'));
  const { accounts, import: importer, summary } = source.context.services;
  const group = await accounts.createGroup('Daily Ledger');
  await accounts.addChannel({
    name: 'City Council',
    locality: 'Knoxville',
    state: 'TN',
    platform: 'rss',
    source: 'https://example.org/feed.xml',
    groupName: group.name,
  });
  const user = await createTestUser(source.context, {
    email: 'reporter@example.org',
    password,
    mustChangePassword: false,
  });
  await accounts.addMember(group.name, user.email, true);
  await source.context.services.alerts.create(user.id, {
    keywords: ['zoning'],
    locality: [''],
    state: [''],
    is_notifying: true,
  });
  const file = join(dir, 'meetings.jsonl.gz');
  const meetings = [1, 2, 3].map((n) =>
    JSON.stringify({
      title: `Regular Meeting ${n}`,
      body: 'City Council',
      date: `2024-05-0${n}`,
      video_url: `https://archive.org/details/regular-${n}`,
      segments: [
        { start: 0, text: 'I call this meeting to order.' },
        { start: 14, text: `The zoning appeal for lot ${n} is next, with a "quote" and a tab\there.` },
        { start: 40, text: 'Motion to adjourn. All in favor? Aye. We are adjourned.' },
      ],
    }),
  );
  await writeFile(file, gzipSync(`${meetings.join('\n')}\n`));
  await importer.importJsonl([file], { channel: 'City Council' });
  await summary.regenerate('https://archive.org/details/regular-2');
});

afterAll(async () => {
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

describe('gavel backup and restore', () => {
  it('restores every user, group, channel, meeting, transcript and summary into a fresh database', async () => {
    const file = join(dir, 'gavel.backup.gz');
    const backup = await runGavel(
      { DATABASE_URL: source.context.config.databaseUrl ?? '', DATA_DIR: dir },
      'backup',
      file,
    );
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Backed up \d+ tables \(\d+ rows\)/);
    expect(backup.stdout).toContain('segments: 9 rows');

    const target = await createTestDatabase();
    try {
      const restore = await runGavel({ DATABASE_URL: target.url, DATA_DIR: dir }, 'restore', file);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await snapshot(target.db)).toEqual(await snapshot(source.context.db));

      // The restored database works: the reporter signs in and finds the words, and new rows get
      // fresh ids after the restored ones.
      const restored = await createTestApp({}, target);
      try {
        const token = await signIn(restored.app, 'reporter@example.org', password);
        const search = await request(restored.app, {
          method: 'POST',
          url: '/user_auth/search/',
          token,
          payload: newSearchRequest({ searchTerm: 'zoning appeal' }),
        });
        expect(search.statusCode).toBe(200);
        expect(search.json<{ meta: { page: { total_results: number } } }>().meta.page.total_results).toBe(3);
        const newcomer = await createTestUser(restored.context);
        const before = await source.context.db.selectFrom('users').select('id').execute();
        expect(newcomer.id).toBeGreaterThan(Math.max(...before.map((u) => u.id)));

        // The restored alert follows what is indexed after the restore, not the restored meetings.
        const reporter = await restored.context.repositories.users.findByEmail('reporter@example.org');
        const newMatches = async () =>
          (await restored.context.repositories.alerts.newMatches([reporter?.id ?? 0], 25)).rows.map(
            (r) => r.video_url,
          );
        expect(await newMatches()).toEqual([]);
        const file = join(dir, 'later.jsonl.gz');
        await writeFile(
          file,
          gzipSync(
            `${JSON.stringify({
              title: 'Regular Meeting 4',
              body: 'City Council',
              date: '2024-05-04',
              video_url: 'https://archive.org/details/regular-4',
              segments: [{ start: 0, text: 'The zoning appeal was withdrawn.' }],
            })}\n`,
          ),
        );
        await restored.context.services.import.importJsonl([file], { channel: 'City Council' });
        expect(await newMatches()).toEqual(['https://archive.org/details/regular-4']);
      } finally {
        await restored.close();
      }
    } catch (error) {
      await target.drop();
      throw error;
    }
  });

  it('restores a backup of an earlier version, skipping the tables it no longer has', async () => {
    const good = join(dir, 'current.backup.gz');
    const env = { DATABASE_URL: source.context.config.databaseUrl ?? '', DATA_DIR: dir };
    expect((await runGavel(env, 'backup', good)).code).toBe(0);
    const { gunzipSync } = await import('node:zlib');
    const text = gunzipSync(await readFile(good)).toString('utf8');
    // An earlier version kept a row per delivered match, in a table since retired.
    const retired = `TABLE ${JSON.stringify({ name: 'alert_deliveries', columns: ['alert_id', 'meeting_id', 'ordinal', 'sent_at'] })}\n1\t1\t1\t2024-05-02 10:00:00+00\n\\.\n`;
    const older = join(dir, 'older.backup.gz');
    await writeFile(older, gzipSync(text.replace(/\nEND\n$/, `\n${retired}END\n`)));
    const target = await createTestDatabase();
    try {
      const restore = await runGavel({ DATABASE_URL: target.url, DATA_DIR: dir }, 'restore', older);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await snapshot(target.db)).toEqual(await snapshot(source.context.db));
    } finally {
      await target.drop();
    }
  });

  it('refuses to restore over existing data, and changes nothing', async () => {
    const file = join(dir, 'again.backup.gz');
    expect(
      (
        await runGavel(
          { DATABASE_URL: source.context.config.databaseUrl ?? '', DATA_DIR: dir },
          'backup',
          file,
        )
      ).code,
    ).toBe(0);
    const before = await snapshot(source.context.db);
    const restore = await runGavel(
      { DATABASE_URL: source.context.config.databaseUrl ?? '', DATA_DIR: dir },
      'restore',
      file,
    );
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('The database already holds data');
    expect(await snapshot(source.context.db)).toEqual(before);
  });

  it('refuses a damaged or foreign file with one line, leaving the target empty', async () => {
    const good = join(dir, 'good.backup.gz');
    expect(
      (
        await runGavel(
          { DATABASE_URL: source.context.config.databaseUrl ?? '', DATA_DIR: dir },
          'backup',
          good,
        )
      ).code,
    ).toBe(0);
    const bytes = await readFile(good);
    const { gunzipSync } = await import('node:zlib');
    const text = gunzipSync(bytes).toString('utf8');
    const truncated = join(dir, 'truncated.backup.gz');
    await writeFile(truncated, gzipSync(text.slice(0, Math.floor(text.length * 0.8))));
    const foreign = join(dir, 'foreign.gz');
    await writeFile(foreign, gzipSync('name,email\nx,y\n'));

    const target = await createTestDatabase();
    try {
      for (const [file, message] of [
        [truncated, 'incomplete or damaged'],
        [foreign, 'is not a Gavel backup'],
        [join(dir, 'missing.gz'), 'Cannot read'],
      ] as const) {
        const restore = await runGavel({ DATABASE_URL: target.url, DATA_DIR: dir }, 'restore', file);
        expect(restore.code).toBe(1);
        expect(restore.stderr).toContain(message);
        expect(restore.stderr.trim().split('\n')).toHaveLength(1);
      }
      const users = await target.db.selectFrom('users').select('id').execute();
      const segments = await target.db.selectFrom('segments').select('ordinal').execute();
      expect([users.length, segments.length]).toEqual([0, 0]);
    } finally {
      await target.drop();
    }
  });
});
