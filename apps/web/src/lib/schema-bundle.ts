// The schemas of the API table, in a chunk of their own (see schemas.ts).
export { apiSchemas } from '@gavel/contract';
