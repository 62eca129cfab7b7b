import type { Refusal } from '../domain/errors.ts';

/** The HTTP status of each kind of refusal. */
const STATUS: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  upstream_failed: 502,
};

export function statusOf(refusal: Refusal): number {
  return STATUS[refusal];
}
