import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { StatementCache } from './pglite-statements.ts';
import { TurnQueue, type TurnLane } from './pglite-turns.ts';

/**
 * What travels with a statement to the engine: plain data only, since the engine runs in a worker thread
 * (pglite-worker.ts) and functions cannot cross to it. A caller's parsers are allowed only when they keep the text
 * PostgreSQL sent (drizzle's for dates and intervals, which it maps itself): they travel as `textTypes`.
 */
export interface StatementOptions {
  rowMode?: 'object' | 'array';
  paramTypes?: number[];
  /** Types whose values stay the text PostgreSQL sent instead of being parsed. */
  textTypes?: number[];
}

/** Where a statement runs: in its own turn of a lane, or inside a transaction that holds the turn. */
export interface StatementPlace {
  lane?: TurnLane;
  tx?: number;
}

/**
 * PGlite's work as the connection asks for it, in this thread (PgliteEngine) or in a worker (PgliteWorkerClient).
 * The turns are taken where PGlite runs, so statements queue there and follow each other without waiting for the
 * thread that sent them.
 */
export interface PgliteBackend {
  /** One statement with parameters (a named prepared statement after its first run). */
  query<T>(text: string, params: unknown[], options?: StatementOptions, place?: StatementPlace): Promise<Results<T>>;
  /** Several statements without parameters, one result each. */
  exec(text: string, place?: StatementPlace): Promise<Results[]>;
  /** Takes a turn of the lane and opens a transaction in it: its statements name it until `end`. */
  begin(lane: TurnLane): Promise<number>;
  /** Commits (or rolls back) the transaction and gives its turn back. */
  end(tx: number, commit: boolean): Promise<void>;
  /** Closes every prepared statement (after a schema change). */
  forgetStatements(): Promise<void>;
  /** Closes PGlite after the turns already waiting; later calls fail. */
  close(): Promise<void>;
}

const keepText = (value: string) => value;

/** The StatementOptions of PGlite query options; a parser that changes the text cannot travel and is refused. */
export function statementOptionsOf(options?: QueryOptions): StatementOptions | undefined {
  if (!options) return undefined;
  const unsupported = (['blob', 'serializers', 'onNotice'] as const).filter((key) => options[key] !== undefined);
  if (unsupported.length > 0) throw new Error(`PGlite statements take no ${unsupported.join(', ')} here`);
  const parsers = Object.entries(options.parsers ?? {});
  for (const [type, parser] of parsers) {
    if (parser('1', Number(type)) !== '1') throw new Error(`A parser of type ${type} must keep the text here`);
  }
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(parsers.length > 0 ? { textTypes: parsers.map(([type]) => Number(type)) } : {}),
  };
}

/**
 * PGlite itself behind the backend interface: statements through the prepared-statement cache and their answers
 * parsed here (in the worker thread, that CPU stays off the thread that serves requests); each statement outside a
 * transaction is one turn, each transaction one turn from BEGIN to COMMIT (pglite-turns.ts decides the order). A
 * transaction's own statements run in its turn, so it stays atomic and isolated.
 */
export class PgliteEngine implements PgliteBackend {
  private readonly turns = new TurnQueue();
  private readonly statements: StatementCache;
  /** The open transaction's statements still running: its COMMIT or ROLLBACK goes after them, never between. */
  private readonly running = new Set<Promise<unknown>>();
  /** One parsers object per set of text types, so the cache's parser tables are made once per set. */
  private readonly textParsers = new Map<string, QueryOptions['parsers']>();
  private active: { id: number; finish: () => void } | undefined;
  private lastTransaction = 0;
  private isClosed = false;

  constructor(readonly client: PGlite) {
    this.statements = new StatementCache(client);
  }

  query<T>(text: string, params: unknown[], options?: StatementOptions, place: StatementPlace = {}) {
    return this.inPlace(place, () => this.statements.query<T>(text, params, this.queryOptionsOf(options)));
  }

  exec(text: string, place: StatementPlace = {}): Promise<Results[]> {
    return this.inPlace(place, () => this.client.exec(text));
  }

  begin(lane: TurnLane): Promise<number> {
    return new Promise((opened, failed) => {
      this.turns
        .run(lane, async () => {
          this.ensureOpen();
          await this.client.exec('BEGIN');
          const id = ++this.lastTransaction;
          await new Promise<void>((finish) => {
            this.active = { id, finish };
            opened(id);
          });
        })
        .catch(failed);
    });
  }

  async end(tx: number, commit: boolean): Promise<void> {
    const active = this.activeTransaction(tx);
    await Promise.allSettled([...this.running]);
    try {
      await this.client.exec(commit ? 'COMMIT' : 'ROLLBACK');
    } finally {
      this.active = undefined;
      active.finish();
    }
  }

  forgetStatements(): Promise<void> {
    return this.inPlace({}, () => this.statements.clear());
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    await this.turns.run('app', async () => {
      if (this.isClosed) return;
      this.isClosed = true;
      await this.client.close();
    });
  }

  /** Runs `work` in the transaction the place names, or in a turn of its lane. */
  private async inPlace<R>(place: StatementPlace, work: () => Promise<R>): Promise<R> {
    if (place.tx !== undefined) {
      this.activeTransaction(place.tx);
      const running = work();
      this.running.add(running);
      try {
        return await running;
      } finally {
        this.running.delete(running);
      }
    }
    return this.turns.run(place.lane ?? 'app', () => {
      this.ensureOpen();
      return work();
    });
  }

  private activeTransaction(tx: number) {
    if (this.active?.id !== tx) throw new Error('Transaction is closed');
    return this.active;
  }

  private ensureOpen(): void {
    if (this.isClosed) throw new Error('PGlite is closed');
  }

  private queryOptionsOf(options?: StatementOptions): QueryOptions | undefined {
    if (!options) return undefined;
    const { textTypes, ...rest } = options;
    if (!textTypes) return rest;
    const key = textTypes.join(',');
    let parsers = this.textParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(textTypes.map((type) => [type, keepText]));
      this.textParsers.set(key, parsers);
    }
    return { ...rest, parsers };
  }
}
