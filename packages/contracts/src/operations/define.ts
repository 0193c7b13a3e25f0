import { z } from 'zod';
import type { ServerMessageCode } from '../server-messages.ts';
import type { Feature } from '../tiers.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface HttpRoute {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from the payload field of the same name. */
  path: string;
}

/** Who may call an operation: anyone, or a signed-in user (session token or, where allowed, an API key). */
export type AuthMode = 'required' | 'none';

/**
 * One operation, declared once (ARCHITECTURE rule 1): its socket action name is its key in the table; the
 * server's handler table, its REST routes and socket RPC, the typed web client and the OpenAPI document all
 * derive from this entry.
 */
export interface OperationContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** One line for the API reference. */
  summary: string;
  auth: AuthMode;
  /** Main REST route; undefined for a socket-only operation. */
  http?: HttpRoute | undefined;
  /** Further REST routes that run the same operation (the spec lists e.g. both PATCH and PUT for an update). */
  aliases?: readonly HttpRoute[] | undefined;
  /** Called before (or without) a socket session, so clients always use HTTP (sign-in, profile, logs). */
  httpOnly?: boolean | undefined;
  /** API keys may not call it (keys cannot manage keys or sessions); only a session token can. */
  sessionOnly?: boolean | undefined;
  /**
   * The professional feature (spec §6) this operation belongs to: a caller whose entitlement lacks it is refused
   * with 403 "Upgrade to …" (feature-gates.ts gathers these into the one gate table). `when` narrows it to some
   * inputs (a script upload, not a generated script). Several gates: the caller needs each that applies.
   */
  gate?: FeatureGate<z.output<I>> | readonly FeatureGate<z.output<I>>[] | undefined;
  /** What the caller sends: path, query and body fields merged into one object. */
  input: I;
  /** What `data` of the success envelope holds. */
  output: O;
  /** A realistic call for the API reference; the OpenAPI test checks it against the schemas. */
  example?: { input?: z.input<I>; output?: z.input<O> } | undefined;
}

export interface FeatureGate<T = unknown> {
  feature: Feature;
  /** A method, so a contract may name its own input type (checked bivariantly). */
  when?(input: T): boolean;
  /** The refusal's own words when the spec has them (script upload), instead of 'Upgrade to … to use …'. */
  message?: ServerMessageCode | undefined;
}

/** The gates of a contract as a list (none, one or several). */
export function gatesOf<T>(contract: {
  gate?: FeatureGate<T> | readonly FeatureGate<T>[] | undefined;
}): readonly FeatureGate<T>[] {
  const { gate } = contract;
  if (!gate) return [];
  return Array.isArray(gate) ? (gate as readonly FeatureGate<T>[]) : [gate as FeatureGate<T>];
}

/** Whether a gate applies to this (parsed) input: always without `when`. */
export function gateApplies<T>(gate: FeatureGate<T>, input: T): boolean {
  return gate.when ? gate.when(input) : true;
}

export const API_KEY_MESSAGES = {
  sessionOnly: 'API keys cannot call this operation; sign in to use it',
} as const;

/** Input of operations that take nothing. */
export const EmptyInput = z.object({});
/** Output of operations that answer nothing (`data: null`). */
export const NoContent = z.null();

/** An operation's REST route in one call: `get('/api/projects')`. */
export const get = (path: string): HttpRoute => ({ method: 'GET', path });
export const post = (path: string): HttpRoute => ({ method: 'POST', path });
export const put = (path: string): HttpRoute => ({ method: 'PUT', path });
export const patch = (path: string): HttpRoute => ({ method: 'PATCH', path });
export const del = (path: string): HttpRoute => ({ method: 'DELETE', path });

/** Declares a domain's operations; the keys are the socket action names. Keeps each entry's exact types. */
export function defineContracts<const T extends Record<string, OperationContract>>(contracts: T): T {
  return contracts;
}

/** Input checked by the handler itself (to answer its own error message); documented as any object. */
export const LooseInput = z.record(z.string(), z.unknown());

/** Placeholder while an operation's output schema is being written; a contracts test fails while any remain. */
export const PendingOutput = z.unknown();
