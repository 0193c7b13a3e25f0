import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/index.ts';
import { resultRows } from '../db/result-rows.ts';
import { quote } from '../db/sql-names.ts';
import { jobSchemaFor } from '../jobs/job-queue.ts';
import type { DumpedSequence, DumpedTable, SchemaRole } from './backup-manifest.ts';

/** Rows per insert: a bounded statement whatever the table's size (and at most BATCH_CHARS of JSON). */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1024 * 1024;

/** pg-boss's queue rows are not loaded: each names a queue the restore creates (with its job partition). */
const QUEUES_TABLE = 'queue';

export interface DatabaseLoad {
  tables: readonly DumpedTable[];
  sequences: readonly DumpedSequence[];
  /** The lines of one table's entry, in order. */
  linesOf(table: DumpedTable): AsyncIterable<string>;
}

/** Whether the installation holds anything worth keeping: an account or a stored file. */
export async function holdsData(database: DatabaseHandle): Promise<boolean> {
  const result = await database.db.execute(
    sql`select exists(select 1 from users) or exists(select 1 from stored_files) as "holds"`,
  );
  return Boolean(resultRows<{ holds: boolean }>(result)[0]?.holds);
}

/**
 * Loads a dump into the migrated target: the job queue's queues first (pg-boss installs its schema), then, in one
 * transaction, every table emptied and filled again and the sequences set. Triggers (the stored-file reference
 * counts, foreign-key checks) stay off while loading, as in pg_dump's data-only restore: the rows come from one
 * consistent snapshot, reference counts included.
 */
export async function loadDatabase(database: DatabaseHandle, load: DatabaseLoad): Promise<void> {
  const schemas: Record<SchemaRole, string> = {
    app: database.schemaName,
    jobs: jobSchemaFor(database.schemaName),
  };
  await createQueues(database, schemas.jobs, load);
  const filled = load.tables.filter((table) => !(table.role === 'jobs' && table.name === QUEUES_TABLE));
  const nameOf = (role: SchemaRole, name: string) => `${quote(schemas[role])}.${quote(name)}`;
  await database.db.transaction(async (tx) => {
    try {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
    } catch (error) {
      throw new Error(
        `The restore loads rows with triggers off, which needs a superuser (or the database owner on PostgreSQL 16+): ${(error as Error).message}`,
      );
    }
    if (filled.length > 0)
      await tx.execute(sql.raw(`truncate ${filled.map((t) => nameOf(t.role, t.name)).join(', ')}`));
    for (const table of filled) {
      const target = nameOf(table.role, table.name);
      const columns = resultRows<{ name: string }>(
        await tx.execute(sql`select quote_ident(attname) as name from pg_attribute
          where attrelid = ${target}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`),
      );
      const list = columns.map((column) => column.name).join(', ');
      const insert = (lines: string[]) =>
        tx.execute(
          sql`${sql.raw(`insert into ${target} (${list}) overriding system value select ${list} from json_populate_recordset(null::${target}, `)}${`[${lines.join(',')}]`}::json)`,
        );
      let batch: string[] = [];
      let chars = 0;
      for await (const line of load.linesOf(table)) {
        if (!line) continue;
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insert(batch);
          batch = [];
          chars = 0;
        }
      }
      if (batch.length > 0) await insert(batch);
    }
    for (const sequence of load.sequences) {
      await tx.execute(
        sql`select setval(${nameOf(sequence.role, sequence.name)}, ${sequence.lastValue}::bigint, true)`,
      );
    }
  });
}

/** Installs pg-boss's schema in the target and creates the archive's queues (each with its job partition). */
async function createQueues(database: DatabaseHandle, schema: string, load: DatabaseLoad): Promise<void> {
  const table = load.tables.find((t) => t.role === 'jobs' && t.name === QUEUES_TABLE);
  if (!table) return;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema,
    schedule: false,
    supervise: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for await (const line of load.linesOf(table)) {
      if (!line) continue;
      const queue = JSON.parse(line) as { name: string; policy: string | null };
      if (await boss.getQueue(queue.name)) continue;
      await boss.createQueue(queue.name, {
        name: queue.name,
        ...(queue.policy ? { policy: queue.policy } : {}),
      } as PgBoss.Queue);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
