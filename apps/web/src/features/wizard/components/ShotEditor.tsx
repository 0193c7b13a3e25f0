import { LIMITS, SHOT_TYPES, type ShotType } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, Button, Icon, SelectField, TextField } from '../../../ui';
import type { WizardAsset, WizardShot } from '../utils/wizardDraft';

interface ShotEditorProps {
  shot: WizardShot;
  number: number;
  total: number;
  assets: readonly WizardAsset[];
  onChange: (change: Partial<WizardShot>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void | Promise<void>;
}

/** One planned shot: type, description, duration and the assets it shows; move up or down, delete. */
export function ShotEditor({ shot, number, total, assets, onChange, onMove, onRemove }: ShotEditorProps) {
  const { t } = useTranslation();
  const toggleAsset = (key: string, isOn: boolean) =>
    onChange({ assetKeys: isOn ? [...shot.assetKeys, key] : shot.assetKeys.filter((assetKey) => assetKey !== key) });

  return (
    <li>
      <article
        aria-label={t('wizard.shots.shotLabel', { number })}
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3"
      >
        <header className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-fg">{t('wizard.shots.shotLabel', { number })}</h3>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onMove(-1)}
              disabled={number === 1}
              aria-label={t('wizard.shots.moveUp', { number })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onMove(1)}
              disabled={number === total}
              aria-label={t('wizard.shots.moveDown', { number })}
            >
              ↓
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void onRemove()}
              aria-label={t('wizard.shots.remove', { number })}
            >
              <Icon name="trash" className="size-4" />
            </Button>
          </div>
        </header>
        <AutoGrowTextarea
          label={t('wizard.shots.description')}
          value={shot.description}
          maxLength={LIMITS.textMax}
          onValueChange={(description) => onChange({ description })}
          minRows={2}
          maxRows={8}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('wizard.shots.type')}
            value={shot.type}
            options={SHOT_TYPES.map((type) => ({ value: type, label: t(`wizard.shots.types.${type}`) }))}
            onValueChange={(type) => onChange({ type: type as ShotType })}
          />
          <TextField
            label={t('wizard.shots.duration')}
            type="number"
            min={0.5}
            step={0.5}
            value={shot.duration ?? ''}
            onChange={(event) => {
              const value = Number.parseFloat(event.target.value);
              onChange({ duration: Number.isFinite(value) && value > 0 ? value : null });
            }}
          />
        </div>
        {assets.length > 0 && (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-xs font-medium text-fg-muted">{t('wizard.shots.assets')}</legend>
            <div className="flex flex-wrap gap-1.5">
              {assets.map((asset) => (
                <label
                  key={asset.key}
                  className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line px-2 py-1 text-xs text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                >
                  <input
                    type="checkbox"
                    checked={shot.assetKeys.includes(asset.key)}
                    onChange={(event) => toggleAsset(asset.key, event.target.checked)}
                    className="size-3.5 accent-accent"
                  />
                  {asset.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </article>
    </li>
  );
}
