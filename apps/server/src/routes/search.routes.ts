import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { optionalUser, requireUser, userOf } from '../http/authenticate.ts';

export function searchRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { search, auth } = context.services;
  const signedIn = requireUser(auth);
  const anyone = optionalUser(auth);
  return async (app) => {
    const route = apiRoutes(app, 'search');
    route(
      'search',
      {
        // Open to visitors for one meeting's transcript (the public /transcript page); searching
        // across meetings needs a signed-in user.
        preHandler: anyone,
        // The answer is typed by the contract where the service builds it, so it is sent as it
        // is: re-validating a 500-segment transcript page copies thousands of objects per request.
        serializerCompiler: () => (answer) => JSON.stringify(answer),
      },
      async (request) => search.search(request.user?.id ?? null, request.body),
    );
    route('userLocalities', { preHandler: signedIn }, async (request) =>
      search.localities(userOf(request).id),
    );
  };
}
