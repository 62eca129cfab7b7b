import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { freePort } from './free-port.ts';

/** The cluster that Gavel creates for itself under DATA_DIR on first start. */
describe('the embedded PostgreSQL cluster', () => {
  let dataDir: string;
  let embedded: EmbeddedDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gavel-cluster-'));
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('warn') });
    client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("collates and changes case with PostgreSQL's own C.UTF-8, classifying characters by the C library's", async () => {
    const { rows } = await client.query<Record<string, string>>(
      `SELECT datlocprovider AS provider, datlocale AS locale, datctype AS ctype, pg_encoding_to_char(encoding) AS encoding
         FROM pg_database WHERE datname = current_database()`,
    );
    expect(rows[0]).toEqual({ provider: 'b', locale: 'C.UTF-8', ctype: 'C.UTF-8', encoding: 'UTF8' });
  });

  it('finds the lexemes of non-Latin and accented capitals as the C library would', async () => {
    // The value a cluster with the C library's C.UTF-8 collation gives (the whole Knox corpus,
    // 2.7 million segments, has the same tsvectors under both).
    const { rows } = await client.query<{ lexemes: string; lower: string; ordered: boolean }>(
      `SELECT to_tsvector('english', 'ÉCOLE Ñandú STRASSE Straße ÆRØ İSTANBUL ΣΟΦΙΑ don’t CAFÉ’S Über-Schools 3rd')::text AS lexemes,
              lower('ΣΟΦΙΑΣ İ ǅ') AS lower, 'B' < 'a' AND 'z' < 'é' AS ordered`,
    );
    expect(rows[0]).toEqual({
      lexemes:
        "'3rd':15 'café':10 'istanbul':6 'school':14 'strass':3 'straße':4 'ærø':5 'école':1 'ñandú':2 'über':13 'über-school':12 'σοφια':7",
      lower: 'σοφιασ i ǆ',
      ordered: true,
    });
  });

  it('checkpoints at most every 15 minutes or 4 GB of WAL, so that a large import runs without one', async () => {
    const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
      `SELECT name, setting, unit FROM pg_settings WHERE name IN ('max_wal_size', 'checkpoint_timeout') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'checkpoint_timeout', setting: '900', unit: 's' },
      { name: 'max_wal_size', setting: '4096', unit: 'MB' },
    ]);
  });
});
