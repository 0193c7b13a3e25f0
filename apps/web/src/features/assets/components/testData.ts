import type { AssetView, VariantView } from '../api/assetTypes';

const STAMP = '2024-01-01T00:00:00.000Z';

export function makeAsset(id: string, name: string, changes: Partial<AssetView> = {}): AssetView {
  return {
    id,
    name,
    description: null,
    type: 'character',
    projectId: 'p1',
    userId: 'u1',
    status: 'active',
    imageUrl: null,
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

export function makeVariant(id: string, name: string, createdAt: string, imageIds: string[] = []): VariantView {
  return {
    id,
    variant_name: name,
    description: null,
    created_at: createdAt,
    status: 'completed',
    is_primary: name === 'Default',
    variant_images: imageIds.map((imageId, index) => ({
      id: imageId,
      generation_id: id,
      image_url: `/media/${imageId}-image-key-0001.png`,
      status: 'completed',
      is_primary: index === 0,
    })),
    output: [],
    image_url: null,
  };
}
