import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/schema.ts';
import type { AuthService } from '../services/auth.service.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
  }
}

/** The token of an `Authorization: Token <jwt>` header (Bearer is accepted too). */
export function tokenFromHeader(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Token|Bearer)\s+(\S+)$/i);
  return match?.[1];
}

/** A preHandler that requires a signed-in user and puts it on request.user. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFromHeader(request);
    if (!token) {
      throw unauthorized();
    }
    request.user = await auth.authenticate(token);
  };
}

/**
 * A preHandler for calls open to visitors: a request with a token must have a valid one (so the
 * web app refreshes it); a request without one goes on signed out.
 */
export function optionalUser(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFromHeader(request);
    if (token) {
      request.user = await auth.authenticate(token);
    }
  };
}

/** The signed-in user of a request that passed requireUser. */
export function userOf(request: FastifyRequest): User {
  if (!request.user) {
    throw unauthorized();
  }
  return request.user;
}
