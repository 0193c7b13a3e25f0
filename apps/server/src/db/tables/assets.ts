import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { createdAt, deletedAt, id, jsonObject, jsonStrings, updatedAt } from './columns.ts';
import { projects, series } from './projects.ts';
import { mediaColumnsOf, keyColumn, objectListColumn, urlColumn, urlListColumn } from '../media-columns.ts';
import { equals, isSet, livenessOf } from '../row-liveness.ts';

/** What assets.voice holds; rows written before voice samples existed lack `samples` and `cloned`. */
interface StoredCharacterVoice {
  voice: string | null;
  rate: number;
  pitch: number;
  samples?: Array<{
    id: string;
    name: string;
    url: string;
    contentType: string;
    size: number;
    duration: number;
    createdAt: string;
  }>;
  cloned?: { provider: string; voice: string; sampleIds: string[]; createdAt: string } | null;
}

export const assets = pgTable(
  'assets',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * Set when the asset is in its series' bible: every project of the series uses it, and `project_id` is only its
     * home (a live project of the series, which pays for its pictures). Deleting the series leaves it at home.
     */
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    /** Who created it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('character'),
    status: text('status').notNull().default('active'),
    imageUrl: text('image_url'),
    referenceImages: jsonStrings('reference_images'),
    tags: jsonStrings('tags'),
    metadata: jsonObject('metadata'),
    folder: text('folder'),
    attachedStyleModules: jsonStrings('attached_style_modules'),
    /**
     * A character's voice (CharacterVoice): the provider voice, rate and pitch its lines are spoken with, and the
     * sample clips (stored files, counted below) and the voice cloned from them.
     */
    voice: jsonb('voice').$type<StoredCharacterVoice>(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('assets_project_status_idx').on(table.projectId, table.status),
    index('assets_series_idx').on(table.seriesId),
  ],
);
export type AssetRow = typeof assets.$inferSelect;

/** An asset's variant (SQL table asset_generations): 'Default' first, its image is the reference for the others. */
export const assetVariants = pgTable(
  'asset_generations',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantName: text('variant_name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    isPrimary: boolean('is_primary').notNull().default(false),
    videoUrl: text('video_url'),
    metadata: jsonObject('metadata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('asset_generations_asset_idx').on(table.assetId, table.createdAt)],
);
export type AssetVariantRow = typeof assetVariants.$inferSelect;

export const variantImages = pgTable(
  'variant_images',
  {
    id: id(),
    variantId: uuid('generation_id')
      .notNull()
      .references(() => assetVariants.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageUrlThumb: text('image_url_thumb'),
    imageUrlSmall: text('image_url_small'),
    /** Where the file lives in media storage, when we stored it. */
    storageKey: text('storage_key'),
    status: text('status').notNull().default('completed'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('variant_images_generation_idx').on(table.variantId)],
);
export type VariantImageRow = typeof variantImages.$inferSelect;

export const variantModifications = pgTable(
  'variant_modifications',
  {
    id: id(),
    variantId: uuid('generation_id')
      .notNull()
      .references(() => assetVariants.id, { onDelete: 'cascade' }),
    modificationImageUrl: text('modification_image_url'),
    instructions: text('instructions').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('variant_modifications_generation_idx').on(table.variantId)],
);
export type VariantModificationRow = typeof variantModifications.$inferSelect;

/** The stored files these tables use (each reference counted by stored-file-references.ts). */
export const assetMedia = mediaColumnsOf(assets, [
  urlColumn(assets.imageUrl),
  urlListColumn(assets.referenceImages),
  objectListColumn(assets.voice, 'samples', 'url'),
]);
export const assetVariantMedia = mediaColumnsOf(assetVariants, [urlColumn(assetVariants.videoUrl)]);
export const variantImageMedia = mediaColumnsOf(variantImages, [
  keyColumn(variantImages.storageKey),
  urlColumn(variantImages.imageUrl),
  urlColumn(variantImages.imageUrlThumb),
  urlColumn(variantImages.imageUrlSmall),
]);
export const variantModificationMedia = mediaColumnsOf(variantModifications, [
  urlColumn(variantModifications.modificationImageUrl),
]);

/** An asset is in the Recycle Bin when marked deleted or when its project is; its variants go with it. */
export const assetLiveness = livenessOf(assets, {
  deletedWhen: [isSet(assets.deletedAt), equals(assets.status, 'deleted')],
  under: assets.projectId,
});
export const assetVariantLiveness = livenessOf(assetVariants, { under: assetVariants.assetId });
export const variantImageLiveness = livenessOf(variantImages, { under: variantImages.variantId });
export const variantModificationLiveness = livenessOf(variantModifications, {
  under: variantModifications.variantId,
});
