import { existsSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { alertsRoutes } from './routes/alerts.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { searchRoutes } from './routes/search.routes.ts';
import { summaryRoutes } from './routes/summary.routes.ts';
import { embedRoutes } from './routes/embed.routes.ts';
import { systemRoutes } from './routes/system.routes.ts';
import { profileRoutes } from './routes/profile.routes.ts';
import { groupsRoutes } from './routes/groups.routes.ts';
import { contactRoutes } from './routes/contact.routes.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.routes.ts';
import { meetingStatusRoutes } from './routes/meeting-status.routes.ts';
import { registerCsrf } from './http/csrf.ts';
import {
  ADDRESS_TOO_LONG,
  AppError,
  BAD_ADDRESS,
  DATABASE_UNAVAILABLE,
  FieldErrors,
  HEADERS_TOO_LARGE,
  INTERNAL_ERROR,
  INVALID_DATA,
  isInvalidData,
  isNumberOutOfRange,
  isStorageFull,
  NUMBER_OUT_OF_RANGE,
  REQUEST_TIMEOUT,
  STORAGE_FULL,
  UNREADABLE_REQUEST,
} from './domain/errors.ts';
import { registerFraming } from './http/framing.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { statusOf } from './http/status.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The longest path parameter: as long as a whole request line Node accepts (its 16 kB header
 * limit), so a video URL of any length, percent-encoded, reaches its route.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;
const API_PREFIXES = ['/api/', '/user_auth/'];

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Errors that mean the database is down or unreachable, answered with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300'].includes(code)
  ) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

function fieldErrorsFromValidation(error: {
  validation: { instancePath: string; message?: string }[];
}): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

/**
 * Errors Fastify answers itself before any route or hook runs (a path it cannot decode, a
 * parameter past MAX_PARAM_LENGTH), in the app's `{message}` shape.
 */
function frameworkError(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ message: BAD_ADDRESS });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ message: ADDRESS_TOO_LONG });
  } else {
    reply.log.error({ err: error }, 'framework error');
    void reply.status(500).send({ message: INTERNAL_ERROR });
  }
}

/**
 * Requests Node's HTTP parser refuses (headers past its size limit, a malformed request line, a
 * request that never finishes arriving): answered in the app's `{message}` shape, then closed.
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', REQUEST_TIMEOUT]
        : [400, 'Bad Request', UNREADABLE_REQUEST];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config, logger } = context;
  // Typed as Fastify's logger interface so the instance keeps Fastify's default generics.
  const fastifyLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: fastifyLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientErrorAnswer,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  const secureCookies = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:', 'http:'],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          'https://archive.org',
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many requests. Wait a few minutes and try again.',
    }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Gavel API', version: '1' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerCsrf(app, { secureCookies });
  registerFraming(app);
  registerAuthentication(app);

  app.setErrorHandler((error, request, reply) => {
    // The error answers below are the app's own shapes ({message}, or a map of field to
    // messages), whatever the route's response schema says: serialise them as they are, so a
    // request refused before its route ran (a body Fastify cannot read) never becomes a 500.
    void reply
      .serializer((payload: unknown) => JSON.stringify(payload))
      .type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(fieldErrorsFromValidation(error));
    }
    if (error instanceof FieldErrors) {
      return reply.status(400).send(error.fields);
    }
    if (error instanceof AppError) {
      return reply.status(statusOf(error.refusal)).send(error.body);
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'database storage full');
      return reply.status(503).header('retry-after', '60').send({ message: STORAGE_FULL });
    }
    if (isNumberOutOfRange(error)) {
      return reply.status(400).send({ message: NUMBER_OUT_OF_RANGE });
    }
    if (isInvalidData(error)) {
      return reply.status(400).send({ message: INVALID_DATA });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 429
            ? 'Too many requests. Wait a few minutes and try again.'
            : status === 415
              ? 'Send the request as JSON.'
              : UNREADABLE_REQUEST;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR });
  });

  await app.register(systemRoutes(context));
  await app.register(authRoutes(context));
  await app.register(searchRoutes(context));
  await app.register(summaryRoutes(context));
  await app.register(meetingStatusRoutes(context));
  await app.register(profileRoutes(context));
  await app.register(groupsRoutes(context));
  await app.register(contactRoutes(context));
  await app.register(embedRoutes(context));
  await app.register(alertsRoutes(context));
  await app.register(unsubscribeRoutes(context));

  await registerWebApp(app, config.webDist);
  return app;
}

/** The built web app: static assets, and index.html for every other page route (SPA). */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, path) => {
        if (path.endsWith('index.html')) {
          void reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send(
          'The Gavel web app has not been built yet: run `npm run build`, or start Gavel with `npm start`.',
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
