import type { StylePreset, StylePresetInfo } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { PRESET_SWATCHES } from '../utils/presetSwatches';
import { isStylePreset } from '../utils/styleDraft';

interface PresetPickerProps {
  presets: readonly StylePresetInfo[];
  value: StylePreset | null;
  onChange: (preset: StylePreset) => void;
  error?: string;
}

/** The preset catalogue as selectable cards: a radio group (arrow keys move between presets). */
export function PresetPicker({ presets, value, onChange, error }: PresetPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const known = presets.filter((preset) => isStylePreset(preset.id));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('styles.form.preset')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {known.map((preset) => {
          const isChecked = preset.id === value;
          return (
            <label
              key={preset.id}
              className={`relative flex cursor-pointer items-start gap-3 rounded-xl border p-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring ${
                isChecked
                  ? 'border-accent bg-accent-soft ring-1 ring-accent/60'
                  : 'border-line hover:border-line-strong'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={preset.id}
                checked={isChecked}
                onChange={() => onChange(preset.id)}
                aria-labelledby={`${name}-${preset.id}-name`}
                aria-describedby={`${name}-${preset.id}-description`}
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span
                aria-hidden="true"
                className="mt-0.5 size-10 shrink-0 rounded-lg border border-line"
                style={{ background: PRESET_SWATCHES[preset.id] }}
              />
              <span className="min-w-0 flex-1">
                <span id={`${name}-${preset.id}-name`} className="block text-sm font-medium text-fg">
                  {t(`styles.presets.${preset.id}.name`)}
                </span>
                <span id={`${name}-${preset.id}-description`} className="block text-xs text-fg-muted">
                  {t(`styles.presets.${preset.id}.description`)}
                </span>
              </span>
              {isChecked && <Icon name="checkCircle" className="size-5 shrink-0 text-accent" />}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-xs text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
