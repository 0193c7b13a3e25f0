import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useRegisterShortcuts } from '../../shortcuts';

/** Whether a key press belongs to a text field (or a control where Space already means something). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'BUTTON') return true;
  if (tag !== 'INPUT') return false;
  // A slider ignores Space; text fields type it and checkboxes toggle with it.
  return (target as HTMLInputElement).type !== 'range';
}

/** Space plays or pauses the timeline, unless focus is in a text field or on a control Space presses. */
export function useSpaceToPlay(toggle: () => void, isEnabled = true): void {
  const { t } = useTranslation();
  useRegisterShortcuts(
    {
      id: 'timeline',
      title: t('shortcuts.timeline.title'),
      shortcuts: [
        { combos: [['space']], label: t('shortcuts.timeline.play') },
        { combos: [['home'], ['end']], label: t('shortcuts.timeline.seek') },
      ],
    },
    isEnabled,
  );
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [toggle, isEnabled]);
}
