import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectionRing } from '../../../ui';
import type { ShotSelector } from '../hooks/useShotSelections';

interface ShotSelectionRingProps {
  selectors: readonly ShotSelector[] | undefined;
  roundedClassName?: string;
  isInset?: boolean;
}

/** The ring other users' selection puts around a shot card or timeline clip. */
export function ShotSelectionRing({ selectors, roundedClassName, isInset }: ShotSelectionRingProps) {
  const { t } = useTranslation();
  if (!selectors || selectors.length === 0) return null;
  const names = selectors.map((selector) => selector.name).join(', ');
  return (
    <SelectionRing
      people={selectors.map((selector) => ({ id: selector.userId, name: selector.name }))}
      label={t('collaboration.selection.selectedBy', { names })}
      roundedClassName={roundedClassName}
      isInset={isInset}
    />
  );
}
