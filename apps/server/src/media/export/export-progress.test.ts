import { describe, expect, it } from 'vitest';
import { ProgressAggregator } from './export-progress.ts';

describe('export progress', () => {
  it('weighs stages by cost, only grows, and keeps 100 for the end', () => {
    const seen: number[] = [];
    const progress = new ProgressAggregator(
      [
        { id: 'clip-0', weight: 150 },
        { id: 'clip-1', weight: 50 },
        { id: 'mux', weight: 0 },
      ],
      (percent) => seen.push(percent),
    );
    progress.update('clip-1', 100);
    progress.update('clip-0', 50);
    progress.update('clip-0', 40);
    progress.update('unknown', 100);
    progress.update('clip-0', 100);
    expect(seen).toEqual([25, 62, 99]);
    expect(progress.percent()).toBe(100);
  });
});
