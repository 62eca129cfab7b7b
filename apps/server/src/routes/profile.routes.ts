import { apiPaths, profileResponse, profileUpdateRequest } from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function profileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, profile } = context.services;
  const signedIn = requireUser(auth);

  return async (app) => {
    app.get(
      apiPaths.profiles,
      { preHandler: signedIn, schema: { tags: ['profile'], response: { 200: profileResponse } } },
      async (request) => profile.get(userOf(request).id),
    );

    app.put(
      apiPaths.profiles,
      {
        preHandler: signedIn,
        schema: { tags: ['profile'], body: profileUpdateRequest, response: { 200: profileResponse } },
      },
      async (request) => profile.update(userOf(request).id, request.body),
    );
  };
}
