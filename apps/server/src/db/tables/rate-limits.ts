import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate-limit counters shared by the API processes of an installation on PostgreSQL
 * (modules/rate-limit/postgres-rate-limit.store.ts). A row whose window ended is dead: the next increment of its
 * key starts it again, and a sweep deletes the rest (by `reset_at`), so the table holds about one row per key
 * counted in the current windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_idx').on(table.resetAt)],
);
