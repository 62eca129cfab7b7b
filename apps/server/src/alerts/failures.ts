/** Fails a job whose digests were not all sent, so that it is retried with backoff. */
export function throwFailures(failures: unknown[]): void {
  if (failures.length === 1) {
    throw failures[0];
  }
  if (failures.length > 1) {
    throw new AggregateError(failures, `${failures.length} alert digests not sent`);
  }
}
