import { useCallback, useEffect, useRef, useState } from 'react';
import { useEditorHistory } from '../../history/useEditorHistory';

/** Keystrokes further apart than this start a new undo entry even without leaving the field. */
export const EDIT_BURST_MS = 2_000;

interface ShotFieldOptions {
  /** The field's stored value (the shots cache), as text. */
  stored: string;
  /** Saves a value (through the saver); also what undo calls with the value before the burst. */
  commit: (text: string) => void;
  /** Label of the undo entry, e.g. 'description change'. */
  undoLabel: string;
  /** Why a value cannot be saved (shown under the field); null when it can. */
  validate?: (text: string) => string | null;
  /** How a typed text reads back once stored (e.g. '4.50' → '4.5'); the text itself by default. */
  toStored?: (text: string) => string;
}

const asIs = (text: string) => text;

/**
 * One editable shot field: the text being typed lives here (typing never waits for the cache), each change
 * is committed to the saver, and a burst of keystrokes becomes one undo entry that restores the value from
 * before the burst (its redo saves the value the burst ended with). The field follows the stored value when it changes from outside (an undo, another
 * collaborator, a cut), and whenever it has no focus; its own edits echoing back never move the caret.
 */
export function useShotField({ stored, commit, undoLabel, validate, toStored = asIs }: ShotFieldOptions) {
  const history = useEditorHistory();
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const isFocusedRef = useRef(false);
  // What the stored value should read after this field's own edits; anything else came from outside.
  const expectedRef = useRef(stored);
  // The burst being typed: its timer, and the text it ends with (what a redo of its entry saves again).
  const burstRef = useRef<{ timer: ReturnType<typeof setTimeout> | undefined; after: { text: string } } | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (!isFocusedRef.current || stored !== expectedRef.current) {
      expectedRef.current = stored;
      setValue(stored);
      setError(null);
    }
  }, [stored]);

  const endBurst = useCallback(() => {
    clearTimeout(burstRef.current?.timer);
    burstRef.current = null;
  }, []);

  useEffect(() => endBurst, [endBurst]);

  const change = (next: string) => {
    setValue(next);
    const problem = validate?.(next) ?? null;
    setError(problem);
    if (problem) return;
    if (!burstRef.current) {
      const before = stored;
      const save = commitRef.current;
      const after = { text: next };
      // Captured now: the undo must restore this shot's field even after the panel moved to another shot.
      history.push({ label: undoLabel, undo: () => save(before), redo: () => save(after.text) });
      burstRef.current = { timer: undefined, after };
    }
    burstRef.current.after.text = next;
    clearTimeout(burstRef.current.timer);
    burstRef.current.timer = setTimeout(endBurst, EDIT_BURST_MS);
    expectedRef.current = toStored(next);
    commitRef.current(next);
  };

  return {
    value,
    error,
    change,
    /** Shows a value set from outside while the field may have the focus (the first part after a cut). */
    reset: (next: string) => {
      endBurst();
      expectedRef.current = next;
      setValue(next);
      setError(null);
    },
    onFocus: () => {
      isFocusedRef.current = true;
    },
    onBlur: () => {
      isFocusedRef.current = false;
      endBurst();
    },
  };
}
