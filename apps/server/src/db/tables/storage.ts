import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { keyColumn, mediaColumnsOf } from '../media-columns.ts';
import { livenessOf } from '../row-liveness.ts';
import { createdAt } from './columns.ts';
import { projects } from './projects.ts';

/**
 * Every file the product stores has one row here, its owner: the user its size is charged to (spec §6 storage
 * limit) and how many rows use it. The row is written before its file, through the one entry point
 * (stored-files/stored-files.service.ts), so concurrent writes cannot slip past the limit. `ref_count` is kept by
 * the database itself, in the transaction of the rows that use the file (stored-file-references.ts): a file is
 * deleted only after its last reference went and that transaction committed (`released_at` says since when).
 * A file that outlives its uploader's account stays with the rows that use it, charged to nobody.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    refCount: integer('ref_count').notNull().default(0),
    /** Set when the last reference went; a file never referenced yet (an upload in flight) has none. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_user_idx').on(table.userId),
    index('stored_files_released_idx')
      .on(table.releasedAt)
      .where(sql`${table.releasedAt} is not null`),
  ],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Which reference rules the database runs (a digest of the generated functions): changed rules recount. */
export const storedFileReferenceRules = pgTable('stored_file_reference_rules', {
  digest: text('digest').primaryKey(),
  installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files kept for an undo: deleting a shot (from the storyboard or by applying a script) can be taken back with its
 * pictures, so its files are held for the project until the hold expires or the project is purged. A hold is a
 * reference like any other; the sweep drops expired ones first.
 */
export const storedFileHolds = pgTable(
  'stored_file_holds',
  {
    key: text('key').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.projectId] }),
    index('stored_file_holds_expires_idx').on(table.expiresAt),
  ],
);
export const storedFileHoldMedia = mediaColumnsOf(storedFileHolds, [keyColumn(storedFileHolds.key)]);
/** A deleted shot's held files are not shown: the shot answers again when an undo brings it back. */
export const storedFileHoldLiveness = livenessOf(storedFileHolds, {
  isNeverLive: { reason: 'an undo hold keeps a deleted shot’s files without showing them' },
});
