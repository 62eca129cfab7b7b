import { CONTACT_MESSAGES } from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function contactRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, contact } = context.services;
  const signedIn = requireUser(auth);

  return async (app) => {
    const route = apiRoutes(app, 'contact');
    route(
      'contact',
      { preHandler: signedIn, config: { rateLimit: { max: 20, timeWindow: 60 * 60 * 1000 } } },
      async (request) => {
        await contact.submit(userOf(request), request.body);
        return { message: CONTACT_MESSAGES.sent };
      },
    );
  };
}
