import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exampleFromSchema } from './schema-example.ts';

const addFormats = formatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false }));

/** The example of a zod schema's JSON Schema, checked to be valid. */
function validExample(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
  const example = exampleFromSchema(json);
  const validate = ajv.compile(json);
  expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  return example;
}

describe('exampleFromSchema', () => {
  it('fills formats, enums, bounds and lengths', () => {
    const example = validExample(
      z.object({
        id: z.uuid(),
        at: z.iso.datetime(),
        link: z.url(),
        email: z.email(),
        kind: z.enum(['character', 'location']),
        count: z.number().int().min(3).max(9),
        ratio: z.number().gt(0).lt(1),
        name: z.string().min(12).max(14),
        code: z.string().max(3),
        tags: z.array(z.string()).min(2),
        optional: z.boolean().optional(),
      }),
    ) as Record<string, unknown>;
    expect(example.kind).toBe('character');
    expect(example.count).toBe(3);
    expect((example.name as string).length).toBeGreaterThanOrEqual(12);
    expect((example.tags as string[]).length).toBe(2);
    expect(example.optional).toBe(true);
  });

  it('finds a value for simple patterns and takes constants, defaults and the first union member', () => {
    validExample(z.object({ color: z.string().regex(/^#[0-9a-f]{6}$/i), lang: z.string().regex(/^[a-z]{2}$/) }));
    expect(validExample(z.object({ fixed: z.literal('v1'), mode: z.string().default('auto') }))).toEqual({
      fixed: 'v1',
      mode: 'auto',
    });
    validExample(z.union([z.object({ a: z.string() }), z.null()]));
    validExample(z.object({ size: z.number().nullable(), nested: z.record(z.string(), z.number()) }));
  });

  it('is the same every time and ends on recursive schemas', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const Node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(Node) }));
    const first = validExample(Node);
    expect(validExample(Node)).toEqual(first);
  });
});
