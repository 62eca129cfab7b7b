import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@gavel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes unsafe methods without the CSRF header (its own credential is in its path). */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_FAILED = 'CSRF check failed. Reload the page and try again.';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection (DESIGN §5): any response to a request without the csrftoken
 * cookie sets one; every unsafe method must echo it in the X-CSRFToken header.
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
        maxAge: 365 * 24 * 3600,
      });
    }
    // A route may opt out (an email's one-click unsubscribe, whose signed token is its credential).
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt === true) {
      return;
    }
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError('forbidden', CSRF_FAILED);
    }
  });
}
