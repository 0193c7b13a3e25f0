import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useRegisterShortcuts } from '../../shortcuts';
import { isRedoKey } from '../history/historyKeys';
import type { MoveKey } from './shotSelection';
import { storyboardShortcuts } from './storyboardShortcuts';

export interface StoryboardKeyHandlers {
  /** Arrow keys, Home and End; `extend` with Shift. */
  onMove: (key: MoveKey, extend: boolean) => void;
  /** Alt+arrow keys: the focused shot moves one place (left/right) or one row (up/down). */
  onMoveShot: (key: 'left' | 'right' | 'up' | 'down') => void;
  onDelete: () => void;
  onDuplicate: () => void;
  onUndo: () => void;
  /** Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y. */
  onRedo: () => void;
  onSelectAll: () => void;
  onEscape: () => void;
}

const ARROWS: Record<string, 'left' | 'right' | 'up' | 'down'> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Where typing or media controls own the keys: text fields, editable text, players, open dialogs. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"], dialog')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLMediaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return false;
}

/**
 * The storyboard's keys, listened for on the document so they work after a click anywhere on the storyboard
 * (focus on the page body) as well as from a focused card. Keys typed into text fields, or while the focus
 * is elsewhere in the editor (the shot editor panel, another tab's controls), are left alone. Space is not
 * used: it belongs to the timeline's play/pause.
 */
export function useStoryboardKeyboard(rootRef: RefObject<HTMLElement | null>, handlers: StoryboardKeyHandlers) {
  const { t } = useTranslation();
  useRegisterShortcuts(storyboardShortcuts(t));
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target;
      const root = rootRef.current;
      if (!root) return;
      const onStoryboard = target === document.body || (target instanceof Node && root.contains(target));
      if (!onStoryboard || ownsKeys(target)) return;
      const h = latest.current;
      const command = event.ctrlKey || event.metaKey;
      const arrow = ARROWS[event.key];

      if (arrow && event.altKey && !command) {
        event.preventDefault();
        h.onMoveShot(arrow);
      } else if (arrow && !event.altKey && !command) {
        event.preventDefault();
        h.onMove(arrow, event.shiftKey);
      } else if ((event.key === 'Home' || event.key === 'End') && !event.altKey && !command) {
        event.preventDefault();
        h.onMove(event.key === 'Home' ? 'home' : 'end', event.shiftKey);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && !command && !event.altKey) {
        event.preventDefault();
        h.onDelete();
      } else if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'd') {
        // The browser's "bookmark this page" would take Ctrl/Cmd+D otherwise.
        event.preventDefault();
        h.onDuplicate();
      } else if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        h.onUndo();
      } else if (isRedoKey(event)) {
        event.preventDefault();
        h.onRedo();
      } else if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'a') {
        event.preventDefault();
        h.onSelectAll();
      } else if (event.key === 'Escape' && !command && !event.altKey) {
        h.onEscape();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
