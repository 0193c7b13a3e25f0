import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased; the unique index is on lower(email) so no casing variant slips in. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    profilePicture: text('profile_picture'),
    authProvider: text('auth_provider').notNull().default('email'),
    tier: text('tier').notNull().default('sym'),
    role: text('role').notNull().default('user'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Set by a site administrator: the account cannot sign in and its sessions end (issue 33). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Social sign-in identities: one user may hold several (provider, subject) pairs. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);
export type UserIdentityRow = typeof userIdentities.$inferSelect;

/** Pending social sign-in redirects (PKCE verifier and nonce), consumed once. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);
export type OauthStateRow = typeof oauthStates.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the refresh token currently valid for this session. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Every refresh token ever issued (hash only), so a rotated token presented again is detected as reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// Domain tables, one file per area.
export * from './tables/projects.ts';
export * from './tables/assets.ts';
export * from './tables/scenarios.ts';
export * from './tables/styles.ts';
export * from './tables/generation.ts';
export * from './tables/timeline.ts';
export * from './tables/exports.ts';
export * from './tables/shares.ts';
export * from './tables/reviews.ts';
export * from './tables/jobs.ts';
export * from './tables/collab.ts';
export * from './tables/storage.ts';
export * from './tables/api-keys.ts';
export * from './tables/password-resets.ts';
export * from './tables/teams.ts';
export * from './tables/site-admin.ts';
export * from './tables/rate-limits.ts';
