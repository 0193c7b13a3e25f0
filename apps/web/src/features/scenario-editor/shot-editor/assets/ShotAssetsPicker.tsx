import type { AssetType, Shot } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../../lib/errors';
import { resolveMediaUrl } from '../../../../lib/transport';
import { LoadingError, Skeleton } from '../../../../ui';
import type { ListedAsset } from '../shotEditorApi';

/** Asset kinds a shot shows (styles are the project's look, not something in the frame). */
const SHOT_ASSET_TYPES = ['character', 'location', 'prop'] as const satisfies readonly AssetType[];

interface ShotAssetsPickerProps {
  shot: Shot;
  assets: { data: ListedAsset[] | undefined; isPending: boolean; error: unknown; refetch: () => void };
  /** Adds the asset to the shot, or takes it out. */
  onToggle: (assetId: string) => void;
}

/** Which of the project's characters, locations and props appear in the shot: one checkbox each, by kind. */
export function ShotAssetsPicker({ shot, assets, onToggle }: ShotAssetsPickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const selected = new Set(shot.assetIds);

  const renderBody = () => {
    if (assets.isPending) return <Skeleton className="h-16 w-full" />;
    if (assets.error) {
      return (
        <LoadingError
          operation={t('shotEditor.assets.operation')}
          detail={errorMessageOf(assets.error)}
          onReload={assets.refetch}
        />
      );
    }
    const usable = (assets.data ?? []).filter((asset) => (SHOT_ASSET_TYPES as readonly string[]).includes(asset.type));
    if (usable.length === 0) return <p className="text-sm text-fg-muted">{t('shotEditor.assets.empty')}</p>;
    return SHOT_ASSET_TYPES.map((type) => {
      const ofType = usable.filter((asset) => asset.type === type);
      if (ofType.length === 0) return null;
      return (
        <fieldset key={type} className="flex flex-col gap-1.5">
          <legend className="mb-1 text-xs font-medium tracking-wide text-fg-muted uppercase">
            {t(`shotEditor.assets.${type}`)}
          </legend>
          <div className="flex flex-wrap gap-2">
            {ofType.map((asset) => (
              <label
                key={asset.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-2.5 py-1.5 text-sm text-fg has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent/40"
              >
                <input
                  type="checkbox"
                  className="accent-accent"
                  checked={selected.has(asset.id)}
                  onChange={() => onToggle(asset.id)}
                />
                {asset.imageUrl && (
                  <img
                    src={resolveMediaUrl(asset.image_url_thumb ?? asset.imageUrl)}
                    alt=""
                    className="size-6 rounded-full object-cover"
                    loading="lazy"
                  />
                )}
                {asset.name}
              </label>
            ))}
          </div>
        </fieldset>
      );
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {t('shotEditor.assets.title')}
      </h3>
      {renderBody()}
    </section>
  );
}
