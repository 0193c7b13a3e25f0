import type { ShotVersion } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { comparePair, newestFirst, toggleCompare } from './compareSelection';

function take(
  generationId: string,
  number: number,
  createdAt: string,
  kind: ShotVersion['kind'] = 'image',
): ShotVersion {
  return {
    generationId,
    shotId: 'sh1',
    kind,
    number,
    status: 'completed',
    isCurrent: false,
    isUpload: false,
    url: `/media/${generationId}.png`,
    thumbUrl: null,
    createdAt,
  };
}

const TAKES = [
  take('g1', 1, '2025-01-01T10:00:00.000Z'),
  take('g2', 2, '2025-01-02T10:00:00.000Z'),
  take('v1', 1, '2025-01-03T10:00:00.000Z', 'video'),
];

describe('compare selection', () => {
  it('picks takes in order and shows a pair once two are picked', () => {
    let picked = toggleCompare([], 'g2');
    expect(comparePair(picked, TAKES)).toBeNull();
    picked = toggleCompare(picked, 'g1');
    expect(picked).toEqual(['g2', 'g1']);
    expect(comparePair(picked, TAKES)?.map((item) => item.generationId)).toEqual(['g2', 'g1']);
  });

  it('unpicks a picked take', () => {
    expect(toggleCompare(['g1', 'g2'], 'g1')).toEqual(['g2']);
  });

  it('lets go of the first pick when a third is picked', () => {
    expect(toggleCompare(['g1', 'g2'], 'v1')).toEqual(['g2', 'v1']);
  });

  it('compares a picture with a clip', () => {
    expect(comparePair(['g1', 'v1'], TAKES)?.map((item) => item.kind)).toEqual(['image', 'video']);
  });

  it('shows no pair while a picked take is no longer listed', () => {
    expect(comparePair(['g1', 'gone'], TAKES)).toBeNull();
  });

  it('lists the newest take first', () => {
    expect(newestFirst(TAKES).map((item) => item.generationId)).toEqual(['v1', 'g2', 'g1']);
  });
});
