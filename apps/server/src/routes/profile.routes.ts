import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function profileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, profile } = context.services;
  const signedIn = { preHandler: requireUser(auth) };

  return async (app) => {
    const route = apiRoutes(app, 'profile');
    route('profile', signedIn, async (request) => profile.get(userOf(request).id));
    route('profileUpdate', signedIn, async (request) => profile.update(userOf(request).id, request.body));
  };
}
