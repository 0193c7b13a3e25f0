import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A team of the professional edition (issue 33): members with roles share its projects and one credit account.
 * The account lives on this row (plan, monthly reset), its ledger entries carry `team_id`; the row is what a
 * reservation locks, so concurrent debits of all members queue on it. The team's edition is its owner's.
 */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credit plan of the team's account (credit-plans.ts); its allocation comes monthly. */
    planId: text('plan_id').notNull(),
    nextResetAt: timestamp('next_reset_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('teams_owner_idx').on(table.ownerId)],
);
export type TeamRow = typeof teams.$inferSelect;

/** Who belongs to a team and with which role (TEAM_ROLES: owner, admin, editor, commenter, viewer). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.userId] }), index('team_members_user_idx').on(table.userId)],
);
export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * An invitation by e-mail. Only the SHA-256 of its token is kept; it works once (`accepted_at`) and expires.
 * One open invitation per team and e-mail: inviting again replaces it.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invitations_token_unique').on(table.tokenHash),
    index('team_invitations_team_idx').on(table.teamId),
    uniqueIndex('team_invitations_open_unique')
      .on(table.teamId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
