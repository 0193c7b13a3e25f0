import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import type { AssetView } from '../api/assetTypes';
import { AssetShotsSection } from './AssetShotsSection';
import { AssetThumbnail } from './AssetThumbnail';
import { CharacterVoiceSection } from './CharacterVoiceSection';
import { ReferenceImageSection } from './ReferenceImageSection';
import { VariantsSection } from './VariantsSection';

interface AssetDetailPanelProps {
  asset: AssetView;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
  onAssetChange: (asset: AssetView) => void;
}

/** The selected asset: its details, reference image, variants and their images, and a character's voice. */
export function AssetDetailPanel({ asset, onEdit, onDelete, onClose, onAssetChange }: AssetDetailPanelProps) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t('assets.detail.label')}
      className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-elevated">
            <AssetThumbnail asset={asset} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium tracking-wider text-fg-muted uppercase">
              {t(`assets.types.${asset.type}`)}
              {asset.folder ? ` · ${asset.folder}` : ''}
            </p>
            <h2 className="mt-0.5 text-lg font-semibold break-words text-fg">{asset.name}</h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('assets.detail.close')}
            className="grid size-8 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <p className="text-sm whitespace-pre-line text-fg-muted">
          {asset.description || t('assets.detail.noDescription')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Icon name="pencil" className="size-4" />
            {t('assets.actions.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-danger">
            <Icon name="trash" className="size-4" />
            {t('assets.actions.delete')}
          </Button>
        </div>
      </header>
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <ReferenceImageSection asset={asset} onAssetChange={onAssetChange} />
        <VariantsSection key={asset.id} asset={asset} />
      </div>
      {asset.type === 'character' && <CharacterVoiceSection assetId={asset.id} projectId={asset.projectId} />}
      <AssetShotsSection assetId={asset.id} />
    </article>
  );
}
