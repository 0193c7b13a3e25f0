import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';
import type { ViewMode } from './viewMode';

interface SelectableCardProps {
  title: string;
  subtitle?: string;
  /** Preview (image, video still...) on top in grid mode, a thumbnail in list mode. */
  media?: ReactNode;
  /** Extra details under the title (counts, dates, badges). */
  children?: ReactNode;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  /** Opens the item (click on the card or Enter); without it a click toggles the selection. */
  onOpen?: () => void;
  viewMode?: ViewMode;
  /** Small controls at the end of the card (menu button...); their clicks do not open the card. */
  actions?: ReactNode;
  /** Accessible name of the checkbox; defaults to 'Select {title}'. */
  selectLabel?: string;
}

/** Elements whose clicks and keys belong to themselves, not to the card. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"]';

/**
 * Card with a selection checkbox. Focused, Space toggles the selection and Enter opens it; a click opens
 * it (or toggles when there is nothing to open). Selected cards carry an accent ring.
 */
export function SelectableCard({
  title,
  subtitle,
  media,
  children,
  isSelected,
  onSelectedChange,
  onOpen,
  viewMode = 'grid',
  actions,
  selectLabel,
}: SelectableCardProps) {
  const { t } = useTranslation();
  const isList = viewMode === 'list';

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ') {
      event.preventDefault();
      onSelectedChange(!isSelected);
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen();
    }
  };
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    if (onOpen) onOpen();
    else onSelectedChange(!isSelected);
  };

  const checkbox = (
    <input
      type="checkbox"
      checked={isSelected}
      onChange={(event) => onSelectedChange(event.target.checked)}
      aria-label={selectLabel ?? t('ui.card.select', { name: title })}
      className="size-4.5 cursor-pointer rounded accent-accent"
    />
  );

  return (
    <article
      tabIndex={0}
      aria-label={title}
      data-selected={isSelected || undefined}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      className={`group relative flex cursor-pointer overflow-hidden rounded-xl border bg-surface text-left transition-[border-color,box-shadow,background-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
        isList ? 'flex-row items-center gap-3 p-2.5' : 'flex-col'
      } ${isSelected ? 'border-accent bg-accent-soft ring-2 ring-accent/60' : 'border-line hover:border-line-strong hover:shadow-md hover:shadow-black/10'}`}
    >
      {isList ? (
        <span className="grid shrink-0 place-items-center pl-1">{checkbox}</span>
      ) : (
        <span
          className={`absolute top-2.5 left-2.5 z-10 grid size-7 place-items-center rounded-md bg-surface/85 shadow-sm backdrop-blur transition-opacity ${
            isSelected ? 'opacity-100' : 'opacity-70 group-focus-within:opacity-100 group-hover:opacity-100'
          }`}
        >
          {checkbox}
        </span>
      )}
      {media && (
        <div
          className={`shrink-0 overflow-hidden bg-elevated ${isList ? 'size-14 rounded-lg' : 'aspect-video w-full border-b border-line'}`}
        >
          {media}
        </div>
      )}
      <div className={`flex min-w-0 flex-1 items-start gap-2 ${isList ? '' : 'p-3.5'}`}>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-fg">{title}</h3>
          {subtitle && <p className="mt-0.5 truncate text-xs text-fg-muted">{subtitle}</p>}
          {children && <div className={`text-xs text-fg-muted ${isList ? 'mt-1' : 'mt-2'}`}>{children}</div>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
      </div>
    </article>
  );
}
