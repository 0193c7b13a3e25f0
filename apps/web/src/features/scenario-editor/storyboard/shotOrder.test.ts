import { describe, expect, it } from 'vitest';
import { makeShot } from '../components/testData';
import { applyOrder, moveIdBy, moveIdOnto, moveItem, restorableOrder, sameOrder } from './shotOrder';

describe('shot order', () => {
  it('moves one item forwards or backwards, clamped to the ends, leaving the input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(items, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(items, 7, 0)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves a shot by a number of places (Alt+arrow) and onto another shot (drop)', () => {
    expect(moveIdBy(['a', 'b', 'c', 'd', 'e'], 'b', 3)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(moveIdBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveIdBy(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
    expect(moveIdOnto(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveIdOnto(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveIdOnto(['a', 'b'], 'a', 'gone')).toEqual(['a', 'b']);
  });

  it('applies an order to the shots with sequences 1..n; shots it does not name stay after them', () => {
    const shots = [makeShot('a', 1), makeShot('b', 2), makeShot('c', 3)];
    const reordered = applyOrder(shots, ['c', 'a', 'b']);
    expect(reordered.map((shot) => [shot.id, shot.sequence])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(applyOrder(shots, ['b']).map((shot) => shot.id)).toEqual(['b', 'a', 'c']);
    // A shot already in place is the same object (memoised cards do not re-render).
    expect(applyOrder(shots, ['a', 'c', 'b'])[0]).toBe(shots[0]);
  });

  it('undoing a reorder goes back to the earlier order of the shots that still exist', () => {
    expect(restorableOrder(['a', 'b', 'c'], ['c', 'b', 'a'])).toEqual(['a', 'b', 'c']);
    // b was deleted and x added since: x keeps a place at the end.
    expect(restorableOrder(['a', 'b', 'c'], ['x', 'c', 'a'])).toEqual(['a', 'c', 'x']);
  });

  it('compares orders', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
