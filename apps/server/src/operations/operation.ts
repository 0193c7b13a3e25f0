import type { z } from 'zod';
import {
  OPERATION_ROUTE_ALIASES,
  OPERATION_ROUTES,
  type HttpRoute,
  type OperationName,
  type Tier,
  type User,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { BODY_FIELD } from '../errors/error-response.ts';
import { assertSafeInput } from './input-safety.ts';
import type { Services } from '../modules/services.ts';

export type AuthMode = 'required' | 'none';

export interface OperationLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** What a handler knows about the call, the same for HTTP and socket RPC. */
export interface OperationContext {
  user?: User | undefined;
  sessionId?: string | undefined;
  /** The edition the client shows (X-App-Tier header, else the site tier): branding only. */
  tier: Tier;
  /** The site's configured tier (APP_TIER); with the user's own tier it decides limits, never the header. */
  siteTier: Tier;
  ip: string | null;
  userAgent: string | null;
  transport: 'http' | 'socket';
  services: Services;
  log: OperationLogger;
}

/** The context of an operation with `auth: 'required'`: the user is always there. */
export type AuthenticatedContext = OperationContext & { user: User; sessionId: string };

type ContextFor<A extends AuthMode> = A extends 'required' ? AuthenticatedContext : OperationContext;

export interface OperationSpec<S extends z.ZodType, R, A extends AuthMode> {
  name: OperationName;
  input: S;
  auth: A;
  handler(ctx: ContextFor<A>, input: z.output<S>): Promise<R> | R;
}

/** One row of the operation table, with the handler's types erased behind `execute`. */
export interface Operation {
  name: OperationName;
  /** REST method and path from the contracts' OPERATION_ROUTES; undefined for socket-only operations. */
  route: HttpRoute | undefined;
  /** Further REST routes that run this operation too (OPERATION_ROUTE_ALIASES). */
  aliases: readonly HttpRoute[];
  auth: AuthMode;
  input: z.ZodType;
  /** Checks authentication, validates the payload with the input schema, runs the handler. */
  execute(ctx: OperationContext, payload: unknown): Promise<unknown>;
}

/** The field a socket RPC call's payload problems are reported on (REST: BODY_FIELD). */
export const SOCKET_PAYLOAD_FIELD = 'payload';

function isAuthenticated(ctx: OperationContext): ctx is AuthenticatedContext {
  return ctx.user !== undefined && ctx.sessionId !== undefined;
}

/**
 * Declares an operation once; both transports dispatch to it (ARCHITECTURE rule 1). The REST route is
 * looked up by name in the contracts so client and server cannot drift.
 */
export function defineOperation<S extends z.ZodType, R, A extends AuthMode>(spec: OperationSpec<S, R, A>): Operation {
  const execute = async (ctx: OperationContext, payload: unknown): Promise<unknown> => {
    if (spec.auth === 'required' && !isAuthenticated(ctx)) throw new AppError('UNAUTHORIZED');
    // NUL, lone surrogates and deep nesting are refused (422) before any recursive step sees them.
    assertSafeInput(payload, ctx.transport === 'socket' ? SOCKET_PAYLOAD_FIELD : BODY_FIELD);
    // A ZodError thrown here is rendered as 422 with field details by the shared error mapping. Media addresses
    // come back signed as answers carried them; records keep them unsigned (media-access.ts).
    const input = await spec.input.parseAsync(ctx.services.mediaAccess.unsignInput(payload));
    return spec.handler(ctx as ContextFor<A>, input);
  };
  return {
    name: spec.name,
    route: OPERATION_ROUTES[spec.name],
    aliases: OPERATION_ROUTE_ALIASES[spec.name] ?? [],
    auth: spec.auth,
    input: spec.input,
    execute,
  };
}

/** Declares an operation only a signed-in user may call (`auth: 'required'`), as most are. */
export function defineUserOperation<S extends z.ZodType, R>(
  name: OperationName,
  input: S,
  handler: OperationSpec<S, R, 'required'>['handler'],
): Operation {
  return defineOperation({ name, input, auth: 'required', handler });
}
