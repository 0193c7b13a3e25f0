import type { AssetView, VariantImageView, VariantModificationView, VariantView } from '../entities/asset.ts';
import { EXAMPLE_IDS, EXAMPLE_LATER, EXAMPLE_TIME, exampleMediaUrl } from './scenario-examples.ts';

/** Shared values of the asset and generation examples in the API reference. */
const ids = {
  project: EXAMPLE_IDS.project,
  user: EXAMPLE_IDS.user,
  asset: EXAMPLE_IDS.asset,
  newAsset: '3c4d5e6f-8a9b-4c0d-9e1f-7a8b9c0d1e2f',
  variant: '4d5e6f7a-9b0c-4d1e-8f2a-8b9c0d1e2f3a',
  newVariant: '5e6f7a8b-0c1d-4e2f-9a3b-9c0d1e2f3a4b',
  image: '6f7a8b9c-1d2e-4f3a-8b4c-0d1e2f3a4b5c',
  modification: '7a8b9c0d-2e3f-4a4b-9c5d-1e2f3a4b5c6d',
  styleModule: '8b9c0d1e-3f4a-4b5c-8d6e-2f3a4b5c6d7e',
  location: '9c0d1e2f-4a5b-4c6d-8e7f-3a4b5c6d7e8f',
} as const;
const time = EXAMPLE_TIME;
const later = EXAMPLE_LATER;
const imageUrl = exampleMediaUrl('TWlyYVZhcmlhbnRJbWFnZQ.png');
const thumbUrl = exampleMediaUrl('TWlyYVZhcmlhbnRUaHVtYg.webp');
const smallUrl = exampleMediaUrl('TWlyYVZhcmlhbnRTbWFsbA.webp');
const referenceUrl = exampleMediaUrl('TWlyYVJlZmVyZW5jZUltZw.jpg');

const image: VariantImageView = {
  id: ids.image,
  generation_id: ids.variant,
  image_url: imageUrl,
  image_url_thumb: thumbUrl,
  image_url_small: smallUrl,
  status: 'completed',
  is_primary: true,
  created_at: later,
};

const asset: AssetView = {
  id: ids.asset,
  _id: ids.asset,
  name: 'Mira',
  description: 'A young courier with a red scarf',
  type: 'character',
  projectId: ids.project,
  project_id: ids.project,
  seriesId: null,
  userId: ids.user,
  status: 'active',
  imageUrl,
  image_url: imageUrl,
  image_url_thumb: thumbUrl,
  image_source: 'variant',
  referenceImages: [referenceUrl],
  reference_image: referenceUrl,
  tags: ['lead'],
  metadata: {},
  folder: 'Main cast',
  attachedStyleModules: [ids.styleModule],
  createdAt: time,
  updatedAt: time,
};

/** A location: the variant suite makes views of locations only. */
const location: AssetView = {
  ...asset,
  id: ids.location,
  _id: ids.location,
  name: 'Lighthouse',
  description: 'A tall stone tower on a rocky coast',
  type: 'location',
  tags: [],
  folder: 'Locations',
  attachedStyleModules: [],
  imageUrl: null,
  image_url: null,
  image_url_thumb: null,
  image_source: null,
  referenceImages: [],
  reference_image: null,
};

const variant: VariantView = {
  id: ids.variant,
  asset_id: ids.asset,
  variant_name: 'Default',
  description: null,
  created_at: time,
  updated_at: later,
  status: 'completed',
  is_primary: true,
  variant_images: [image],
  output: [imageUrl],
  image_url: imageUrl,
  image_url_thumb: thumbUrl,
  image_url_small: smallUrl,
  video_url: null,
};

const newVariant: VariantView = {
  ...variant,
  id: ids.newVariant,
  variant_name: 'Night',
  description: 'Under street lights',
  created_at: later,
  updated_at: later,
  status: 'pending',
  is_primary: false,
  variant_images: [],
  output: [],
  image_url: null,
  image_url_thumb: null,
  image_url_small: null,
};

const modification: VariantModificationView = {
  id: ids.modification,
  generation_id: ids.variant,
  modificationImageUrl: null,
  instructions: 'Give her a green scarf',
  created_at: later,
  applied_at: null,
};

export const ASSET_EXAMPLE = {
  projectId: ids.project,
  assetId: ids.asset,
  time,
  later,
  asset,
  newAsset: {
    ...asset,
    id: ids.newAsset,
    _id: ids.newAsset,
    attachedStyleModules: [],
    imageUrl: null,
    image_url: null,
    image_url_thumb: null,
    image_source: null,
    referenceImages: [],
    reference_image: null,
  } satisfies AssetView,
  location,
  variant,
  newVariant,
  image,
  modification,
} as const;
