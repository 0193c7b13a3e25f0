import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt } from './columns.ts';

/**
 * Password reset links (issue 29): only the SHA-256 of the token is kept (the token is 256 random bits, so a plain
 * hash cannot be reversed by guessing). A user has at most one: a new request replaces it, a reset uses it up,
 * and it expires an hour after it was made (`expires_at`).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
