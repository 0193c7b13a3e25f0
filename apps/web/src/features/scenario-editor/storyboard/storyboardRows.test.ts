import type { Scene, Shot } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { storyboardRows } from './storyboardRows';

const shots = (layout: string) =>
  [...layout].map((sceneId, index) => ({ id: `s${index + 1}`, sequence: index + 1, sceneId }) as Shot);
const scene = (id: string) => ({ id, name: id }) as Scene;
const shape = (rows: ReturnType<typeof storyboardRows>) =>
  rows.map((row) =>
    row.kind === 'scene' ? `#${row.scene.id}(${row.shotIndexes.length})` : `${row.start}+${row.count}`,
  );

describe('storyboardRows', () => {
  it('lays shots in rows of the column count without scenes', () => {
    expect(shape(storyboardRows(shots('-----'), 2, []))).toEqual(['0+2', '2+2', '4+1']);
  });

  it('starts each scene with its heading and its shots on rows of their own', () => {
    expect(shape(storyboardRows(shots('AAABB'), 2, [scene('A'), scene('B')]))).toEqual([
      '#A(3)',
      '0+2',
      '2+1',
      '#B(2)',
      '3+2',
    ]);
  });

  it('shows an empty scene as its heading alone, and shots of an unknown scene at the end', () => {
    expect(shape(storyboardRows(shots('AAX'), 3, [scene('A'), scene('E')]))).toEqual(['#A(2)', '0+2', '#E(0)', '2+1']);
  });
});
