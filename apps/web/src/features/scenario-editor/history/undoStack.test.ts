import { describe, expect, it } from 'vitest';
import {
  createUndoStack,
  peekEntry,
  peekUndone,
  popEntry,
  popUndone,
  pushEntry,
  pushRedone,
  pushUndone,
} from './undoStack';

const entry = (label: string) => ({ label, undo: () => undefined, redo: () => undefined });

describe('undo stack', () => {
  it('undoes the newest edit first', () => {
    let stack = pushEntry(pushEntry(createUndoStack(), entry('reorder')), entry('delete'));
    expect(peekEntry(stack)?.label).toBe('delete');
    const first = popEntry(stack);
    expect(first.entry?.label).toBe('delete');
    stack = first.stack;
    const second = popEntry(stack);
    expect(second.entry?.label).toBe('reorder');
    expect(popEntry(second.stack).entry).toBeUndefined();
  });

  it('keeps at most `limit` entries, dropping the oldest', () => {
    let stack = createUndoStack(3);
    for (const label of ['a', 'b', 'c', 'd', 'e']) stack = pushEntry(stack, entry(label));
    expect(stack.entries.map((e) => e.label)).toEqual(['c', 'd', 'e']);
  });

  it('never changes the stack it was given', () => {
    const empty = createUndoStack();
    const one = pushEntry(empty, entry('cut'));
    expect(empty.entries).toHaveLength(0);
    popEntry(one);
    expect(one.entries).toHaveLength(1);
  });

  it('treats a limit below one as one', () => {
    const stack = pushEntry(pushEntry(createUndoStack(0), entry('a')), entry('b'));
    expect(stack.entries.map((e) => e.label)).toEqual(['b']);
  });

  it('redoes what was undone, most recently undone first, and undoes it again', () => {
    let stack = pushEntry(pushEntry(createUndoStack(), entry('add')), entry('delete'));
    for (let i = 0; i < 2; i += 1) {
      const undone = popEntry(stack);
      stack = pushUndone(undone.stack, undone.entry!);
    }
    expect(peekEntry(stack)).toBeUndefined();
    expect(peekUndone(stack)?.label).toBe('add');
    const redone = popUndone(stack);
    stack = pushRedone(redone.stack, redone.entry!);
    expect(peekEntry(stack)?.label).toBe('add');
    expect(peekUndone(stack)?.label).toBe('delete');
  });

  it('forgets what could be redone once a new edit is made', () => {
    const undone = popEntry(pushEntry(createUndoStack(), entry('reorder')));
    const stack = pushEntry(pushUndone(undone.stack, undone.entry!), entry('cut'));
    expect(peekUndone(stack)).toBeUndefined();
    expect(popUndone(stack).entry).toBeUndefined();
  });
});
