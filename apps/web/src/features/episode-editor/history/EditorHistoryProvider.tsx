import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createErrorId, reportError } from '../../../lib/errors';
import { EditorHistoryContext, type EditorHistory } from './EditorHistoryContext';
import { createUndoStack, peekEntry, popEntry, pushEntry, type UndoEntry, type UndoStack } from './undoStack';

/** The undo history of one episode editor session (ScenarioRoute keys the editor by episode). */
export function EditorHistoryProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<UndoStack>(createUndoStack);
  const stackRef = useRef(stack);
  stackRef.current = stack;
  const [isUndoing, setIsUndoing] = useState(false);
  const busyRef = useRef(false);

  const push = useCallback((entry: UndoEntry) => setStack((current) => pushEntry(current, entry)), []);

  const undo = useCallback(async () => {
    // One undo at a time: a second Ctrl+Z while the first runs would take back edits out of order.
    if (busyRef.current) return false;
    const { entry, stack: rest } = popEntry(stackRef.current);
    if (!entry) return false;
    busyRef.current = true;
    setIsUndoing(true);
    setStack(rest);
    try {
      await entry.undo();
      return true;
    } catch (error) {
      reportError({ error, errorId: createErrorId(), context: { feature: 'episode-undo', label: entry.label } });
      return false;
    } finally {
      busyRef.current = false;
      setIsUndoing(false);
    }
  }, []);

  const value = useMemo<EditorHistory>(
    () => ({ push, undo, nextLabel: peekEntry(stack)?.label, isUndoing }),
    [push, undo, stack, isUndoing],
  );
  return <EditorHistoryContext.Provider value={value}>{children}</EditorHistoryContext.Provider>;
}
