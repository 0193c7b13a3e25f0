import { ASPECT_RATIOS, type AspectRatio } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';

interface AspectRatioFieldProps {
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
}

/** Landscape, portrait or square (spec §9): the frame of every image and video of the episode. */
export function AspectRatioField({ value, onChange }: AspectRatioFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('episodeSettings.aspectRatio.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {ASPECT_RATIOS.map((ratio) => (
          <label
            key={ratio}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors focus-within:outline-2 focus-within:outline-ring ${
              value === ratio
                ? 'border-accent bg-accent-soft text-fg'
                : 'border-line text-fg-muted hover:border-line-strong'
            }`}
          >
            <input
              type="radio"
              name="episode-aspect-ratio"
              value={ratio}
              checked={value === ratio}
              onChange={() => onChange(ratio)}
              className="size-4 accent-accent"
            />
            {t(`episodeSettings.aspectRatio.${ratio}`)}
          </label>
        ))}
      </div>
      <p className="text-xs text-fg-muted">{t('episodeSettings.aspectRatio.hint')}</p>
    </fieldset>
  );
}
