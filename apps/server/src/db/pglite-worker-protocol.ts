import type { PGliteOptions } from '@electric-sql/pglite';
import type { StatementOptions, StatementPlace } from './pglite-engine.ts';
import type { TurnLane } from './pglite-turns.ts';

/** PostgreSQL's compiled WebAssembly module, as PGlite takes it (handed to the thread in its workerData). */
export type PostgresModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/** A request to the PGlite worker thread; `id` pairs it with its answer (0 is the worker's "ready"). */
export type WorkerRequest = { id: number } & (
  | {
      method: 'query';
      text: string;
      params: unknown[];
      options?: StatementOptions | undefined;
      place?: StatementPlace | undefined;
    }
  | { method: 'exec'; text: string; place?: StatementPlace | undefined }
  | { method: 'begin'; lane: TurnLane }
  | { method: 'end'; tx: number; commit: boolean }
  | { method: 'forgetStatements' }
  | { method: 'close' }
);

/** An error as it crosses threads: its message and name, and its plain fields (PostgreSQL's code, detail…). */
export interface WireError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
}

export type WorkerResponse = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: WireError });

const isPlain = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value) ||
  value instanceof Date ||
  (Array.isArray(value) && value.every(isPlain));

/** The error's name, message, stack and fields that can cross (functions and option objects stay behind). */
export function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([key, value]) => key !== 'queryOptions' && isPlain(value)),
  );
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on the calling side, with the same name, message and fields (`code` for unique violations…). */
export function errorOfWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return Object.assign(error, wire.fields);
}
