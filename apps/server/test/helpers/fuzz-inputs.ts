import { z } from 'zod';

/**
 * Bad inputs for the fuzz test (fuzz.api.test.ts), derived from an operation's zod input schema through its JSON
 * schema: a plausible payload first (so real ids reach the handlers), then that payload with one field broken at a
 * time (NUL, lone surrogates, wrong types, huge numbers, deep nesting, long strings, bad ids), then broken wholes.
 * Everything random comes from a seeded generator, so a failure reproduces with the same FUZZ_SEED.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID made from the generator: well formed, and unknown to the server. */
export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * A JSON value given as its text. Deeply nested values are kept as text because JSON.stringify (and any recursive
 * walk) of 5,000 levels overflows the test's own stack; toJsonText splices the text in where the value stands.
 */
export class RawJson {
  private static readonly all: RawJson[] = [];
  /** What JSON.stringify writes in its place, replaced by the text afterwards. */
  readonly placeholder: string;

  constructor(readonly text: string) {
    this.placeholder = `@@raw-json-${RawJson.all.length}@@`;
    RawJson.all.push(this);
  }

  /** A JSON.stringify replacer writing each RawJson as its placeholder. */
  static replacer(this: void, _key: string, value: unknown): unknown {
    return value instanceof RawJson ? value.placeholder : value;
  }

  /** Puts every RawJson's text where its (quoted) placeholder stands. */
  static splice(json: string): string {
    return json.replace(/"@@raw-json-(\d+)@@"/g, (_, index: string) => RawJson.all[Number(index)]!.text);
  }
}

/** JSON text of a value that may hold RawJson parts. */
export function toJsonText(value: unknown): string {
  return RawJson.splice(JSON.stringify(value, RawJson.replacer) ?? 'null');
}

/** An object nested `depth` levels deep ({"a":{"a":{...}}}), as JSON text. */
export function deeplyNested(depth: number): RawJson {
  return new RawJson(`${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`);
}

/** The input and output JSON schemas of a zod schema merged: preprocessed inputs show their fields only as output. */
export function schemaOf(schema: z.ZodType): JsonSchema {
  const read = (io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const input = read('input');
  const output = read('output');
  return { ...output, ...input, properties: { ...output.properties, ...input.properties } };
}

function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return options.length ? options.flatMap(alternatives) : [schema];
}

function typesOf(schema: JsonSchema): string[] {
  return alternatives(schema).flatMap((option) =>
    Array.isArray(option.type) ? option.type : option.type ? [option.type] : [],
  );
}

export type FieldKind = 'string' | 'id' | 'number' | 'other';

export interface Field {
  path: string[];
  kind: FieldKind;
}

const isIdName = (name: string) => name === 'id' || /Id$/.test(name) || name === 'collaboratorId';

/** The fields of a schema down to `maxDepth` levels (objects, and arrays' first item as index 0). */
export function fieldsOf(schema: JsonSchema, maxDepth = 3, path: string[] = []): Field[] {
  if (path.length >= maxDepth) return [];
  const fields: Field[] = [];
  for (const option of alternatives(schema)) {
    for (const [name, property] of Object.entries(option.properties ?? {})) {
      const types = typesOf(property);
      const formats = alternatives(property).map((alternative) => alternative.format);
      const kind: FieldKind =
        formats.includes('uuid') || (isIdName(name) && types.includes('string'))
          ? 'id'
          : types.includes('string')
            ? 'string'
            : types.includes('number') || types.includes('integer')
              ? 'number'
              : 'other';
      fields.push({ path: [...path, name], kind });
      fields.push(...fieldsOf(property, maxDepth, [...path, name]));
    }
    if (option.items) fields.push(...fieldsOf(option.items, maxDepth, [...path, '0']));
  }
  const seen = new Set<string>();
  return fields.filter((field) => {
    const key = field.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Picks the id a field should carry (a real fixture's) or undefined for an unknown one. */
export type IdFor = (field: string) => string | undefined;

/** A plausible value for a schema: enums' first value, ids from `idFor`, required fields of objects. */
export function sampleOf(schema: JsonSchema, name: string, idFor: IdFor, random: Random, depth = 0): unknown {
  if (schema.default !== undefined) return schema.default;
  const options = alternatives(schema).filter((option) => option.type !== 'null');
  const option = options[0] ?? schema;
  if (option.const !== undefined) return option.const;
  if (option.enum?.length) return option.enum[0];
  const type = Array.isArray(option.type) ? option.type[0] : option.type;
  if (option.format === 'uuid' || (type === 'string' && isIdName(name))) return idFor(name) ?? randomUuid(random);
  switch (type) {
    case 'string':
      if (option.format === 'email') return `fuzz-${Math.floor(random() * 1e9)}@example.com`;
      if (option.format === 'date-time') return new Date().toISOString();
      if (option.format === 'uri') return 'https://example.com/fuzz.png';
      return 'Fuzz text'.padEnd(Math.max(option.minLength ?? 0, 9), 'x');
    case 'integer':
    case 'number':
      return option.minimum ?? (option.exclusiveMinimum !== undefined ? option.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return option.items && (option.minItems ?? 0) > 0 && depth < 4
        ? [sampleOf(option.items, name, idFor, random, depth + 1)]
        : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth >= 4) return value;
      for (const key of option.required ?? []) {
        const property = option.properties?.[key];
        if (property) value[key] = sampleOf(property, key, idFor, random, depth + 1);
      }
      return value;
    }
    default:
      return 'Fuzz';
  }
}

/** One request to send: a label for the report and the payload (any JSON value, usually an object). */
export interface FuzzCase {
  label: string;
  payload: unknown;
}

const LONG_TEXT = 'x'.repeat(25_000);
const HUGE_TEXT = 'y'.repeat(300_000);
const DEEP = deeplyNested(5_000);

/** Values that break strings: NUL, lone surrogates, and the spec's other traps. */
const STRING_BREAKERS: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udfffy'],
  ['long string', LONG_TEXT],
];

/** Numbers past any column's range or of the wrong kind, for every number field. */
const NUMBER_BREAKERS: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^31', 2_147_483_648],
  ['0.5', 0.5],
];

/** Values of the wrong shape or size for any field; a few are drawn per field. */
const GENERIC_BREAKERS: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['2^31', 2_147_483_648],
  ['2^53-1', Number.MAX_SAFE_INTEGER],
  ['-1', -1],
  ['0.5', 0.5],
  ['true', true],
  ['null', null],
  ['empty object', {}],
  ['array', ['a', 1]],
  ['empty string', ''],
  ['nested 5000', DEEP],
  ['object where a string goes', { toString: 'x' }],
];

/** Ids that are no row's: malformed, well formed but unknown, and one trying SQL. Ids also get NUL and a surrogate. */
const ID_BREAKERS = (random: Random): [string, unknown][] => [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['not a uuid', 'not-a-uuid'],
  ['unknown uuid', randomUuid(random)],
  ['quote', "1' or '1'='1"],
];

function setAt(payload: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '0') {
    const list = Array.isArray(payload) ? [...(payload as unknown[])] : [];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const object =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : {};
  object[head] = setAt(object[head], rest, value);
  return object;
}

function pick<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** Options of the case generator: how many generic breakers per field. */
export interface FuzzOptions {
  genericPerField: number;
}

/**
 * The cases for one operation: the plausible payload, each field broken in turn (string breakers on text, bad ids
 * on ids, huge numbers on numbers, 5,000 levels on objects, a seeded draw of generic breakers everywhere), then
 * whole-payload breakers.
 */
export function fuzzCases(
  schema: JsonSchema,
  base: Record<string, unknown>,
  random: Random,
  options: FuzzOptions,
): FuzzCase[] {
  const cases: FuzzCase[] = [{ label: 'plausible payload', payload: base }];
  const fields = fieldsOf(schema);
  for (const field of fields) {
    const name = field.path.join('.');
    const breakers: [string, unknown][] = [];
    if (field.kind === 'string') breakers.push(...STRING_BREAKERS);
    if (field.kind === 'id') breakers.push(...ID_BREAKERS(random));
    if (field.kind === 'number') breakers.push(...NUMBER_BREAKERS);
    if (field.kind === 'other') breakers.push(['nested 5000', DEEP]);
    breakers.push(...pick(random, GENERIC_BREAKERS, options.genericPerField));
    for (const [label, value] of breakers)
      cases.push({ label: `${name}: ${label}`, payload: setAt(base, field.path, value) });
  }
  const firstText = fields.find((field) => field.kind === 'string');
  if (firstText)
    cases.push({
      label: `${firstText.path.join('.')}: 300,000 characters`,
      payload: setAt(base, firstText.path, HUGE_TEXT),
    });
  cases.push(
    { label: 'empty payload', payload: {} },
    { label: 'array payload', payload: [base] },
    { label: 'string payload', payload: 'text' },
    { label: 'number payload', payload: 1e308 },
    { label: 'data-wrapped nested 5000', payload: { data: DEEP } },
    { label: 'unknown field nested 5000', payload: { ...base, extra: DEEP } },
    { label: 'unknown field with NUL key', payload: { ...base, 'a\u0000': 'b' } },
    { label: 'prototype keys', payload: { ...base, constructor: { prototype: { polluted: true } } } },
  );
  return cases;
}
