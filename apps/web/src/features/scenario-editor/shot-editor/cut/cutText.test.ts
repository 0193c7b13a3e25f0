import { describe, expect, it } from 'vitest';
import { makeShot } from '../../components/testData';
import { cutAt, insertCutShot, shotAfterCut, splitDuration } from './cutText';

describe('cutting a shot description', () => {
  it('splits the text at the caret', () => {
    expect(cutAt('The rocket lifts off. Crowds cheer.', 21)).toEqual({
      originalText: 'The rocket lifts off. Crowds cheer.',
      cutPosition: 21,
      firstPart: 'The rocket lifts off.',
      secondPart: ' Crowds cheer.',
    });
  });

  it('refuses a cut that leaves either part blank', () => {
    expect(cutAt('Launch', 0)).toBeNull();
    expect(cutAt('Launch', 6)).toBeNull();
    expect(cutAt('Launch   ', 6)).toBeNull();
    expect(cutAt('  Launch', 2)).toBeNull();
    expect(cutAt('', 0)).toBeNull();
  });

  it('clamps a caret outside the text', () => {
    expect(cutAt('ab', 99)).toBeNull();
    expect(cutAt('ab', -3)).toBeNull();
    expect(cutAt('ab', 1.7)?.cutPosition).toBe(1);
  });

  it('gives the new shot the cut shot’s type, motion and assets, one place later, with its share of the time', () => {
    const shot = makeShot('a', 3, { type: 'wide', cameraMotion: 'drone', assetIds: ['x'], duration: 5 });
    expect(shotAfterCut(shot, 'Second', 2)).toEqual({
      sequence: 4,
      type: 'wide',
      cameraMotion: 'drone',
      assetIds: ['x'],
      duration: 2,
      description: 'Second',
    });
  });

  it('shares the duration by the characters before and after the caret, never below the minimum', () => {
    const cut = (text: string, at: number) => cutAt(text, at)!;
    // 30 characters before the caret, 10 after: three quarters of 8 s, a quarter.
    expect(splitDuration(8, cut('a'.repeat(30) + 'b'.repeat(10), 30))).toEqual([6, 2]);
    // Halves of a shot without a duration share the timeline's default 4 s.
    expect(splitDuration(null, cut('abcd', 2))).toEqual([2, 2]);
    // Snapped to 0.1 s, and the parts still add up to the whole.
    const [first, second] = splitDuration(5, cut('abc', 1));
    expect(first).toBe(1.7);
    expect(first + second).toBeCloseTo(5);
    // One character of a hundred still leaves the first part its 0.5 s.
    expect(splitDuration(4, cut('a' + 'b'.repeat(99), 1))).toEqual([0.5, 3.5]);
    expect(splitDuration(4, cut('a'.repeat(99) + 'b', 99))).toEqual([3.5, 0.5]);
    // Too short to share: both parts get the minimum.
    expect(splitDuration(0.6, cut('ab', 1))).toEqual([0.5, 0.5]);
  });

  it('inserts the new shot after the cut one and moves the later shots down', () => {
    const shots = [makeShot('a', 1), makeShot('b', 2, { description: 'one two' }), makeShot('c', 3)];
    const created = makeShot('n', 3, { description: 'two' });
    const result = insertCutShot(shots, 'b', { description: 'one', duration: 1 }, created);
    expect(result.map((shot) => [shot.id, shot.sequence])).toEqual([
      ['a', 1],
      ['b', 2],
      ['n', 3],
      ['c', 4],
    ]);
    expect(result[1]!.description).toBe('one');
    expect(result[1]!.duration).toBe(1);
  });
});
