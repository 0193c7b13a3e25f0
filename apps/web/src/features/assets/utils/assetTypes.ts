import { ASSET_TYPES, type AssetType } from '@sym/contracts';
import type { IconName } from '../../../ui';

/** Icon standing for an asset of each type when it has no image. */
export const ASSET_TYPE_ICONS: Record<AssetType, IconName> = {
  character: 'user',
  location: 'mapPin',
  prop: 'cube',
  style: 'palette',
};

export function parseAssetType(value: string | null): AssetType | null {
  return (ASSET_TYPES as readonly string[]).includes(value ?? '') ? (value as AssetType) : null;
}
