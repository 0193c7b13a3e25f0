import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';

/** How a storyboard card takes part in the selection (all optional: a card can also stand alone). */
export interface ShotCardSelection {
  /** DOM id, so the storyboard can move the keyboard focus to the card. */
  domId?: string;
  /** 0 for the card the Tab key reaches (roving focus), -1 for the others. */
  tabIndex?: number;
  isSelected?: boolean;
  /** The card the keyboard acts on and the shot editor shows. */
  isFocused?: boolean;
  /** Id of the text telling how to move the card (drag, or Alt+arrow keys). */
  describedBy?: string;
}

/** Border, ring and focus outline of a storyboard card for its selection state. */
export function shotCardFrameClasses({ isSelected, isFocused }: ShotCardSelection): string {
  const state = isSelected
    ? `border-accent ring-2 ${isFocused ? 'ring-accent' : 'ring-accent/40'}`
    : 'border-line hover:border-line-strong';
  // scroll-mt: a card the keyboard scrolls to is not left under the sticky app and project bars.
  return `relative scroll-mt-28 scroll-mb-4 overflow-hidden rounded-xl border bg-surface transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${state}`;
}

/** A check mark on a selected card; screen readers hear "Selected". */
export function ShotSelectedMark({ isSelected }: ShotCardSelection) {
  const { t } = useTranslation();
  if (!isSelected) return null;
  return (
    <span className="absolute top-2 right-2 grid size-6 place-items-center rounded-full bg-accent text-on-accent shadow">
      <Icon name="check" className="size-3.5" />
      <span className="sr-only">{t('storyboard.selection.selected')}</span>
    </span>
  );
}
