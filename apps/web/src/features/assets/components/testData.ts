import type { AssetView, VariantImageView, VariantView } from '../api/assetTypes';

const STAMP = '2024-01-01T00:00:00.000Z';
/** The asset of the variants made here (an id of the form the API answers). */
const VARIANT_ASSET_ID = '00000000-0000-4000-8000-00000000a55e';

export function makeAsset(id: string, name: string, changes: Partial<AssetView> = {}): AssetView {
  return {
    id,
    _id: id,
    name,
    description: null,
    type: 'character',
    projectId: 'p1',
    project_id: 'p1',
    seriesId: null,
    userId: 'u1',
    status: 'active',
    imageUrl: null,
    image_url: null,
    image_url_thumb: null,
    image_source: null,
    referenceImages: [],
    reference_image: null,
    tags: [],
    metadata: {},
    folder: null,
    attachedStyleModules: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

/** A stored variant image, as the server lists it (no smaller renditions). */
export function makeVariantImage(
  id: string,
  variantId: string,
  imageUrl: string,
  isPrimary: boolean,
): VariantImageView {
  return {
    id,
    generation_id: variantId,
    image_url: imageUrl,
    image_url_thumb: null,
    image_url_small: null,
    status: 'completed',
    is_primary: isPrimary,
    created_at: STAMP,
  };
}

export function makeVariant(id: string, name: string, createdAt: string, imageIds: string[] = []): VariantView {
  return {
    id,
    asset_id: VARIANT_ASSET_ID,
    variant_name: name,
    description: null,
    created_at: createdAt,
    updated_at: createdAt,
    status: 'completed',
    is_primary: name === 'Default',
    variant_images: imageIds.map((imageId, index) =>
      makeVariantImage(imageId, id, `/media/${imageId}-image-key-0001.png`, index === 0),
    ),
    output: [],
    image_url: null,
    image_url_thumb: null,
    image_url_small: null,
    video_url: null,
  };
}
