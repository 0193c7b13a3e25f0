import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, id } from './columns.ts';

/**
 * API keys of the professional edition (issue 18): a key authenticates REST calls as its user. Only the
 * SHA-256 of the secret is kept (the secret is 256 random bits, so a plain hash cannot be reversed by guessing);
 * `prefix` is the start of the secret, shown in lists so a user can tell keys apart. Revoking keeps the row with
 * `revoked_at` set; every key expires (`expires_at`, at most a year after creation).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.hash), index('api_keys_user_idx').on(table.userId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
