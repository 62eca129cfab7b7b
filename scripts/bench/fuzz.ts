/**
 * npm run bench:fuzz -- [--runs 300] [--concurrency 8] [--corpus FILE.jsonl.gz] [--segments 200000]
 *
 * The fuzz test's hostile requests (bodies, queries, bent paths, hostile headers and other methods
 * on every route, as a signed-in reader and signed out) sent to the real app in-process, `concurrency` at
 * a time, over a loaded database: meetings of the given corpus, or made-up ones. Meanwhile
 * perf_hooks' event-loop delay monitor watches the process. Prints the longest event-loop block
 * seen (target under 50 ms) both as the wall-clock delay and as the time the main thread itself ran
 * without yielding (its CPU time: on a shared machine the wall clock also counts other processes
 * holding the cores, which an idle baseline measured first shows), the delay's percentiles, the request count and rate, the slowest requests,
 * and how many answers were a server error or outside the app's error shape. Asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  answerProblem,
  hostileHeadersArbitrary,
  hostilePathArbitrary,
  operationsOf,
  otherMethodArbitrary,
  requestArbitrary,
  urlFor,
  type Operation,
} from '../../apps/server/test/fuzz-cases.ts';
import { addCorpusChannels, prepareCorpus } from './corpus.ts';
import { startBench } from './harness.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '8' },
    corpus: { type: 'string' },
    segments: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '20260101' },
  },
});
const runs = Math.max(4, Number(values.runs));
const concurrency = Math.max(1, Number(values.concurrency));
const seed = Number(values.seed);
const PASSWORD = 'bench-password-for-fuzzing';
const CSRF = 'bench-csrf-token';

interface Case {
  operation: Operation;
  url: string;
  token?: string;
  body?: unknown;
  headers: Record<string, string>;
}

/** Made-up meetings: `meetings` of `segments` lines each, words drawn from a council's vocabulary. */
async function writeMadeUpMeetings(file: string, meetings: number, segments: number) {
  const words =
    'budget water rates ordinance zoning motion second vote council resident hearing school board road sewer tax park police fire library permit variance agenda minutes public comment'.split(
      ' ',
    );
  const lines: string[] = [];
  let n = 1;
  const next = () => {
    n = (n * 1_103_515_245 + 12_345) % 2 ** 31;
    return n;
  };
  for (let m = 0; m < meetings; m += 1) {
    const day = new Date(Date.UTC(2024, 0, 1) + m * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      JSON.stringify({
        title: `Regular Meeting ${m + 1}`,
        date: day,
        video_url: `https://www.youtube.com/watch?v=fuzz${String(m).padStart(7, '0')}`,
        segments: Array.from({ length: segments }, (_, s) => ({
          start: s * 7,
          text: Array.from({ length: 12 }, () => words[next() % words.length]).join(' '),
        })),
      }),
    );
  }
  await writeFile(file, `${lines.join('\n')}\n`);
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token-auth/',
    headers: { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    payload: { username: email, password: PASSWORD },
  });
  return response.json<{ token: string }>().token;
}

/** The same cases the fuzz test sends, drawn with a fixed seed. */
function casesFor(operations: Operation[], token: string): Case[] {
  const cases: Case[] = [];
  const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, salt: number) =>
    fc.sample(arbitrary, { numRuns, seed: seed + salt });
  operations.forEach((operation, i) => {
    // Signing out would end the reader's session: it is sent signed out, as in the fuzz test.
    const signedIn = operation.path === '/user_auth/logout/' ? undefined : token;
    const quarter = Math.ceil(runs / 4);
    for (const generated of sample(requestArbitrary(operation), runs, i)) {
      cases.push({
        operation,
        url: urlFor(operation, generated),
        token: signedIn,
        body: generated.body,
        headers: {},
      });
    }
    for (const generated of sample(requestArbitrary(operation), quarter, 1000 + i)) {
      cases.push({ operation, url: urlFor(operation, generated), body: generated.body, headers: {} });
    }
    const paths = sample(hostilePathArbitrary(operation), quarter, 2000 + i);
    const bodies = sample(requestArbitrary(operation), quarter, 3000 + i);
    paths.forEach((url, k) =>
      cases.push({ operation, url, token: signedIn, body: bodies[k]?.body, headers: {} }),
    );
    const headerSets = sample(hostileHeadersArbitrary(signedIn), quarter, 4000 + i);
    const more = sample(requestArbitrary(operation), quarter, 5000 + i);
    headerSets.forEach((headers, k) => {
      const generated = more[k];
      if (generated) {
        cases.push({ operation, url: urlFor(operation, generated), body: generated.body, headers });
      }
    });
    const others = sample(otherMethodArbitrary(operation), Math.ceil(runs / 10), 6000 + i);
    const otherBodies = sample(requestArbitrary(operation), others.length, 7000 + i);
    others.forEach((other, k) => {
      const generated = otherBodies[k];
      if (generated) {
        cases.push({
          operation: other,
          url: urlFor(operation, generated),
          token: signedIn,
          body: generated.body,
          headers: {},
        });
      }
    });
  });
  // Interleave the routes, as real traffic would.
  return fc.sample(fc.shuffledSubarray(cases, { minLength: cases.length }), { numRuns: 1, seed })[0] ?? cases;
}

const bench = await startBench('fuzz', {
  env: { SIGN_IN_LIMIT_PER_IP: '1000000', SEARCH_CACHE_SECONDS: '0', NODE_ENV: 'test' },
});
try {
  const { context, dir } = bench;
  const { accounts } = context.services;
  // The data the hostile requests run over.
  let file: string;
  let channelOptions: { channel?: string; channelByBody?: boolean; bodyMap?: Record<string, string> };
  if (values.corpus) {
    const bodyMap = await addCorpusChannels(context);
    const prepared = await prepareCorpus(values.corpus, dir, { segmentLimit: Number(values.segments) });
    file = prepared.file;
    channelOptions = { channelByBody: true, bodyMap };
  } else {
    await accounts.addChannel({
      name: 'Fairview Council',
      locality: 'Fairview',
      state: 'OH',
      platform: 'youtube',
      source: 'UCfuzzfuzzfuzzfuzzfuzzfu',
    });
    file = join(dir, 'made-up.jsonl');
    await writeMadeUpMeetings(file, 200, Math.max(1, Math.round(Number(values.segments) / 200)));
    channelOptions = { channel: 'Fairview Council' };
  }
  const totals = await context.services.import.importJsonl([file], { ...channelOptions, bulk: true });
  await accounts.createGroup('Ledger');
  const passwordHash = await hashPassword(PASSWORD);
  for (const email of ['reader@fuzz.example', 'admin@fuzz.example']) {
    const user = await context.repositories.users.create({ email, passwordHash });
    await context.db
      .updateTable('users')
      .set({ must_change_password: false })
      .where('id', '=', user.id)
      .execute();
  }
  await accounts.addMember('Ledger', 'admin@fuzz.example', true);

  const webDist = join(dir, 'web');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Gavel</title><div id="root"></div>');
  context.config.webDist = webDist;
  const app = await buildApp(context);
  await app.ready();
  const token = await signIn(app, 'reader@fuzz.example');
  const operations = operationsOf(app);
  const cases = casesFor(operations, token);
  console.log(
    `loaded ${totals.meetings} meetings, ${totals.segments} segments; ${cases.length} hostile requests over ${operations.length} operations, ${concurrency} at a time`,
  );

  // The machine's own noise: the same monitor over the idle process first.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  idle.disable();

  const loop = monitorEventLoopDelay({ resolution: 10 });
  // Every 5 ms tick that came late: how late (wall clock), and how much of that the main thread
  // spent running (its own CPU time, process.threadCpuUsage). On a shared machine the wall clock
  // also counts the time other processes held the cores; the CPU time is Gavel's own block.
  const inFlight = new Set<string>();
  const blocks: { ms: number; cpuMs: number; suspects: string[] }[] = [];
  const threadCpuMs = () => {
    const usage = process.threadCpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  let longestCpuBlock = 0;
  let tick = performance.now();
  let tickCpu = threadCpuMs();
  const ticker = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    const late = now - tick - 5;
    const cpuMs = Math.min(late, cpu - tickCpu);
    longestCpuBlock = Math.max(longestCpuBlock, cpuMs);
    if (late > 50) {
      blocks.push({ ms: late, cpuMs, suspects: [...inFlight] });
    }
    tick = now;
    tickCpu = cpu;
  }, 5);
  const slowest: { ms: number; label: string }[] = [];
  const problems = new Map<string, number>();
  let sent = 0;
  loop.enable();
  const started = performance.now();
  const worker = async () => {
    for (let next = sent++; next < cases.length; next = sent++) {
      const c = cases[next] as Case;
      const body =
        c.body === undefined || c.operation.method === 'GET' || c.operation.method === 'HEAD'
          ? undefined
          : JSON.stringify(c.body);
      const label = `${c.operation.method} ${c.operation.path} (${c.url.length + (body?.length ?? 0)} bytes) #${next}`;
      inFlight.add(label);
      const before = performance.now();
      const response = await app.inject({
        method: c.operation.method as 'GET',
        url: c.url,
        headers: {
          cookie: `csrftoken=${CSRF}`,
          'x-csrftoken': CSRF,
          ...(c.token ? { authorization: `Token ${c.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...c.headers,
        },
        ...(body === undefined ? {} : { payload: body }),
      });
      const ms = performance.now() - before;
      inFlight.delete(label);
      slowest.push({ ms, label: `${c.operation.method} ${c.operation.path} -> ${response.statusCode}` });
      if (slowest.length > 50) {
        slowest.sort((a, b) => b.ms - a.ms).splice(10);
      }
      const problem = answerProblem(c.operation, response);
      if (problem) {
        const key = `${c.operation.method} ${c.operation.path}: ${problem}`;
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  clearInterval(ticker);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(
    `\nidle process beforehand (the machine's own noise): longest delay ${ms(idle.max)} ms, p99 ${ms(idle.percentile(99))} ms`,
  );

  console.log('\nevent loop while the fuzz load ran (perf_hooks.monitorEventLoopDelay, 10 ms resolution)');
  console.table({
    'longest delay (wall clock), ms': ms(loop.max),
    'longest block on the CPU (main thread running), ms': longestCpuBlock.toFixed(1),
    'p99 delay, ms': ms(loop.percentile(99)),
    'p50 delay, ms': ms(loop.percentile(50)),
    'mean delay, ms': ms(loop.mean),
    'target, ms': '< 50',
  });
  console.table({
    requests: cases.length,
    'duration, s': seconds.toFixed(1),
    'requests/s': (cases.length / seconds).toFixed(0),
    'answers outside the app shape or 5xx': [...problems.values()].reduce((a, b) => a + b, 0),
  });
  console.log('slowest requests');
  console.table(
    slowest
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((s) => ({ request: s.label, ms: s.ms.toFixed(1) })),
  );
  const suspects = new Map<string, number>();
  for (const block of blocks) {
    for (const label of new Set(block.suspects.map((l) => l.replace(/ \(.*$/, '')))) {
      suspects.set(label, (suspects.get(label) ?? 0) + 1);
    }
  }
  console.log(
    `ticks over 50 ms late: ${blocks.length}, of which the main thread ran over 50 ms: ${blocks.filter((b) => b.cpuMs > 50).length}; routes in flight, most often first`,
  );
  console.table(
    [...suspects]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([route, count]) => ({ route, blocks: count })),
  );
  console.table(
    blocks
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .slice(0, 5)
      .map((b) => ({
        'late, ms': b.ms.toFixed(0),
        'running, ms': b.cpuMs.toFixed(0),
        'in flight': b.suspects.join('; ').slice(0, 140),
      })),
  );
  for (const [key, count] of problems) {
    console.log(`problem: ${key} (${count})`);
  }
  await app.close();
} finally {
  await bench.close();
}
