import type { ShotVersion } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';
import { isViewable } from '../utils/compareSelection';
import { takeLabel } from '../utils/takeLabel';
import { TakeMedia } from './TakeMedia';
import { TakeTags } from './TakeTags';

interface TakeItemProps {
  take: ShotVersion;
  isPicked: boolean;
  onTogglePick: () => void;
  /** Undefined: this user may not change the shot's take. */
  onUse: (() => void) | undefined;
  isBusy: boolean;
}

/** One take in the list: still, number, tags, date, "Compare" and "Use this take". */
export function TakeItem({ take, isPicked, onTogglePick, onUse, isBusy }: TakeItemProps) {
  const { t, i18n } = useTranslation();
  const label = takeLabel(t, take);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(take.createdAt),
  );
  const canView = isViewable(take);
  return (
    <li
      data-testid="take-item"
      data-take={take.generationId}
      aria-label={label}
      className={`flex flex-wrap items-center gap-3 rounded-lg border p-2 ${take.isCurrent ? 'border-accent' : 'border-line'}`}
    >
      <div className="shrink-0 overflow-hidden rounded-md">
        <TakeMedia take={take} size="thumb" alt={t('takes.item.alt', { label })} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs">
        <span data-testid="take-label" className="text-sm font-semibold text-fg">
          {label}
        </span>
        <TakeTags take={take} />
        <span className="text-fg-muted">{date}</span>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <label
          className={`flex items-center gap-1.5 text-xs ${canView ? 'cursor-pointer text-fg' : 'cursor-not-allowed text-fg-subtle'}`}
        >
          <input
            type="checkbox"
            data-testid="take-compare-select"
            checked={isPicked}
            disabled={!canView}
            onChange={onTogglePick}
            className="size-4 accent-accent"
          />
          {t('takes.item.compare')}
          <span className="sr-only">{label}</span>
        </label>
        {onUse && canView && !take.isCurrent && (
          <Button variant="secondary" size="sm" data-testid="take-use" disabled={isBusy} onClick={onUse}>
            {t('takes.item.use')}
            <span className="sr-only">{label}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
