import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';

function counted(value: string) {
  const calls = { n: 0 };
  return { calls, compute: () => Promise.resolve(`${value}-${(calls.n += 1)}`) };
}

describe('answerCache', () => {
  it('answers the same key once within the time, and afresh after it', async () => {
    let now = 1_000;
    const cache = answerCache<string>({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    const { calls, compute } = counted('a');
    expect(await cache.get('k', compute)).toBe('a-1');
    now += 9_999;
    expect(await cache.get('k', compute)).toBe('a-1');
    now += 1;
    expect(await cache.get('k', compute)).toBe('a-2');
    expect(calls.n).toBe(2);
  });

  it('shares one computation between identical requests in flight, and keeps keys apart', async () => {
    const cache = answerCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    const a = counted('a');
    const b = counted('b');
    const answers = await Promise.all([
      cache.get('a', a.compute),
      cache.get('a', a.compute),
      cache.get('b', b.compute),
    ]);
    expect(answers).toEqual(['a-1', 'a-1', 'b-1']);
    expect([a.calls.n, b.calls.n]).toEqual([1, 1]);
  });

  it('keeps no failure, and no more than its size', async () => {
    const cache = answerCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    const x = counted('x');
    expect(await cache.get('x', x.compute)).toBe('x-1');
    await cache.get('y', counted('y').compute);
    await cache.get('z', counted('z').compute);
    expect(await cache.get('x', x.compute)).toBe('x-2');
  });

  it('computes every time when the time is 0', async () => {
    const cache = answerCache<string>({ ttlMs: 0, maxEntries: 10 });
    const { calls, compute } = counted('a');
    await cache.get('k', compute);
    await cache.get('k', compute);
    expect(calls.n).toBe(2);
  });
});
