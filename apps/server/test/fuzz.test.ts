import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, request, signIn, type TestApp } from './harness.ts';
import { createTwoNewsrooms } from './newsrooms.ts';
import {
  answerProblem,
  hostileHeadersArbitrary,
  hostilePathArbitrary,
  operationsOf,
  otherMethodArbitrary,
  requestArbitrary,
  urlFor,
  type GeneratedRequest,
  type Operation,
} from './fuzz-cases.ts';

/**
 * Hostile input on every route of the API, generated from its own contract (the OpenAPI document
 * that Fastify builds from the zod schemas): random, oversized and wrongly typed bodies, unicode
 * edge cases, SQL and HTML metacharacters, paths bent out of shape and hostile headers, as a
 * signed-in member and signed out. No answer may be a server error, leak a stack trace, or come
 * in a shape other than the app's errors, and nothing of another newsroom's user may change.
 */
let t: TestApp;
let member: { id: number; email: string; token: string };
let other: { id: number; email: string };
let otherGroupId: number;
let operations: Operation[];
let cases = 0;

const RUNS_SIGNED_IN = Number(process.env['GAVEL_FUZZ_RUNS'] ?? 300);
const RUNS_SIGNED_OUT = Math.ceil(RUNS_SIGNED_IN / 4);
const RUNS_PATHS = Math.ceil(RUNS_SIGNED_IN / 4);
const RUNS_HEADERS = Math.ceil(RUNS_SIGNED_IN / 4);
const RUNS_METHODS = Math.ceil(RUNS_SIGNED_IN / 10);

/** Everything that belongs to the other newsroom's user, to prove none of it changes. */
async function othersData(): Promise<string> {
  const { rows: tables } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name IN ('user_id', 'owner_id')
     ORDER BY table_name`.execute(t.context.db);
  const parts: unknown[] = [];
  for (const { table_name, column_name } of tables) {
    const { rows } = await sql`
      SELECT to_jsonb(x) AS row FROM ${sql.table(table_name)} x
       WHERE ${sql.ref(column_name)} = ${other.id} ORDER BY to_jsonb(x)::text`.execute(t.context.db);
    parts.push([table_name, rows]);
  }
  const user = await t.context.db.selectFrom('users').selectAll().where('id', '=', other.id).execute();
  const groupRows = await sql`
    SELECT (SELECT jsonb_agg(to_jsonb(m) ORDER BY m.user_id) FROM group_members m WHERE m.group_id = ${otherGroupId}) AS members,
           (SELECT jsonb_agg(to_jsonb(c) ORDER BY c.channel_id) FROM group_channels c WHERE c.group_id = ${otherGroupId}) AS channels,
           (SELECT jsonb_agg(to_jsonb(g)) FROM groups g WHERE g.id = ${otherGroupId}) AS grp,
           (SELECT jsonb_agg(to_jsonb(ch) ORDER BY ch.id) FROM channels ch) AS all_channels,
           (SELECT count(*) FROM meetings) AS meetings,
           (SELECT count(*) FROM segments) AS segments`.execute(t.context.db);
  return JSON.stringify([parts, user, groupRows.rows]);
}

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '100000' });
  await createTwoNewsrooms(t.context);
  const groups = await t.context.repositories.groups.listWithCounts();
  const ledger = groups.find((g) => g.name === 'Ledger');
  const gazette = groups.find((g) => g.name === 'Gazette');
  if (!ledger || !gazette) {
    throw new Error('newsrooms missing');
  }
  otherGroupId = gazette.id;
  const a = await createTestUser(t.context, { email: 'member@ledger.example', mustChangePassword: false });
  const b = await createTestUser(t.context, { email: 'admin@gazette.example', mustChangePassword: false });
  await t.context.services.accounts.addMember('Ledger', a.email, false);
  await t.context.services.accounts.addMember('Gazette', b.email, true);
  member = { id: a.id, email: a.email, token: await signIn(t.app, a.email, a.password) };
  other = { id: b.id, email: b.email };

  operations = operationsOf(t.app);
}, 60_000);

afterAll(async () => {
  console.log(
    `fuzz: ${cases} requests over ${operations.length} operations (${counts.bodies} bodies and queries, ${counts.paths} paths, ${counts.headers} header sets, ${counts.methods} other methods)`,
  );
  await t.close();
});

const counts = { bodies: 0, paths: 0, headers: 0, methods: 0 };

async function expectSafeAnswer(
  operation: Operation,
  kind: keyof typeof counts,
  options: { url: string; token?: string; body?: unknown; headers?: Record<string, string> },
) {
  cases += 1;
  counts[kind] += 1;
  const { url, token, body, headers = {} } = options;
  const response = await request(t.app, {
    method: operation.method,
    url,
    token,
    ...(body === undefined || operation.method === 'GET' || operation.method === 'HEAD'
      ? { headers }
      : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  });
  const problem = answerProblem(operation, response);
  const label = `${operation.method} ${url.slice(0, 200)} answered ${response.statusCode} (${problem}): ${response.body.slice(0, 300)}`;
  expect(problem, label).toBeUndefined();
}

const generatedCall = (operation: Operation, token: string | undefined) => (generated: GeneratedRequest) =>
  expectSafeAnswer(operation, 'bodies', { url: urlFor(operation, generated), token, body: generated.body });

describe('hostile input on every route', () => {
  it('finds the routes of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(14);
  });

  it('answers a value PostgreSQL cannot store (a NUL character) with a clear 400', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/token-auth/',
      payload: { username: 'nul\u0000@example.org', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/cannot be stored/);
  });

  it('answers a body Fastify refuses before the route (a __proto__ key) with a 400, whatever the route answers', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: '/user_auth/embed/',
      token: member.token,
      payload: '{"video_url":"x","start_time":0,"end_time":{"__proto__":{}},"segments":[]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'The request could not be read. Check its format.',
    );
  });

  it('never answers a server error or a stack trace, and never changes another newsroom', async () => {
    const before = await othersData();
    for (const operation of operations) {
      // Signing out would end the member's session for the routes after it: sign-out is fuzzed
      // signed out here, and signed in by the access matrix.
      const token = operation.path === '/user_auth/logout/' ? undefined : member.token;
      await fc.assert(fc.asyncProperty(requestArbitrary(operation), generatedCall(operation, token)), {
        numRuns: RUNS_SIGNED_IN,
      });
      await fc.assert(fc.asyncProperty(requestArbitrary(operation), generatedCall(operation, undefined)), {
        numRuns: RUNS_SIGNED_OUT,
      });
      await fc.assert(
        fc.asyncProperty(hostilePathArbitrary(operation), requestArbitrary(operation), (url, generated) =>
          expectSafeAnswer(operation, 'paths', { url, token, body: generated.body }),
        ),
        { numRuns: RUNS_PATHS },
      );
      await fc.assert(
        fc.asyncProperty(hostileHeadersArbitrary(token), requestArbitrary(operation), (headers, generated) =>
          expectSafeAnswer(operation, 'headers', {
            url: urlFor(operation, generated),
            body: generated.body,
            headers,
          }),
        ),
        { numRuns: RUNS_HEADERS },
      );
      await fc.assert(
        fc.asyncProperty(otherMethodArbitrary(operation), requestArbitrary(operation), (other, generated) =>
          expectSafeAnswer(other, 'methods', {
            url: urlFor(operation, generated),
            token,
            body: generated.body,
          }),
        ),
        { numRuns: RUNS_METHODS },
      );
    }
    expect(await othersData()).toBe(before);
    // The member can still use the product afterwards.
    const me = await request(t.app, { method: 'GET', url: '/user_auth/current_user/', token: member.token });
    expect(me.statusCode).toBe(200);
  }, 600_000);
});
