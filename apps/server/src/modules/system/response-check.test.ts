import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { OperationContract } from '@sym/contracts';
import { checkDomainEvent, createResponseCheck } from './response-check.ts';

const contract: OperationContract = {
  summary: 'Get a thing',
  auth: 'none',
  input: z.object({}),
  output: z.object({ id: z.string(), at: z.string(), note: z.string().nullable().optional() }),
};

describe('response check', () => {
  it('accepts an answer that matches the output schema, after JSON (dates become strings)', () => {
    const check = createResponseCheck();
    expect(() => check('system.health', contract, { id: 'a', at: new Date(0) })).not.toThrow();
  });

  it('refuses a missing field, a wrong type and a field the contract lacks, naming each', () => {
    const check = createResponseCheck();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => check('system.health', contract, { id: 1, extra: true })).toThrow(
      "Response of system.health does not match its output schema: data must have required property 'at'; " +
        "data must NOT have additional properties: 'extra'; data/id must be string",
    );
    error.mockRestore();
  });

  it('refuses a room event whose data the web would drop, and lets a matching one through', () => {
    const id = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';
    const base = { projectId: id, actorId: id };
    expect(() => checkDomainEvent({ ...base, type: 'variant.deleted', data: { id, assetId: id } })).not.toThrow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => checkDomainEvent({ ...base, type: 'variant.deleted', data: { id } as never })).toThrow(
      /^Event variant\.deleted does not match its data schema: data\.assetId /,
    );
    error.mockRestore();
  });
});
