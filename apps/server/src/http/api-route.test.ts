import { apiCalls, type ApiCallName } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** The server against the API table: the routes it answers are the table's calls, no more, no less. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const calls = (Object.keys(apiCalls) as ApiCallName[]).map((name) => apiCalls[name]);

describe('the server’s routes', () => {
  it('register every call of the API table', () => {
    const missing = calls.filter((call) => !t.app.hasRoute({ method: call.method, url: call.path }));
    expect(missing).toEqual([]);
  });

  it('are all in the API table, as its API document lists them', () => {
    const paths = (t.app.swagger().paths ?? {}) as Record<string, object>;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual(calls.map((call) => `${call.method} ${call.path}`).sort());
  });
});
