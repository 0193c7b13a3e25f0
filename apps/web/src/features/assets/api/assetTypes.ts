import type { Asset, AssetType, Variant, VariantImage } from '@sym/contracts';

/**
 * An asset as the server lists it: the entity plus the latest reference image. Without an uploaded image its
 * `imageUrl` is its variants' picture (`image_source` 'variant', e.g. the image bought in the wizard), with
 * `image_url_thumb` a small rendition of it.
 */
export type AssetView = Asset & {
  reference_image?: string | null;
  image_url_thumb?: string | null;
  image_source?: 'reference' | 'variant' | null;
};

/** A variant image as listed, with the optional smaller renditions. */
export type VariantImageView = VariantImage & { image_url_thumb?: string | null; image_url_small?: string | null };

/** A variant ("generation") as listed, with its images. */
export type VariantView = Omit<Variant, 'variant_images'> & { variant_images: VariantImageView[] };

/** Editable fields of an asset, as the create and edit forms hold them. */
export interface AssetDraft {
  name: string;
  type: AssetType;
  description: string;
  /** Empty string: no folder. */
  folder: string;
  /** Style modules that style the asset's images over the project's, in order. */
  attachedStyleModules: string[];
}

export interface VariantDraft {
  variant_name: string;
  description: string;
}
