import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { scenarios, shotGenerations, shots } from './scenarios.ts';

/**
 * Review links of an episode (`/r/{token}`). The token is the secret of the link (random, 24 bytes base64url);
 * the passphrase, when set, is kept as an argon2 hash. Revoking keeps the row with `revoked_at` set; an expired
 * or revoked link answers 404 everywhere (page, JSON, media, socket room).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    name: text('name').notNull(),
    passphraseHash: text('passphrase_hash'),
    allowDownload: boolean('allow_download').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('reviews_token_unique').on(table.token), index('reviews_scenario_idx').on(table.scenarioId)],
);
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Comments of an episode: on a shot (and the take it was made on), on a time range of the video, or on the whole
 * episode; a reply names its thread's first comment. A member writes with `author_user_id`, a guest of a review
 * link with `guest_name` and `review_id`. The body is plain text; `annotation` is drawn shapes in 0–1 coordinates.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    shotId: uuid('shot_id').references(() => shots.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').references(() => shotGenerations.id, { onDelete: 'set null' }),
    timeSeconds: real('time_seconds'),
    timeEndSeconds: real('time_end_seconds'),
    body: text('body').notNull(),
    annotation: jsonb('annotation').$type<Record<string, unknown>>(),
    /** Members named with @ in the body: [{ userId, name }]. */
    mentions: jsonb('mentions').$type<{ userId: string; name: string }[]>().notNull().default([]),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('comments_scenario_idx').on(table.scenarioId, table.createdAt),
    index('comments_parent_idx').on(table.parentId),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

/**
 * Approvals, append-only: each row is one reviewer's verdict on a shot (or, with no shot, the whole episode) and
 * the take it was given on. A shot's state is its newest row.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    shotId: uuid('shot_id').references(() => shots.id, { onDelete: 'cascade' }),
    /** approved | changes_requested */
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    generationId: uuid('generation_id').references(() => shotGenerations.id, { onDelete: 'set null' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('approvals_scenario_idx').on(table.scenarioId, table.shotId, table.createdAt)],
);
export type ApprovalRow = typeof approvals.$inferSelect;

/** A member's inbox. `emailed_at` is set when the batched e-mail that carried it went out (or was skipped). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** mention | reply | guest_comment | guest_approval | resolved */
    kind: text('kind').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    approvalId: uuid('approval_id').references(() => approvals.id, { onDelete: 'cascade' }),
    actorName: text('actor_name').notNull(),
    excerpt: text('excerpt').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unmailed_idx')
      .on(table.userId)
      .where(sql`${table.emailedAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** Which notification kinds a user does NOT want by e-mail (absent row: every kind by e-mail). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOptOut: jsonb('email_opt_out').$type<string[]>().notNull().default([]),
  /** When this user's last notification e-mail went out (batching: at most one per few minutes). */
  lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
});
