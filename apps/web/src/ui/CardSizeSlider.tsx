import { GRID_CARD_SIZE } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';

interface CardSizeSliderProps {
  /** Card width in pixels, within GRID_CARD_SIZE (220–480, step 20). */
  value: number;
  onChange: (size: number) => void;
}

/** Range input for the width of grid cards (spec §2: 220–480, step 20). */
export function CardSizeSlider({ value, onChange }: CardSizeSliderProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs whitespace-nowrap text-fg-muted">
        {t('ui.toolbar.cardSize')}
      </label>
      <input
        id={id}
        type="range"
        min={GRID_CARD_SIZE.min}
        max={GRID_CARD_SIZE.max}
        step={GRID_CARD_SIZE.step}
        value={value}
        aria-valuetext={t('ui.toolbar.cardSizeValue', { size: value })}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-1.5 w-28 cursor-pointer accent-accent"
      />
    </div>
  );
}
