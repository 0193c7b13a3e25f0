import { useTranslation } from '../../../lib/i18n/useTranslation';
import type { AssetView } from '../api/assetTypes';
import { findFolder, groupAssetsByFolder } from '../utils/folders';
import { AssetRow } from './AssetRow';
import { FolderSection } from './FolderSection';

interface AssetFolderListProps {
  /** The assets of the shown type. */
  assets: readonly AssetView[];
  /** Every folder of the project; a folder appears here if it holds shown assets or no asset at all. */
  folders: readonly string[];
  usedFolders: readonly string[];
  customFolders: readonly string[];
  selectedId: string | null;
  isExpanded: (folder: string) => boolean;
  onToggleFolder: (folder: string) => void;
  onRemoveFolder: (folder: string) => void;
  onSelect: (asset: AssetView) => void;
  onEdit: (asset: AssetView) => void;
  onMove: (asset: AssetView) => void;
  onDelete: (asset: AssetView) => void;
}

/** The shown assets grouped by folder; without any folder, a plain list. */
export function AssetFolderList({
  assets,
  folders,
  usedFolders,
  customFolders,
  selectedId,
  isExpanded,
  onToggleFolder,
  onRemoveFolder,
  onSelect,
  onEdit,
  onMove,
  onDelete,
}: AssetFolderListProps) {
  const { t } = useTranslation();
  const groups = groupAssetsByFolder(assets, folders).filter(
    (group) => group.folder === null || group.assets.length > 0 || findFolder(usedFolders, group.folder) === undefined,
  );

  const renderRows = (rows: readonly AssetView[], label: string) => (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {rows.map((asset) => (
        <AssetRow
          key={asset.id}
          asset={asset}
          isSelected={asset.id === selectedId}
          onSelect={() => onSelect(asset)}
          onEdit={() => onEdit(asset)}
          onMove={() => onMove(asset)}
          onDelete={() => onDelete(asset)}
        />
      ))}
    </ul>
  );

  if (groups.length === 1 && groups[0]!.folder === null) return renderRows(assets, t('assets.folders.loose'));

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <FolderSection
          key={group.folder ?? ''}
          folder={group.folder}
          count={group.assets.length}
          isExpanded={group.folder === null || isExpanded(group.folder)}
          onToggle={() => group.folder !== null && onToggleFolder(group.folder)}
          onRemove={
            group.folder !== null && findFolder(customFolders, group.folder) !== undefined
              ? () => onRemoveFolder(group.folder!)
              : undefined
          }
        >
          {renderRows(group.assets, group.folder ?? t('assets.folders.loose'))}
        </FolderSection>
      ))}
    </div>
  );
}
