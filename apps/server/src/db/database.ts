import { Kysely, PostgresDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

// Dates come back as Date; bigint ids and counts as strings are parsed where used.
export type Db = Kysely<Database>;

/** The query builder and the pool under it (for COPY and other raw protocol use). */
export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  url: string;
}

export function createDb(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // A statement that runs longer than this is cancelled (spec §9: 30 s search time-out).
    statement_timeout: 30_000,
    application_name: 'gavel',
  });
  // A client that loses its connection (the database restarted) must not crash the process, idle
  // or checked out: its query fails and is answered 503, and the pool connects afresh.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool, url };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    throw error instanceof Error ? error : new Error('Migration failed');
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
