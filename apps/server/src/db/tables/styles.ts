import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, id, jsonObject, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { mediaColumnsOf, urlColumn } from '../media-columns.ts';
import { livenessOf } from '../row-liveness.ts';

/** Reusable visual styles: the user's global library (project_id null) or a project's own. */
export const styleModules = pgTable(
  'style_modules',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    preset: text('preset'),
    referenceImageUrl: text('reference_image_url'),
    settings: jsonObject('settings'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('style_modules_user_idx').on(table.userId), index('style_modules_project_idx').on(table.projectId)],
);
export type StyleModuleRow = typeof styleModules.$inferSelect;

/** A style module's reference image (stored-file-references.ts). */
export const styleModuleMedia = mediaColumnsOf(styleModules, [urlColumn(styleModules.referenceImageUrl)]);
/** A project's own style module is in the Recycle Bin with its project; the user's library (no project) never is. */
export const styleModuleLiveness = livenessOf(styleModules, { under: styleModules.projectId });
