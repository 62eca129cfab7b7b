import {
  apiCalls,
  callPath,
  type ApiCallName,
  type ApiRequest,
  type ApiResponse,
  type ApiSchemas,
  type CallSchemas,
  type PathValues,
  type QueryValues,
} from '@gavel/contract';
import { apiClient, type RequestOptions } from './api-client';
import { loadSchemas } from './schemas';

/** How a call is sent (signal, time-out, token handling); its method and path come from the API table. */
export type CallOptions = Omit<RequestOptions, 'method' | 'json'>;

/** A call's `{params, query, body}`; the body may be a function, called on every attempt. */
export type CallInput<Name extends ApiCallName> = Omit<ApiRequest<Name>, 'body'> &
  (ApiRequest<Name> extends { body: infer Body } ? { body: Body | (() => Body) } : unknown);

/** The address of a call: its path with its parameters, and its query. */
export function callUrl<Name extends ApiCallName>(name: Name, input: Omit<CallInput<Name>, 'body'>): string {
  const { params, query } = input as { params?: PathValues; query?: QueryValues };
  return callPath(apiCalls[name].path, params, query);
}

/** Sends a call of the API table; resolves to its answer as it came, unchecked. */
export function sendCall<Name extends ApiCallName>(
  name: Name,
  input: CallInput<Name>,
  options: CallOptions = {},
): Promise<unknown> {
  const { body } = input as { body?: unknown };
  return apiClient.request(callUrl(name, input), { ...options, method: apiCalls[name].method, json: body });
}

function answerSchema(schemas: ApiSchemas, name: ApiCallName) {
  const { response }: CallSchemas = schemas[name];
  return response[200] ?? response[201];
}

/** Whether an answer is the call's successful answer: the answer if so, else undefined. */
export async function checkAnswer<Name extends ApiCallName>(
  name: Name,
  body: unknown,
): Promise<ApiResponse<Name> | undefined> {
  const { apiSchemas } = await loadSchemas();
  const parsed = answerSchema(apiSchemas, name)?.safeParse(body);
  return parsed?.success ? (parsed.data as ApiResponse<Name>) : undefined;
}

/**
 * Sends a call of the API table and checks its answer against the call's schema, which loads
 * (with the schema library) while the call is under way. Rejects when the answer does not fit.
 */
export async function callApi<Name extends ApiCallName>(
  name: Name,
  input: CallInput<Name>,
  options: CallOptions = {},
): Promise<ApiResponse<Name>> {
  const schemas = loadSchemas();
  // A failure to load is met below, where the answer is checked.
  void schemas.catch(() => undefined);
  const body = await sendCall(name, input, options);
  const schema = answerSchema((await schemas).apiSchemas, name);
  return (schema ? schema.parse(body) : body) as ApiResponse<Name>;
}
