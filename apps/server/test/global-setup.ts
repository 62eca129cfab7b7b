import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DATABASE = 'gavel_template';

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (its server must allow CREATE
 * DATABASE), otherwise an embedded server in a temporary directory. The schema is migrated once
 * into a template database; each test file clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'gavel-test-pg-'));
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      logger: createLogger('warn'),
      database: 'postgres',
    });
    adminUrl = embedded.url;
  }
  const admin = createDb(adminUrl, 2);
  const { sql } = await import('kysely');
  await sql`DROP DATABASE IF EXISTS ${sql.id(TEMPLATE_DATABASE)} WITH (FORCE)`.execute(admin.db);
  await sql`CREATE DATABASE ${sql.id(TEMPLATE_DATABASE)}`.execute(admin.db);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = createDb(templateUrl.toString(), 2);
  await migrateToLatest(template.db);
  await template.db.destroy();
  await admin.db.destroy();

  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await embedded?.stop();
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
