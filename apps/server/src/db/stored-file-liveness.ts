import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { TableMediaColumns } from './media-columns.ts';
import { isTableLiveness, type TableLiveness } from './row-liveness.ts';
import * as schema from './schema.ts';
import { literal, quote, type Names } from './sql-names.ts';

/**
 * Whether a stored file is still shown somewhere: "deleted means gone". From the liveness rules declared beside the
 * tables (`livenessOf`), this builds the function `stored_file_has_live_reference(key)`: true when some row that
 * references the key is live (not in the Recycle Bin, nor under a project, episode, asset or shot that is). A file
 * shared by clones stays shown while one clone's row is live. Each media table gets a GIN index on the keys its
 * rows use, so the function probes one index per table instead of scanning them (GET /media asks it per request).
 */

/** Every declared liveness rule, found among the schema's exports (nothing to list by hand). */
export const LIVENESS_RULES: readonly TableLiveness[] = Object.values(schema).filter(isTableLiveness);

/** Parents joined at most this deep (shot generation → shot → episode → project is three). */
const MAX_DEPTH = 6;

const tableName = (table: PgTable) => getTableConfig(table).name;

/** The table and column a single-column foreign key of `table` points at. */
function parentOf(table: PgTable, column: AnyPgColumn): { table: PgTable; column: AnyPgColumn } {
  for (const foreignKey of getTableConfig(table).foreignKeys) {
    const { columns, foreignColumns, foreignTable } = foreignKey.reference();
    if (columns.length === 1 && columns[0] === column && foreignColumns[0]) {
      return { table: foreignTable, column: foreignColumns[0] };
    }
  }
  throw new Error(`${tableName(table)}.${column.name} is declared as a parent but has no foreign key`);
}

/** The rule of a table, or an error naming it (a media table or parent without one would be guessed). */
export function livenessRuleOf(table: PgTable, rules: readonly TableLiveness[] = LIVENESS_RULES): TableLiveness {
  const found = rules.find((rule) => rule.table === table);
  if (!found) throw new Error(`table ${tableName(table)} has no liveness rule (livenessOf beside the table)`);
  return found;
}

/** SQL that is true when row `alias` of the rule's table is live; each parent is one EXISTS deeper. */
export function liveRowSql(
  names: Names,
  liveness: TableLiveness,
  alias: string,
  rules: readonly TableLiveness[] = LIVENESS_RULES,
  depth = 0,
): string {
  const { rule, table } = liveness;
  if (rule.isNeverLive) return 'false';
  if (depth > MAX_DEPTH) throw new Error(`liveness of ${tableName(table)} goes deeper than ${MAX_DEPTH} parents`);
  const column = (target: AnyPgColumn) => `${alias}.${quote(target.name)}`;
  const parts: string[] = [];
  const deleted = (rule.deletedWhen ?? []).map((condition) =>
    'isSet' in condition
      ? `${column(condition.column)} IS NOT NULL`
      : `${column(condition.column)} = ${literal(condition.equals)}`,
  );
  if (deleted.length > 0) parts.push(`NOT coalesce(${deleted.join(' OR ')}, false)`);
  if (rule.under) {
    const parent = parentOf(table, rule.under);
    const parentAlias = `p${depth + 1}`;
    const parentLive = liveRowSql(names, livenessRuleOf(parent.table, rules), parentAlias, rules, depth + 1);
    const exists = `EXISTS (SELECT 1 FROM ${names.of(tableName(parent.table))} ${parentAlias} WHERE ${parentAlias}.${quote(parent.column.name)} = ${column(rule.under)} AND ${parentLive})`;
    parts.push(rule.under.notNull ? exists : `(${column(rule.under)} IS NULL OR ${exists})`);
  }
  return parts.length > 0 ? parts.join(' AND ') : 'true';
}

/** Name of the GIN index on the keys a media table's rows use. */
export const keysIndexName = (table: string) => `stored_file_keys_${table}_idx`;

/** The function answering whether a key has a live reference (plpgsql, so each connection keeps its plan). */
export function liveReferenceSql(
  names: Names,
  mediaTables: readonly TableMediaColumns[],
  rules: readonly TableLiveness[] = LIVENESS_RULES,
): string {
  const probes = mediaTables
    .map((media) => ({ name: tableName(media.table), liveness: livenessRuleOf(media.table, rules) }))
    .filter(({ liveness }) => !liveness.rule.isNeverLive)
    // The rows using the key are found first (MATERIALIZED keeps the planner from starting at the parents and
    // computing the keys of every row under them, which it may when its estimate of the index is poor), then
    // each is checked by its parents' primary keys.
    .map(
      ({ name, liveness }) =>
        `EXISTS (WITH hits AS MATERIALIZED (SELECT * FROM ${names.of(name)} t WHERE ${names.of(`stored_file_keys_${name}`)}(t) @> ARRAY[file_key]) SELECT 1 FROM hits t WHERE ${liveRowSql(names, liveness, 't', rules)})`,
    );
  return `
CREATE OR REPLACE FUNCTION ${names.of('stored_file_has_live_reference')}(file_key text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN ${probes.length > 0 ? probes.join('\n      OR ') : 'false'};
END $fn$;`;
}

/**
 * Rebuilds the keys index of every media table: run after the keys functions were (re)placed, since an index
 * does not follow its function's new body by itself.
 */
export function keyIndexesSql(names: Names, tables: readonly string[]): string {
  return tables
    .map(
      (name) => `
DROP INDEX IF EXISTS ${names.of(keysIndexName(name))};
CREATE INDEX ${quote(keysIndexName(name))} ON ${names.of(name)} USING gin (${names.of(`stored_file_keys_${name}`)}(${quote(name)}.*));`,
    )
    .join('');
}
