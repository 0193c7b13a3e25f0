import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Id, Timestamp, type OperationContract } from '@sym/contracts';
import { checkDomainEvent, ResponseCheck } from './response-check.ts';

const contract: OperationContract = {
  summary: 'Get a thing',
  auth: 'none',
  input: z.object({}),
  output: z.object({ id: z.string(), at: z.string(), note: z.string().nullable().optional() }),
};

describe('response check', () => {
  it('accepts an answer that matches the output schema, after JSON (dates become strings)', () => {
    const responseCheck = new ResponseCheck();
    const check = responseCheck.check.bind(responseCheck);
    expect(() => check('system.health', contract, { id: 'a', at: new Date(0) })).not.toThrow();
  });

  it('refuses a missing field, a wrong type and a field the contract lacks, naming each', () => {
    const responseCheck = new ResponseCheck();
    const check = responseCheck.check.bind(responseCheck);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => check('system.health', contract, { id: 1, extra: true })).toThrow(
      "Response of system.health does not match its output schema: data must have required property 'at'; " +
        "data must NOT have additional properties: 'extra'; data/id must be string",
    );
    error.mockRestore();
  });

  it('knows the formats: a malformed uuid or date-time fails, well-formed ones pass, no format is ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const responseCheck = new ResponseCheck();
    const check = responseCheck.check.bind(responseCheck);
    const dated: OperationContract = { ...contract, output: z.object({ id: Id, at: Timestamp }) };
    const id = '6f1c2b8e-1f5a-4c3e-9a55-0c2f4a7d9b10';
    expect(() => check('system.health', dated, { id, at: new Date('2025-03-01T10:00:00Z') })).not.toThrow();
    expect(() => check('system.health', dated, { id, at: '2025-03-01T10:00:00.000+01:00' })).not.toThrow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => check('system.health', dated, { id: 'shot-1', at: new Date(0) })).toThrow(
      'data/id must match format "uuid"',
    );
    expect(() => check('system.health', dated, { id, at: '2025-02-30 25:00' })).toThrow(
      'data/at must match format "date-time"',
    );
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
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
