import { EMBED_ID_PATTERN } from '@gavel/contract';
import type { FastifyInstance } from 'fastify';

/** Pages any site may frame: the embed view (spec §2 /embed/{embedId}). */
export const FRAMEABLE_PREFIX = '/embed/';

/**
 * Whether the page at this URL may be framed by other sites: `/embed/{id}` with a well-formed
 * excerpt id, and nothing under it or beside it (`/embed/a/b` is the app, which no one frames).
 */
export function isFrameable(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith(FRAMEABLE_PREFIX) && EMBED_ID_PATTERN.test(path.slice(FRAMEABLE_PREFIX.length));
}

/**
 * Every page refuses to be framed (helmet: `frame-ancestors 'none'`, `X-Frame-Options: DENY`),
 * except the embed view, which any site may frame: its CSP says `frame-ancestors *` and it has no
 * X-Frame-Options. Everything else in its CSP stays as strict as on any page.
 */
export function registerFraming(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isFrameable(request.url)) {
      return payload;
    }
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    }
    return payload;
  });
}
