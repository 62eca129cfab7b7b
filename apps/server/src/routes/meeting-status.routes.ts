import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { notFound } from '../domain/errors.ts';
import { apiRoutes } from '../http/api-route.ts';

/** Where a meeting's transcript stands. Public, like the transcript itself (spec §6). */
export function meetingStatusRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { ingest } = context.services;
  return async (app) => {
    apiRoutes(app, 'meetings')('meetingStatus', {}, async (request) => {
      const status = await ingest.status(request.query.video_url);
      if (!status) {
        throw notFound(`No meeting has the video URL ${request.query.video_url.slice(0, 200)}.`);
      }
      return status;
    });
  };
}
