/**
 * npm run bench:load -- --corpus FILE.jsonl.gz [--segments N] [--users 50] [--duration 30]
 *
 * The real server (API and worker, one process as `npm start` runs it) on loopback with the
 * corpus loaded, driven by autocannon with a realistic mix from signed-in users: searches with
 * and without filters, latest meetings, transcript loads, summaries, localities, alert listing,
 * current user and token refreshes. Prints throughput, latency percentiles and the error count,
 * and checks that the worker keeps working meanwhile (meetings summarised during the load).
 * Asserts nothing.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newSearchRequest, type SearchRequest } from '@gavel/contract';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { OFFLINE_GENERATOR } from '../../apps/server/src/summary/offline.ts';
import { offlineSummaryThread } from '../../apps/server/src/summary/offline-pool.ts';
import { createJobQueue } from '../../apps/server/src/job-queue.ts';
import { summarizeJob, summarizeMeetings } from '../../apps/server/src/jobs/summarize.job.ts';
import { freePort } from '../../apps/server/test/free-port.ts';
import { addCorpusChannels, prepareCorpus } from './corpus.ts';
import { BENCH_SECRET, startBench } from './harness.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    segments: { type: 'string' },
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
  },
});
if (!values.corpus) {
  console.error(
    'usage: npm run bench:load -- --corpus FILE.jsonl.gz [--segments N] [--users 50] [--duration 30]',
  );
  process.exit(2);
}
const userCount = Math.max(1, Number(values.users));
const duration = Math.max(5, Number(values.duration));
const PASSWORD = 'bench-password-for-load';

// pg_stat_statements tells where the database's time went during the load.
const bench = await startBench('load', { settings: { shared_preload_libraries: 'pg_stat_statements' } });
let server: ReturnType<typeof spawn> | undefined;
try {
  // Load the corpus and the users in-process, untimed.
  const { context, dir, handle, url, logger } = bench;
  const bodyMap = await addCorpusChannels(context);
  const prepared = await prepareCorpus(values.corpus, dir, {
    segmentLimit: values.segments ? Number(values.segments) : Infinity,
  });
  const loadStart = performance.now();
  const totals = await context.services.import.importJsonl([prepared.file], {
    channelByBody: true,
    bodyMap,
    bulk: true,
  });
  console.log(
    `loaded ${totals.meetings} meetings, ${totals.segments} segments in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: userCount }, (_, i) => `reader${i}@load.example`);
  for (const email of emails) {
    const user = await context.repositories.users.create({ email, passwordHash });
    await context.db
      .updateTable('users')
      .set({ must_change_password: false })
      .where('id', '=', user.id)
      .execute();
  }
  const meetings = await context.db.selectFrom('meetings').select(['id', 'video_url', 'title']).execute();
  // The steady state: the worker has summarised every meeting after its import (two threads at
  // once here, untimed), except the 400 it summarises during the load.
  const queued = meetings.slice(0, 400).map((m) => m.id);
  const summarizeStart = performance.now();
  const threads = [offlineSummaryThread(), offlineSummaryThread()];
  const toSummarise = meetings.slice(400);
  await Promise.all(
    threads.map(async (thread) => {
      for (let meeting = toSummarise.shift(); meeting; meeting = toSummarise.shift()) {
        const segments = await context.repositories.summaries.transcript(meeting.id);
        const summary = await thread.summarize({
          videoUrl: meeting.video_url,
          title: meeting.title,
          segments,
        });
        await context.repositories.summaries.save(meeting.id, OFFLINE_GENERATOR, summary);
      }
      await thread.close();
    }),
  );
  await context.db.deleteFrom('summaries').where('meeting_id', 'in', queued).execute();
  // A server that has been running: the bulk load's tables vacuumed and flushed, so that the load
  // does not also pay for the maintenance of a fresh import.
  const maintenance = await handle.pool.connect();
  try {
    await maintenance.query('SET statement_timeout = 0');
    await maintenance.query('VACUUM (ANALYZE)');
    await maintenance.query('CHECKPOINT');
    await maintenance.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  } finally {
    maintenance.release();
  }
  console.log(
    `summarised ${meetings.length - queued.length} meetings and vacuumed in ${((performance.now() - summarizeStart) / 1000).toFixed(1)} s`,
  );
  await bench.closeContext();

  // The real server, API and worker, as a process of its own.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', '..', 'apps', 'server', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: url,
        HOST: '127.0.0.1',
        PORT: String(port),
        SECRET_KEY: BENCH_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SIGN_IN_LIMIT_PER_IP: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
    if (ready?.ok) {
      break;
    }
    if (attempt > 600) {
      throw new Error('the server did not become ready');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const csrf = { cookie: 'csrftoken=load', 'x-csrftoken': 'load', 'content-type': 'application/json' };
  const tokens: string[] = [];
  for (const email of emails) {
    const response = await fetch(`${base}/api/token-auth/`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    tokens.push(((await response.json()) as { token: string }).token);
  }

  // Enqueue the worker's share, then load the API.
  const jobs = createJobQueue(url, logger);
  await jobs.send(summarizeJob, summarizeMeetings(queued));
  await jobs.close();
  const resetter = createDb(url, 1);
  await sql`SELECT pg_stat_statements_reset()`.execute(resetter.db);
  await resetter.db.destroy();

  const terms = [
    'budget',
    'motion',
    'public hearing',
    'beer permit',
    'greenway',
    'sidewalk, police',
    'zoning',
  ];
  const searchBody = (searchTerm: string, extra: Partial<SearchRequest> = {}) =>
    JSON.stringify(newSearchRequest({ searchTerm, ...extra }));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  type Mix = [
    weight: number,
    name: string,
    make: (token: string) => { method: 'GET' | 'POST'; path: string; body?: string },
  ];
  const mix: Mix[] = [
    [30, 'search', () => ({ method: 'POST', path: '/user_auth/search/', body: searchBody(pick(terms)) })],
    [
      15,
      'search with filters',
      () => ({
        method: 'POST',
        path: '/user_auth/search/',
        body: searchBody(pick(terms), {
          ...pick([
            { filters: [{ field: 'state', values: ['TN'], type: 'all' }] },
            { filters: [{ field: 'locality', values: ['Knoxville'], type: 'all' }] },
            { uploadedWithin: '1y' },
          ]),
        }),
      }),
    ],
    [
      10,
      'latest meetings',
      () => ({ method: 'POST', path: '/user_auth/search/', body: searchBody('', { uploadedWithin: '' }) }),
    ],
    [
      12,
      'transcript load',
      () => ({
        method: 'POST',
        path: '/user_auth/search/',
        body: searchBody('', {
          resultsPerPage: 500,
          sortField: 'segment',
          sortDirection: 'asc',
          filters: [{ field: 'video_url', values: [pick(meetings).video_url], type: 'all' }],
        }),
      }),
    ],
    [
      10,
      'summary',
      () => ({
        method: 'GET',
        path: `/user_auth/summary/${encodeURIComponent(pick(meetings).video_url)}?searchTerm=`,
      }),
    ],
    [8, 'alerts', () => ({ method: 'GET', path: '/user_auth/alerts/' })],
    [5, 'localities', () => ({ method: 'GET', path: '/user_auth/user-localities/' })],
    [5, 'current user', () => ({ method: 'GET', path: '/user_auth/current_user/' })],
    [
      5,
      'token refresh',
      (token) => ({ method: 'POST', path: '/api/token-refresh/', body: JSON.stringify({ token }) }),
    ],
  ];
  const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
  const choose = () => {
    let r = Math.random() * totalWeight;
    for (const entry of mix) {
      r -= entry[0];
      if (r <= 0) {
        return entry;
      }
    }
    return mix[0] as Mix;
  };

  const summariesBefore = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM summaries`.execute(createDb(url, 1).db)).rows[0]?.n,
  );
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  // autocannon calls onResponse (with the request's context) just before it emits 'response'.
  let answeredKind = '';
  const statuses = new Map<number, number>();
  let resolveResult: (result: autocannon.Result) => void = () => {};
  let rejectResult: (error: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    resolveResult = resolve;
    rejectResult = reject;
  });
  const instance = autocannon(
    {
      url: base,
      connections: userCount,
      duration,
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            const token = pick(tokens);
            const [, kind, make] = choose();
            (context as { kind?: string }).kind = kind;
            const next = make(token);
            const headers = {
              cookie: csrf.cookie,
              'x-csrftoken': csrf['x-csrftoken'],
              authorization: `Token ${token}`,
              ...(next.body === undefined ? {} : { 'content-type': 'application/json' }),
            };
            return { ...request, method: next.method, path: next.path, body: next.body, headers };
          },
          onResponse: (_status, _body, context) => {
            answeredKind = (context as { kind?: string }).kind ?? '';
          },
        },
      ],
    },
    (error, result) => (error ? rejectResult(error) : resolveResult(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    byKind.set(answeredKind, [...(byKind.get(answeredKind) ?? []), responseTime]);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await finished;
  const counter = createDb(url, 1);
  const statements = await sql<{ ms: number; calls: number; query: string }>`
    SELECT round(total_exec_time)::int AS ms, calls::int AS calls, regexp_replace(query, '[[:space:]]+', ' ', 'g') AS query
    FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 8`.execute(counter.db);
  const summariesAfter = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM summaries`.execute(counter.db)).rows[0]?.n,
  );
  await counter.db.destroy();

  const percentile = (values: number[], p: number) =>
    values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => percentile(latencies, p);
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\nload: ${userCount} signed-in users, ${duration} s, mix of ${mix.map(([w, n]) => `${n} ${w}%`).join(', ')}`,
  );
  console.log(`requests:        ${result.requests.total} (${result.requests.average.toFixed(1)} per second)`);
  console.log(
    `latency ms:      p50 ${at(50).toFixed(1)}, p90 ${at(90).toFixed(1)}, p95 ${at(95).toFixed(1)}, p99 ${at(99).toFixed(1)}, max ${(latencies.at(-1) ?? 0).toFixed(1)}`,
  );
  for (const [kind, values] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    values.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(22)}${String(values.length).padStart(6)} requests, p50 ${percentile(values, 50).toFixed(1)}, p95 ${percentile(values, 95).toFixed(1)}, max ${(values.at(-1) ?? 0).toFixed(1)}`,
    );
  }
  console.log('database time by statement (ms, calls):');
  for (const row of statements.rows) {
    console.log(
      `  ${String(row.ms).padStart(7)} ${String(row.calls).padStart(6)}  ${row.query.slice(0, 110)}`,
    );
  }
  console.log(`status codes:    ${[...statuses].map(([code, n]) => `${code}: ${n}`).join(', ')}`);
  console.log(
    `errors:          ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(
    `worker:          ${summariesAfter - summariesBefore} of ${queued.length} meetings summarised during the load`,
  );
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  await bench.close();
}
