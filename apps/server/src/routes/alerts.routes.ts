import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function alertsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { alerts, alertFeed, auth } = context.services;
  const signedIn = { preHandler: requireUser(auth) };
  return async (app) => {
    const route = apiRoutes(app, 'alerts');
    route('alerts', signedIn, async (request) => alerts.list(userOf(request).id));
    route('alertCreate', signedIn, async (request) => alerts.create(userOf(request).id, request.body));
    route('alertUpdate', signedIn, async (request) =>
      alerts.update(userOf(request).id, request.body.id, request.body),
    );
    route('alertDelete', signedIn, async (request) => alerts.remove(userOf(request).id, request.body.id));
    route('alertFeedRotate', signedIn, async (request) =>
      alerts.rotateFeed(userOf(request).id, request.body.id),
    );
    // The private feed: the unguessable token in the path is the credential.
    route('alertFeed', {}, async (request, reply) => {
      const xml = await alertFeed.render(request.params.token);
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
    });
  };
}
