import type { RecycleBinItem } from '@sym/contracts';
import type { RecycleBinRow } from './recycle-bin.repository.ts';

/** The only outward shape of a Recycle Bin entry. */
export function presentRecycleBinItem(row: RecycleBinRow): RecycleBinItem {
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    deletedAt: row.deletedAt.toISOString(),
    projectId: row.projectId,
    projectName: row.projectName,
    isProjectDeleted: row.isProjectDeleted,
  };
}
