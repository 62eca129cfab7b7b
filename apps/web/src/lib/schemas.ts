/**
 * The response schemas of signing in, loaded when a response is first checked: zod stays out of
 * the first load of the public pages, whose own answer (the public settings) is checked by hand.
 */
export const loadSchemas = () => import('./schema-bundle');
