import { LIMITS, STORY_ASSET_TYPES, type StoryAssetType } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, Button, Icon, SelectField, TextField } from '../../../ui';
import { IDLE_GENERATION, GenerateButton, useJobProgress, type GenerationState } from '../../generation';
import { resolveMediaUrl } from '../../../lib/transport';
import type { AssetDecision, WizardAsset } from '../utils/wizardDraft';

interface AssetReviewCardProps {
  asset: WizardAsset;
  index: number;
  total: number;
  cost: number | null;
  isStarting: boolean;
  error: string | null;
  onChange: (change: Partial<WizardAsset>) => void;
  onGenerate: () => void;
  onDecide: (decision: AssetDecision) => void;
  onRemove: () => void;
  onMove: (step: -1 | 1) => void;
}

/** One asset under review ('Asset n of total'): its fields, its preview image, approve / reject / skip. */
export function AssetReviewCard(props: AssetReviewCardProps) {
  const { asset, index, total, cost, isStarting, error, onChange, onGenerate, onDecide, onRemove, onMove } = props;
  const { t } = useTranslation();
  const progress = useJobProgress(asset.job);
  const state: GenerationState = isStarting
    ? { ...IDLE_GENERATION, phase: 'starting' }
    : asset.job
      ? { ...IDLE_GENERATION, phase: 'running', progress: progress.progress, total: 1 }
      : { ...IDLE_GENERATION, error };
  const label = asset.imageUrl ? t('wizard.assets.regenerate') : t('wizard.assets.generate');

  return (
    <section
      aria-labelledby={`asset-${asset.key}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`asset-${asset.key}-title`} className="text-sm font-semibold text-fg">
          {t('wizard.assets.counter', { current: index + 1, total })}
        </h3>
        <span className="rounded-full bg-elevated px-2.5 py-1 text-xs text-fg-muted">
          {t(`wizard.assets.decisions.${asset.decision}`)}
        </span>
      </header>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
        <div className="flex flex-col gap-2">
          <div className="grid aspect-square place-items-center overflow-hidden rounded-xl border border-line bg-elevated">
            {asset.imageUrl ? (
              <img
                src={resolveMediaUrl(asset.imageUrl)}
                alt={t('wizard.assets.imageAlt', { name: asset.name })}
                className="size-full object-cover"
              />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-fg-muted">
                <Icon name="image" className="size-6" />
                {t('wizard.assets.noImage')}
              </span>
            )}
          </div>
          <GenerateButton label={label} cost={cost} state={state} onGenerate={onGenerate} variant="secondary" />
        </div>
        <div className="flex flex-col gap-3">
          <TextField
            label={t('wizard.assets.name')}
            value={asset.name}
            maxLength={LIMITS.nameMax}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <SelectField
            label={t('wizard.assets.type')}
            value={asset.type}
            options={STORY_ASSET_TYPES.map((type) => ({ value: type, label: t(`wizard.assets.types.${type}`) }))}
            onValueChange={(type) => onChange({ type: type as StoryAssetType })}
          />
          <AutoGrowTextarea
            label={t('wizard.assets.description')}
            value={asset.description}
            maxLength={LIMITS.assetDescriptionMax}
            onValueChange={(description) => onChange({ description })}
            minRows={3}
            maxRows={8}
          />
          <div>
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Icon name="trash" className="size-4" />
              {t('wizard.assets.remove')}
            </Button>
          </div>
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => onMove(-1)} disabled={index === 0}>
            {t('wizard.assets.previous')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMove(1)} disabled={index === total - 1}>
            {t('wizard.assets.nextAsset')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" size="sm" onClick={() => onDecide('rejected')}>
            {t('wizard.assets.reject')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onDecide('skipped')}>
            {t('wizard.assets.skip')}
          </Button>
          <Button size="sm" onClick={() => onDecide('approved')}>
            <Icon name="check" className="size-4" />
            {t('wizard.assets.approve')}
          </Button>
        </div>
      </footer>
    </section>
  );
}
