import { z } from 'zod';
import { Id, Json, LIMITS, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { ENTITY_STATUS } from './project.ts';

export const ASSET_TYPES = ['character', 'location', 'prop', 'style'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
export const DEFAULT_ASSET_TYPE: AssetType = 'character';

export const Asset = z.object({
  id: Id,
  name: Name,
  description: z.string().max(LIMITS.assetDescriptionMax).optional().nullable(),
  type: z.enum(ASSET_TYPES).default(DEFAULT_ASSET_TYPE),
  projectId: Id,
  /** Set when the asset is in its series' bible (used by every project of the series; `projectId` is its home). */
  seriesId: Id.nullable().optional(),
  userId: Id,
  status: z.enum(ENTITY_STATUS).default('active'),
  imageUrl: MediaUrl.optional().nullable(),
  referenceImages: z.array(MediaUrl).default([]),
  tags: z.array(z.string().max(50)).default([]),
  metadata: Json.default({}),
  folder: z.string().max(100).optional().nullable(),
  attachedStyleModules: z.array(Id).default([]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Asset = z.infer<typeof Asset>;

export const DEFAULT_VARIANT_NAME = 'Default';
/** A variant's state: made by hand (pending), its image being made, made, or the last run failed. */
export const VARIANT_STATUSES = ['pending', 'generating', 'completed', 'failed'] as const;
export type VariantStatus = (typeof VARIANT_STATUSES)[number];

/** Sorts variants: 'Default' first, then newest first. */
export function sortVariants<T extends { variant_name: string; created_at: string }>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => {
    const aDefault = a.variant_name === DEFAULT_VARIANT_NAME;
    const bDefault = b.variant_name === DEFAULT_VARIANT_NAME;
    if (aDefault !== bDefault) return aDefault ? -1 : 1;
    return b.created_at.localeCompare(a.created_at);
  });
}

// ─── What the API answers (the presenters' shapes, checked by the response check) ─────────────────────────

/** Where an asset's `imageUrl` comes from: its own (uploaded) image, its variants' picture, or nowhere. */
export const ASSET_IMAGE_SOURCES = ['reference', 'variant'] as const;

/** An asset as the API answers it: the fields of spec §3 plus the snake_case aliases some payloads read. */
export const AssetView = z.object({
  id: Id,
  /** Same as `id`. */
  _id: Id,
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(ASSET_TYPES),
  projectId: Id,
  /** Same as `projectId`. */
  project_id: Id,
  /** The series whose bible holds the asset (every project of the series uses it), else null. */
  seriesId: Id.nullable(),
  userId: Id,
  status: z.enum(ENTITY_STATUS),
  /** The picture its variants give it, else its uploaded reference image; null when it has neither. */
  imageUrl: MediaUrl.nullable(),
  /** Same as `imageUrl`. */
  image_url: MediaUrl.nullable(),
  /** A small rendition of `imageUrl` when it is a variant image, else null. */
  image_url_thumb: MediaUrl.nullable(),
  image_source: z.enum(ASSET_IMAGE_SOURCES).nullable(),
  referenceImages: z.array(MediaUrl),
  /** The latest uploaded reference image, or null. */
  reference_image: MediaUrl.nullable(),
  tags: z.array(z.string()),
  metadata: Json,
  folder: z.string().nullable(),
  attachedStyleModules: z.array(Id),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AssetView = z.infer<typeof AssetView>;

/** A variant image as the API answers it, with its smaller renditions when stored. */
export const VariantImageView = z.object({
  id: Id,
  generation_id: Id,
  image_url: MediaUrl,
  image_url_thumb: MediaUrl.nullable(),
  image_url_small: MediaUrl.nullable(),
  status: z.literal('completed'),
  is_primary: z.boolean(),
  created_at: Timestamp,
});
export type VariantImageView = z.infer<typeof VariantImageView>;

/** A variant ("generation") as the API answers it: its images oldest first, its picture the primary one's. */
export const VariantView = z.object({
  id: Id,
  asset_id: Id,
  variant_name: z.string(),
  description: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  status: z.enum(VARIANT_STATUSES),
  is_primary: z.boolean(),
  variant_images: z.array(VariantImageView),
  /** The addresses of its images, in the order of `variant_images`. */
  output: z.array(MediaUrl),
  image_url: MediaUrl.nullable(),
  image_url_thumb: MediaUrl.nullable(),
  image_url_small: MediaUrl.nullable(),
  video_url: MediaUrl.nullable(),
});
export type VariantView = z.infer<typeof VariantView>;

/** A variant modification request as the API answers it. */
export const VariantModificationView = z.object({
  id: Id,
  generation_id: Id,
  modificationImageUrl: MediaUrl.nullable(),
  instructions: z.string(),
  created_at: Timestamp,
  /** When a job last made an image from it; null until applied. */
  applied_at: Timestamp.nullable(),
});
export type VariantModificationView = z.infer<typeof VariantModificationView>;
