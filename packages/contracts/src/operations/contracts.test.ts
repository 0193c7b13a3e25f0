import { describe, expect, it } from 'vitest';
import { OPERATION_CONTRACTS, OPERATION_GROUPS, OPERATION_NAMES, type OperationContract } from './index.ts';
import { PendingOutput } from './define.ts';
import { inputJsonSchema, outputJsonSchema } from './json-schema.ts';

const contracts = Object.entries(OPERATION_CONTRACTS) as [string, OperationContract][];

describe('operation contracts', () => {
  it('declares every operation in exactly one group', () => {
    const grouped = Object.values(OPERATION_GROUPS).flatMap((group) => Object.keys(group));
    expect(grouped.sort()).toEqual([...OPERATION_NAMES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('gives every operation a summary and a real output schema', () => {
    for (const [name, contract] of contracts) {
      expect(contract.summary.trim(), name).not.toBe('');
      expect(contract.output === PendingOutput, `${name} still has PendingOutput`).toBe(false);
    }
  });

  it('never gives two operations the same REST method and path', () => {
    const seen = new Map<string, string>();
    for (const [name, contract] of contracts) {
      for (const route of [contract.http, ...(contract.aliases ?? [])]) {
        if (!route) continue;
        const key = `${route.method} ${route.path.replace(/:\w+/g, ':')}`;
        expect(seen.get(key), `${name} and ${seen.get(key)} share ${key}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('names each path parameter among the input fields', () => {
    for (const [name, contract] of contracts) {
      const properties = Object.keys((inputJsonSchema(contract).properties ?? {}) as object);
      for (const route of [contract.http, ...(contract.aliases ?? [])]) {
        for (const [, param] of route?.path.matchAll(/:(\w+)/g) ?? [])
          expect(properties, `${name} :${param}`).toContain(param);
      }
    }
  });

  it('turns every input and output into JSON Schema', () => {
    for (const [name, contract] of contracts) {
      expect(() => inputJsonSchema(contract), name).not.toThrow();
      expect(() => outputJsonSchema(contract), name).not.toThrow();
    }
  });

  it('keeps every example valid against its schemas', () => {
    for (const [name, contract] of contracts) {
      if (!contract.example) continue;
      if (contract.example.input !== undefined)
        expect(contract.input.safeParse(contract.example.input).error, name).toBeUndefined();
      if (contract.example.output !== undefined)
        expect(contract.output.safeParse(contract.example.output).error, name).toBeUndefined();
    }
  });
});
