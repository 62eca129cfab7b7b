import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

/** The embed view asks for the excerpt's HTML with this header (DESIGN §5). */
const isXhr = (header: string | string[] | undefined) =>
  typeof header === 'string' && header.toLowerCase() === 'xmlhttprequest';

export function embedRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { embed, auth } = context.services;
  const signedIn = requireUser(auth);
  return async (app) => {
    const route = apiRoutes(app, 'embed');
    route('embedCreate', { preHandler: signedIn }, async (request) =>
      embed.create(userOf(request).id, request.body),
    );

    route('embedView', {}, async (request, reply) => {
      void reply.header('vary', 'X-Requested-With');
      if (!isXhr(request.headers['x-requested-with'])) {
        // A browser navigation: the web app, whose embed view then asks for the HTML.
        return reply.callNotFound();
      }
      const html = await embed.html(request.params.embedId);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  };
}
