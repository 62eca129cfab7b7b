import {
  EMBED_ROUTE,
  EMBED_VIEW_ROUTE,
  embedErrorResponse,
  embedRequest,
  embedResponse,
} from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

/** The embed view asks for the excerpt's HTML with this header (DESIGN §5). */
const isXhr = (header: string | string[] | undefined) =>
  typeof header === 'string' && header.toLowerCase() === 'xmlhttprequest';

export function embedRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { embed, auth } = context.services;
  const signedIn = requireUser(auth);
  return async (app) => {
    app.post(
      EMBED_ROUTE,
      {
        preHandler: signedIn,
        schema: {
          tags: ['embed'],
          body: embedRequest,
          response: {
            200: embedResponse,
            400: embedErrorResponse.or(z.record(z.string(), z.array(z.string()))),
          },
        },
      },
      async (request) => embed.create(userOf(request).id, request.body),
    );

    app.get(
      EMBED_VIEW_ROUTE,
      {
        schema: {
          tags: ['embed'],
          params: z.object({ embedId: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        void reply.header('vary', 'X-Requested-With');
        if (!isXhr(request.headers['x-requested-with'])) {
          // A browser navigation: the web app, whose embed view then asks for the HTML.
          return reply.callNotFound();
        }
        const html = await embed.html(request.params.embedId);
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      },
    );
  };
}
