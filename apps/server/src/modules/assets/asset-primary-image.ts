import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, variantImages } from '../../db/schema.ts';

/** The picture an asset's variants give it, in the renditions stored with the variant image. */
export interface AssetVariantImage {
  url: string;
  thumbUrl: string | null;
  smallUrl: string | null;
}

/**
 * THE rule for which variant image is an asset's picture (an asset without an image of its own shows it, and shot
 * images draw the asset from it): its Default variant's primary image; else, of its other variants, the primary
 * variant's, else the newest primary image. Within a variant the primary image wins over newer ones, so setting
 * another image primary (or deleting the primary one, which promotes the newest) moves the asset's picture too.
 *
 * A lateral subquery on the outer `assets` row: join it to a select over `assets` so a whole list is one statement.
 */
export function assetVariantImageLateral(db: Database) {
  const isDefault = sql<boolean>`lower(trim(${assetVariants.variantName})) = ${DEFAULT_VARIANT_NAME.toLowerCase()}`;
  return db
    .select({
      url: sql<string>`${variantImages.imageUrl}`.as('variant_image_url'),
      thumbUrl: sql<string | null>`${variantImages.imageUrlThumb}`.as('variant_image_thumb_url'),
      smallUrl: sql<string | null>`${variantImages.imageUrlSmall}`.as('variant_image_small_url'),
    })
    .from(variantImages)
    .innerJoin(assetVariants, eq(assetVariants.id, variantImages.variantId))
    .where(and(eq(assetVariants.assetId, assets.id), eq(variantImages.status, 'completed')))
    .orderBy(
      desc(isDefault),
      desc(assetVariants.isPrimary),
      desc(variantImages.isPrimary),
      desc(variantImages.createdAt),
      desc(variantImages.id),
    )
    .limit(1)
    .as('asset_variant_image');
}

/** The lateral's columns as an image, or null when the asset's variants have none. */
export function variantImageOf(row: {
  url: string | null;
  thumbUrl: string | null;
  smallUrl: string | null;
}): AssetVariantImage | null {
  return row.url ? { url: row.url, thumbUrl: row.thumbUrl, smallUrl: row.smallUrl } : null;
}
