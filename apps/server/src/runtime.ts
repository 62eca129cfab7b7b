import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createDb, migrateToLatest, type DatabaseHandle } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { searchIndexesRepository } from './db/repositories/search-indexes.repository.ts';

/**
 * Opens the database: DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR
 * (started, or joined when already running). Runs the migrations, and builds the search indexes
 * that a bulk import stopped before its end left out. `close` releases the pool and stops the
 * embedded server if this process owns it.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { adoptEmbedded?: boolean; poolSize?: number } = {},
): Promise<DatabaseHandle & { url: string; close: () => Promise<void> }> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        logger,
        adopt: options.adoptEmbedded ?? false,
        settings: { shared_buffers: config.embeddedPgSharedBuffers },
      });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) {
    throw new Error('No database configured.');
  }
  const { db, pool } = createDb(url, options.poolSize ?? config.databasePoolSize);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) {
      logger.info({ migrations: applied }, 'database migrated');
    }
    const rebuilt = await searchIndexesRepository(pool).repair();
    if (rebuilt.length > 0) {
      logger.warn({ rebuilt }, 'rebuilt the search indexes that an interrupted bulk import left out');
    }
  } catch (error) {
    await db.destroy();
    if (embedded?.owned) {
      await embedded.stop();
    }
    throw error;
  }
  return {
    db,
    pool,
    url,
    close: async () => {
      await db.destroy();
      if (embedded?.owned) {
        await embedded.stop();
      }
    },
  };
}
