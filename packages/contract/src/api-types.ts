import type { z } from 'zod';
import type { ApiCallName, ApiCalls, PathParamNames } from './api-calls.ts';
import type { ApiSchemas } from './api-schemas.ts';

/**
 * The types of a call of the API table, derived from its schemas: what a client sends
 * (`ApiRequest`) and gets back (`ApiResponse`), and what the server's handler reads
 * (`ApiHandlerInput`) and answers (`ApiAnswer`).
 */

type Part = 'params' | 'query' | 'body';
type SchemaOf<Name extends ApiCallName, P extends Part> = ApiSchemas[Name] extends {
  [K in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type Parts<Name extends ApiCallName, Side extends 'input' | 'output'> = {
  [P in Part as SchemaOf<Name, P> extends undefined ? never : P]: SchemaOf<Name, P> extends z.ZodType
    ? Side extends 'input'
      ? z.input<SchemaOf<Name, P>>
      : z.output<SchemaOf<Name, P>>
    : never;
};

/** What a client sends: `{params, query, body}`, each only when the call has it. */
export type ApiRequest<Name extends ApiCallName> = Parts<Name, 'input'>;
/** What the server's handler reads once the request has been validated. */
export type ApiHandlerInput<Name extends ApiCallName> = Parts<Name, 'output'>;

/** The status of a call's successful answer (200, or 201 for a creation). */
export type ApiSuccessStatus<Name extends ApiCallName> = Extract<
  keyof ApiSchemas[Name]['response'],
  200 | 201
>;
type SuccessSchema<Name extends ApiCallName> =
  ApiSchemas[Name]['response'] extends Record<ApiSuccessStatus<Name>, infer S extends z.ZodType>
    ? [ApiSuccessStatus<Name>] extends [never]
      ? undefined
      : S
    : undefined;

/** A successful answer as the client reads it; unknown for a call that answers HTML or RSS. */
export type ApiResponse<Name extends ApiCallName> =
  SuccessSchema<Name> extends z.ZodType ? z.output<SuccessSchema<Name>> : unknown;
/** A successful answer as the server's handler gives it. */
export type ApiAnswer<Name extends ApiCallName> =
  SuccessSchema<Name> extends z.ZodType ? z.input<SuccessSchema<Name>> : unknown;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ParamNames<Name extends ApiCallName> =
  SchemaOf<Name, 'params'> extends z.ZodType ? keyof z.input<SchemaOf<Name, 'params'>> & string : never;

/** For each call, whether its params schema names exactly the `:name` parameters of its path. */
export type ParamsMatchPaths = {
  [Name in ApiCallName]: Same<PathParamNames<ApiCalls[Name]['path']>, ParamNames<Name>>;
};
