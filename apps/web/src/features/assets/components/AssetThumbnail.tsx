import { resolveMediaUrl } from '../../../lib/transport';
import { Icon } from '../../../ui';
import type { AssetView } from '../api/assetTypes';
import { ASSET_TYPE_ICONS } from '../utils/assetTypes';

/**
 * The asset's image (its uploaded one, else its variants' picture in the small rendition), or its type icon when
 * it has none. Decorative: the name is shown beside it.
 */
export function AssetThumbnail({ asset }: { asset: AssetView }) {
  const url = asset.reference_image ?? asset.image_url_thumb ?? asset.imageUrl;
  if (url) return <img src={resolveMediaUrl(url)} alt="" loading="lazy" className="size-full object-cover" />;
  return (
    <span className="grid size-full place-items-center text-fg-subtle">
      <Icon name={ASSET_TYPE_ICONS[asset.type]} className="size-6" />
    </span>
  );
}
