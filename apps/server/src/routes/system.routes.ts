import { apiPaths, publicConfigResponse } from '@gavel/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { PRODUCT_NAME } from '../config.ts';
import { DATABASE_UNAVAILABLE } from '../domain/errors.ts';

/** Health and readiness for load balancers and monitoring; public settings for the web app. */
export function systemRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.health,
      { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(apiPaths.ready, { schema: { tags: ['system'] } }, async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(context.db);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: DATABASE_UNAVAILABLE });
      }
    });

    app.get(
      apiPaths.publicConfig,
      { schema: { tags: ['system'], response: { 200: publicConfigResponse } } },
      async () => ({ requestAccessUrl: context.config.requestAccessUrl, productName: PRODUCT_NAME }),
    );
  };
}
