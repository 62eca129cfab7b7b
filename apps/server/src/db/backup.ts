import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrations } from './migrations/index.ts';

/**
 * Logical backups of Gavel's data: every table of the public schema (accounts, groups, channels,
 * meetings, transcripts, summaries, alerts...) as PostgreSQL COPY text, in one gzip file. It
 * works the same for the embedded server and an external one, with no client programs of a
 * matching version on the machine (the embedded server ships none). The job queue is not kept:
 * its work is derived from the data and is queued again as needed.
 *
 * The file: a first line `GAVEL-BACKUP 1`, a JSON line describing the backup, then for each table
 * a line `TABLE {json}` followed by its rows in COPY text format and a line `\.`, and `END`.
 */
export const BACKUP_MAGIC = 'GAVEL-BACKUP 1';
const SKIPPED_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Columns that name transactions of the server they were written on, meaningless on another:
 * not backed up. Restored segments are indexed by the restore, and restored alerts deliver what
 * is indexed after it.
 */
const SERVER_LOCAL_COLUMNS = new Set(['segments.indexed_xid', 'alerts.delivered_through']);

/** Tables of earlier versions that later ones replaced: their rows in an older backup are skipped. */
const RETIRED_TABLES = new Set(['alert_deliveries']);

export class BackupError extends Error {
  override name = 'BackupError';
}

interface TableInfo {
  name: string;
  columns: string[];
}

export interface BackupHeader {
  created_at: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
}

export type TableProgress = (table: string, rows: number) => void;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public tables in an order where every table comes after the tables it references. */
async function tablesInDependencyOrder(client: pg.PoolClient): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint con
       JOIN pg_class child ON child.oid = con.conrelid
       JOIN pg_class parent ON parent.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE con.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const columns = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER'
      ORDER BY table_name, ordinal_position`,
  );
  const names = tables.rows.map((t) => t.name).filter((name) => !SKIPPED_TABLES.has(name));
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  for (const { child, parent } of references.rows) {
    parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const next = names.find(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) {
      throw new BackupError('The tables reference each other in a cycle; this backup cannot order them.');
    }
    ordered.push(next);
    placed.add(next);
  }
  return ordered.map((name) => ({
    name,
    columns: columns.rows
      .filter((c) => c.table_name === name && !SERVER_LOCAL_COLUMNS.has(`${name}.${c.column_name}`))
      .map((c) => c.column_name),
  }));
}

function copyColumns(table: TableInfo): string {
  return `${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')})`;
}

/** Writes a backup of the whole database to `file` (written beside it, then renamed into place). */
export async function backupDatabase(
  pool: pg.Pool,
  file: string,
  onTable: TableProgress = () => {},
): Promise<BackupHeader> {
  const client = await pool.connect();
  const partial = `${file}.partial`;
  try {
    // One snapshot for every table, so the backup is consistent while Gavel keeps running.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    const tables = await tablesInDependencyOrder(client);
    const counts = [];
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ${quoteIdent(table.name)}`,
      );
      counts.push({ name: table.name, rows: Number(rows[0]?.n ?? 0) });
    }
    const applied = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
    const header: BackupHeader = {
      created_at: new Date().toISOString(),
      migrations: applied.rows.map((r) => r.name),
      tables: counts,
    };

    const gzip = createGzip();
    const output = pipeline(gzip, createWriteStream(partial));
    const write = async (text: string) => {
      if (!gzip.write(text)) {
        await once(gzip, 'drain');
      }
    };
    await write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    for (const [index, table] of tables.entries()) {
      await write(`TABLE ${JSON.stringify({ name: table.name, columns: table.columns })}\n`);
      const copy = client.query(copyTo(`COPY ${copyColumns(table)} TO STDOUT`));
      for await (const chunk of copy) {
        if (!gzip.write(chunk as Buffer)) {
          await once(gzip, 'drain');
        }
      }
      await write('\\.\n');
      onTable(table.name, counts[index]?.rows ?? 0);
    }
    await write('END\n');
    gzip.end();
    await output;
    await client.query('COMMIT');
    await rename(partial, file);
    return header;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Loads a backup into a database that has Gavel's schema (migrated) and no data of its own, in
 * one transaction: either everything is restored, or nothing is.
 */
export async function restoreDatabase(
  pool: pg.Pool,
  file: string,
  onTable: TableProgress = () => {},
): Promise<BackupHeader> {
  try {
    await access(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  })[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    const { value, done } = await lines.next();
    return done ? undefined : value;
  };

  let header: BackupHeader;
  try {
    if ((await next()) !== BACKUP_MAGIC) {
      throw new BackupError(`${file} is not a Gavel backup.`);
    }
    header = JSON.parse((await next()) ?? '') as BackupHeader;
  } catch (error) {
    if (error instanceof BackupError) {
      throw error;
    }
    throw new BackupError(`${file} is not a Gavel backup (${(error as Error).message}).`);
  }
  const known = new Set(Object.keys(migrations));
  const newer = header.migrations.filter((name) => !known.has(name));
  if (newer.length > 0) {
    throw new BackupError(
      `This backup comes from a newer version of Gavel (migration ${newer.join(', ')}); upgrade Gavel first.`,
    );
  }

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    const tables = await tablesInDependencyOrder(client);
    const targetNames = new Set(tables.map((t) => t.name));
    for (const table of tables) {
      const { rows } = await client.query(`SELECT 1 FROM ${quoteIdent(table.name)} LIMIT 1`);
      if (rows.length > 0) {
        throw new BackupError(
          `The database already holds data (table ${table.name}); restore into a fresh database (a new DATA_DIR or DATABASE_URL).`,
        );
      }
    }

    for (let line = await next(); line !== 'END'; line = await next()) {
      if (line === undefined || !line.startsWith('TABLE ')) {
        throw new BackupError(`${file} is incomplete or damaged.`);
      }
      const table = JSON.parse(line.slice('TABLE '.length)) as TableInfo;
      if (RETIRED_TABLES.has(table.name) && !targetNames.has(table.name)) {
        for (let row = await next(); row !== '\\.'; row = await next()) {
          if (row === undefined) {
            throw new BackupError(`${file} is incomplete or damaged (in table ${table.name}).`);
          }
        }
        continue;
      }
      if (!targetNames.has(table.name)) {
        throw new BackupError(`The backup holds a table this database does not have: ${table.name}.`);
      }
      let rows = 0;
      // The table's rows, in chunks, up to its end marker.
      async function* tableRows() {
        let chunk = '';
        for (let row = await next(); row !== '\\.'; row = await next()) {
          if (row === undefined) {
            throw new BackupError(`${file} is incomplete or damaged (in table ${table.name}).`);
          }
          rows += 1;
          chunk += `${row}\n`;
          if (chunk.length >= 65_536) {
            yield chunk;
            chunk = '';
          }
        }
        yield chunk;
      }
      await pipeline(
        Readable.from(tableRows()),
        client.query(copyFrom(`COPY ${copyColumns(table)} FROM STDIN`)),
      );
      onTable(table.name, rows);
    }

    // Serial columns continue after the restored ids.
    await client.query(`
      DO $$
      DECLARE r record;
      BEGIN
        FOR r IN
          SELECT c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
            FROM information_schema.columns c
           WHERE c.table_schema = 'public'
             AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL
        LOOP
          EXECUTE format(
            'SELECT setval(%L, COALESCE((SELECT max(%I) FROM %I), 0) + 1, false)',
            r.seq, r.column_name, r.table_name);
        END LOOP;
      END $$;
    `);
    await client.query('COMMIT');
    // Now that the restore has committed, its segments are behind every alert.
    await client.query('UPDATE alerts SET delivered_through = pg_current_snapshot()');
    return header;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
