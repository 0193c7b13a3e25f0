/**
 * The storyboard's selection as plain data: which shots are selected, which one has the focus (it opens in
 * the shot editor) and where a Shift range starts. Pure functions over the current shot order, so the rules
 * (toggle, range, move by a row) are unit-tested without a screen.
 */
export interface ShotSelection {
  /** Selected shot ids, in the order they were selected. */
  selectedIds: readonly string[];
  /** The shot the keyboard acts on and the shot editor shows; always one of selectedIds, or null. */
  focusId: string | null;
  /** Where a Shift+click or Shift+arrow range starts. */
  anchorId: string | null;
}

export const EMPTY_SELECTION: ShotSelection = { selectedIds: [], focusId: null, anchorId: null };

export interface ClickModifiers {
  /** Ctrl (Cmd on macOS): add or remove one shot. */
  toggle?: boolean;
  /** Shift: select from the anchor to this shot. */
  range?: boolean;
}

/** Only this shot. */
export function selectOnly(id: string): ShotSelection {
  return { selectedIds: [id], focusId: id, anchorId: id };
}

/** The shots between a and b (both included) in the current order; just b when a is not in the order. */
export function rangeBetween(order: readonly string[], a: string | null, b: string): string[] {
  const from = a === null ? -1 : order.indexOf(a);
  const to = order.indexOf(b);
  if (to < 0) return [];
  if (from < 0) return [b];
  const [start, end] = from <= to ? [from, to] : [to, from];
  return order.slice(start, end + 1);
}

/** A click on a shot: plain selects it alone, Ctrl/Cmd toggles it, Shift selects the range from the anchor. */
export function clickShot(
  selection: ShotSelection,
  order: readonly string[],
  id: string,
  modifiers: ClickModifiers = {},
): ShotSelection {
  if (modifiers.range && selection.anchorId !== null && order.includes(selection.anchorId)) {
    return { selectedIds: rangeBetween(order, selection.anchorId, id), focusId: id, anchorId: selection.anchorId };
  }
  if (modifiers.toggle) {
    if (selection.selectedIds.includes(id)) {
      const selectedIds = selection.selectedIds.filter((selected) => selected !== id);
      const focusId = selection.focusId === id ? (selectedIds.at(-1) ?? null) : selection.focusId;
      return { selectedIds, focusId, anchorId: focusId };
    }
    return { selectedIds: [...selection.selectedIds, id], focusId: id, anchorId: id };
  }
  return selectOnly(id);
}

export type MoveKey = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

/**
 * Where the focus goes from `index` in a grid of `columns` columns holding `count` shots: left/right by one,
 * up/down by a row, Home/End to the first/last. Stays put at an edge; -1 when there are no shots.
 */
export function targetIndex(index: number, key: MoveKey, columns: number, count: number): number {
  if (count <= 0) return -1;
  const cols = Math.max(1, Math.floor(columns));
  if (index < 0 || index >= count) return key === 'end' || key === 'up' || key === 'left' ? count - 1 : 0;
  switch (key) {
    case 'left':
      return Math.max(0, index - 1);
    case 'right':
      return Math.min(count - 1, index + 1);
    case 'up':
      return index - cols >= 0 ? index - cols : index;
    case 'down':
      // From the last full row into a shorter last row: the last shot, as file managers do.
      if (index + cols < count) return index + cols;
      return Math.floor(index / cols) < Math.floor((count - 1) / cols) ? count - 1 : index;
    case 'home':
      return 0;
    case 'end':
      return count - 1;
  }
}

/** An arrow/Home/End key: moves the focus and selects it alone, or with `extend` (Shift) selects a range. */
export function moveSelection(
  selection: ShotSelection,
  order: readonly string[],
  key: MoveKey,
  columns: number,
  extend = false,
): ShotSelection {
  const from = selection.focusId === null ? -1 : order.indexOf(selection.focusId);
  const to = targetIndex(from, key, columns, order.length);
  if (to < 0) return EMPTY_SELECTION;
  const id = order[to]!;
  if (extend) {
    const anchorId = selection.anchorId !== null && order.includes(selection.anchorId) ? selection.anchorId : id;
    return { selectedIds: rangeBetween(order, anchorId, id), focusId: id, anchorId };
  }
  return selectOnly(id);
}

/** Drops shots that no longer exist (deleted elsewhere, or by an undo); the focus falls back to a survivor. */
export function pruneSelection(selection: ShotSelection, order: readonly string[]): ShotSelection {
  const present = new Set(order);
  const selectedIds = selection.selectedIds.filter((id) => present.has(id));
  if (selectedIds.length === selection.selectedIds.length) return selection;
  const focusId =
    selection.focusId !== null && present.has(selection.focusId) ? selection.focusId : (selectedIds.at(-1) ?? null);
  const anchorId = selection.anchorId !== null && present.has(selection.anchorId) ? selection.anchorId : focusId;
  return { selectedIds, focusId, anchorId };
}

/** The selected ids in storyboard order (for bulk actions and "Delete {n} shot(s)?"). */
export function selectedInOrder(selection: ShotSelection, order: readonly string[]): string[] {
  const selected = new Set(selection.selectedIds);
  return order.filter((id) => selected.has(id));
}
