import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * How a column points at a stored file: as its address `/media/<key>` (`url`), as the bare storage key (`key`),
 * or as a jsonb array of addresses (`urls`). `field` reads one text field of a jsonb object instead of the column.
 */
export type MediaHolding = 'url' | 'key' | 'urls';

/** One column of a table that points at stored files. */
export interface MediaColumn {
  column: AnyPgColumn;
  holds: MediaHolding;
  /** For a jsonb object column: the field that holds the address (or, with `item`, the array of objects). */
  field?: string;
  /** For an array of objects (`urls`): the field of each object that holds its address. */
  item?: string;
  /** The column counts only while another column of the row has this value (an export's file once completed). */
  onlyWhen?: { column: AnyPgColumn; equals: string };
}

const MEDIA_COLUMNS = Symbol('media columns');

/** The columns of one table that point at stored files, declared beside the table (stored-file-references.ts). */
export interface TableMediaColumns {
  readonly [MEDIA_COLUMNS]: true;
  readonly table: PgTable;
  readonly columns: readonly MediaColumn[];
}

/**
 * Declares which columns of `table` hold stored files. Every such column must be declared: the database counts a
 * file's references from these declarations alone, and a file whose last reference goes is deleted.
 */
export function mediaColumnsOf(table: PgTable, columns: readonly MediaColumn[]): TableMediaColumns {
  return { [MEDIA_COLUMNS]: true, table, columns };
}

export function isTableMediaColumns(value: unknown): value is TableMediaColumns {
  return typeof value === 'object' && value !== null && MEDIA_COLUMNS in value;
}

/** A text column holding `/media/<key>`. */
export const urlColumn = (column: AnyPgColumn, options: Omit<MediaColumn, 'column' | 'holds'> = {}): MediaColumn => ({
  column,
  holds: 'url',
  ...options,
});

/** A text column holding the bare storage key. */
export const keyColumn = (column: AnyPgColumn, options: Omit<MediaColumn, 'column' | 'holds'> = {}): MediaColumn => ({
  column,
  holds: 'key',
  ...options,
});

/** A jsonb array of `/media/<key>` addresses. */
export const urlListColumn = (column: AnyPgColumn): MediaColumn => ({ column, holds: 'urls' });

/**
 * A jsonb array of objects each holding an address in `item`, at `field` of a jsonb object column (a character's
 * voice samples: `voice -> 'samples' -> [{ url }]`).
 */
export const objectListColumn = (column: AnyPgColumn, field: string, item: string): MediaColumn => ({
  column,
  holds: 'urls',
  field,
  item,
});
