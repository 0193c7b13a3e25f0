import { useEffect, useRef } from 'react';
import { isDialogOpen, isTypingTarget } from '../utils/isTypingTarget';

/** Calls `onPress` when '?' is typed outside text fields and while no dialog is open. */
export function useQuestionMarkKey(onPress: () => void): void {
  const latest = useRef(onPress);
  latest.current = onPress;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (isTypingTarget(event.target) || isDialogOpen()) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);
}
