import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { keyColumn, mediaColumnsOf } from '../media-columns.ts';
import { livenessOf } from '../row-liveness.ts';
import { createdAt, id, jsonObject, jsonStrings, updatedAt } from './columns.ts';
import { teams } from './teams.ts';

/**
 * A brand (white label, issue 33): the site's (`team_id` null, at most one) or a team's. Logo and favicon are
 * stored files (re-encoded uploads); `colors` holds the validated hex colours; `domains` the custom hosts whose
 * share and review pages show this brand.
 */
export const whiteLabels = pgTable(
  'white_labels',
  {
    id: id(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    productName: text('product_name'),
    logoKey: text('logo_key'),
    faviconKey: text('favicon_key'),
    colors: jsonObject('colors'),
    emailSenderName: text('email_sender_name'),
    domains: jsonStrings('domains'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('white_labels_team_unique').on(table.teamId),
    uniqueIndex('white_labels_site_unique')
      .on(sql`(${table.teamId} is null)`)
      .where(sql`${table.teamId} is null`),
  ],
);
export type WhiteLabelRow = typeof whiteLabels.$inferSelect;
export const whiteLabelMedia = mediaColumnsOf(whiteLabels, [
  keyColumn(whiteLabels.logoKey),
  keyColumn(whiteLabels.faviconKey),
]);
/** A brand is never in the Recycle Bin: its logo and favicon show while it uses them (a team's goes with the team). */
export const whiteLabelLiveness = livenessOf(whiteLabels, {});

/** Site settings an administrator changes at run time (e.g. `registration`), overriding the environment's. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
export type SiteSettingRow = typeof siteSettings.$inferSelect;

/** Every administrative action (grant credits, change a tier, disable an account, change a setting), append-only. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    /** Kept when the administrator's account goes: the log outlives it. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonObject('details'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
