import type { JsonSchema } from '@sym/contracts';

/** Fixed sample values per string format, so the document is the same on every build. */
const SAMPLES = {
  uuid: '0b6e3f5c-8d1a-4c2b-9e7f-1a2b3c4d5e6f',
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  time: '09:30:00',
  duration: 'PT1M',
  email: 'ada@example.com',
  uri: 'https://example.com/media/example.png',
  url: 'https://example.com/media/example.png',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
} as const;
const FORMAT_SAMPLES: Readonly<Record<string, string>> = SAMPLES;

/** Candidates tried, in order, for a string with a pattern and no known format. */
const PATTERN_CANDIDATES = [
  'example',
  'Example',
  'example-1',
  'sym_0123456789abcdef0123456789abcdef',
  '#336699',
  'en',
  'abc123',
  '0',
  '1',
  'a',
  SAMPLES.uuid,
  SAMPLES['date-time'],
  SAMPLES.date,
  SAMPLES.uri,
];

/** Below this depth objects keep only their required fields and arrays their fewest items (recursive schemas). */
const FULL_DEPTH = 4;
const MAX_DEPTH = 12;

interface Context {
  root: JsonSchema;
  depth: number;
  /** The property the value is for: gives strings a readable text. */
  key: string | undefined;
}

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonSchema) : {};

/** What a local reference (`#`, `#/a/b` with ~0 and ~1 escapes) points at inside `root`; {} when it is not local. */
export function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return {};
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = asSchema(node)[key];
  }
  return asSchema(node);
}

function fitLength(text: string, schema: JsonSchema): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  let value = text;
  while (value.length < min) value += 'x';
  return value.slice(0, max);
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

function stringExample(schema: JsonSchema, context: Context): string {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format) return format;
  const readable = context.key ? `Example ${context.key}` : 'example';
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (!pattern) return fitLength(readable, schema);
  const candidates = [readable, ...PATTERN_CANDIDATES].map((text) => fitLength(text, schema));
  return candidates.find((text) => matches(pattern, text)) ?? fitLength(readable, schema);
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  let value = 1;
  if (typeof schema.minimum === 'number') value = Math.max(value, schema.minimum);
  if (typeof schema.exclusiveMinimum === 'number') value = Math.max(value, schema.exclusiveMinimum + step);
  if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
  if (typeof schema.exclusiveMaximum === 'number') value = Math.min(value, schema.exclusiveMaximum - step);
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  }
  return integer ? Math.ceil(value) : value;
}

function objectExample(schema: JsonSchema, context: Context): Record<string, unknown> {
  const properties = asSchema(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const full = context.depth < FULL_DEPTH;
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (!full && !required.has(key)) continue;
    const example = generate(asSchema(property), { ...context, depth: context.depth + 1, key });
    if (example !== undefined) value[key] = example;
  }
  return value;
}

function arrayExample(schema: JsonSchema, context: Context): unknown[] {
  const next = { ...context, depth: context.depth + 1 };
  const tuple = Array.isArray(schema.prefixItems)
    ? schema.prefixItems.map((item) => generate(asSchema(item), next))
    : [];
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const wanted = Math.min(Math.max(min, context.depth < FULL_DEPTH ? 1 : 0, tuple.length), max);
  if (schema.items === false || schema.items === undefined) return tuple.slice(0, Math.max(wanted, tuple.length));
  const items = [...tuple];
  while (items.length < wanted) items.push(generate(asSchema(schema.items), next));
  return items;
}

/** Merges the object parts of an allOf (properties and required lists) into one schema. */
function mergeAllOf(parts: JsonSchema[], root: JsonSchema): JsonSchema {
  const merged: JsonSchema = {};
  const properties: JsonSchema = {};
  const required: string[] = [];
  for (const raw of parts) {
    const part = typeof raw.$ref === 'string' ? resolveRef(raw.$ref, root) : raw;
    Object.assign(merged, part);
    Object.assign(properties, asSchema(part.properties));
    if (Array.isArray(part.required)) required.push(...(part.required as string[]));
  }
  delete merged.allOf;
  return { ...merged, properties, required };
}

function typeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    return types.find((type) => type !== 'null') ?? types[0];
  }
  if (schema.properties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

function generate(schema: JsonSchema, context: Context): unknown {
  if (context.depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') return generate(resolveRef(schema.$ref, context.root), context);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  // `not: {}` is zod's "never" (e.g. an optional key that must stay absent).
  if (schema.not && Object.keys(asSchema(schema.not)).length === 0) return undefined;
  if (Array.isArray(schema.allOf)) return generate(mergeAllOf(schema.allOf.map(asSchema), context.root), context);
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length > 0) {
    const choices = options.map(asSchema);
    const chosen = choices.find((option) => option.type !== 'null') ?? choices[0]!;
    return generate(chosen, context);
  }
  switch (typeOf(schema)) {
    case 'string':
      return stringExample(schema, context);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return arrayExample(schema, context);
    case 'object':
      return objectExample(schema, context);
    default:
      // An open schema ({}): anything is valid; null says "no documented shape".
      return null;
  }
}

/**
 * A deterministic example value of a JSON Schema (draft 2020-12, as z.toJSONSchema writes it): constants,
 * examples, defaults and enums first; string formats (uuid, date-time, uri, email...) and simple patterns;
 * number bounds; every property of an object (only the required ones deep inside); one item per array.
 */
export function exampleFromSchema(schema: JsonSchema, root: JsonSchema = schema): unknown {
  return generate(schema, { root, depth: 0, key: undefined });
}
