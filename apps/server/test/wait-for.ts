/**
 * The first value other than undefined that `probe` returns, asked every `intervalMs`; throws
 * `timed out waiting for <what>` once `timeoutMs` has passed (`what` may be worked out only then).
 */
export async function waitFor<T>(
  what: string | (() => string),
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 100_000, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
