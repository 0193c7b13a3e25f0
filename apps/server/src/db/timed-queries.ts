import type { PoolClient } from 'pg';
import type { PgliteBackend } from './pglite-engine.ts';

/** Told of each statement's text and its seconds from sent to answered (failed ones included). */
export type QueryTimer = (text: string, seconds: number) => void;

function timed<T>(text: string, onQuery: QueryTimer, run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const done = () => onQuery(text, (performance.now() - startedAt) / 1000);
  const running = run();
  running.then(done, done);
  return running;
}

/** PGlite's statements timed: every lane's, and inside transactions, from the turn's wait to the answer. */
export function timedPgliteBackend(backend: PgliteBackend, onQuery: QueryTimer): PgliteBackend {
  return {
    query: (text, params, options, place) => timed(text, onQuery, () => backend.query(text, params, options, place)),
    exec: (text, place) => timed(text, onQuery, () => backend.exec(text, place)),
    begin: (lane) => backend.begin(lane),
    end: (tx, commit) => backend.end(tx, commit),
    forgetStatements: () => backend.forgetStatements(),
    close: () => backend.close(),
  };
}

/**
 * A pooled node-postgres connection whose promise-returning queries are timed (what drizzle and pg-boss send;
 * pool.query goes through a connection's query too). Called with a callback or a submittable, it is left alone.
 */
export function timePostgresQueries(client: PoolClient, onQuery: QueryTimer): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return timed(text, onQuery, () => result);
  };
}
