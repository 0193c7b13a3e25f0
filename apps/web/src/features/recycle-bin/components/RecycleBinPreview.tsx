import type { RecycleBinItem } from '@sym/contracts';
import { useState } from 'react';
import { Icon, type IconName } from '../../../ui';

const TYPE_ICONS: Record<RecycleBinItem['type'], IconName> = { project: 'folder', scenario: 'film', asset: 'image' };

/**
 * A deleted item's picture, or its type's icon when it has none or the picture fails. The address carries the
 * bin's own signature: the item's plain media addresses answer 404 while it is deleted.
 */
export function RecycleBinPreview({ item }: { item: RecycleBinItem }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (item.previewUrl && !hasFailed) {
    return (
      <img
        src={item.previewUrl}
        alt=""
        loading="lazy"
        draggable={false}
        onError={() => setHasFailed(true)}
        data-testid="recycle-bin-preview"
        className="size-10 shrink-0 rounded-lg bg-elevated object-cover"
      />
    );
  }
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-elevated text-fg-muted">
      <Icon name={TYPE_ICONS[item.type]} className="size-5" />
    </span>
  );
}
