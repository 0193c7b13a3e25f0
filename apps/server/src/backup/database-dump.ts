import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../db/index.ts';
import { resultRows } from '../db/result-rows.ts';
import { quote } from '../db/sql-names.ts';
import { jobSchemaFor } from '../jobs/job-queue.ts';
import {
  tableEntryPath,
  type DatabaseDump,
  type DumpedSequence,
  type DumpedTable,
  type SchemaRole,
} from './backup-manifest.ts';
import { lastMigrationOf } from './migration-point.ts';

/** Rows fetched per round from a table's cursor: a bounded amount of memory whatever the table's size. */
const FETCH_ROWS = 500;

/**
 * Tables not dumped: the migrations journal and the reference rules' digest are written by the restore's own
 * migration, and the realtime cluster's attachments (realtime/cluster.ts) are only in flight between processes.
 * Of pg-boss's tables only the queues (made again from their rows) and the jobs are kept: its version,
 * subscriptions and archive of finished jobs are its own.
 */
const SKIPPED: Record<SchemaRole, ReadonlySet<string>> = {
  app: new Set(['__drizzle_migrations', 'stored_file_reference_rules', 'socket_io_attachments']),
  jobs: new Set(['version', 'subscription', 'archive']),
};

const rowsOf = async <T>(tx: Database, query: SQL): Promise<T[]> => resultRows<T>(await tx.execute(query));

/** Tables of a schema (partitions are read through their parent), or none when it does not exist. */
export async function tablesOf(tx: Database, schema: string, role: SchemaRole): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name).filter((name) => !SKIPPED[role].has(name));
}

/**
 * Writes every row of the app's schema and of the job queue's into `dir` (one JSON object per line, as
 * PostgreSQL's row_to_json writes it, so every type reads back through json_populate_recordset), inside one
 * REPEATABLE READ READ ONLY transaction: one consistent snapshot while the app keeps running.
 */
export async function dumpDatabase(
  db: Database,
  options: { kind: DatabaseKind; schemaName: string; dir: string },
): Promise<DatabaseDump> {
  const schemas: Record<SchemaRole, string> = { app: options.schemaName, jobs: jobSchemaFor(options.schemaName) };
  return db.transaction(
    async (tx) => {
      const tables: DumpedTable[] = [];
      const sequences: DumpedSequence[] = [];
      for (const role of ['app', 'jobs'] as const) {
        for (const name of await tablesOf(tx, schemas[role], role)) {
          const rows = await dumpTable(
            tx,
            `${quote(schemas[role])}.${quote(name)}`,
            path.join(options.dir, tableEntryPath(role, name)),
          );
          tables.push({ role, name, rows });
        }
        const found = await rowsOf<{ name: string; last_value: string | null }>(
          tx,
          sql`select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = ${schemas[role]}`,
        );
        for (const row of found)
          if (row.last_value !== null) sequences.push({ role, name: row.name, lastValue: row.last_value });
      }
      const migration = await lastMigrationOf(tx, options.schemaName);
      return { kind: options.kind, migration, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Database, table: string, file: string): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  let count = 0;
  try {
    await tx.execute(
      sql.raw(`declare sym_backup_rows no scroll cursor for select row_to_json(t)::text as line from ${table} t`),
    );
    for (;;) {
      const rows = await rowsOf<{ line: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from sym_backup_rows`));
      if (rows.length === 0) break;
      count += rows.length;
      if (!out.write(rows.map((row) => row.line).join('\n') + '\n')) await once(out, 'drain');
    }
    await tx.execute(sql.raw('close sym_backup_rows'));
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}
