import fc from 'fast-check';
import { expect } from 'vitest';

/** How many cases each property runs. */
export const RUNS = 500;

/** Runs of one property; a property that runs long (a parse gone quadratic) stops and fails. */
const RUN_OPTIONS = { numRuns: RUNS, interruptAfterTimeLimit: 10_000, markInterruptAsFailure: true };

/** Checks a property on RUNS generated values, and that each of them was checked. */
export function checkProperty<T>(values: fc.Arbitrary<T>, check: (value: T) => void): void {
  let cases = 0;
  fc.assert(
    fc.property(values, (value) => {
      cases += 1;
      check(value);
    }),
    RUN_OPTIONS,
  );
  expect(cases).toBe(RUNS);
}

/** What `run` returns, or the error of the given class it throws; any other exception escapes. */
export function orRefusal<T, E extends Error>(
  refusal: abstract new (...args: never[]) => E,
  run: () => T,
): T | E {
  try {
    return run();
  } catch (error) {
    if (error instanceof refusal) {
      return error;
    }
    throw error;
  }
}

/** A generous budget for parsing one small file: a parse that takes longer is a hang in the making. */
const BUDGET_MS = 1_000;

/** What `run` returns, once it has returned within the budget. */
export function timed<T>(run: () => T): T {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(BUDGET_MS);
  return result;
}
