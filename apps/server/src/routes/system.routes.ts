import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { PRODUCT_NAME } from '../config.ts';
import { DATABASE_UNAVAILABLE } from '../domain/errors.ts';
import { apiRoutes } from '../http/api-route.ts';

/** Health and readiness for load balancers and monitoring; public settings for the web app. */
export function systemRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = apiRoutes(app, 'system');
    route('health', {}, async () => ({ status: 'ok' as const }));

    route('ready', {}, async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(context.db);
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: DATABASE_UNAVAILABLE });
      }
    });

    route('publicConfig', {}, async () => ({
      requestAccessUrl: context.config.requestAccessUrl,
      productName: PRODUCT_NAME,
    }));
  };
}
