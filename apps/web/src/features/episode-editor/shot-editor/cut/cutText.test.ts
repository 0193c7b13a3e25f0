import { describe, expect, it } from 'vitest';
import { makeShot } from '../../components/testData';
import { cutAt, insertCutShot, shotAfterCut } from './cutText';

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

  it('gives the new shot the cut shot’s type, motion, assets and duration, one place later', () => {
    const shot = makeShot('a', 3, { type: 'wide', cameraMotion: 'drone', assetIds: ['x'], duration: 5 });
    expect(shotAfterCut(shot, 'Second')).toEqual({
      sequence: 4,
      type: 'wide',
      cameraMotion: 'drone',
      assetIds: ['x'],
      duration: 5,
      description: 'Second',
    });
    expect(shotAfterCut(makeShot('b', 1), 'x')).not.toHaveProperty('duration');
  });

  it('inserts the new shot after the cut one and moves the later shots down', () => {
    const shots = [makeShot('a', 1), makeShot('b', 2, { description: 'one two' }), makeShot('c', 3)];
    const created = makeShot('n', 3, { description: 'two' });
    const result = insertCutShot(shots, 'b', 'one', created);
    expect(result.map((shot) => [shot.id, shot.sequence])).toEqual([
      ['a', 1],
      ['b', 2],
      ['n', 3],
      ['c', 4],
    ]);
    expect(result[1]!.description).toBe('one');
  });
});
