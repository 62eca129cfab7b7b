/**
 * A short-lived cache of answers by key. Identical requests within `ttlMs` share one answer, and
 * identical requests in flight share one computation; a failed computation is not kept. With a
 * TTL of 0 every request computes its own answer.
 */
export function answerCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<T> }>();

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) {
        return compute();
      }
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) {
        return hit.value;
      }
      entries.delete(key);
      const entry = { expires: at + ttlMs, value: compute() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) {
          entries.delete(key);
        }
      });
      // The oldest entries go first (a Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) {
          break;
        }
        entries.delete(oldest);
      }
      return entry.value;
    },
  };
}
