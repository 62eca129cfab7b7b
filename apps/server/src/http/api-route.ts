import {
  apiCalls,
  apiSchemas,
  type ApiAnswer,
  type ApiCallName,
  type ApiHandlerInput,
  type CallSchemas,
} from '@gavel/contract';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Part<Input, Key extends string> = Input extends Record<Key, infer Value> ? Value : unknown;

/** A request of a call, validated against the call's schemas in the API table. */
export type ApiRequestOf<Name extends ApiCallName> = FastifyRequest<{
  Params: Part<ApiHandlerInput<Name>, 'params'>;
  Querystring: Part<ApiHandlerInput<Name>, 'query'>;
  Body: Part<ApiHandlerInput<Name>, 'body'>;
}>;

/** Answers a call: its successful answer, or the reply it has sent itself. */
export type ApiHandler<Name extends ApiCallName> = (
  request: ApiRequestOf<Name>,
  reply: FastifyReply,
) => Promise<ApiAnswer<Name> | FastifyReply>;

/** What a route adds to its call: hooks (preHandler), config (rate limits), a serializer. */
export type ApiRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/** The call's schemas as Fastify takes them (only those it has), documented under the tag. */
function schemaOf(name: ApiCallName, tag: string): FastifySchema {
  const { params, query, body, response }: CallSchemas = apiSchemas[name];
  const parts = { params, querystring: query, body };
  return {
    tags: [tag],
    ...Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/**
 * Registers calls of the API table (packages/contract api-calls.ts) on an app: each call's method,
 * path and schemas come from the table, and a successful answer goes with the table's status
 * (201 for a creation). Routes give only what is theirs: hooks, config and the handler.
 */
export function apiRoutes(app: ZodApp, tag: string) {
  return <Name extends ApiCallName>(name: Name, options: ApiRouteOptions, handler: ApiHandler<Name>) => {
    const { method, path } = apiCalls[name];
    const created = 201 in apiSchemas[name].response;
    app.route({
      ...options,
      method,
      url: path,
      schema: schemaOf(name, tag),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (created) {
          void reply.status(201);
        }
        return handler(request as ApiRequestOf<Name>, reply);
      },
    });
  };
}
