import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { StatementCache } from './pglite-statements.ts';
import { TurnQueue, type TurnLane } from './pglite-turns.ts';

/** What drizzle's PGlite driver calls on its client: single statements and transactions. */
export interface PgliteClientLike {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * PGlite's one connection, shared by everything in the process: drizzle (as its client), pg-boss and the upkeep.
 * Each statement outside a transaction is one turn, each transaction one turn from BEGIN to COMMIT (pglite-turns.ts
 * decides the order); statements run as named prepared statements (pglite-statements.ts). A transaction's own
 * statements run in its turn, so it stays atomic and isolated: nothing else reaches the connection in between.
 * drizzle's statements take the app lane; the job queue's (`in('background')`) and the upkeep's the background lane.
 */
export class PgliteConnection implements PgliteClientLike {
  readonly turns: TurnQueue;
  private readonly statements: StatementCache;
  private isClosed = false;

  constructor(readonly client: PGlite) {
    this.turns = new TurnQueue();
    this.statements = new StatementCache(client);
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.turns.run('app', () => this.run<T>(text, params, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.turns.run('app', () =>
      // PGlite's transaction: BEGIN, COMMIT or ROLLBACK, and the error of a COMMIT that rolled back.
      this.client.transaction(async (pgliteTx) => {
        const tx: Transaction = {
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (pgliteTx.closed) throw new Error('Transaction is closed');
            return this.run<R>(text, params ?? [], options, pgliteTx);
          },
          sql: pgliteTx.sql,
          exec: pgliteTx.exec,
          rollback: pgliteTx.rollback,
          listen: pgliteTx.listen,
          get closed() {
            return pgliteTx.closed;
          },
        };
        return callback(tx);
      }),
    );
  }

  /** The same in the given lane: one statement with parameters, or several without (PGlite's `exec`). */
  in(lane: TurnLane) {
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.turns.run(lane, () => this.run<T>(text, params, options)),
      exec: (text: string): Promise<Results[]> => this.turns.run(lane, () => this.client.exec(text)),
    };
  }

  /** Forgets the prepared statements (after migrations: no plan of the tables before them is kept). */
  forgetStatements(): Promise<void> {
    return this.turns.run('app', () => this.statements.clear());
  }

  /** Closes the connection after the turns already waiting; later ones fail as on a closed PGlite. */
  async close(): Promise<void> {
    if (this.isClosed) return;
    await this.turns.run('app', async () => {
      if (this.isClosed) return;
      this.isClosed = true;
      await this.client.close();
    });
  }

  /** One statement on the connection; the caller holds the turn. */
  private run<T>(text: string, params: unknown[], options?: QueryOptions, tx?: Transaction): Promise<Results<T>> {
    if (this.isClosed) throw new Error('PGlite is closed');
    // A file attached to a statement (COPY to or from /dev/blob) goes through PGlite's own path.
    if (options?.blob) return tx ? tx.query<T>(text, params, options) : this.client.query<T>(text, params, options);
    return this.statements.query<T>(text, params, options);
  }
}
