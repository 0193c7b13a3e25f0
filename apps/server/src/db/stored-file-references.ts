import { createHash } from 'node:crypto';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { MEDIA_KEY_PATTERN, MEDIA_PATH_PREFIX } from '@sym/contracts';
import { MISSING_STORED_FILE_SQLSTATE } from '../errors/database-input-error.ts';
import { isTableMediaColumns, type MediaColumn, type TableMediaColumns } from './media-columns.ts';
import * as schema from './schema.ts';
import { keyIndexesSql, keysIndexName, liveReferenceSql } from './stored-file-liveness.ts';
import { literal, namesFor, quote, type Names } from './sql-names.ts';

/**
 * The database counts every file's references itself. From the media columns declared beside the tables
 * (`mediaColumnsOf`), this builds per table a function listing the distinct stored keys one row uses, and a
 * trigger that moves `stored_files.ref_count` in the same transaction as any insert, update or delete of a row
 * (cascades and clones included). A reference to a key that has no stored_files row is refused (SQLSTATE SYM01),
 * so no row can point at a file nobody owns. The view `stored_file_references` lists every reference for the
 * checker, and `stored_file_has_live_reference` says whether one of them is outside the Recycle Bin
 * (stored-file-liveness.ts), through a GIN index of each table's keys. The rules are installed after the
 * migrations; when they change, every count is taken again and the indexes are rebuilt.
 */

/** Every declared table's media columns, found among the schema's exports (nothing to list by hand). */
export const MEDIA_TABLES: readonly TableMediaColumns[] = Object.values(schema).filter(isTableMediaColumns);

/** The key pattern of the contracts, without its anchors, for PostgreSQL's regular expressions. */
const KEY = MEDIA_KEY_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '');

/** SQL of a text[] holding the keys one declared column of row `$1` points at (nulls where none). */
function keysOfColumn(names: Names, media: MediaColumn): string {
  const column = `($1).${quote(media.column.name)}`;
  const keyOfUrl = (value: string) => `${names.of('stored_file_key_of_url')}(${value})`;
  let keys: string;
  if (media.holds === 'urls' && media.item) {
    // An array of objects (inside a jsonb object when `field` is set), each with its address in `item`.
    const list = media.field ? `(${column} -> ${literal(media.field)})` : column;
    keys = `ARRAY(SELECT ${keyOfUrl(`(v ->> ${literal(media.item)})`)} FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${list}) = 'array' THEN ${list} ELSE '[]'::jsonb END) AS v)`;
  } else if (media.holds === 'urls') {
    keys = `ARRAY(SELECT ${keyOfUrl('v')} FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END) AS v)`;
  } else {
    const value = media.field ? `(${column} ->> ${literal(media.field)})` : column;
    keys = `ARRAY[${media.holds === 'url' ? keyOfUrl(value) : `${names.of('stored_file_key_of')}(${value})`}]`;
  }
  if (!media.onlyWhen) return keys;
  return `CASE WHEN ($1).${quote(media.onlyWhen.column.name)} = ${literal(media.onlyWhen.equals)} THEN ${keys} ELSE '{}'::text[] END`;
}

/** SQL naming one row of the table `t`: its id, else its primary key's columns joined. */
function rowIdOf(media: TableMediaColumns): string {
  const { name, columns, primaryKeys } = getTableConfig(media.table);
  if (columns.some((column) => column.name === 'id')) return 't.id::text';
  const keyColumns = primaryKeys[0]?.columns ?? [];
  if (keyColumns.length === 0) throw new Error(`media table ${name} needs an id or a primary key`);
  return `concat_ws(':', ${keyColumns.map((column) => `t.${quote(column.name)}`).join(', ')})`;
}

function tableSql(names: Names, media: TableMediaColumns): { name: string; rowId: string; sql: string } {
  const { name } = getTableConfig(media.table);
  const keysOf = names.of(`stored_file_keys_${name}`);
  const change = names.of('stored_file_refs_change');
  const all = media.columns.map((column) => keysOfColumn(names, column)).join(' || ');
  return {
    name,
    rowId: rowIdOf(media),
    sql: `
CREATE OR REPLACE FUNCTION ${keysOf}(${names.of(name)}) RETURNS text[] LANGUAGE sql IMMUTABLE AS $fn$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k) FILTER (WHERE k IS NOT NULL), '{}') FROM unnest(${all}) AS k
$fn$;
CREATE OR REPLACE FUNCTION ${names.of(`stored_file_refs_${name}`)}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM ${change}('{}', ${keysOf}(NEW));
  ELSIF TG_OP = 'DELETE' THEN PERFORM ${change}(${keysOf}(OLD), '{}');
  ELSE PERFORM ${change}(${keysOf}(OLD), ${keysOf}(NEW));
  END IF;
  RETURN NULL;
END $fn$;
CREATE OR REPLACE TRIGGER stored_file_refs AFTER INSERT OR UPDATE OR DELETE ON ${names.of(name)}
  FOR EACH ROW EXECUTE FUNCTION ${names.of(`stored_file_refs_${name}`)}();`,
  };
}

/** The functions, triggers and view that count references, for the declared tables (idempotent). */
export function referenceRulesSql(schemaName: string, tables: readonly TableMediaColumns[] = MEDIA_TABLES): string {
  const names = namesFor(schemaName);
  const files = names.of('stored_files');
  const perTable = tables.map((media) => tableSql(names, media));
  const references = perTable
    .map(
      ({ name, rowId }) =>
        `SELECT ${literal(name)}::text AS table_name, ${rowId} AS row_id, k AS key FROM ${names.of(name)} t, unnest(${names.of(`stored_file_keys_${name}`)}(t)) AS k`,
    )
    .join('\nUNION ALL ');
  return `
CREATE OR REPLACE FUNCTION ${names.of('stored_file_key_of_url')}(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT substring(value FROM ${literal(`^${MEDIA_PATH_PREFIX}(${KEY})$`)})
$fn$;
CREATE OR REPLACE FUNCTION ${names.of('stored_file_key_of')}(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN value ~ ${literal(`^${KEY}$`)} THEN value END
$fn$;
CREATE OR REPLACE FUNCTION ${names.of('stored_file_refs_change')}(released text[], taken text[]) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE file_key text;
BEGIN
  IF released = taken THEN RETURN; END IF;
  FOR file_key IN SELECT k FROM unnest(taken) AS k EXCEPT SELECT unnest(released) ORDER BY 1 LOOP
    UPDATE ${files} SET ref_count = ref_count + 1, released_at = NULL WHERE key = file_key;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stored file % has no owner row', file_key USING ERRCODE = ${literal(MISSING_STORED_FILE_SQLSTATE)};
    END IF;
  END LOOP;
  UPDATE ${files}
     SET ref_count = greatest(ref_count - 1, 0),
         released_at = CASE WHEN ref_count <= 1 THEN now() ELSE released_at END
   WHERE key IN (SELECT unnest(released) EXCEPT SELECT unnest(taken));
END $fn$;
${perTable.map((table) => table.sql).join('\n')}
${liveReferenceSql(names, tables)}
CREATE OR REPLACE VIEW ${names.of('stored_file_references')} AS
${references};`;
}

/**
 * One statement that sets every file's ref_count to the references the rows hold now (a row released by it keeps
 * or gets a released_at). Without a schema name it runs on the connection's search path (the storage checker).
 */
export function recountReferencesSql(schemaName?: string): string {
  const names = namesFor(schemaName);
  const files = names.of('stored_files');
  return `
UPDATE ${files} AS f
   SET ref_count = counted.n,
       released_at = CASE WHEN counted.n > 0 THEN NULL
                          WHEN f.ref_count > 0 THEN coalesce(f.released_at, now())
                          ELSE f.released_at END
  FROM (SELECT sf.key, count(r.key)::int AS n
          FROM ${files} sf LEFT JOIN ${names.of('stored_file_references')} r ON r.key = sf.key
         GROUP BY sf.key) AS counted
 WHERE f.key = counted.key AND f.ref_count <> counted.n`;
}

/** Drops the counting trigger and keys index of tables no longer declared. */
function dropStaleTriggersSql(schemaName: string, tables: readonly string[]): string {
  return `
DO $drop$
DECLARE stale record;
BEGIN
  FOR stale IN
    SELECT c.relname FROM pg_trigger tr JOIN pg_class c ON c.oid = tr.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE tr.tgname = 'stored_file_refs' AND n.nspname = ${literal(schemaName)}
       AND c.relname <> ALL (ARRAY[${tables.map(literal).join(', ')}]::text[])
  LOOP
    EXECUTE format('DROP TRIGGER stored_file_refs ON %I.%I', ${literal(schemaName)}, stale.relname);
  END LOOP;
  FOR stale IN
    SELECT indexname FROM pg_indexes
     WHERE schemaname = ${literal(schemaName)} AND indexname LIKE 'stored\\_file\\_keys\\_%'
       AND indexname <> ALL (ARRAY[${tables.map((table) => literal(keysIndexName(table))).join(', ')}]::text[])
  LOOP
    EXECUTE format('DROP INDEX %I.%I', ${literal(schemaName)}, stale.indexname);
  END LOOP;
END $drop$;`;
}

/** Parameter-less SQL, several statements in one call, in one transaction (DatabaseHandle.executeSql). */
export type ExecuteScript = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * Installs the reference rules when they differ from the ones the database runs, and recounts every file, in
 * one transaction under a lock (several processes may start at once). Runs after the migrations.
 */
export async function installStoredFileReferences(execute: ExecuteScript, schemaName: string): Promise<void> {
  const rules = referenceRulesSql(schemaName);
  const tables = MEDIA_TABLES.map((media) => getTableConfig(media.table).name);
  const digest = createHash('sha256').update(rules).update(tables.join(',')).digest('hex');
  const rulesTable = namesFor(schemaName).of('stored_file_reference_rules');
  // A migration that drops a column of a media table drops its keys index too (it reads the whole row): a
  // missing index installs again, as changed rules do.
  const { rows } = await execute(`
SELECT digest, (SELECT count(*)::int FROM pg_indexes
                 WHERE schemaname = ${literal(schemaName)}
                   AND indexname = ANY (ARRAY[${tables.map((table) => literal(keysIndexName(table))).join(', ')}]::text[])) AS indexes
  FROM ${rulesTable}`);
  const isInstalled = (rows as { digest: string; indexes: number }[]).some(
    (row) => row.digest === digest && Number(row.indexes) === tables.length,
  );
  if (isInstalled) return;
  await execute(`
SELECT pg_advisory_xact_lock(hashtext(${literal(`sym-stored-file-references:${schemaName}`)}));
${rules}
${dropStaleTriggersSql(schemaName, tables)}
${keyIndexesSql(namesFor(schemaName), tables)}
${recountReferencesSql(schemaName)};
DELETE FROM ${rulesTable};
INSERT INTO ${rulesTable} (digest) VALUES (${literal(digest)});`);
}
