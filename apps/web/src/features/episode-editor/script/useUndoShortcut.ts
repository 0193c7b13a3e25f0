import { useEffect, useRef, type RefObject } from 'react';

/** Text fields keep Ctrl/Cmd+Z for their own typing; an open dialog keeps its keys. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="alertdialog"], dialog')) return true;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
}

/**
 * Ctrl/Cmd+Z on the script tab (focus on the page or a button of the tab, not in a text field) takes back the
 * editor's newest edit, as it does on the storyboard.
 */
export function useUndoShortcut(rootRef: RefObject<HTMLElement | null>, onUndo: () => void) {
  const latest = useRef(onUndo);
  latest.current = onUndo;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target;
      const root = rootRef.current;
      const isOnTab = target === document.body || (root !== null && target instanceof Node && root.contains(target));
      if (!isOnTab || ownsUndo(target)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
