import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { resolveMediaUrl } from '../../../lib/transport';
import type { WizardAsset } from '../utils/wizardDraft';

interface AssetListProps {
  assets: readonly WizardAsset[];
  currentIndex: number;
  onSelect: (index: number) => void;
}

const DECISION_CLASSES: Record<WizardAsset['decision'], string> = {
  pending: 'border-line',
  approved: 'border-success',
  rejected: 'border-danger opacity-60 line-through',
  skipped: 'border-line-strong',
};

/** Every asset as a small button with its image and decision; choosing one brings it up for review. */
export function AssetList({ assets, currentIndex, onSelect }: AssetListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('wizard.assets.list')} className="flex flex-wrap gap-2">
      {assets.map((asset, index) => (
        <li key={asset.key}>
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-current={index === currentIndex ? 'true' : undefined}
            aria-label={t('wizard.assets.jumpTo', {
              name: asset.name || t('wizard.assets.unnamed'),
              decision: t(`wizard.assets.decisions.${asset.decision}`),
            })}
            className={`flex items-center gap-2 rounded-full border px-2 py-1 text-xs text-fg focus-visible:outline-2 focus-visible:outline-ring ${
              DECISION_CLASSES[asset.decision]
            } ${index === currentIndex ? 'bg-accent-soft' : 'bg-canvas'}`}
          >
            {asset.imageUrl ? (
              <img src={resolveMediaUrl(asset.imageUrl)} alt="" className="size-6 rounded-full object-cover" />
            ) : (
              <Icon
                name={asset.type === 'location' ? 'mapPin' : asset.type === 'prop' ? 'cube' : 'user'}
                className="size-4"
              />
            )}
            <span className="max-w-[10rem] truncate">{asset.name || t('wizard.assets.unnamed')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
