import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  clickShot,
  moveSelection,
  pruneSelection,
  rangeBetween,
  selectOnly,
  selectedInOrder,
  targetIndex,
} from './shotSelection';

const order = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('shot selection', () => {
  it('a plain click selects only that shot and makes it the anchor', () => {
    const selection = clickShot({ selectedIds: ['a', 'b'], focusId: 'b', anchorId: 'a' }, order, 'd');
    expect(selection).toEqual({ selectedIds: ['d'], focusId: 'd', anchorId: 'd' });
  });

  it('Ctrl/Cmd+click adds a shot, and removes it again (focus falls back to the last still selected)', () => {
    let selection = clickShot(selectOnly('b'), order, 'e', { toggle: true });
    expect(selection).toEqual({ selectedIds: ['b', 'e'], focusId: 'e', anchorId: 'e' });
    selection = clickShot(selection, order, 'e', { toggle: true });
    expect(selection).toEqual({ selectedIds: ['b'], focusId: 'b', anchorId: 'b' });
    selection = clickShot(selection, order, 'b', { toggle: true });
    expect(selection).toEqual(EMPTY_SELECTION);
  });

  it('Shift+click selects the range from the anchor in either direction, keeping the anchor', () => {
    const forward = clickShot(selectOnly('b'), order, 'e', { range: true });
    expect(forward).toEqual({ selectedIds: ['b', 'c', 'd', 'e'], focusId: 'e', anchorId: 'b' });
    const backward = clickShot(forward, order, 'a', { range: true });
    expect(backward.selectedIds).toEqual(['a', 'b']);
    expect(backward.anchorId).toBe('b');
  });

  it('Shift+click without an anchor selects just that shot', () => {
    expect(clickShot(EMPTY_SELECTION, order, 'c', { range: true })).toEqual(selectOnly('c'));
    expect(rangeBetween(order, 'gone', 'c')).toEqual(['c']);
    expect(rangeBetween(order, 'a', 'gone')).toEqual([]);
  });

  it('moves by one to the left and right and by a row up and down, staying put at the edges', () => {
    // 7 shots in 3 columns: a b c / d e f / g
    expect(targetIndex(1, 'left', 3, 7)).toBe(0);
    expect(targetIndex(0, 'left', 3, 7)).toBe(0);
    expect(targetIndex(5, 'right', 3, 7)).toBe(6);
    expect(targetIndex(6, 'right', 3, 7)).toBe(6);
    expect(targetIndex(4, 'up', 3, 7)).toBe(1);
    expect(targetIndex(1, 'up', 3, 7)).toBe(1);
    expect(targetIndex(1, 'down', 3, 7)).toBe(4);
    expect(targetIndex(6, 'down', 3, 7)).toBe(6);
    expect(targetIndex(3, 'home', 3, 7)).toBe(0);
    expect(targetIndex(3, 'end', 3, 7)).toBe(6);
  });

  it('down from a row above a shorter last row lands on the last shot', () => {
    // e (4) and f (5) have nothing below them in the last row (only g at 6).
    expect(targetIndex(4, 'down', 3, 7)).toBe(6);
    expect(targetIndex(5, 'down', 3, 7)).toBe(6);
    expect(targetIndex(3, 'down', 3, 7)).toBe(6);
  });

  it('starts at the first shot (or the last for up/left/end) when nothing has the focus', () => {
    expect(targetIndex(-1, 'right', 3, 7)).toBe(0);
    expect(targetIndex(-1, 'down', 3, 7)).toBe(0);
    expect(targetIndex(-1, 'left', 3, 7)).toBe(6);
    expect(targetIndex(-1, 'end', 3, 7)).toBe(6);
    expect(targetIndex(0, 'right', 3, 0)).toBe(-1);
  });

  it('treats fewer than one column as one', () => {
    expect(targetIndex(2, 'down', 0, 7)).toBe(3);
    expect(targetIndex(2, 'up', 0.5, 7)).toBe(1);
  });

  it('arrow keys select the new shot alone; with Shift they extend the range from the anchor', () => {
    const moved = moveSelection(selectOnly('b'), order, 'down', 3);
    expect(moved).toEqual(selectOnly('e'));
    const extended = moveSelection(moveSelection(selectOnly('b'), order, 'right', 3, true), order, 'right', 3, true);
    expect(extended).toEqual({ selectedIds: ['b', 'c', 'd'], focusId: 'd', anchorId: 'b' });
    expect(moveSelection(selectOnly('a'), [], 'right', 3)).toEqual(EMPTY_SELECTION);
  });

  it('drops shots that no longer exist and keeps the focus on a survivor', () => {
    const selection = { selectedIds: ['b', 'd', 'f'], focusId: 'f', anchorId: 'b' };
    expect(pruneSelection(selection, order)).toBe(selection);
    expect(pruneSelection(selection, ['a', 'b', 'c', 'd'])).toEqual({
      selectedIds: ['b', 'd'],
      focusId: 'd',
      anchorId: 'b',
    });
    expect(pruneSelection(selection, ['x'])).toEqual(EMPTY_SELECTION);
  });

  it('lists the selection in storyboard order whatever order it was picked in', () => {
    expect(selectedInOrder({ selectedIds: ['f', 'a', 'c'], focusId: 'c', anchorId: 'c' }, order)).toEqual([
      'a',
      'c',
      'f',
    ]);
  });
});
