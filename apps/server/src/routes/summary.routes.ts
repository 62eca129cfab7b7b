import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser } from '../http/authenticate.ts';

export function summaryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { summary, auth } = context.services;
  // Summaries are for signed-in users (spec §6), even though the transcript page is public.
  const signedIn = { preHandler: requireUser(auth) };
  return async (app) => {
    apiRoutes(app, 'summary')('summary', signedIn, async (request) =>
      summary.get(request.params.id, request.query.searchTerm),
    );
  };
}
