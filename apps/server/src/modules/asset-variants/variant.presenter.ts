import { sortVariants, type VariantImageView, type VariantModificationView, type VariantView } from '@sym/contracts';
import type { AssetVariantRow, VariantImageRow, VariantModificationRow } from '../../db/schema.ts';

/** A variant image, a variant with its images, and a modification as they leave the server. */
export type PresentedVariantImage = VariantImageView;
export type PresentedVariant = VariantView;
export type PresentedModification = VariantModificationView;

/** The outward shape of a variant image. */
export function presentVariantImage(row: VariantImageRow): PresentedVariantImage {
  return {
    id: row.id,
    generation_id: row.variantId,
    image_url: row.imageUrl,
    image_url_thumb: row.imageUrlThumb,
    image_url_small: row.imageUrlSmall,
    status: 'completed',
    is_primary: row.isPrimary,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The outward shape of a variant; `images` are its own, oldest first. Its image is the primary image's,
 * else the latest one's.
 */
export function presentVariant(row: AssetVariantRow, images: readonly VariantImageRow[]): PresentedVariant {
  const shown = images.find((image) => image.isPrimary) ?? images.at(-1);
  return {
    id: row.id,
    asset_id: row.assetId,
    variant_name: row.variantName,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: row.status as VariantView['status'],
    is_primary: row.isPrimary,
    variant_images: images.map(presentVariantImage),
    output: images.map((image) => image.imageUrl),
    image_url: shown?.imageUrl ?? null,
    image_url_thumb: shown?.imageUrlThumb ?? null,
    image_url_small: shown?.imageUrlSmall ?? null,
    video_url: row.videoUrl,
  };
}

/** Presents an asset's variants, each with its images, sorted 'Default' first then newest first. */
export function presentVariants(
  variants: readonly AssetVariantRow[],
  images: readonly VariantImageRow[],
): PresentedVariant[] {
  const byVariant = new Map<string, VariantImageRow[]>();
  for (const image of images) {
    const list = byVariant.get(image.variantId) ?? [];
    list.push(image);
    byVariant.set(image.variantId, list);
  }
  return sortVariants(variants.map((variant) => presentVariant(variant, byVariant.get(variant.id) ?? [])));
}

/** The outward shape of a variant modification. */
export function presentModification(row: VariantModificationRow): PresentedModification {
  return {
    id: row.id,
    generation_id: row.variantId,
    modificationImageUrl: row.modificationImageUrl,
    instructions: row.instructions,
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt?.toISOString() ?? null,
  };
}

/** Removal acknowledgement answered by the delete operations. */
export interface Deleted {
  id: string;
  deleted: true;
}
