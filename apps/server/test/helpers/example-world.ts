import { eq } from 'drizzle-orm';
import { OPERATION_CONTRACTS, type AuthResult, type OperationContract } from '@sym/contracts';
import { users } from '../../src/db/schema.ts';
import { callOperation, type CallAnswer } from './example-call.ts';
import {
  entityWith,
  indexExampleEntities,
  kindOf,
  targetField,
  type ExampleEntities,
  type ExampleKind,
} from './example-kinds.ts';
import { EXAMPLE_MAKERS, versionOf } from './example-makers.ts';
import type { LocalSmtpServer } from './smtp-server.ts';
import type { TestServer } from './test-server.ts';

/** The examples' user: auth.register's own example, with the password the world signs in with. */
export type ExampleOwner = AuthResult & { password: string };

/**
 * Registers the examples' user through auth.register's example. When that answers 200, the user administers the
 * site (the storage check) and has credits for every generation; `owner` is then set. The answer is handed back
 * either way, for a test that reports it.
 */
export async function registerExampleOwner(
  server: TestServer,
): Promise<{ registered: CallAnswer; owner: ExampleOwner | undefined }> {
  const register = OPERATION_CONTRACTS['auth.register'];
  const input = register.example.input;
  const registered = await callOperation(server, 'auth.register', register, input, undefined);
  if (registered.status !== 200) return { registered, owner: undefined };
  const owner = { ...(registered.body.data as AuthResult), password: input.password };
  await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.user.id));
  await server.services.sessionInvalidation.publish({ userId: owner.user.id });
  await server.services.generation.credits.grant({ id: owner.user.id, tier: 'motionmaker' }, 10_000, 'examples');
  return { registered, owner };
}

/** The call an example value is being made real for: its operation and the input resolved so far. */
export interface MakeContext {
  contract: OperationContract;
  /** Fields resolved so far (`id` first), with their kinds. */
  resolved: Map<string, { kind: ExampleKind; value: unknown }>;
  /** The raw example input. */
  example: Record<string, unknown>;
}

export interface WorldOptions {
  server: TestServer;
  /** The account the examples' user registered (auth.register's example), and its password. */
  owner: AuthResult & { password: string };
  /** The mail server the app sends to (password reset links). */
  mailServer: LocalSmtpServer;
  /** The identity provider's sign-in, answering the URL it sends the browser back to (code and state). */
  socialSignIn: () => Promise<URL>;
}

/**
 * The records behind the API document's example ids, made on demand: each example value of a kind gets one
 * real record (a DELETE's target gets a fresh one, so deleting never takes what other calls use), linked to its
 * parents as the call names them, else as the examples' answers link them.
 */
export class ExampleWorld {
  readonly server: TestServer;
  readonly owner: WorldOptions['owner'];
  readonly options: WorldOptions;
  /** The owner's password now (a password change or reset sets another). */
  password: string;
  private readonly made = new Map<string, Promise<string>>();
  private readonly firstOfKind = new Map<ExampleKind, string>();
  private readonly entities: ExampleEntities;

  constructor(options: WorldOptions) {
    this.options = options;
    this.server = options.server;
    this.owner = options.owner;
    this.password = options.owner.password;
    this.entities = indexExampleEntities(Object.values(OPERATION_CONTRACTS) as OperationContract[]);
  }

  get token(): string {
    return this.owner.accessToken;
  }

  /** The documented record with this example id that carries `field`. */
  entity(exampleValue: string, field: string): Record<string, unknown> | undefined {
    return entityWith(this.entities, exampleValue, field);
  }

  /** The real value standing for an example value of a kind: made once, or afresh when `isFresh`. */
  real(kind: ExampleKind, exampleValue: string, context: MakeContext, isFresh = false): Promise<string> {
    const key = `${kind}:${exampleValue}`;
    const existing = this.made.get(key);
    if (existing && !isFresh) return existing;
    const making = EXAMPLE_MAKERS[kind](this, exampleValue, context).then((value) => {
      if (!this.firstOfKind.has(kind)) this.firstOfKind.set(kind, value);
      return value;
    });
    if (!isFresh) this.made.set(key, making);
    return making;
  }

  /**
   * The parent record of kind `kind` for a record being made: the one the call names (a field of that kind),
   * else the one the examples link it to (`link` field of its documented record), else the first one made.
   */
  async parent(kind: ExampleKind, exampleValue: string, link: string, context: MakeContext): Promise<string> {
    for (const field of context.resolved.values()) {
      // A project in a series is a project too (an asset named beside it is made in it).
      const isKind = field.kind === kind || (kind === 'project' && field.kind === 'seriesProject');
      if (isKind && typeof field.value === 'string') return field.value;
    }
    const linked = this.entity(exampleValue, link)?.[link];
    if (typeof linked === 'string') return this.real(kind, linked, context);
    return this.firstOfKind.get(kind) ?? this.real(kind, `first-${kind}`, context);
  }

  /** The example input with every example value replaced by its real counterpart. */
  async resolve(contract: OperationContract, example: Record<string, unknown>): Promise<Record<string, unknown>> {
    const context: MakeContext = { contract, resolved: new Map(), example };
    const target = contract.http?.method === 'DELETE' ? targetField(contract) : undefined;
    // `id` first: the other fields' records hang off it.
    const fields = Object.keys(example).sort((a, b) => Number(b === 'id') - Number(a === 'id'));
    const input: Record<string, unknown> = {};
    for (const field of fields) {
      const value = await this.resolveValue(context, field, example[field], field === target);
      input[field] = value;
      const kind = typeof example[field] === 'string' ? kindOf(contract, field, example[field], example) : undefined;
      if (kind) context.resolved.set(field, { kind, value });
    }
    return input;
  }

  private async resolveValue(context: MakeContext, field: string, value: unknown, isTarget: boolean) {
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const item of value) items.push(await this.resolveValue(context, field, item, false));
      return items;
    }
    if (typeof value === 'object' && value !== null) {
      const nested: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) nested[key] = await this.resolveValue(context, key, item, false);
      return nested;
    }
    if (typeof value !== 'string') return value;
    const kind = kindOf(context.contract, field, value, context.example);
    if (!kind) return value;
    if (kind === 'version') return versionOf(this, context);
    return this.real(kind, value, context, isTarget);
  }

  /** Signs the owner in again (a session of its own): answers the tokens. */
  async signIn(): Promise<AuthResult> {
    const response = await this.server.request('POST', '/api/auth/login', {
      body: { email: this.owner.user.email, password: this.password },
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return (response.body as { data: AuthResult }).data;
  }

  /** Calls the API as the owner (main session) and answers `data`, throwing with the answer otherwise. */
  async api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.server.request(method, path, {
      token: this.token,
      ...(body === undefined ? {} : { body }),
    });
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`world: ${method} ${path} answered ${response.status} ${response.text}`);
    }
    return (response.body as { data: T }).data;
  }
}
