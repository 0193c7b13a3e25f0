import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { assets } from './assets.ts';
import { createdAt, deletedAt, id, jsonObject, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { styleModules } from './styles.ts';
import { mediaColumnsOf, urlColumn } from '../media-columns.ts';
import { equals, isSet, livenessOf } from '../row-liveness.ts';

/** An episode ("scenario" in the API). */
export const scenarios = pgTable(
  'scenarios',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('draft'),
    script: text('script'),
    settings: jsonObject('settings'),
    metadata: jsonObject('metadata'),
    supportedLanguages: jsonb('supported_languages').$type<string[]>().notNull().default(['en']),
    aspectRatio: text('aspect_ratio').notNull().default('landscape'),
    contentLanguage: text('content_language').notNull().default('en'),
    originalPrompt: text('original_prompt'),
    /** The episode's own style module (over the project's); cleared when the module is deleted. */
    styleModuleId: uuid('style_module_id').references(() => styleModules.id, { onDelete: 'set null' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('scenarios_project_status_idx').on(table.projectId, table.status)],
);
export type ScenarioRow = typeof scenarios.$inferSelect;

/**
 * Scenes of an episode (scene grouping): a heading (interior/exterior, place, time of day), the location asset it
 * is set at and notes. Once an episode has scenes every shot is in one, and a scene's shots are consecutive;
 * `position` orders the scenes (dense 1..n) the same way as their shots.
 */
export const scenes = pgTable(
  'scenes',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    interior: text('interior'),
    place: text('place').notNull().default(''),
    timeOfDay: text('time_of_day').notNull().default(''),
    locationAssetId: uuid('location_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('scenes_scenario_position_idx').on(table.scenarioId, table.position)],
);
export type SceneRow = typeof scenes.$inferSelect;

/** Shots of an episode; sequence is kept dense (1..n) on insert, delete and reorder. */
export const shots = pgTable(
  'shots',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull().default('medium'),
    description: text('description').notNull().default(''),
    action: text('action').notNull().default(''),
    duration: real('duration'),
    cameraMotion: text('camera_motion').notNull().default('auto'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    referenceImageUrl: text('reference_image_url'),
    modificationPrompt: text('modification_prompt'),
    animationInstructions: text('animation_instructions'),
    metadata: jsonObject('metadata'),
    /** The scene the shot is in (null while the episode has no scenes). */
    sceneId: uuid('scene_id').references(() => scenes.id, { onDelete: 'set null' }),
    /** The shot's own style module (over the episode's and the project's); cleared when the module is deleted. */
    styleModuleId: uuid('style_module_id').references(() => styleModules.id, { onDelete: 'set null' }),
    /**
     * The look each linked character wears in the shot: asset id → one of its variants ("school uniform",
     * "winter coat"). Entries of assets no longer linked, or of variants gone, are ignored where read.
     */
    looks: jsonb('looks').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shots_scenario_sequence_idx').on(table.scenarioId, table.sequence),
    index('shots_scene_idx').on(table.sceneId),
  ],
);
export type ShotRow = typeof shots.$inferSelect;

/** Which assets appear in a shot. */
export const shotAssets = pgTable(
  'shot_assets',
  {
    shotId: uuid('shot_id')
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.shotId, table.assetId] }), index('shot_assets_asset_idx').on(table.assetId)],
);

/** Generated images and videos of a shot; the primary (or latest completed) image is the shot's preview. */
export const shotGenerations = pgTable(
  'shot_generations',
  {
    id: id(),
    shotId: uuid('shot_id')
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    isPrimary: boolean('is_primary').notNull().default(false),
    url: text('url'),
    thumbUrl: text('thumb_url'),
    prompt: text('prompt'),
    metadata: jsonObject('metadata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('shot_generations_shot_idx').on(table.shotId, table.kind, table.createdAt)],
);
export type ShotGenerationRow = typeof shotGenerations.$inferSelect;

/** The stored files shots and their generations use (stored-file-references.ts). */
export const shotMedia = mediaColumnsOf(shots, [
  urlColumn(shots.imageUrl),
  urlColumn(shots.videoUrl),
  urlColumn(shots.referenceImageUrl),
]);
export const shotGenerationMedia = mediaColumnsOf(shotGenerations, [
  urlColumn(shotGenerations.url),
  urlColumn(shotGenerations.thumbUrl),
]);

/**
 * An episode is in the Recycle Bin when marked deleted (episodes have no 'deleted' status in spec §3, so
 * deleted_at alone may mark it) or when its project is; its shots and their generations go with it.
 */
export const scenarioLiveness = livenessOf(scenarios, {
  deletedWhen: [isSet(scenarios.deletedAt), equals(scenarios.status, 'deleted')],
  under: scenarios.projectId,
});
export const shotLiveness = livenessOf(shots, { under: shots.scenarioId });
export const shotGenerationLiveness = livenessOf(shotGenerations, { under: shotGenerations.shotId });
