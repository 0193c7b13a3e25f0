import { z } from 'zod';
import type { OperationContract } from './define.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of what an operation sends back: objects list their
 * properties and allow no others, so a field the server sends but the contract lacks is drift.
 */
export function outputJsonSchema(contract: Pick<OperationContract, 'output'>): JsonSchema {
  return z.toJSONSchema(contract.output, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
}

/** JSON Schema of what a caller may send (path, query and body fields together). */
export function inputJsonSchema(contract: OperationContract): JsonSchema {
  return z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
}
