import {
  SUBTITLE_FONTS,
  SUBTITLE_MODES,
  SUBTITLE_POSITIONS,
  SUBTITLE_SIZES,
  type SubtitleOptions,
} from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField } from '../../../ui';

/** The outlines offered (the contract allows 0–4). */
const OUTLINES = [0, 1, 2, 4] as const;

interface SubtitleOptionsFieldsProps {
  value: SubtitleOptions;
  onChange(value: SubtitleOptions): void;
}

/**
 * How an export carries its subtitles: burned into the picture in a chosen font, size, outline and position, or as
 * a separate track (whose look the player decides, so the style fields are then disabled).
 */
export function SubtitleOptionsFields({ value, onChange }: SubtitleOptionsFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  const hintId = useId();
  const set = <K extends keyof SubtitleOptions>(key: K, next: SubtitleOptions[K]) =>
    onChange({ ...value, [key]: next });
  const styleDisabled = value.mode === 'stream';
  return (
    <fieldset
      className="flex flex-col gap-3 border-l-2 border-line pl-4"
      aria-describedby={styleDisabled ? hintId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-fg">{t('exports.form.subtitleOptions.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {SUBTITLE_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-fg">
            <input
              type="radio"
              name={`${name}-mode`}
              value={mode}
              checked={value.mode === mode}
              onChange={() => set('mode', mode)}
              className="size-4 accent-accent focus-visible:outline-2 focus-visible:outline-accent"
            />
            {t(`exports.form.subtitleOptions.modes.${mode}`)}
          </label>
        ))}
      </div>
      {styleDisabled && (
        <p id={hintId} className="text-xs text-fg-muted">
          {t('exports.form.subtitleOptions.streamHint')}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('exports.form.subtitleOptions.font')}
          value={value.font}
          disabled={styleDisabled}
          onValueChange={(font) => set('font', font as SubtitleOptions['font'])}
          options={SUBTITLE_FONTS.map((font) => ({ value: font, label: font }))}
        />
        <SelectField
          label={t('exports.form.subtitleOptions.size')}
          value={value.size}
          disabled={styleDisabled}
          onValueChange={(size) => set('size', size as SubtitleOptions['size'])}
          options={SUBTITLE_SIZES.map((size) => ({
            value: size,
            label: t(`exports.form.subtitleOptions.sizes.${size}`),
          }))}
        />
        <SelectField
          label={t('exports.form.subtitleOptions.outline')}
          value={String(value.outline)}
          disabled={styleDisabled}
          onValueChange={(outline) => set('outline', Number(outline))}
          options={OUTLINES.map((outline) => ({
            value: String(outline),
            label: t(`exports.form.subtitleOptions.outlines.${outline}`),
          }))}
        />
        <SelectField
          label={t('exports.form.subtitleOptions.position')}
          value={value.position}
          disabled={styleDisabled}
          onValueChange={(position) => set('position', position as SubtitleOptions['position'])}
          options={SUBTITLE_POSITIONS.map((position) => ({
            value: position,
            label: t(`exports.form.subtitleOptions.positions.${position}`),
          }))}
        />
      </div>
    </fieldset>
  );
}
