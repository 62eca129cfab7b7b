export const DATABASE_UNAVAILABLE = 'Gavel cannot reach its database right now. Try again in a moment.';
export const STORAGE_FULL =
  'Gavel cannot save anything right now: the disk of its database is full. Free some space and try again; nothing stored before is lost.';
export const INVALID_DATA =
  'The request holds a value that cannot be stored (such as a NUL character). Check it and try again.';
export const NUMBER_OUT_OF_RANGE = 'A number in the request is too large. Check it and try again.';
export const UNREADABLE_REQUEST = 'The request could not be read. Check its format.';
export const BAD_ADDRESS = 'The address of the request is not valid. Check it and try again.';
export const ADDRESS_TOO_LONG = 'The address of the request is too long.';
export const HEADERS_TOO_LARGE = 'The headers of the request are too large.';
export const REQUEST_TIMEOUT = 'The request took too long to arrive.';
export const INTERNAL_ERROR =
  'Something went wrong on our side. Try again, and contact us if it keeps happening.';

/**
 * Why a request is refused, in the terms of the rules that refuse it; the HTTP edge maps each to
 * its status code (http/status.ts), so services and commands know nothing of HTTP.
 */
export type Refusal =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'upstream_failed';

/** A refusal with the message the user sees ({message} body, with any extra fields). */
export class AppError extends Error {
  override name = 'AppError';
  readonly refusal: Refusal;
  readonly body: Record<string, unknown>;
  constructor(refusal: Refusal, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.refusal = refusal;
    this.body = { message, ...extra };
  }
}

export const unauthorized = (message = 'Authentication credentials were not provided or are invalid.') =>
  new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const badRequest = (message: string) => new AppError('invalid', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooManyRequests = (message: string) => new AppError('too_many_requests', message);

/** Validation failures: {field: [messages]} with status 400 (DESIGN §5). */
export class FieldErrors extends Error {
  override name = 'FieldErrors';
  readonly fields: Record<string, string[]>;
  constructor(fields: Record<string, string[]>) {
    super('Validation failed');
    this.fields = fields;
  }
}

/** PostgreSQL's disk_full (53100): the database could not grow a file. */
export function isStorageFull(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '53100';
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22): a value it cannot store, such as a NUL
 * character in text or a number out of range. The request is at fault, not the server.
 */
export function isInvalidData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** PostgreSQL's numeric_value_out_of_range (22003): an id or count past its column's type. */
export function isNumberOutOfRange(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '22003';
}
