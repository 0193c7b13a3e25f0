import { useCallback, useMemo, useState } from 'react';
import {
  EMPTY_SELECTION,
  clickShot,
  moveSelection,
  pruneSelection,
  selectOnly,
  selectedInOrder,
  type ClickModifiers,
  type MoveKey,
  type ShotSelection,
} from './shotSelection';

/**
 * The storyboard's selected shots over the current order. Shots that disappear (deleted, undone) drop out
 * of the selection on the next render without an extra state update.
 */
export function useShotSelection(order: readonly string[]) {
  const [raw, setRaw] = useState<ShotSelection>(EMPTY_SELECTION);
  const selection = useMemo(() => pruneSelection(raw, order), [raw, order]);
  const selectedIds = useMemo(() => selectedInOrder(selection, order), [selection, order]);
  const selectedSet = useMemo(() => new Set(selection.selectedIds), [selection]);

  const click = useCallback(
    (id: string, modifiers: ClickModifiers) =>
      setRaw((current) => clickShot(pruneSelection(current, order), order, id, modifiers)),
    [order],
  );
  const move = useCallback(
    (key: MoveKey, columns: number, extend: boolean) =>
      setRaw((current) => moveSelection(pruneSelection(current, order), order, key, columns, extend)),
    [order],
  );
  const select = useCallback((ids: readonly string[]) => {
    const last = ids.at(-1);
    setRaw(last === undefined ? EMPTY_SELECTION : { ...selectOnly(last), selectedIds: [...ids] });
  }, []);
  const clear = useCallback(() => setRaw(EMPTY_SELECTION), []);

  return {
    /** Selected ids in storyboard order. */
    selectedIds,
    isSelected: (id: string) => selectedSet.has(id),
    focusId: selection.focusId,
    click,
    move,
    select,
    clear,
  };
}
