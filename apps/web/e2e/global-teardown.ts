import { rm } from 'node:fs/promises';
import { stopEmbeddedPostgres } from '../../server/src/db/embedded-postgres.ts';

/**
 * The server under test runs its embedded PostgreSQL in a process group of its own, which
 * outlives the server when the runner kills it: stop it, then remove the test data.
 */
export default async function globalTeardown() {
  const dataDir = process.env['GAVEL_E2E_DATA_DIR'];
  if (!dataDir) {
    return;
  }
  await stopEmbeddedPostgres(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}
