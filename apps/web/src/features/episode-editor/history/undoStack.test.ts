import { describe, expect, it } from 'vitest';
import { createUndoStack, peekEntry, popEntry, pushEntry } from './undoStack';

const entry = (label: string) => ({ label, undo: () => undefined });

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
});
