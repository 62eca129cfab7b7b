import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

/** The indexes and constraints of segments and meeting_lexemes, by name. */
export async function searchSchema(db: Db) {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE tablename IN ('segments', 'meeting_lexemes')
    UNION
    SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint
     WHERE conrelid IN ('segments'::regclass, 'meeting_lexemes'::regclass)
    ORDER BY name, definition
  `.execute(db);
  return rows;
}
