import { apiCalls, CSRF_COOKIE, CSRF_HEADER } from '@gavel/contract';
import { loadSchemas } from './schemas';
import { readCookie, tokenStorage } from './storage';

/** How a call failed: an HTTP error answer, no answer at all, or no answer in time. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/**
 * A failed call. `status` is the HTTP status, or 0 when no response arrived (network failure or
 * time-out). `body` is the parsed error body: `{message}` or `{field: [messages]}` from our API.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(status: number, body: unknown, kind: ApiErrorKind = 'http') {
    super(ApiError.describe(status, body, kind));
    this.status = status;
    this.body = body;
    this.kind = kind;
  }

  /** True when the server never answered (offline, connection refused, time-out). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The server's `{message}`, when the body has one. */
  get serverMessage(): string | undefined {
    if (isRecord(this.body) && typeof this.body.message === 'string' && this.body.message !== '') {
      return this.body.message;
    }
    return undefined;
  }

  /** The `{field: [messages]}` map of a validation failure, when the body is one. */
  get fieldErrors(): Record<string, string[]> | undefined {
    if (!isRecord(this.body)) {
      return undefined;
    }
    const entries = Object.entries(this.body).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
    );
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }

  private static describe(status: number, body: unknown, kind: ApiErrorKind): string {
    switch (kind) {
      case 'network':
        return 'No response from the server';
      case 'timeout':
        return 'The server did not answer in time';
      case 'http': {
        const message = isRecord(body) && typeof body.message === 'string' ? `: ${body.message}` : '';
        return `Request failed with status ${status}${message}`;
      }
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failed call: the server's message, else its field messages joined,
 * else the given fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) {
    return fallback;
  }
  const fields = error.fieldErrors;
  return error.serverMessage ?? (fields ? Object.values(fields).flat().join(' ') : undefined) ?? fallback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /**
   * The JSON body. A function is called on every attempt, so a call retried after a token
   * refresh can carry the new token in its body.
   */
  json?: unknown;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one to query functions). */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds with an ApiError of kind 'timeout'. */
  timeoutMs?: number;
  /** 'text' returns the body as a string (HTML endpoints). Default 'json'. */
  responseType?: 'json' | 'text';
  /** Send the stored token. Default true. */
  auth?: boolean;
  /** On a 401, refresh the token once and retry. Default true. */
  refreshOnUnauthorized?: boolean;
  /** When the refresh fails, go to /login. Default true. */
  redirectOnAuthFailure?: boolean;
}

export interface ApiClientOptions {
  /** The fetch to use; by default the global one, looked up on every call. */
  fetch?: typeof fetch;
  /** Where the client sends the user when the session cannot be renewed. */
  navigate?: (path: string) => void;
}

const SAFE_METHODS = new Set<HttpMethod>(['GET']);
export const LOGIN_PATH = '/login';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

async function readBody(response: Response, responseType: 'json' | 'text'): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  if (responseType === 'text' && response.ok) {
    return text;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Same-origin API client: sends the stored token (`Authorization: Token ...`), the CSRF header
 * taken from the `csrftoken` cookie and the cookies themselves; speaks JSON; on a 401 refreshes
 * the token once and retries the call with the new one (spec §4, §7).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  let navigate = options.navigate ?? ((path: string) => window.location.assign(path));
  let refreshing: Promise<boolean> | undefined;
  let primingCsrf: Promise<void> | undefined;
  const fetchImpl = (): typeof fetch => options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The server sets the CSRF cookie on any answer; get one before the first unsafe call. */
  function ensureCsrfCookie(): Promise<void> {
    if (readCookie(CSRF_COOKIE) !== undefined) {
      return Promise.resolve();
    }
    primingCsrf ??= fetchImpl()(apiCalls.health.path, { credentials: 'include' })
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        primingCsrf = undefined;
      });
    return primingCsrf;
  }

  async function send(path: string, request: RequestOptions, token: string | null): Promise<Response> {
    const method = request.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json', ...request.headers });
    if (token) {
      headers.set('Authorization', `Token ${token}`);
    }
    if (!SAFE_METHODS.has(method)) {
      await ensureCsrfCookie();
    }
    const csrfToken = readCookie(CSRF_COOKIE);
    if (csrfToken !== undefined) {
      headers.set(CSRF_HEADER, csrfToken);
    }
    let body: string | undefined;
    if (request.json !== undefined) {
      const value: unknown =
        typeof request.json === 'function' ? (request.json as () => unknown)() : request.json;
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(value);
    }
    const signals = [request.signal, request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined];
    const active = signals.filter((signal): signal is AbortSignal => signal !== undefined);
    const signal = active.length > 1 ? AbortSignal.any(active) : active[0];

    try {
      return await fetchImpl()(path, { method, headers, body, credentials: 'include', signal });
    } catch (error) {
      if (errorName(error) === 'TimeoutError') {
        throw new ApiError(0, undefined, 'timeout');
      }
      if (request.signal?.aborted) {
        throw error;
      }
      throw new ApiError(0, undefined, 'network');
    }
  }

  async function doRefresh(): Promise<boolean> {
    const token = tokenStorage.get();
    try {
      if (!token) {
        throw new Error('No stored token to refresh');
      }
      const { method, path } = apiCalls.tokenRefresh;
      const response = await send(path, { method, json: { token } }, null);
      const body = await readBody(response, 'json');
      if (!response.ok) {
        throw new ApiError(response.status, body);
      }
      const { apiSchemas } = await loadSchemas();
      const parsed = apiSchemas.tokenRefresh.response[200].safeParse(body);
      if (!parsed.success) {
        throw new Error('The token refresh answer has no token');
      }
      tokenStorage.set(parsed.data.token);
      return true;
    } catch (error) {
      // The token was replaced while this refresh was under way (a password change answered, a
      // sign-in in another tab): the session goes on with the new one.
      const current = tokenStorage.get();
      if (current !== null && current !== token) {
        return true;
      }
      console.error('Token refresh failed; signing out.', error);
      tokenStorage.remove();
      return false;
    }
  }

  /** Refreshes the stored token; concurrent callers share one refresh. */
  function refreshToken(): Promise<boolean> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function request<T = unknown>(path: string, request: RequestOptions = {}): Promise<T> {
    const useToken = request.auth ?? true;
    const token = useToken ? tokenStorage.get() : null;
    let response = await send(path, request, token);

    if (response.status === 401 && useToken && (request.refreshOnUnauthorized ?? true)) {
      const current = tokenStorage.get();
      // Another call may have renewed the token while this one was in flight.
      const renewed = current !== null && current !== token ? true : await refreshToken();
      if (renewed) {
        response = await send(path, request, tokenStorage.get());
      } else if (request.redirectOnAuthFailure ?? true) {
        navigate(LOGIN_PATH);
      }
    }

    const body = await readBody(response, request.responseType ?? 'json');
    if (!response.ok) {
      throw new ApiError(response.status, body);
    }
    return body as T;
  }

  return {
    /** Sends a request; the app's calls go through lib/api-call.ts, which takes them from the API table. */
    request,
    refreshToken,
    /** Lets the app plug in its router, so leaving for /login keeps the single-page app. */
    setNavigate(next: (path: string) => void): void {
      navigate = next;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client the app uses. */
export const apiClient = createApiClient();
