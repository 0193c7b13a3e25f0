import type { ShotVersion } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { takeLabel } from '../utils/takeLabel';
import { TakeMedia } from './TakeMedia';
import { TakeTags } from './TakeTags';

interface TakesCompareProps {
  pair: readonly [ShotVersion, ShotVersion];
  onClose: () => void;
}

/** Two takes side by side (one above the other on narrow screens), each named, with its picture or clip. */
export function TakesCompare({ pair, onClose }: TakesCompareProps) {
  const { t } = useTranslation();
  const [left, right] = pair;
  return (
    <section
      data-testid="takes-compare"
      aria-label={t('takes.compare.label', { left: takeLabel(t, left), right: takeLabel(t, right) })}
      className="flex flex-col gap-2 rounded-xl border border-line bg-canvas/40 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-fg">{t('takes.compare.title')}</h3>
        <Button variant="ghost" size="sm" onClick={onClose} data-testid="takes-compare-close">
          <Icon name="close" className="size-4" />
          {t('takes.compare.close')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {pair.map((take) => {
          const label = takeLabel(t, take);
          return (
            <figure key={take.generationId} data-testid="takes-compare-pane" className="flex min-w-0 flex-col gap-1.5">
              <div className="overflow-hidden rounded-lg border border-line">
                <TakeMedia take={take} size="full" alt={t('takes.item.alt', { label })} />
              </div>
              <figcaption className="flex flex-wrap items-center gap-2 text-xs">
                <span data-testid="takes-compare-label" className="text-sm font-semibold text-fg">
                  {label}
                </span>
                <TakeTags take={take} />
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
