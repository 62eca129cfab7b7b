/**
 * What every benchmark starts from: a fresh embedded PostgreSQL in a temporary directory, migrated,
 * and Gavel's context on it with the given settings; `close` stops and removes it all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext, type AppContext } from '../../apps/server/src/context.ts';
import { createDb, migrateToLatest, type DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import type { Logger } from 'pino';
import { createLogger } from '../../apps/server/src/logger.ts';
import { freePort } from '../../apps/server/test/free-port.ts';

export const BENCH_SECRET = 'bench-secret-key-that-is-long-enough-000000';

export interface Bench {
  dir: string;
  /** The database's URL, for a server process started apart. */
  url: string;
  logger: Logger;
  handle: DatabaseHandle;
  context: AppContext;
  /** Closes the context, leaving the database up (for a server process started apart). */
  closeContext: () => Promise<void>;
  /** Closes the context if still open, stops the database and removes the directory. */
  close: () => Promise<void>;
}

export async function startBench(
  name: string,
  options: { settings?: Record<string, string>; env?: Record<string, string> } = {},
): Promise<Bench> {
  const logger = createLogger('warn');
  const dir = await mkdtemp(join(tmpdir(), `gavel-bench-${name}-`));
  const embedded = await startEmbeddedPostgres({
    dataDir: dir,
    port: await freePort(),
    logger,
    settings: options.settings ?? {},
  });
  const remove = async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const handle = createDb(embedded.url, 8);
    await migrateToLatest(handle.db);
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: embedded.url,
      SECRET_KEY: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      ...options.env,
    });
    const context = await createContext(config, handle, logger);
    let open = true;
    const closeContext = async () => {
      if (open) {
        open = false;
        context.mailer.close();
        await context.jobs.close();
        await handle.db.destroy();
      }
    };
    return {
      dir,
      url: embedded.url,
      logger,
      handle,
      context,
      closeContext,
      close: async () => {
        await closeContext();
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
