import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../config/index.ts';
import type { Database } from '../db/index.ts';
import { resultRows } from '../db/result-rows.ts';
import { quote } from '../db/sql-names.ts';

interface JournalEntry {
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The newest migration this app ships. */
export function latestMigration(): { when: number; tag: string } {
  const last = journal().at(-1);
  if (!last) throw new Error('The migrations journal is empty');
  return { when: last.when, tag: last.tag };
}

/** The tag of a migration by its journal time, when this app knows it. */
export function migrationTagOf(when: number): string | undefined {
  return journal().find((entry) => entry.when === when)?.tag;
}

/** The last migration applied to the schema (drizzle's journal table: `drizzle` for public, else the schema). */
export async function lastMigrationOf(tx: Database, schemaName: string): Promise<{ when: number; tag?: string }> {
  const table = `${quote(schemaName === 'public' ? 'drizzle' : schemaName)}.${quote('__drizzle_migrations')}`;
  const result = await tx.execute(
    sql.raw(`select created_at::text as "when" from ${table} order by created_at desc limit 1`),
  );
  const [row] = resultRows<{ when: string }>(result);
  if (!row) throw new Error('The database has no migration applied');
  const when = Number(row.when);
  return { when, tag: migrationTagOf(when) };
}
