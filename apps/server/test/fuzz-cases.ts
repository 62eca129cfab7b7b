import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { arbitraryFor, hostileString, wrongValue, type JsonSchema } from './schema-arbitrary.ts';

/**
 * Hostile requests to every route of the API, generated from its own contract (the OpenAPI
 * document Fastify builds from the zod schemas): bodies, queries and path parameters shaped like
 * the contract with hostile values inside, paths bent out of their shape, and hostile headers.
 * Shared by the fuzz test and `npm run bench:fuzz`.
 */
export interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
  pathParams: string[];
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
      }
    >
  >;
}

/** Every operation of the API (the Swagger UI's own pages aside). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApi;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) {
      continue;
    }
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return operations;
}

export interface GeneratedRequest {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
}

/** A body, query and path parameters shaped like the operation's contract, hostile inside. */
export function requestArbitrary(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { name, schema } of operation.query) {
    query[name] = arbitraryFor(schema);
  }
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const name of operation.pathParams) {
    params[name] = hostileString;
  }
  return fc.record({
    body: operation.body
      ? fc.oneof({ weight: 5, arbitrary: arbitraryFor(operation.body) }, { weight: 1, arbitrary: wrongValue })
      : fc.oneof(fc.constant(undefined), wrongValue),
    query: fc.record(query, { requiredKeys: [] }),
    params: fc.record(params),
  });
}

/** Every byte of the text's UTF-8 percent-encoded (lone surrogates become U+FFFD, as in a browser). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

export function urlFor(operation: Operation, generated: GeneratedRequest): string {
  let path = operation.path;
  for (const [name, value] of Object.entries(generated.params)) {
    path = path.replace(`{${name}}`, percentEncoded(value.slice(0, 4_000)) || '%20');
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(generated.query)) {
    search.set(name, typeof value === 'string' ? value.slice(0, 4_000) : JSON.stringify(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Path segments that have confused routers: raw, not percent-encoded as a browser would. */
const HOSTILE_SEGMENTS = [
  '%',
  '%z',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%2F',
  '%2f..%2f',
  '..',
  '.',
  '%2e%2e',
  '..%5c..%5c',
  '\\',
  ';jsessionid=1',
  '%0d%0aSet-Cookie:%20x=1',
  '%3Cscript%3E',
  '%F0%9F%8F%9B',
  '%FF%FE',
  '~root',
  '*',
  '@',
  '-1',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(17_000),
];

/**
 * The operation's path bent out of shape: a parameter replaced by a raw hostile segment, a
 * segment added or removed, slashes doubled, case changed, a hostile query string.
 */
export function hostilePathArbitrary(operation: Operation): fc.Arbitrary<string> {
  const filled = (segment: string) => operation.path.replace(/\{[^}]+\}/g, segment);
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: hostileString.map((text) => percentEncoded(text.slice(0, 500))) },
  );
  return fc.oneof(
    segment.map((s) => filled(s)),
    segment.map((s) => `${filled('1')}${operation.path.endsWith('/') ? '' : '/'}${s}/`),
    segment.map((s) => `${filled('1')}/${s}/${s}`),
    fc.constant(filled('1').replace(/\/$/, '')),
    fc.constant(filled('1').replace(/\//g, '//')),
    fc.constant(filled('1').toUpperCase()),
    fc.constant(`/.${filled('1')}`),
    fc.constant(filled('1').replace(/^\//, '/%2e/')),
    segment.map((s) => `${filled('1')}?${s}=${s}&${s}`),
    fc.constant(`${filled('1')}?searchTerm=${'%'.repeat(50)}&a[b][c]=1&__proto__[x]=1`),
  );
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The operation's path called with a method it does not take. */
export function otherMethodArbitrary(operation: Operation): fc.Arbitrary<Operation> {
  return fc
    .constantFrom(...METHODS.filter((method) => method !== operation.method))
    .map((method) => ({ ...operation, method }));
}

/** Printable ASCII: what HTTP lets through in a header value. */
const headerText = (maxLength: number) =>
  fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength }).map((codes) => String.fromCharCode(...codes));

/** Header values that have broken servers: forged tokens, odd content types, address lists. */
export function hostileHeadersArbitrary(
  validToken: string | undefined,
): fc.Arbitrary<Record<string, string>> {
  const forgedJwt = (header: object, payload: object) =>
    `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
  const tokens = [
    'Token ',
    'Token a.b.c',
    `Token ${forgedJwt({ alg: 'none', typ: 'JWT' }, { userId: 1, version: 0 })}`,
    `Token ${forgedJwt({ alg: 'HS256' }, { userId: 1, exp: 9_999_999_999 })}x`,
    `Bearer ${'A'.repeat(8_000)}`,
    'Basic YWRtaW46YWRtaW4=',
    'Token\tspaced',
    ...(validToken
      ? [
          `Token ${validToken}`,
          `Token ${validToken}x`,
          `Token ${validToken.split('.').slice(0, 2).join('.')}.`,
        ]
      : []),
  ];
  return fc.record(
    {
      authorization: fc.oneof(fc.constantFrom(...tokens), headerText(200)),
      'content-type': fc.oneof(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json, text/plain',
          '*/*',
          '',
        ),
        headerText(100),
      ),
      cookie: fc.oneof(
        fc.constantFrom('csrftoken=', 'csrftoken=a; csrftoken=b', `csrftoken=${'c'.repeat(4_000)}`),
        headerText(300),
      ),
      'x-csrftoken': fc.oneof(fc.constantFrom('', 'test-csrf-token', 'null'), headerText(100)),
      'x-forwarded-for': fc.oneof(
        fc.constantFrom('127.0.0.1', '::1', '10.0.0.1, 127.0.0.1', 'unknown', '999.999.999.999', ', ,'),
        headerText(200),
      ),
      'x-requested-with': fc.oneof(fc.constant('XMLHttpRequest'), headerText(40)),
      'x-request-id': headerText(100),
      accept: fc.oneof(fc.constantFrom('text/html', 'application/xml', '*/*;q=x', ''), headerText(80)),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', 'x'),
      'accept-language': headerText(80),
      'if-none-match': headerText(60),
      'if-modified-since': fc.oneof(fc.constant('Thu, 01 Jan 1970 00:00:00 GMT'), headerText(40)),
      range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999999-', 'lines=1-2'),
      origin: fc.constantFrom('null', 'https://evil.example', 'http://localhost'),
      referer: headerText(100),
    },
    { requiredKeys: [] },
  );
}

/** Pages for people: their errors are HTML pages, every other answer's error is JSON. */
const HTML_PAGES = new Set(['/unsubscribe/{token}']);

/** Keys of Fastify's own error bodies, never of the app's. */
const FRAMEWORK_KEYS = new Set(['statusCode', 'code']);

/** Whether a JSON body is one of the app's error shapes: `{message}`, or a map of field to messages. */
export function isAppErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return false;
  }
  const record = body as Record<string, unknown>;
  if (typeof record['message'] === 'string') {
    // Beside its message, an app error may name the error again, ask for a confirmation or list
    // field messages; Fastify's own errors carry `statusCode` and `code`: not the app's.
    return Object.entries(record).every(
      ([key, value]) =>
        key === 'message' ||
        (key === 'error' && typeof value === 'string') ||
        (key === 'requires_confirmation' && value === true) ||
        (!FRAMEWORK_KEYS.has(key) && Array.isArray(value) && value.every((m) => typeof m === 'string')),
    );
  }
  const values = Object.values(record);
  return (
    values.length > 0 &&
    values.every((v) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'))
  );
}

/**
 * What is wrong with an answer, or undefined: a server error, a stack trace or a file path, or an
 * error in a shape other than the app's.
 */
export function answerProblem(operation: Operation, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) {
    return 'a server error';
  }
  if (/\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/.test(response.body)) {
    return 'a stack trace or source path';
  }
  // A HEAD answer has no body to judge.
  if (response.statusCode < 400 || operation.method === 'HEAD') {
    return undefined;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && HTML_PAGES.has(operation.path)) {
    return /<html/i.test(response.body) ? undefined : 'an HTML error that is not a page';
  }
  if (!type.startsWith('application/json')) {
    return `an error of type "${type}"`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'an error that is not JSON';
  }
  return isAppErrorBody(body) ? undefined : 'an error outside the app shape';
}
