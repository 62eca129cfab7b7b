import { SUMMARY_ROUTE, summaryQuery, summaryResponse } from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { requireUser } from '../http/authenticate.ts';

export function summaryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { summary, auth } = context.services;
  const signedIn = requireUser(auth);
  return async (app) => {
    app.get(
      SUMMARY_ROUTE,
      {
        // Summaries are for signed-in users (spec §6), even though the transcript page is public.
        preHandler: signedIn,
        schema: {
          tags: ['summary'],
          params: z.object({ id: z.string().min(1).max(2000) }),
          querystring: summaryQuery,
          response: { 200: summaryResponse },
        },
      },
      async (request) => summary.get(request.params.id, request.query.searchTerm),
    );
  };
}
