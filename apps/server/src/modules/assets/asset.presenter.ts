import type { Asset, AssetType, AssetView } from '@sym/contracts';
import type { AssetRow } from '../../db/schema.ts';
import type { AssetVariantImage } from './asset-primary-image.ts';

/** Where an asset's `imageUrl` comes from: its own (uploaded) image, its variants' picture, or nowhere. */
export type AssetImageSource = 'reference' | 'variant' | null;

/** An asset as it leaves the server: the contract's AssetView (spec §3 fields plus the aliases some payloads read). */
export type PresentedAsset = AssetView;

/**
 * The outward shape of an asset, for HTTP and socket payloads alike. Its image is the picture its variants give
 * it (a wizard image lives in the Default variant), else its uploaded reference: the picture shot images draw the
 * asset from (generation-inputs.ts), so every card, list, picker and panel shows what generation will use. An
 * upload is the reference variants are made from; it stays `reference_image`.
 */
export function presentAsset(row: AssetRow, variantImage: AssetVariantImage | null = null): PresentedAsset {
  const referenceImages = [...row.referenceImages];
  const imageUrl = variantImage?.url ?? row.imageUrl ?? null;
  let imageSource: AssetImageSource = null;
  if (variantImage) imageSource = 'variant';
  else if (row.imageUrl) imageSource = 'reference';
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as AssetType,
    projectId: row.projectId,
    project_id: row.projectId,
    seriesId: row.seriesId,
    userId: row.userId,
    status: row.status as Asset['status'],
    imageUrl,
    image_url: imageUrl,
    image_url_thumb: imageSource === 'variant' ? (variantImage?.thumbUrl ?? null) : null,
    image_source: imageSource,
    referenceImages,
    reference_image: referenceImages.at(-1) ?? null,
    tags: [...row.tags],
    metadata: { ...row.metadata },
    folder: row.folder,
    attachedStyleModules: [...row.attachedStyleModules],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
