import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddedPostgres,
  stopEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../src/db/embedded-postgres.ts';
import { createDb, migrateToLatest } from '../src/db/database.ts';
import { STORAGE_FULL } from '../src/domain/errors.ts';
import { createLogger } from '../src/logger.ts';
import { freePort } from './free-port.ts';
import { runGavel } from './run-gavel.ts';

/**
 * A full disk under the data directory: a small file system of its own (tmpfs), filled up while
 * Gavel imports. Mounting needs root, as in CI and on the development machines; elsewhere this
 * file is skipped, saying why.
 */
const mountPoint = mkdtempSync(join(tmpdir(), 'gavel-full-disk-'));
const canMount = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m,mode=0755', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
})();

const dataDir = join(mountPoint, 'data');
const filler = join(mountPoint, 'filler');
let embedded: EmbeddedDatabase;
let env: Record<string, string>;

function meetingsFile(from: number, count: number, segments: number): Buffer {
  const lines = [];
  for (let n = from; n < from + count; n += 1) {
    lines.push(
      JSON.stringify({
        title: `Work Session ${n}`,
        body: 'City Council',
        date: '2024-03-01',
        video_url: `https://archive.org/details/work-session-${n}`,
        segments: Array.from({ length: segments }, (_, i) => ({
          start: i * 5,
          text: `Item ${i} of session ${n}: the stormwater utility fee and the greenway extension, again.`,
        })),
      }),
    );
  }
  return gzipSync(`${lines.join('\n')}\n`);
}

/** Fills the file system until it has no space left. */
async function fillDisk() {
  const handle = await open(filler, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) {
      await handle.write(chunk);
    }
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  if (!canMount) {
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  embedded = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    logger: createLogger('silent'),
    settings: { shared_buffers: '16MB', max_wal_size: '32MB', min_wal_size: '32MB', wal_keep_size: '0' },
  });
  const handle = createDb(embedded.url, 1);
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  env = { DATABASE_URL: embedded.url, DATA_DIR: dataDir };
  const channel = await runGavel(
    env,
    'add-channel',
    '--name',
    'City Council',
    '--locality',
    'Springfield',
    '--state',
    'IL',
    '--platform',
    'rss',
    '--source',
    'https://example.org/feed',
  );
  expect(channel.code).toBe(0);
}, 120_000);

afterAll(async () => {
  if (!canMount) {
    rmSync(mountPoint, { recursive: true, force: true });
    return;
  }
  rmSync(filler, { force: true });
  await stopEmbeddedPostgres(dataDir).catch(() => {});
  execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!canMount)(
  'a full disk under the data directory (needs root to mount a small file system)',
  () => {
    it('stops an import with a clear error, keeps what was stored, and carries on once there is space', async () => {
      const source = join(tmpdir(), `gavel-full-disk-${process.pid}`);
      mkdirSync(source, { recursive: true });
      try {
        const first = join(source, 'first.jsonl.gz');
        await writeFile(first, meetingsFile(0, 3, 200));
        expect((await runGavel(env, 'import', '--channel', 'City Council', first)).code).toBe(0);

        await fillDisk();
        const big = join(source, 'big.jsonl.gz');
        await writeFile(big, meetingsFile(100, 20, 3000));
        const failed = await runGavel(env, 'import', '--channel', 'City Council', big);
        expect(failed.code).toBe(1);
        expect(failed.stderr.trim().split('\n')).toHaveLength(1);
        expect(failed.stderr).toContain(STORAGE_FULL);

        // Space again: what was stored is intact, and the same import now completes.
        await rm(filler, { force: true });
        if (!(await ready())) {
          // PostgreSQL stops itself when it cannot write its journal; it recovers on the next start.
          embedded = await startEmbeddedPostgres({
            dataDir,
            port: Number(new URL(embedded.url).port),
            logger: createLogger('silent'),
          });
        }
        const handle = createDb(embedded.url, 1);
        try {
          const stored = await handle.db
            .selectFrom('meetings')
            .select(['video_url', 'segment_count'])
            .where('video_url', 'like', '%work-session-_')
            .orderBy('video_url')
            .execute();
          expect(stored.map((m) => m.segment_count)).toEqual([200, 200, 200]);
          const again = await runGavel(env, 'import', '--channel', 'City Council', big);
          expect(again.code, again.stderr).toBe(0);
          const { count } = await handle.db
            .selectFrom('segments')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow();
          expect(Number(count)).toBe(3 * 200 + 20 * 3000);
        } finally {
          await handle.db.destroy();
        }
      } finally {
        rmSync(source, { recursive: true, force: true });
      }
    }, 300_000);
  },
);

async function ready(): Promise<boolean> {
  const handle = createDb(embedded.url, 1);
  try {
    await handle.db.selectFrom('meetings').select('id').limit(1).execute();
    return true;
  } catch {
    return false;
  } finally {
    await handle.db.destroy().catch(() => {});
  }
}
