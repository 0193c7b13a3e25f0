// Drizzle statements built once per database handle: drizzle rebuilds a query's SQL text and its row mapping on
// every call, which cost a third of a cached request's CPU on the hot reads (bench/load-mixed.ts --cpu-prof). A
// prepared query keeps both and takes its values through placeholders. Kept per handle (the pool, or one
// transaction for as long as it lives), so a statement never runs on another connection's session.
import type { Database } from './database.ts';

const preparedByHandle = new WeakMap<Database, Map<string, unknown>>();

/** The query `build` prepares on `db`, built on the first call with this name and reused after. */
export function preparedOn<T>(db: Database, name: string, build: (db: Database) => T): T {
  let prepared = preparedByHandle.get(db);
  if (!prepared) preparedByHandle.set(db, (prepared = new Map()));
  let statement = prepared.get(name) as T | undefined;
  if (statement === undefined) prepared.set(name, (statement = build(db)));
  return statement;
}
