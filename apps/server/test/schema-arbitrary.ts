import fc from 'fast-check';

/** The part of JSON Schema that the API's OpenAPI document (made from its zod contract) uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
}

/** Text that has broken parsers, queries and pages before. */
const HOSTILE_TEXT = [
  '',
  ' ',
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "& | ! ( ) : * \\ '",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%00',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  '\uDFFF lone',
  '\u202E\u202Dbidi',
  '\uFEFFbom',
  'Ωμέγα 市议会 مجلس 🏛️👩🏽‍⚖️',
  'e\u0301\u0301\u0301',
  '../../etc/passwd',
  '%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'a'.repeat(10_001),
  'word, '.repeat(2_000),
  '\n\r\t\v\f',
  'NaN',
  '-1',
  '1e309',
  '2024-13-45',
  'not-an-email@',
  'UPPER@EXAMPLE.ORG',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 20_000 }) },
);

/** Any JSON value of the wrong kind for a field, including ones that are deep or large. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -1e308, Number.MAX_SAFE_INTEGER, [], {}, ''),
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) {
    return schema.type;
  }
  return schema.type ? [schema.type] : [];
}

/**
 * Values shaped like the schema (so they reach the handler), with hostile strings and numbers at
 * the edges, and now and then a wrong value anywhere inside.
 */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, depth);
  return depth > 4
    ? shaped
    : fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: wrongValue });
}

function shapedFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum && schema.enum.length > 0) {
    return fc.constantFrom(...schema.enum);
  }
  const types = typesOf(schema);
  const options = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const required = new Set(schema.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of properties) {
          record[name] = arbitraryFor(property, depth + 1);
        }
        return fc.record(record, {
          requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
        });
      }
      case 'array':
        return fc.array(arbitraryFor(schema.items ?? {}, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 5, 5) + (depth === 0 ? 300 : 0),
          size: 'small',
        });
      case 'string':
        return schema.format === 'email'
          ? fc.oneof(fc.emailAddress(), hostileString)
          : schema.format === 'uri'
            ? fc.oneof(fc.webUrl(), hostileString)
            : hostileString;
      case 'integer':
        return fc.oneof(
          fc.integer(),
          fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 0, -1, 0, 2 ** 31, -(2 ** 31) - 1),
        );
      case 'number':
        return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(-1, 0, 1e308));
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return wrongValue;
    }
  });
  return options.length > 0 ? fc.oneof(...options) : wrongValue;
}
