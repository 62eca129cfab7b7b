/**
 * The schemas of the API table, loaded when an answer is first checked (lib/api-call.ts): zod stays
 * out of the first load of the public pages, whose own answer (the public settings) is checked by hand.
 */
export const loadSchemas = () => import('./schema-bundle');
