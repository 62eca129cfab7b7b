import type pg from 'pg';

/**
 * The indexes and references of segments and of the lexeme counts that a bulk load into an empty
 * database drops first and builds once at the end, as the migrations create them: several times
 * faster than maintaining them row by row. Longest build first. The segments' primary key stays,
 * as each meeting's lexemes are counted through it; a meeting the load creates has no old counts
 * to delete, so their index by meeting waits for the end.
 */
const STRUCTURES = [
  { table: 'segments', name: 'segments_tsv', index: 'USING gin (tsv)' },
  { table: 'meeting_lexemes', name: 'meeting_lexemes_pkey', constraint: 'PRIMARY KEY (lexeme, meeting_id)' },
  { table: 'segments', name: 'segments_upload_date', index: '(upload_date DESC, meeting_id, ordinal)' },
  { table: 'segments', name: 'segments_indexed_xid', index: '(indexed_xid DESC NULLS LAST)' },
  {
    table: 'segments',
    name: 'segments_meeting_id_fkey',
    constraint: 'FOREIGN KEY (meeting_id) REFERENCES meetings (id) ON DELETE CASCADE',
  },
  {
    table: 'meeting_lexemes',
    name: 'meeting_lexemes_meeting_id_fkey',
    constraint: 'FOREIGN KEY (meeting_id) REFERENCES meetings (id) ON DELETE CASCADE',
  },
  { table: 'meeting_lexemes', name: 'meeting_lexemes_meeting', index: '(meeting_id)' },
] as const;

/** After a build, the planner learns what was loaded. */
const ANALYZE = [`ANALYZE meeting_lexemes`, `ANALYZE meetings`, `ANALYZE segments`];

/** Held by a bulk load for as long as the structures are missing (a session advisory lock). */
const BULK_LOAD_LOCK = 4_210_561;

type Structure = (typeof STRUCTURES)[number];

function buildStatement(s: Structure): string {
  return 'index' in s
    ? `CREATE INDEX ${s.name} ON ${s.table} ${s.index}`
    : `ALTER TABLE ${s.table} ADD CONSTRAINT ${s.name} ${s.constraint}`;
}

function dropStatement(s: Structure): string {
  return 'index' in s
    ? `DROP INDEX IF EXISTS ${s.name}`
    : `ALTER TABLE ${s.table} DROP CONSTRAINT IF EXISTS ${s.name}`;
}

export function searchIndexesRepository(pool: pg.Pool) {
  /** The structures that are not there, in build order. */
  async function missing(client: pg.ClientBase): Promise<Structure[]> {
    const { rows } = await client.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('segments', 'meeting_lexemes')
       UNION
       SELECT conname FROM pg_constraint WHERE conrelid IN ('segments'::regclass, 'meeting_lexemes'::regclass)`,
    );
    const present = new Set(rows.map((r) => r.name));
    return STRUCTURES.filter((s) => !present.has(s.name));
  }

  /** Runs the statements two at a time, in order, on connections without the query time limit. */
  async function runTwoAtATime(statements: string[]): Promise<void> {
    const queue = [...statements];
    const worker = async () => {
      const client = await pool.connect();
      try {
        // Building an index over millions of segments outlasts the 30 s limit on queries.
        await client.query(`SET statement_timeout = 0`);
        await client.query(`SET maintenance_work_mem = '512MB'`);
        // Two statements at a time already keep two cores busy: a parallel GIN build on top
        // only adds the cost of merging its workers' results (7.9 s against 9 s at 2.7 M).
        await client.query(`SET max_parallel_maintenance_workers = 0`);
        for (let statement = queue.shift(); statement; statement = queue.shift()) {
          await client.query(statement);
        }
      } finally {
        client.release();
      }
    };
    await Promise.all([worker(), worker()]);
  }

  /** Builds what is missing, then analyses; the names built. */
  async function buildMissing(client: pg.ClientBase): Promise<string[]> {
    const absent = await missing(client);
    if (absent.length > 0) {
      await runTwoAtATime([...absent.map(buildStatement), ...ANALYZE]);
    }
    return absent.map((s) => s.name);
  }

  /** Runs fn holding the bulk-load lock on a connection of its own; undefined when it is taken. */
  async function holdingBulkLoadLock<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T | undefined> {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(${BULK_LOAD_LOCK}) AS locked`,
      );
      if (!rows[0]?.locked) {
        return undefined;
      }
      try {
        return await fn(client);
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${BULK_LOAD_LOCK})`);
      }
    } finally {
      client.release();
    }
  }

  return {
    /**
     * Runs a bulk load: drops the structures, runs `load`, then builds them (also when `load`
     * fails, so that what was loaded is searchable). False, and nothing run, when another bulk
     * load holds the lock.
     */
    async bulkLoad(load: () => Promise<void>, onIndexing: () => void): Promise<boolean> {
      const loaded = await holdingBulkLoadLock(async (client) => {
        for (const s of STRUCTURES) {
          await client.query(dropStatement(s));
        }
        try {
          await load();
          return true;
        } finally {
          onIndexing();
          await buildMissing(client);
        }
      });
      return loaded ?? false;
    },

    /**
     * Builds the structures that a bulk load stopped before its end (killed, or the machine lost)
     * left out; the names built. Nothing while a bulk load is running.
     */
    async repair(): Promise<string[]> {
      return (await holdingBulkLoadLock(buildMissing)) ?? [];
    },
  };
}

export type SearchIndexesRepository = ReturnType<typeof searchIndexesRepository>;
