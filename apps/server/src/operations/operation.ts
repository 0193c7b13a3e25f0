import type { z } from 'zod';
import {
  API_KEY_MESSAGES,
  OPERATION_CONTRACTS,
  type AuthMode,
  type HttpRoute,
  type OperationContract,
  type OperationName,
  type OperationParsedInput,
  type Tier,
  type User,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { BODY_FIELD } from '../errors/error-response.ts';
import { callerEntitlement } from './entitlement.ts';
import { assertOperationGates } from './feature-guard.ts';
import { assertSafeInput } from './input-safety.ts';
import type { Services } from './services.ts';

export interface OperationLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** What a handler knows about the call, the same for HTTP and socket RPC. */
export interface OperationContext {
  user?: User | undefined;
  /** The signed-in session of the call; undefined when an API key authenticated it (or nobody). */
  sessionId?: string | undefined;
  /** The API key that authenticated the call (REST only, professional edition); undefined for sessions. */
  apiKeyId?: string | undefined;
  /** The edition the client shows (X-App-Tier header, else the site tier): branding only. */
  tier: Tier;
  /** The site's configured tier (APP_TIER); with the user's own tier it decides limits, never the header. */
  siteTier: Tier;
  ip: string | null;
  userAgent: string | null;
  /** The host name the request came to (no port): a brand's custom domain shows that brand (white label). */
  host?: string | null | undefined;
  transport: 'http' | 'socket';
  services: Services;
  log: OperationLogger;
}

/** The context of an operation with `auth: 'required'`: the user is there, by session or API key. */
export type AuthenticatedContext = OperationContext & { user: User };
/** The context of a `sessionOnly` operation: a signed-in session, never an API key. */
export type SessionContext = AuthenticatedContext & { sessionId: string };

type ContextFor<C extends OperationContract> = C['auth'] extends 'required'
  ? C['sessionOnly'] extends true
    ? SessionContext
    : AuthenticatedContext
  : OperationContext;

type Contracts = typeof OPERATION_CONTRACTS;
type HandlerOf<N extends OperationName> = (
  ctx: ContextFor<Contracts[N]>,
  input: OperationParsedInput<N>,
) => Promise<OperationResult<N>> | OperationResult<N>;

/**
 * What a handler may return: its contract's output, so a presenter that drifts from the API document does not
 * compile (API tests also check the JSON sent, RESPONSE_CHECK). Arrays may be read-only.
 */
type OperationResult<N extends OperationName> = Outgoing<z.input<Contracts[N]['output']>>;
type Outgoing<T> = T extends readonly (infer E)[]
  ? readonly Outgoing<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Outgoing<T[K]> }
    : T;

/** One row of the operation table: the contract of spec and API, with the handler's types erased behind `execute`. */
export interface Operation {
  name: OperationName;
  contract: OperationContract;
  /** REST method and path from the contract; undefined for socket-only operations. */
  route: HttpRoute | undefined;
  /** Further REST routes that run this operation too. */
  aliases: readonly HttpRoute[];
  auth: AuthMode;
  /**
   * The answer is a review link guest's: it addresses its media in that link's own scope and never leaves signed
   * with the members' signatures (MediaAccess.signPaths), on either transport.
   */
  isGuestAnswer: boolean;
  /** Checks authentication, validates the payload with the input schema, runs the handler. */
  execute(ctx: OperationContext, payload: unknown): Promise<unknown>;
}

/** The field a socket RPC call's payload problems are reported on (REST: BODY_FIELD). */
export const SOCKET_PAYLOAD_FIELD = 'payload';

function isAuthenticated(ctx: OperationContext): ctx is AuthenticatedContext {
  return ctx.user !== undefined && (ctx.sessionId !== undefined || ctx.apiKeyId !== undefined);
}

/**
 * The handler of an operation declared in the contracts (ARCHITECTURE rule 1): name, routes, auth and input
 * schema come from its contract, so both transports and the API document see the same operation.
 */
export function defineOperation<N extends OperationName>(
  name: N,
  handler: HandlerOf<N>,
  options: {
    isGuestAnswer?: boolean;
    /** False when this call cannot have let go of a stored file (no media column written): no sweep after it. */
    mayReleaseFiles?: (input: OperationParsedInput<N>) => boolean;
  } = {},
): Operation {
  const contract: OperationContract = OPERATION_CONTRACTS[name];
  const execute = async (ctx: OperationContext, payload: unknown): Promise<unknown> => {
    if (contract.auth === 'required' && !isAuthenticated(ctx)) throw new AppError('UNAUTHORIZED');
    if (contract.sessionOnly && ctx.apiKeyId !== undefined)
      throw new AppError('FORBIDDEN', API_KEY_MESSAGES.sessionOnly);
    // NUL, lone surrogates and deep nesting are refused (422) before any recursive step sees them.
    assertSafeInput(payload, ctx.transport === 'socket' ? SOCKET_PAYLOAD_FIELD : BODY_FIELD);
    // A ZodError thrown here is rendered as 422 with field details by the shared error mapping. Media addresses
    // come back signed as answers carried them; records keep them unsigned (media-access.ts).
    const input = await contract.input.parseAsync(ctx.services.mediaAccess.unsignInput(payload));
    // The professional edition's operations (feature-gates.ts): the caller's own tier or the site's must have the
    // feature. Operations anyone may call are never gated.
    if (contract.gate && contract.auth === 'required' && isAuthenticated(ctx)) {
      assertOperationGates(contract, input, callerEntitlement(ctx));
    }
    const output = await (handler as (ctx: OperationContext, input: unknown) => unknown)(ctx, input);
    // A committed write may have let go of files (a replaced image, a deleted row, a purge): the database counted
    // their references, and whatever nothing uses any more is deleted here, once, for every operation.
    const mayReleaseFiles = options.mayReleaseFiles?.(input as OperationParsedInput<N>) ?? true;
    if (contract.http?.method !== 'GET' && mayReleaseFiles) await ctx.services.files.sweep();
    ctx.services.responseCheck?.check(name, contract, output);
    return output;
  };
  return {
    name,
    contract,
    route: contract.http,
    aliases: contract.aliases ?? [],
    auth: contract.auth,
    isGuestAnswer: options.isGuestAnswer === true,
    execute,
  };
}
