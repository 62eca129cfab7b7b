import { apiPaths, CONTACT_MESSAGES, contactRequest, messageResponse } from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function contactRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, contact } = context.services;
  const signedIn = requireUser(auth);

  return async (app) => {
    app.post(
      apiPaths.contact,
      {
        preHandler: signedIn,
        config: { rateLimit: { max: 20, timeWindow: 60 * 60 * 1000 } },
        schema: { tags: ['contact'], body: contactRequest, response: { 201: messageResponse } },
      },
      async (request, reply) => {
        await contact.submit(userOf(request), request.body);
        return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
      },
    );
  };
}
