import type { JsonSchema } from '@sym/contracts';

/**
 * Gathers the named subschemas (`$defs`) of the operations' JSON Schemas into components.schemas: inside an
 * OpenAPI document a `#/$defs/...` reference would point at the document's root, so each is moved and its
 * references rewritten to `#/components/schemas/<name>`. Equal definitions share one name.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * The schema ready to embed: without `$schema`, its `$defs` moved to the components. A registered id keeps
   * its name unless a different schema already has it; then (and for zod's generated `__schemaN`) the names
   * get the prefix.
   */
  place(schema: JsonSchema, prefix: string): JsonSchema {
    const { $schema: _dialect, $defs, ...rest } = schema;
    const definitions = Object.entries(($defs ?? {}) as Record<string, JsonSchema>);
    // A schema that refers to itself as a whole (`$ref: "#"`) becomes a component of its own.
    const self = JSON.stringify(schema).includes('"$ref":"#"') ? `${prefix}self` : undefined;
    const placed =
      this.tryPlace(rest, definitions, prefix, false, self) ?? this.tryPlace(rest, definitions, prefix, true, self)!;
    if (!self) return placed;
    this.schemas[self] = placed;
    return { $ref: `#/components/schemas/${self}` };
  }

  private tryPlace(
    schema: JsonSchema,
    definitions: [string, JsonSchema][],
    prefix: string,
    prefixAll: boolean,
    self: string | undefined,
  ): JsonSchema | undefined {
    const renames = new Map<string, string>(self ? [['#', self]] : []);
    for (const [name] of definitions) {
      const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
      renames.set(`#/$defs/${name}`, prefixAll || name.startsWith('__') ? `${prefix}${safe}` : safe);
    }
    const placed = definitions.map(([name, definition]) => ({
      target: renames.get(`#/$defs/${name}`)!,
      schema: rewriteRefs(definition, renames) as JsonSchema,
    }));
    const clash = placed.some(
      ({ target, schema: next }) =>
        this.schemas[target] !== undefined && JSON.stringify(this.schemas[target]) !== JSON.stringify(next),
    );
    if (clash && !prefixAll) return undefined;
    for (const { target, schema: next } of placed) this.schemas[target] = next;
    return rewriteRefs(schema, renames) as JsonSchema;
  }
}

function rewriteRefs(value: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renames));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const renamed = key === '$ref' && typeof item === 'string' ? renames.get(item) : undefined;
    result[key] = renamed ? `#/components/schemas/${renamed}` : rewriteRefs(item, renames);
  }
  return result;
}
