import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { unsubscribePage } from '../alerts/unsubscribe-page.ts';
import { PRODUCT_NAME } from '../config.ts';
import { apiRoutes } from '../http/api-route.ts';

/** Unsubscribe links are followed and posted by mail providers too: as many as sign-ins. */
const LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * An email's unsubscribe link, public: GET shows what it would stop and a button, changing
 * nothing; POST (the RFC 8058 one-click, without cookie or CSRF header) stops it and answers 200.
 */
export function unsubscribeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { unsubscribe } = context.services;
  const { publicUrl } = context.config;
  return async (app) => {
    // RFC 8058: the body is `List-Unsubscribe=One-Click`, form-encoded; its content is not needed.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );

    const render = (
      token: string,
      found: Awaited<ReturnType<typeof unsubscribe.preview>>,
      stopped: boolean,
    ) =>
      unsubscribePage({
        productName: PRODUCT_NAME,
        publicUrl,
        action: `${publicUrl}/unsubscribe/${encodeURIComponent(token)}`,
        found,
        stopped,
      });

    const route = apiRoutes(app, 'alerts');
    route('unsubscribePreview', { config: { rateLimit: LIMIT } }, async (request, reply) => {
      const found = await unsubscribe.preview(request.params.token);
      return reply
        .status(found.valid ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(render(request.params.token, found, false));
    });

    route('unsubscribe', { config: { rateLimit: LIMIT, csrfExempt: true } }, async (request, reply) => {
      const found = await unsubscribe.stop(request.params.token);
      return reply
        .status(found.valid ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(render(request.params.token, found, true));
    });
  };
}
