import { useTranslation } from '../../../lib/i18n/useTranslation';
import { JobProgress } from '../../generation';
import type { AssetView } from '../api/assetTypes';
import { useAssetJobProgress } from '../hooks/useAssetJobProgress';
import { AssetActionsMenu } from './AssetActionsMenu';
import { AssetThumbnail } from './AssetThumbnail';

interface AssetRowProps {
  asset: AssetView;
  isSelected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/**
 * One asset in the list: a button that selects it, and its actions menu; while an image of it is being
 * generated, "Generating image…" with the job's progress under them.
 */
export function AssetRow({ asset, isSelected, onSelect, onEdit, onMove, onDelete }: AssetRowProps) {
  const { t } = useTranslation();
  const progress = useAssetJobProgress(asset);
  return (
    <li
      className={`flex flex-col gap-1.5 rounded-xl border p-2 transition-colors ${
        isSelected ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:border-line-strong'
      }`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={isSelected}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-elevated">
            <AssetThumbnail asset={asset} />
          </span>
          <span className="min-w-0">
            <span className="flex items-center gap-1.5">
              <span className="truncate text-sm font-semibold text-fg">{asset.name}</span>
              {asset.seriesId && (
                <span
                  className="shrink-0 rounded-full bg-accent-soft px-1.5 py-0.5 text-[10px] font-semibold text-accent"
                  title={t('assets.bible.badgeHint')}
                >
                  {t('assets.bible.badge')}
                </span>
              )}
            </span>
            {asset.description && <span className="block truncate text-xs text-fg-muted">{asset.description}</span>}
          </span>
        </button>
        <AssetActionsMenu name={asset.name} onEdit={onEdit} onMove={onMove} onDelete={onDelete} />
      </div>
      {progress !== null && (
        <div className="flex flex-col gap-1 px-1 pb-0.5">
          <span className="text-xs text-fg-muted">{t('assets.generate.running')}</span>
          <JobProgress value={progress} label={t('assets.generate.progress', { name: asset.name })} />
        </div>
      )}
    </li>
  );
}
