import type { AssetType } from '@sym/contracts';

/** Assets, variants and their images as the API answers them. */
export type { AssetView, VariantImageView, VariantView } from '@sym/contracts';

/** Editable fields of an asset, as the create and edit forms hold them. */
export interface AssetDraft {
  name: string;
  type: AssetType;
  description: string;
  /** Empty string: no folder. */
  folder: string;
  /** Style modules that style the asset's images over the project's, in order. */
  attachedStyleModules: string[];
  /** Creating: put it in the bible of the project's series (every project of the series uses it). */
  inSeriesBible?: boolean;
}

export interface VariantDraft {
  variant_name: string;
  description: string;
}
