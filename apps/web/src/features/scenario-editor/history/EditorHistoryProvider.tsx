import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createErrorId, reportError } from '../../../lib/errors';
import { EditorHistoryContext, type EditorHistory } from './EditorHistoryContext';
import {
  createUndoStack,
  peekEntry,
  peekUndone,
  popEntry,
  popUndone,
  pushEntry,
  pushRedone,
  pushUndone,
  type UndoEntry,
  type UndoStack,
} from './undoStack';

type Step = 'undo' | 'redo';

/** The undo history of one episode editor session (ScenarioRoute keys the editor by episode). */
export function EditorHistoryProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<UndoStack>(createUndoStack);
  const stackRef = useRef(stack);
  stackRef.current = stack;
  const [isUndoing, setIsUndoing] = useState(false);
  const busyRef = useRef(false);
  // Counts new edits: one made while an undo runs makes that undo no longer redoable.
  const editCountRef = useRef(0);

  const push = useCallback((entry: UndoEntry) => {
    editCountRef.current += 1;
    setStack((current) => pushEntry(current, entry));
  }, []);

  const run = useCallback(async (step: Step) => {
    // One step at a time: a second Ctrl+Z while the first runs would take back edits out of order.
    if (busyRef.current) return false;
    const { entry, stack: rest } = step === 'undo' ? popEntry(stackRef.current) : popUndone(stackRef.current);
    if (!entry) return false;
    busyRef.current = true;
    setIsUndoing(true);
    stackRef.current = rest;
    setStack(rest);
    const editCount = editCountRef.current;
    try {
      await entry[step]();
      if (editCount === editCountRef.current) {
        setStack((current) => (step === 'undo' ? pushUndone(current, entry) : pushRedone(current, entry)));
      }
      return true;
    } catch (error) {
      reportError({ error, errorId: createErrorId(), context: { feature: `episode-${step}`, label: entry.label } });
      return false;
    } finally {
      busyRef.current = false;
      setIsUndoing(false);
    }
  }, []);

  const undo = useCallback(() => run('undo'), [run]);
  const redo = useCallback(() => run('redo'), [run]);

  const value = useMemo<EditorHistory>(
    () => ({
      push,
      undo,
      redo,
      nextLabel: peekEntry(stack)?.label,
      nextRedoLabel: peekUndone(stack)?.label,
      isUndoing,
    }),
    [push, undo, redo, stack, isUndoing],
  );
  return <EditorHistoryContext.Provider value={value}>{children}</EditorHistoryContext.Provider>;
}
