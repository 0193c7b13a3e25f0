import { isMediaPath, MEDIA_PATH_PREFIX, type RecycleBinItem } from '@sym/contracts';
import type { RecycleBinRow } from './recycle-bin.repository.ts';

/** Signs a stored key for the Recycle Bin (media-access.ts `binAddress`): it answers while the item is binned. */
export type BinAddressOf = (key: string) => string;

/** The only outward shape of a Recycle Bin entry; its stored picture gets the bin's own signature. */
export function presentRecycleBinItem(row: RecycleBinRow, binAddressOf: BinAddressOf): RecycleBinItem {
  const { preview } = row;
  let previewUrl: string | null = null;
  if (preview && isMediaPath(preview)) previewUrl = binAddressOf(preview.slice(MEDIA_PATH_PREFIX.length));
  else if (preview && /^https?:\/\//i.test(preview)) previewUrl = preview;
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    deletedAt: row.deletedAt.toISOString(),
    projectId: row.projectId,
    projectName: row.projectName,
    isProjectDeleted: row.isProjectDeleted,
    previewUrl,
  };
}
