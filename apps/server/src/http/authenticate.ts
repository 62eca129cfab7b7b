import { apiPaths } from '@gavel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { User } from '../db/schema.ts';
import type { AuthService } from '../services/auth.service.ts';
import { forbidden, unauthorized } from '../domain/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
  }
}

export const CHANGE_TEMPORARY_PASSWORD_FIRST =
  'Change your temporary password before using Gavel. Sign in again to set a new one.';

/**
 * The routes a session signed in with a temporary password may call: those of the forced-change
 * screen (token verify and refresh carry the token in their body and need no entry here).
 */
const TEMPORARY_PASSWORD_ROUTES = new Set<string>([
  apiPaths.currentUser,
  apiPaths.requirePasswordChange,
  apiPaths.checkPassword,
  apiPaths.logout,
]);

/** The token of an `Authorization: Token <jwt>` header (Bearer is accepted too). */
export function tokenFromHeader(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Token|Bearer)\s+(\S+)$/i);
  return match?.[1];
}

/** Authenticates a token, refusing a temporary-password session outside the forced change. */
async function userFor(auth: AuthService, request: FastifyRequest, token: string): Promise<User> {
  const user = await auth.authenticate(token);
  if (user.must_change_password && !TEMPORARY_PASSWORD_ROUTES.has(request.routeOptions.url ?? '')) {
    throw forbidden(CHANGE_TEMPORARY_PASSWORD_FIRST);
  }
  return user;
}

const AUTHENTICATES = Symbol('authenticates');
type AuthHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  [AUTHENTICATES]?: true;
};

function marked(hook: AuthHook): AuthHook {
  hook[AUTHENTICATES] = true;
  return hook;
}

/** A hook that requires a signed-in user and puts it on request.user. */
export function requireUser(auth: AuthService) {
  return marked(async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFromHeader(request);
    if (!token) {
      throw unauthorized();
    }
    request.user = await userFor(auth, request, token);
  });
}

/**
 * A hook for calls open to visitors: a request with a token must have a valid one (so the
 * web app refreshes it); a request without one goes on signed out.
 */
export function optionalUser(auth: AuthService) {
  return marked(async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFromHeader(request);
    if (token) {
      request.user = await userFor(auth, request, token);
    }
  });
}

/**
 * Authenticates before anything reads the body: a route's requireUser/optionalUser hook, wherever
 * the route declared it, runs first of its onRequest hooks, so a signed-out request to a protected
 * route gets 401 rather than its body's field errors. Register before the routes.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler, route.preValidation].flat().filter(Boolean) as AuthHook[];
    const auth = handlers.filter((hook) => hook[AUTHENTICATES]);
    if (auth.length === 0) {
      return;
    }
    const without = (hooks: unknown) =>
      [hooks].flat().filter((hook) => hook && !(hook as AuthHook)[AUTHENTICATES]) as never;
    route.preHandler = without(route.preHandler);
    route.preValidation = without(route.preValidation);
    route.onRequest = [...auth, ...([route.onRequest].flat().filter(Boolean) as AuthHook[])] as
      onRequestHookHandler | onRequestHookHandler[];
  });
}

/** The signed-in user of a request that passed requireUser. */
export function userOf(request: FastifyRequest): User {
  if (!request.user) {
    throw unauthorized();
  }
  return request.user;
}
