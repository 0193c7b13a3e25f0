import { BRAND_COLOR_NAMES, type BrandColorName, type BrandColors } from '@sym/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { isHexColor } from '../utils/brandForm';
import { ContrastWarnings } from './ContrastWarnings';

interface BrandColorsFieldProps {
  isEnabled: boolean;
  colors: BrandColors;
  onEnabledChange: (isEnabled: boolean) => void;
  onChange: (colors: BrandColors) => void;
}

/** One colour: a picker and its #rrggbb text side by side, kept in step; a typed colour counts once it is valid. */
function ColorInput({
  name,
  value,
  onChange,
}: {
  name: BrandColorName;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setTyped(value);
  }
  const isInvalid = !isHexColor(typed);
  const label = t(`whiteLabel.colors.${name}`);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          aria-label={t('whiteLabel.colors.pick', { name: label })}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-canvas p-1"
        />
        <input
          id={id}
          value={typed}
          maxLength={7}
          spellCheck={false}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            if (isHexColor(event.target.value)) onChange(event.target.value.trim().toLowerCase());
          }}
          className={`h-10 w-28 rounded-lg border bg-canvas px-3 font-mono text-sm text-fg ${
            isInvalid ? 'border-danger' : 'border-line hover:border-line-strong'
          }`}
        />
      </div>
      {isInvalid && <p className="text-xs text-danger">{t('whiteLabel.errors.invalidColor')}</p>}
    </div>
  );
}

/** The brand's four colours, switched on or off as a whole, with the contrast warnings as they change. */
export function BrandColorsField({ isEnabled, colors, onEnabledChange, onChange }: BrandColorsFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={isEnabled}
          onChange={(event) => onEnabledChange(event.target.checked)}
          className="size-4 accent-accent"
        />
        {t('whiteLabel.colors.enabled')}
      </label>
      {isEnabled && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {BRAND_COLOR_NAMES.map((name) => (
              <ColorInput
                key={name}
                name={name}
                value={colors[name]}
                onChange={(value) => onChange({ ...colors, [name]: value })}
              />
            ))}
          </div>
          <ContrastWarnings colors={colors} />
        </>
      )}
    </div>
  );
}
