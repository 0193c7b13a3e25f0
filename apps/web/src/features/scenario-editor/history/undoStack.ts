/** One undoable edit: what it was (for the "Undo {label}" text), how to take it back and how to make it again. */
export interface UndoEntry {
  label: string;
  undo: () => Promise<void> | void;
  /** Makes the edit again after an undo (Ctrl+Shift+Z, Ctrl+Y); the entry keeps any new ids it needs. */
  redo: () => Promise<void> | void;
}

/** How many edits the editor remembers in a session. */
export const UNDO_LIMIT = 100;

/**
 * The editor's undo history as an immutable pair of stacks: `entries` can be undone (newest last), `undone`
 * can be redone (the most recently undone last); at most `limit` of each. A new edit empties `undone`, as
 * redoing across it would apply an edit to shots that have changed since. Pure, so the component state
 * holding it stays simple and the rules are unit-tested.
 */
export interface UndoStack {
  entries: readonly UndoEntry[];
  undone: readonly UndoEntry[];
  limit: number;
}

export function createUndoStack(limit = UNDO_LIMIT): UndoStack {
  return { entries: [], undone: [], limit: Math.max(1, limit) };
}

const capped = (entries: readonly UndoEntry[], limit: number) => entries.slice(Math.max(0, entries.length - limit));

/** Records a new edit; what was undone before it can no longer be redone. */
export function pushEntry(stack: UndoStack, entry: UndoEntry): UndoStack {
  return { ...stack, entries: capped([...stack.entries, entry], stack.limit), undone: [] };
}

/** The newest entry and the stack without it; `entry` is undefined when there is nothing to undo. */
export function popEntry(stack: UndoStack): { entry: UndoEntry | undefined; stack: UndoStack } {
  if (stack.entries.length === 0) return { entry: undefined, stack };
  return { entry: stack.entries[stack.entries.length - 1], stack: { ...stack, entries: stack.entries.slice(0, -1) } };
}

/** Remembers an entry that has just been undone, so that redo can make it again. */
export function pushUndone(stack: UndoStack, entry: UndoEntry): UndoStack {
  return { ...stack, undone: capped([...stack.undone, entry], stack.limit) };
}

/** The most recently undone entry and the stack without it; undefined when there is nothing to redo. */
export function popUndone(stack: UndoStack): { entry: UndoEntry | undefined; stack: UndoStack } {
  if (stack.undone.length === 0) return { entry: undefined, stack };
  return { entry: stack.undone[stack.undone.length - 1], stack: { ...stack, undone: stack.undone.slice(0, -1) } };
}

/** Puts a redone entry back on the undo side, keeping the rest of what can be redone. */
export function pushRedone(stack: UndoStack, entry: UndoEntry): UndoStack {
  return { ...stack, entries: capped([...stack.entries, entry], stack.limit) };
}

export function peekEntry(stack: UndoStack): UndoEntry | undefined {
  return stack.entries[stack.entries.length - 1];
}

export function peekUndone(stack: UndoStack): UndoEntry | undefined {
  return stack.undone[stack.undone.length - 1];
}
