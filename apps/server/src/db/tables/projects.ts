import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, deletedAt, id, jsonObject, jsonStrings, updatedAt } from './columns.ts';
import { teams } from './teams.ts';
import { mediaColumnsOf, urlColumn } from '../media-columns.ts';
import { equals, livenessOf } from '../row-liveness.ts';

export interface ProjectStyleColumn {
  preset?: string | null;
  moduleId?: string | null;
  reference_image_url?: string | null;
  custom_description?: string | null;
}

/** A user's group of projects; deleting it moves its projects to 'No Series' (series_id null). */
export const series = pgTable(
  'series',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('series_user_idx').on(table.userId)],
);
export type SeriesRow = typeof series.$inferSelect;

export const projects = pgTable(
  'projects',
  {
    id: id(),
    /** The owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    /** The team the project belongs to (issue 33): its members' roles apply and its credit account pays. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    visibility: text('visibility').notNull().default('private'),
    status: text('status').notNull().default('active'),
    tags: jsonStrings('tags'),
    metadata: jsonObject('metadata'),
    supportedLanguages: jsonb('supported_languages').$type<string[]>().notNull().default(['en']),
    style: jsonb('style').$type<ProjectStyleColumn>().notNull().default({}),
    /** The model chosen per kind (issue 36, custom models): a site model id or `workflow:<id>`; a kind left out uses the site default. */
    models: jsonb('models').$type<Partial<Record<string, string>>>().notNull().default({}),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_user_status_idx').on(table.userId, table.status),
    index('projects_series_idx').on(table.seriesId),
    index('projects_team_status_idx').on(table.teamId, table.status),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;

/** Users added to a project by e-mail; they may read and edit its content. */
export const projectCollaborators = pgTable(
  'project_collaborators',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('editor'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_collaborators_user_idx').on(table.userId),
  ],
);
export type ProjectCollaboratorRow = typeof projectCollaborators.$inferSelect;

/** The project style's reference image (stored-file-references.ts). */
export const projectMedia = mediaColumnsOf(projects, [urlColumn(projects.style, { field: 'reference_image_url' })]);
/** A project is in the Recycle Bin by its status (as the access policy reads it); row-liveness.ts. */
export const projectLiveness = livenessOf(projects, { deletedWhen: [equals(projects.status, 'deleted')] });

/** A ComfyUI workflow a project runs as a model (issue 36): API-format graph with the mapped inputs as placeholders. */
export const customWorkflows = pgTable(
  'custom_workflows',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The uploaded graph, with each mapped input replaced by its adapter placeholder. */
    workflow: jsonb('workflow').$type<Record<string, unknown>>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('custom_workflows_project_idx').on(table.projectId)],
);
export type CustomWorkflowRow = typeof customWorkflows.$inferSelect;
