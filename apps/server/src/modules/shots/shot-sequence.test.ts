import { describe, expect, it } from 'vitest';
import { insertAt, isPermutationOf, moveTo, removeItem, sequenceChanges } from './shot-sequence.ts';

describe('insertAt', () => {
  it('appends without a position and inserts at a 1-based position', () => {
    expect(insertAt(['a', 'b'], 'x')).toEqual(['a', 'b', 'x']);
    expect(insertAt(['a', 'b', 'c'], 'x', 2)).toEqual(['a', 'x', 'b', 'c']);
    expect(insertAt(['a', 'b'], 'x', 1)).toEqual(['x', 'a', 'b']);
  });

  it('clamps positions beyond the ends', () => {
    expect(insertAt(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x']);
    expect(insertAt(['a', 'b'], 'x', 0)).toEqual(['x', 'a', 'b']);
    expect(insertAt([], 'x', 5)).toEqual(['x']);
  });
});

describe('moveTo and removeItem', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 'd', 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c'], 'b', 2)).toEqual(['a', 'b', 'c']);
  });

  it('clamps the target to the last position and ignores unknown items', () => {
    expect(moveTo(['a', 'b', 'c'], 'a', 10)).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });

  it('removes an item', () => {
    expect(removeItem(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeItem(['a'], 'z')).toEqual(['a']);
  });
});

describe('isPermutationOf', () => {
  it('accepts exactly the same items in any order', () => {
    expect(isPermutationOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isPermutationOf([], [])).toBe(true);
  });

  it('refuses missing, extra, foreign or repeated items', () => {
    expect(isPermutationOf(['a', 'b'], ['a'])).toBe(false);
    expect(isPermutationOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutationOf(['a', 'b'], ['a', 'z'])).toBe(false);
    expect(isPermutationOf(['a', 'b'], ['a', 'a'])).toBe(false);
  });
});

describe('sequenceChanges', () => {
  it('lists only the items whose dense sequence differs from the current one', () => {
    const current = new Map([
      ['a', 1],
      ['b', 3],
      ['c', 4],
    ]);
    expect(sequenceChanges(['a', 'b', 'c'], current)).toEqual([
      { id: 'b', sequence: 2 },
      { id: 'c', sequence: 3 },
    ]);
  });

  it('gives a new item (no current sequence) its place', () => {
    expect(sequenceChanges(['x', 'a'], new Map([['a', 1]]))).toEqual([
      { id: 'x', sequence: 1 },
      { id: 'a', sequence: 2 },
    ]);
  });
});
