import {
  alertSchema,
  alertsResponse,
  apiPaths,
  createAlertRequest,
  deleteAlertRequest,
  deleteAlertResponse,
  updateAlertRequest,
} from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function alertsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { alerts, alertFeed, auth } = context.services;
  const signedIn = requireUser(auth);
  return async (app) => {
    const tags = ['alerts'];
    app.get(
      apiPaths.alerts,
      { preHandler: signedIn, schema: { tags, response: { 200: alertsResponse } } },
      async (request) => alerts.list(userOf(request).id),
    );
    app.post(
      apiPaths.alerts,
      { preHandler: signedIn, schema: { tags, body: createAlertRequest, response: { 201: alertSchema } } },
      async (request, reply) => reply.status(201).send(await alerts.create(userOf(request).id, request.body)),
    );
    app.put(
      apiPaths.alerts,
      { preHandler: signedIn, schema: { tags, body: updateAlertRequest, response: { 200: alertSchema } } },
      async (request) => alerts.update(userOf(request).id, request.body.id, request.body),
    );
    app.delete(
      apiPaths.alerts,
      {
        preHandler: signedIn,
        schema: { tags, body: deleteAlertRequest, response: { 200: deleteAlertResponse } },
      },
      async (request) => alerts.remove(userOf(request).id, request.body.id),
    );
    app.post(
      apiPaths.alertFeedRotate,
      { preHandler: signedIn, schema: { tags, body: deleteAlertRequest, response: { 200: alertSchema } } },
      async (request) => alerts.rotateFeed(userOf(request).id, request.body.id),
    );
    // The private feed: the unguessable token in the path is the credential.
    app.get(
      apiPaths.alertFeed,
      { schema: { tags, params: z.object({ token: z.string().max(200) }) } },
      async (request, reply) => {
        const xml = await alertFeed.render(request.params.token);
        return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
      },
    );
  };
}
