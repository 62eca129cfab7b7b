import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/harness.ts';
import { runGavel } from '../../../test/run-gavel.ts';
import { searchSchema } from '../../../test/search-schema.ts';
import type { Db } from '../database.ts';

let dir: string;
let reference: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gavel-search-indexes-'));
  reference = await createTestApp();
});
afterAll(async () => {
  await reference.close();
  await rm(dir, { recursive: true, force: true });
});

/** What a bulk import stopped in its load leaves: the search indexes and references dropped. */
async function dropAsBulkLoadDoes(db: Db) {
  await sql`
    DROP INDEX segments_tsv, segments_upload_date, segments_indexed_xid, meeting_lexemes_meeting;
    ALTER TABLE meeting_lexemes DROP CONSTRAINT meeting_lexemes_pkey;
    ALTER TABLE segments DROP CONSTRAINT segments_meeting_id_fkey;
    ALTER TABLE meeting_lexemes DROP CONSTRAINT meeting_lexemes_meeting_id_fkey;
  `.execute(db);
}

const ALL_DROPPED = [
  'segments_tsv',
  'meeting_lexemes_pkey',
  'segments_upload_date',
  'segments_indexed_xid',
  'segments_meeting_id_fkey',
  'meeting_lexemes_meeting_id_fkey',
  'meeting_lexemes_meeting',
];

/** The schema while a bulk import loads: the segments' primary key and NOT NULL constraints stay. */
async function withoutDropped() {
  const whole = await searchSchema(reference.context.db);
  const left = whole.filter((d) => !ALL_DROPPED.includes(d.name));
  expect(left.map((d) => d.name)).toContain('segments_pkey');
  return left;
}

describe('the search indexes around a bulk import', () => {
  it('are rebuilt, exactly as the migrations make them, where a bulk import left them out', async () => {
    const t = await createTestApp();
    try {
      await dropAsBulkLoadDoes(t.context.db);
      expect((await searchSchema(t.context.db)).length).toBeLessThan(
        (await searchSchema(reference.context.db)).length,
      );
      expect(await t.context.repositories.searchIndexes.repair()).toEqual(ALL_DROPPED);
      expect(await searchSchema(t.context.db)).toEqual(await searchSchema(reference.context.db));
      // Once whole, there is nothing to do.
      expect(await t.context.repositories.searchIndexes.repair()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('are left to a bulk import while it runs, and a second bulk import is refused', async () => {
    const t = await createTestApp();
    try {
      const { searchIndexes } = t.context.repositories;
      let finish = () => {};
      let loading = () => {};
      const started = new Promise<void>((resolve) => (loading = resolve));
      const load = searchIndexes.bulkLoad(
        () => {
          loading();
          return new Promise<void>((resolve) => (finish = resolve));
        },
        () => {},
      );
      await started;
      expect(await searchSchema(t.context.db)).toEqual(await withoutDropped());
      // Another process starting now does not build them under the load.
      expect(await searchIndexes.repair()).toEqual([]);
      expect(
        await searchIndexes.bulkLoad(
          async () => {},
          () => {},
        ),
      ).toBe(false);
      finish();
      expect(await load).toBe(true);
      expect(await searchSchema(t.context.db)).toEqual(await searchSchema(reference.context.db));
    } finally {
      await t.close();
    }
  });

  it('are rebuilt by the next gavel command after a bulk import is killed', async () => {
    const database = await createTestDatabase();
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: dir };
      const added = await runGavel(
        env,
        'add-channel',
        '--name',
        'City Council',
        '--locality',
        'Knoxville',
        '--state',
        'TN',
        '--platform',
        'rss',
        '--source',
        'https://example.org/feed',
      );
      expect(added.code).toBe(0);
      const file = join(dir, 'large.jsonl');
      const lines = Array.from({ length: 600 }, (_, n) =>
        JSON.stringify({
          body: 'City Council',
          title: `Meeting ${n}`,
          date: '2024-03-01',
          video_url: `https://archive.org/details/killed-${n}`,
          segments: Array.from({ length: 100 }, (_, i) => ({
            start: i * 5,
            text: `Item ${i} of meeting ${n}: the stormwater utility fee and the greenway extension.`,
          })),
        }),
      );
      await writeFile(file, `${lines.join('\n')}\n`);

      const cli = join(import.meta.dirname, '..', '..', 'cli', 'main.ts');
      const child = spawn(process.execPath, [cli, 'import', '--channel', 'City Council', '--bulk', file], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      // Killed as soon as it reports its first meeting: the load is under way.
      await new Promise<void>((resolve) => {
        child.stderr.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('importing')) {
            child.kill('SIGKILL');
            resolve();
          }
        });
      });
      expect(await exited).toBeNull();
      expect(await searchSchema(database.db)).toEqual(await withoutDropped());

      const listed = await runGavel(env, 'list', 'channels');
      expect(listed.code).toBe(0);
      expect(await searchSchema(database.db)).toEqual(await searchSchema(reference.context.db));
    } finally {
      await database.drop();
    }
  });
});
