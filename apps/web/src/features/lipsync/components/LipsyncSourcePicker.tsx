import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';

export type LipsyncSource = 'text' | 'clip';

interface LipsyncSourcePickerProps {
  value: LipsyncSource;
  onChange: (source: LipsyncSource) => void;
  isDisabled?: boolean;
}

const SOURCES: readonly LipsyncSource[] = ['text', 'clip'];

/** Where the voice comes from: a line typed now (spoken by the speech provider) or an existing voice clip. */
export function LipsyncSourcePicker({ value, onChange, isDisabled = false }: LipsyncSourcePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={isDisabled}>
      <legend className="mb-1 text-sm font-medium text-fg">{t('lipsync.source.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {SOURCES.map((source) => (
          <label
            key={source}
            className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm transition-colors focus-within:outline-2 focus-within:outline-ring ${
              value === source ? 'border-accent bg-accent-soft text-fg' : 'border-line bg-canvas text-fg-muted'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={source}
              checked={value === source}
              onChange={() => onChange(source)}
              className="size-4 accent-accent"
            />
            {t(`lipsync.source.${source}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
