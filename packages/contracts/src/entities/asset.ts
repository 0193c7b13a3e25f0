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

export const VariantImage = z.object({
  id: Id,
  generation_id: Id,
  image_url: MediaUrl,
  image_url_s3: MediaUrl.optional().nullable(),
  status: z.literal('completed'),
  is_primary: z.boolean(),
});
export type VariantImage = z.infer<typeof VariantImage>;

export const Variant = z.object({
  id: Id,
  variant_name: z.string().trim().min(1).max(LIMITS.nameMax),
  description: z.string().max(LIMITS.assetDescriptionMax).optional().nullable(),
  created_at: Timestamp,
  status: z.string(),
  is_primary: z.boolean(),
  variant_images: z.array(VariantImage).default([]),
  output: z.array(MediaUrl).default([]),
  image_url: MediaUrl.optional().nullable(),
  image_url_s3: MediaUrl.optional().nullable(),
  image_url_thumb: MediaUrl.optional().nullable(),
  image_url_small: MediaUrl.optional().nullable(),
  video_url: MediaUrl.optional().nullable(),
  video_url_s3: MediaUrl.optional().nullable(),
});
export type Variant = z.infer<typeof Variant>;

export const VariantModification = z.object({
  id: Id,
  modificationImageUrl: MediaUrl.optional().nullable(),
  instructions: z.string().trim().min(1).max(LIMITS.assetDescriptionMax),
});
export type VariantModification = z.infer<typeof VariantModification>;

/** Sorts variants: 'Default' first, then newest first. */
export function sortVariants<T extends { variant_name: string; created_at: string }>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => {
    const aDefault = a.variant_name === DEFAULT_VARIANT_NAME;
    const bDefault = b.variant_name === DEFAULT_VARIANT_NAME;
    if (aDefault !== bDefault) return aDefault ? -1 : 1;
    return b.created_at.localeCompare(a.created_at);
  });
}
