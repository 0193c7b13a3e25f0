import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite. PGlite's own `query` parses, plans and describes every statement anew, in
 * six exchanges with the WebAssembly backend: for the project list with previews, planning alone cost several
 * times its execution. Here a statement text seen before runs under its name: one exchange (bind, describe,
 * execute, sync) and a cached plan, PostgreSQL's plan cache choosing between a generic and a custom plan as it
 * does for any prepared statement. Parameters are turned into text as PGlite's `query` does (its serializers by
 * the parameter's type), and rows are read with PGlite's parsers and the caller's options, so answers are the same.
 * The caller runs one call at a time on the connection (pglite-turns.ts).
 */

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when the statement was prepared. */
  parameterTypes: number[];
}

/** A table of row parsers by type id, as PGlite's parseResults takes it. */
type ParserTable = Parameters<typeof parse.parseResults>[1];

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** PGlite's error with the statement and its parameters, as its own `query` reports them. */
function withStatement(error: unknown, text: string, params: unknown[], options?: QueryOptions): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

export interface StatementCacheOptions {
  /** Statements kept prepared at most; the least recently used is closed first. */
  maxStatements?: number;
}

export class StatementCache {
  private readonly prepared = new Map<string, Prepared>();
  /** Names closed in the cache but still prepared in the backend: closed at the next exchange. */
  private readonly toClose: string[] = [];
  private readonly maxStatements: number;
  /** The caller's parsers over the client's, per parsers object of the caller (parseRows). */
  private readonly parserTables = new WeakMap<object, ParserTable>();
  /** Preparations under way by text, so that one text is never prepared twice under two names. */
  private readonly preparing = new Map<string, Promise<Prepared>>();
  private counter = 0;
  /** The exchange in progress: statements of one transaction may be sent at once (Promise.all), one at a time here. */
  private lastExchange: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: PGlite,
    options: StatementCacheOptions = {},
  ) {
    this.maxStatements = options.maxStatements ?? 250;
  }

  /** Runs one statement (no several at once) with its parameters, prepared under a name the first time. */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const statement = this.prepared.get(text) ?? (await this.prepareOnce(text, params, options));
    // Most recently used last: the first entry is the one to close when the cache is full.
    this.prepared.delete(text);
    this.prepared.set(text, statement);
    const values = params.map((param, index) => this.serialize(param, statement.parameterTypes[index], options));
    const messages = await this.exchange(
      [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({})],
      text,
      params,
      options,
    );
    return this.parseRows<T>(messages, options);
  }

  /** Forgets every statement (after a schema change, so that none keeps a plan of the old tables). */
  async clear(): Promise<void> {
    for (const { name } of this.prepared.values()) this.toClose.push(name);
    this.prepared.clear();
    await this.exchange([], 'close', []);
  }

  get size(): number {
    return this.prepared.size;
  }

  /** Prepares the text, or waits for its preparation already under way (a transaction's statements sent at once). */
  private prepareOnce(text: string, params: unknown[], options?: QueryOptions): Promise<Prepared> {
    let preparing = this.preparing.get(text);
    if (!preparing) {
      preparing = this.prepare(text, params, options).finally(() => this.preparing.delete(text));
      this.preparing.set(text, preparing);
    }
    return preparing;
  }

  private async prepare(text: string, params: unknown[], options?: QueryOptions): Promise<Prepared> {
    this.counter += 1;
    const name = `sym_${this.counter}`;
    const messages = await this.exchange(
      [serialize.parse({ text, name, types: options?.paramTypes }), serialize.describe({ type: 'S', name })],
      text,
      params,
      options,
    );
    const parameterTypes = parse.parseDescribeStatementResults(messages);
    const statement = { name, parameterTypes };
    this.prepared.set(text, statement);
    if (this.prepared.size > this.maxStatements) {
      const [oldestText, oldest] = this.prepared.entries().next().value!;
      this.prepared.delete(oldestText);
      this.toClose.push(oldest.name);
    }
    return statement;
  }

  /**
   * The answer's rows as PGlite's `query` reads them: the caller's parsers first, then the client's. PGlite itself
   * would copy its table of some 300 parsers into a new object with the caller's on every statement (a quarter of
   * a millisecond; drizzle passes its own on each); here the caller's few sit on an object whose prototype is the
   * client's table, and PGlite gets that as its default table with no parsers of the caller to merge. Made once
   * per parsers object: a drizzle statement prepared once (the project list's) passes the same one each time.
   */
  private parseRows<T>(messages: Message[], options?: QueryOptions): Results<T> {
    const own = options?.parsers;
    if (!own) return parse.parseResults(messages, this.client.parsers, options)[0] as Results<T>;
    let parsers = this.parserTables.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(this.client.parsers) as ParserTable, own);
      this.parserTables.set(own, parsers);
    }
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  /** The value as PGlite's `query` sends it: by its parameter type's serializer, else as text; null stays null. */
  private serialize(param: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (param === null || param === undefined) return null;
    const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? this.client.serializers[type]);
    return serializer ? serializer(param) : String(param);
  }

  /**
   * Sends the messages and a sync in one exchange (with any pending closes first). An error anywhere makes the
   * backend skip to the sync, so the connection is ready for the next statement whatever happened. Exchanges run
   * one after another: PGlite's protocol stream is not safe to enter twice (the answers of two mix).
   */
  private exchange(parts: Uint8Array[], text: string, params: unknown[], options?: QueryOptions): Promise<Message[]> {
    const next = this.lastExchange.then(
      () => this.exchangeNow(parts, text, params, options),
      () => this.exchangeNow(parts, text, params, options),
    );
    this.lastExchange = next.catch(() => undefined);
    return next;
  }

  private async exchangeNow(parts: Uint8Array[], text: string, params: unknown[], options?: QueryOptions) {
    const closes = this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    if (parts.length === 0 && closes.length === 0) return [];
    const client = this.client;
    let messages: Message[];
    try {
      messages = await client.execProtocolStream(concat([...closes, ...parts, serialize.sync()]), {
        syncToFs: false,
        onNotice: options?.onNotice,
      });
    } catch (error) {
      throw withStatement(error, text, params, options);
    }
    if (!client.isInTransaction()) await client.syncToFs();
    return messages;
  }
}
