import { describe, expect, it } from 'vitest';
import { OPERATION_CONTRACTS, OPERATION_GROUPS, OPERATION_NAMES, type OperationContract } from './index.ts';
import { PendingOutput } from './define.ts';
import { inputJsonSchema, outputJsonSchema } from './json-schema.ts';
import { UPLOAD_CONTRACTS, type UploadContract } from './uploads.ts';

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

describe('upload contracts', () => {
  const uploads = Object.entries(UPLOAD_CONTRACTS) as [string, UploadContract][];

  it('keeps every upload on its own path, off the operations', () => {
    const operationPaths = contracts.flatMap(([, contract]) =>
      [contract.http, ...(contract.aliases ?? [])]
        .filter((route) => route?.method === 'POST')
        .map((route) => route!.path),
    );
    const paths = uploads.map(([, upload]) => upload.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(operationPaths, path).not.toContain(path);
  });

  it('gives every upload a path id only when its path has one, and a valid example answer', () => {
    for (const [name, upload] of uploads) {
      expect(upload.path.includes(':id'), name).toBe(upload.pathId !== undefined);
      expect(upload.output.safeParse(upload.example).error, name).toBeUndefined();
      expect(() => outputJsonSchema(upload), name).not.toThrow();
    }
  });
});
