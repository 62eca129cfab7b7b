import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { ApiError, createApiClient, errorMessage } from './api-client';
import { tokenStorage } from './storage';

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch(routes, { install: false });
  const navigate = vi.fn();
  const client = createApiClient({ fetch: mock.fetch, navigate });
  return { ...mock, navigate, client };
}

beforeEach(() => {
  document.cookie = 'csrftoken=csrf-123; path=/';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client: headers and bodies', () => {
  it('sends the stored token, the CSRF header from the cookie and the cookies themselves', async () => {
    tokenStorage.set('tok-1');
    const { client, requests } = setup({ 'POST /user_auth/thing/': { status: 200, body: { ok: true } } });

    const answer = await client.request('/user_auth/thing/', { method: 'POST', json: { a: 1 } });

    expect(answer).toEqual({ ok: true });
    const [request] = requests;
    expect(request?.headers.get('Authorization')).toBe('Token tok-1');
    expect(request?.headers.get('X-CSRFToken')).toBe('csrf-123');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a stored token', async () => {
    const { client, requests } = setup({ 'GET /api/config': { status: 200, body: {} } });
    await client.request('/api/config');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('fetches a CSRF cookie before the first unsafe call when there is none', async () => {
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { client, requests } = setup({
      'GET /api/health': () => {
        document.cookie = 'csrftoken=fresh; path=/';
        return { status: 200, body: { status: 'ok' } };
      },
      'POST /user_auth/thing/': { status: 200, body: {} },
    });

    await client.request('/user_auth/thing/', { method: 'POST', json: {} });

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/health',
      'POST /user_auth/thing/',
    ]);
    expect(requests[1]?.headers.get('X-CSRFToken')).toBe('fresh');
  });

  it('returns text for HTML endpoints and nothing for empty answers', async () => {
    const { client } = setup({
      'GET /embed/abc': new Response('<p>Hi</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'DELETE /user_auth/alerts/': new Response(null, { status: 204 }),
    });
    await expect(client.request('/embed/abc', { responseType: 'text' })).resolves.toBe('<p>Hi</p>');
    await expect(
      client.request('/user_auth/alerts/', { method: 'DELETE', json: { id: 1 } }),
    ).resolves.toBeUndefined();
  });
});

describe('api client: errors', () => {
  it('throws an ApiError with the status and the parsed {message} body', async () => {
    const { client } = setup({ 'POST /api/x/': { status: 400, body: { message: 'Nope.' } } });
    const error = await client
      .request('/api/x/', { method: 'POST', json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'http', body: { message: 'Nope.' } });
    expect((error as ApiError).serverMessage).toBe('Nope.');
    expect((error as ApiError).isNetworkError).toBe(false);
  });

  it('reads {field: [messages]} bodies', async () => {
    const { client } = setup({
      'POST /api/x/': { status: 400, body: { keywords: ['Required.'], state: ['Too long.', 'Bad.'] } },
    });
    const error = (await client
      .request('/api/x/', { method: 'POST', json: {} })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.fieldErrors).toEqual({ keywords: ['Required.'], state: ['Too long.', 'Bad.'] });
    expect(errorMessage(error, 'fallback')).toBe('Required. Too long. Bad.');
  });

  it('tells a network failure apart: status 0, kind network', async () => {
    const { client } = setup({ 'GET /api/x/': new TypeError('Failed to fetch') });
    const error = (await client.request('/api/x/').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
    expect(error.isNetworkError).toBe(true);
    expect(errorMessage(error, 'Failed to communicate with the server.')).toBe(
      'Failed to communicate with the server.',
    );
  });

  it('gives up after the time-out with kind timeout', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const client = createApiClient({ fetch: hanging, navigate: vi.fn() });
    const error = (await client
      .request('/user_auth/search/', { method: 'POST', json: {}, timeoutMs: 20 })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('lets a cancelled call reject with the abort, not as a network failure', async () => {
    const controller = new AbortController();
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const client = createApiClient({ fetch: hanging, navigate: vi.fn() });
    const pending = client
      .request('/api/x/', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('api client: 401, one refresh and one retry', () => {
  it('refreshes the token once, stores it and retries the call with it', async () => {
    tokenStorage.set('old');
    const { client, calls, navigate } = setup({
      'GET /user_auth/profiles/': [
        { status: 401, body: { message: 'expired' } },
        { status: 200, body: { id: 7 } },
      ],
      'POST /api/token-refresh/': { status: 200, body: { token: 'new' } },
    });

    await expect(client.request('/user_auth/profiles/')).resolves.toEqual({ id: 7 });

    const refreshes = calls('POST /api/token-refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ token: 'old' });
    expect(refreshes[0]?.headers.get('X-CSRFToken')).toBe('csrf-123');
    const attempts = calls('GET /user_auth/profiles/');
    expect(attempts.map((request) => request.headers.get('Authorization'))).toEqual([
      'Token old',
      'Token new',
    ]);
    expect(tokenStorage.get()).toBe('new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh again when the retry is refused too', async () => {
    tokenStorage.set('old');
    const { client, calls } = setup({
      'GET /user_auth/profiles/': { status: 401, body: { message: 'no' } },
      'POST /api/token-refresh/': { status: 200, body: { token: 'new' } },
    });
    await expect(client.request('/user_auth/profiles/')).rejects.toMatchObject({ status: 401 });
    expect(calls('POST /api/token-refresh/')).toHaveLength(1);
    expect(calls('GET /user_auth/profiles/')).toHaveLength(2);
  });

  it('when the refresh fails: logs it, removes the token and goes to /login', async () => {
    tokenStorage.set('old');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, calls, navigate } = setup({
      'GET /user_auth/profiles/': { status: 401, body: { message: 'expired' } },
      'POST /api/token-refresh/': { status: 401, body: { message: 'Sign in again.' } },
    });

    await expect(client.request('/user_auth/profiles/')).rejects.toMatchObject({ status: 401 });

    expect(consoleError).toHaveBeenCalled();
    expect(tokenStorage.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(calls('GET /user_auth/profiles/')).toHaveLength(1);
  });

  it('keeps the session when the token was replaced while a refresh with the old one failed', async () => {
    tokenStorage.set('old');
    const { client, calls, navigate } = setup({
      // Refused with the old token, answered with the new one.
      'GET /user_auth/profiles/': (request) =>
        request.headers.get('Authorization') === 'Token new'
          ? { status: 200, body: { ok: true } }
          : { status: 401 },
      // A password change answers with the new token while the refresh with the old one is refused.
      'POST /api/token-refresh/': () => {
        tokenStorage.set('new');
        return { status: 401, body: { message: 'Sign in again.' } };
      },
    });

    await expect(client.request('/user_auth/profiles/')).resolves.toEqual({ ok: true });

    expect(tokenStorage.get()).toBe('new');
    expect(navigate).not.toHaveBeenCalled();
    expect(calls('GET /user_auth/profiles/')).toHaveLength(2);
  });

  it('treats a refresh answer without a token as a failed refresh', async () => {
    tokenStorage.set('old');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, navigate } = setup({
      'GET /user_auth/profiles/': { status: 401 },
      'POST /api/token-refresh/': { status: 200, body: {} },
    });
    await expect(client.request('/user_auth/profiles/')).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('can leave the navigation to the caller', async () => {
    tokenStorage.set('old');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, navigate } = setup({
      'POST /api/token-verify/': { status: 401 },
      'POST /api/token-refresh/': { status: 401 },
    });
    await expect(
      client.request('/api/token-verify/', {
        method: 'POST',
        json: { token: 'old' },
        redirectOnAuthFailure: false,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(tokenStorage.get()).toBeNull();
  });

  it('shares one refresh between calls refused at the same time', async () => {
    tokenStorage.set('old');
    const { client, calls } = setup({
      'GET /a/': (request) =>
        request.headers.get('Authorization') === 'Token new' ? { status: 200, body: 'a' } : { status: 401 },
      'GET /b/': (request) =>
        request.headers.get('Authorization') === 'Token new' ? { status: 200, body: 'b' } : { status: 401 },
      'POST /api/token-refresh/': () => jsonResponse(200, { token: 'new' }),
    });
    await expect(Promise.all([client.request('/a/'), client.request('/b/')])).resolves.toEqual(['a', 'b']);
    expect(calls('POST /api/token-refresh/')).toHaveLength(1);
  });

  it('builds a function body again for the retry, so it carries the new token', async () => {
    tokenStorage.set('old');
    const { client, calls } = setup({
      'POST /api/token-verify/': (request) =>
        (request.body as { token: string }).token === 'new'
          ? { status: 200, body: { user: { id: 1, username: 'a@b.c' } } }
          : { status: 401 },
      'POST /api/token-refresh/': { status: 200, body: { token: 'new' } },
    });
    await client.request('/api/token-verify/', {
      method: 'POST',
      json: () => ({ token: tokenStorage.get() }),
    });
    expect(calls('POST /api/token-verify/').map((request) => request.body)).toEqual([
      { token: 'old' },
      { token: 'new' },
    ]);
  });

  it('does not refresh calls made without the token', async () => {
    tokenStorage.set('old');
    const { client, calls, navigate } = setup({
      'POST /api/token-auth/': { status: 401, body: { message: 'no' } },
    });
    await expect(
      client.request('/api/token-auth/', { method: 'POST', json: {}, auth: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls('POST /api/token-refresh/')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});
