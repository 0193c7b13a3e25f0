import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useRegisterShortcuts } from '../../shortcuts';
import { isRedoKey, isUndoKey } from '../history/historyKeys';

/** Text fields keep Ctrl/Cmd+Z for their own typing; an open dialog keeps its keys. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="alertdialog"], dialog')) return true;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
}

interface HistoryHandlers {
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * Ctrl/Cmd+Z on the script tab (focus on the page or a button of the tab, not in a text field) takes back the
 * editor's newest edit, and Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y makes it again, as on the storyboard.
 */
export function useUndoShortcut(rootRef: RefObject<HTMLElement | null>, handlers: HistoryHandlers) {
  const { t } = useTranslation();
  useRegisterShortcuts({
    id: 'script',
    title: t('shortcuts.script.title'),
    shortcuts: [
      { combos: [['mod', 'Z']], label: t('shortcuts.script.undo') },
      {
        combos: [
          ['mod', 'shift', 'Z'],
          ['mod', 'Y'],
        ],
        label: t('shortcuts.script.redo'),
      },
    ],
  });
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const step = isUndoKey(event) ? 'onUndo' : isRedoKey(event) ? 'onRedo' : null;
      if (!step) return;
      const target = event.target;
      const root = rootRef.current;
      const isOnTab = target === document.body || (root !== null && target instanceof Node && root.contains(target));
      if (!isOnTab || ownsUndo(target)) return;
      event.preventDefault();
      latest.current[step]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
