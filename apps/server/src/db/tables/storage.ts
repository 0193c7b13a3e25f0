import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt } from './columns.ts';

/**
 * The stored files a user's storage limit (spec §6) counts: uploads and generation outputs, one row per media key
 * with its size, charged to whoever stored it. A row is written before its file (so concurrent uploads cannot both
 * slip past the limit) and removed with the file. Exports are counted by their own `exports.size`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_user_idx').on(table.userId)],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
