import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { statementOptionsOf, type PgliteBackend } from './pglite-engine.ts';
import type { TurnLane } from './pglite-turns.ts';

/** What drizzle's PGlite driver calls on its client: single statements and transactions. */
export interface PgliteClientLike {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * PGlite's one connection, shared by everything in the process: drizzle (as its client), pg-boss and the upkeep.
 * The backend (pglite-engine.ts; in a worker thread in the app, pglite-worker-client.ts) gives each statement
 * outside a transaction one turn and each transaction one turn from BEGIN to COMMIT, and runs statements as named
 * prepared statements. drizzle's statements take the app lane; the job queue's (`in('background')`) and the
 * upkeep's the background lane.
 */
export class PgliteConnection implements PgliteClientLike {
  constructor(private readonly backend: PgliteBackend) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.backend.query<T>(text, params, statementOptionsOf(options), { lane: 'app' });
  }

  /** BEGIN, the callback's statements, then COMMIT; ROLLBACK (and the callback's error) when it fails. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const { backend } = this;
    const id = await backend.begin('app');
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await backend.end(id, commit);
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return backend.query<R>(text, params ?? [], statementOptionsOf(options), { tx: id });
      },
      exec: async (text: string) => {
        open();
        return backend.exec(text, { tx: id });
      },
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  /** The same in the given lane: one statement with parameters, or several without (PGlite's `exec`). */
  in(lane: TurnLane) {
    return {
      query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.backend.query<T>(text, params, statementOptionsOf(options), { lane }),
      exec: (text: string): Promise<Results[]> => this.backend.exec(text, { lane }),
    };
  }

  /** Forgets the prepared statements (after migrations: no plan of the tables before them is kept). */
  forgetStatements(): Promise<void> {
    return this.backend.forgetStatements();
  }

  /** Closes the connection after the turns already waiting; later ones fail as on a closed PGlite. */
  close(): Promise<void> {
    return this.backend.close();
  }
}
