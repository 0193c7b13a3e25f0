import type { Shot } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { frameShotAt, readTimeTarget } from './timeTarget';

const makeShot = (id: string, sequence: number, duration: number): Shot => ({
  id,
  sequence,
  type: 'medium',
  description: '',
  action: '',
  duration,
  assetIds: [],
  imageUrl: null,
  videoUrl: null,
  metadata: {},
  referenceImageUrl: null,
  modificationPrompt: null,
  animationInstructions: null,
  cameraMotion: 'auto',
});

describe('readTimeTarget', () => {
  it('reads a moment, with an optional end after it', () => {
    expect(readTimeTarget('0:04', '', 9)).toEqual({ value: { timeSeconds: 4 }, startError: null, endError: null });
    expect(readTimeTarget('0:04', '0:07', 9)).toEqual({
      value: { timeSeconds: 4, timeEndSeconds: 7 },
      startError: null,
      endError: null,
    });
    expect(readTimeTarget(' 65 ', '', 0).value).toEqual({ timeSeconds: 65 });
  });

  it('says what is wrong with each field', () => {
    expect(readTimeTarget('', '', 9)).toMatchObject({ value: null, startError: 'missing', endError: null });
    expect(readTimeTarget('4s', '', 9)).toMatchObject({ value: null, startError: 'invalid' });
    expect(readTimeTarget('0:60', '', 90)).toMatchObject({ value: null, startError: 'invalid' });
    expect(readTimeTarget('0:10', '', 9)).toMatchObject({ value: null, startError: 'pastEnd' });
    expect(readTimeTarget('0:04', '0:04', 9)).toMatchObject({ value: null, startError: null, endError: 'beforeStart' });
    expect(readTimeTarget('0:04', '0:12', 9)).toMatchObject({ value: null, endError: 'pastEnd' });
    expect(readTimeTarget('0:04', 'soon', 9)).toMatchObject({ value: null, endError: 'invalid' });
  });
});

describe('frameShotAt', () => {
  it('finds the shot playing at a time, the shots one after the other in sequence order', () => {
    const shots = [makeShot('b', 2, 2), makeShot('a', 1, 4)];
    expect([0, 3.9, 4, 5.9, 60].map((time) => frameShotAt(shots, time)?.id)).toEqual(['a', 'a', 'b', 'b', 'b']);
    expect(frameShotAt([], 1)).toBeUndefined();
  });
});
