import { isNotNull, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Whether a row is live or in the Recycle Bin, declared beside its table (as `mediaColumnsOf` declares its files).
 * A row is in the bin when one of its own `deletedWhen` conditions holds, or when the row its `under` column points
 * at (through that column's foreign key) is; a null `under` column means the row has no parent (a style module of
 * the user's own library). Media is served only while some live row references it (stored-file-liveness.ts).
 */

/** One condition of a row's own deletion: a column set (`deleted_at`), or equal to a value (`status = 'deleted'`). */
export type DeletedCondition = { column: AnyPgColumn; isSet: true } | { column: AnyPgColumn; equals: string };

export interface LivenessRule {
  /** The row itself is in the bin when any of these holds. */
  deletedWhen?: readonly DeletedCondition[];
  /** A foreign-key column: the row is in the bin when the row it points at is. */
  under?: AnyPgColumn;
  /** The row never shows its files (an undo hold keeps a deleted shot's files, it does not show them). */
  isNeverLive?: { reason: string };
}

const LIVENESS = Symbol('row liveness');

/** A table's liveness rule, found among the schema's exports (nothing to list by hand). */
export interface TableLiveness {
  readonly [LIVENESS]: true;
  readonly table: PgTable;
  readonly rule: LivenessRule;
}

/** Declares when rows of `table` are in the Recycle Bin; every table with media columns needs one. */
export function livenessOf(table: PgTable, rule: LivenessRule): TableLiveness {
  return { [LIVENESS]: true, table, rule };
}

export function isTableLiveness(value: unknown): value is TableLiveness {
  return typeof value === 'object' && value !== null && LIVENESS in value;
}

/** A column that marks deletion when it is set. */
export const isSet = (column: AnyPgColumn): DeletedCondition => ({ column, isSet: true });

/** A column that marks deletion when it holds `value`. */
export const equals = (column: AnyPgColumn, value: string): DeletedCondition => ({ column, equals: value });

/**
 * The row's own deletion as a Drizzle condition on its table (what the Recycle Bin's queries read:
 * projects/content-state.ts), from the same declaration the media rules use.
 */
export function ownDeletionOf({ rule }: TableLiveness): SQL {
  const conditions = (rule.deletedWhen ?? []).map((condition) =>
    'isSet' in condition ? isNotNull(condition.column) : eq(condition.column, condition.equals),
  );
  if (conditions.length === 0) throw new Error('a table without deletedWhen has no own deletion');
  return conditions.length === 1 ? conditions[0]! : or(...conditions)!;
}
