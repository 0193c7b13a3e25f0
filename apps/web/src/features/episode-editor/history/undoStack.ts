/** One undoable edit: what it was (for the "Undo {label}" text) and how to take it back. */
export interface UndoEntry {
  label: string;
  undo: () => Promise<void> | void;
}

/** How many edits the editor remembers in a session. */
export const UNDO_LIMIT = 100;

/**
 * The editor's undo history as an immutable stack: newest last, at most `limit` entries (the oldest fall
 * off). Pure, so the component state holding it stays simple and the rules are unit-tested.
 */
export interface UndoStack {
  entries: readonly UndoEntry[];
  limit: number;
}

export function createUndoStack(limit = UNDO_LIMIT): UndoStack {
  return { entries: [], limit: Math.max(1, limit) };
}

export function pushEntry(stack: UndoStack, entry: UndoEntry): UndoStack {
  const entries = [...stack.entries, entry];
  return { ...stack, entries: entries.slice(Math.max(0, entries.length - stack.limit)) };
}

/** The newest entry and the stack without it; `entry` is undefined when there is nothing to undo. */
export function popEntry(stack: UndoStack): { entry: UndoEntry | undefined; stack: UndoStack } {
  if (stack.entries.length === 0) return { entry: undefined, stack };
  return { entry: stack.entries[stack.entries.length - 1], stack: { ...stack, entries: stack.entries.slice(0, -1) } };
}

export function peekEntry(stack: UndoStack): UndoEntry | undefined {
  return stack.entries[stack.entries.length - 1];
}
