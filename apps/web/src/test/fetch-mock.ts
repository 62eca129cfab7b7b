import { vi, type Mock } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** An answer: a Response, a JSON body (status 200), or an Error to simulate no response. */
export type Answer =
  | Response
  | Error
  | { status: number; body?: unknown }
  | ((request: RecordedRequest) => Answer | Promise<Answer>);

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function toResponse(answer: Answer, request: RecordedRequest): Promise<Response> {
  if (typeof answer === 'function') {
    return toResponse(await answer(request), request);
  }
  if (answer instanceof Error) {
    throw answer;
  }
  if (answer instanceof Response) {
    return answer;
  }
  return jsonResponse(answer.status, answer.body);
}

export interface FetchMock {
  fetch: Mock<typeof fetch>;
  requests: RecordedRequest[];
  /** Requests to one "METHOD /path". */
  calls: (route: string) => RecordedRequest[];
}

/**
 * A fetch that answers by "METHOD /path". A list of answers is used in order, the last one
 * repeating. Unknown routes answer 404.
 */
export function mockFetch(routes: Record<string, Answer | Answer[]>, options: { install?: boolean } = {}) {
  const requests: RecordedRequest[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const request: RecordedRequest = {
      method,
      path,
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : undefined,
      credentials: init?.credentials,
    };
    requests.push(request);
    const key = `${method} ${path}`;
    const route = routes[key];
    if (route === undefined) {
      return Promise.resolve(jsonResponse(404, { message: `No mock for ${key}` }));
    }
    const count = used.get(key) ?? 0;
    used.set(key, count + 1);
    const answer = Array.isArray(route) ? (route[Math.min(count, route.length - 1)] as Answer) : route;
    return toResponse(answer, request);
  });
  if (options.install ?? true) {
    vi.stubGlobal('fetch', fetchMock);
  }
  return {
    fetch: fetchMock,
    requests,
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  } satisfies FetchMock;
}
