import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt } from './columns.ts';
import { exports } from './exports.ts';
import { scenarios } from './scenarios.ts';

/**
 * Public links of exports (`/v/{id}`). The id is the secret of the link: a random UUID given by the server
 * (122 random bits), never derived from anything else. Deleting the export deletes its links (cascade), so a
 * deleted export's page answers 404; revoking keeps the row with `revoked_at` set. At most one active link per
 * export (partial unique index), which makes creating a link idempotent even when two requests race.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey(),
    exportId: uuid('export_id')
      .notNull()
      .references(() => exports.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shares_export_active_unique')
      .on(table.exportId)
      .where(sql`${table.revokedAt} is null`),
    index('shares_scenario_idx').on(table.scenarioId),
  ],
);
export type ShareRow = typeof shares.$inferSelect;
