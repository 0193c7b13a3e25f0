import { describe, expect, it } from 'vitest';
import { latestOnly } from './latestOnly';

describe('latestOnly', () => {
  it('runs the first request, then only the latest of those that came while it ran', async () => {
    const started: string[] = [];
    const results: string[] = [];
    const releases: (() => void)[] = [];
    const request = latestOnly(
      (value: string) => {
        started.push(value);
        return new Promise<string>((resolve) => releases.push(() => resolve(value.toUpperCase())));
      },
      (_value, result) => results.push(result),
    );
    request('a');
    request('ab');
    request('abc');
    expect(started).toEqual(['a']);
    releases[0]!();
    await expect.poll(() => started).toEqual(['a', 'abc']);
    releases[1]!();
    await expect.poll(() => results).toEqual(['A', 'ABC']);
  });

  it('goes on after a failed run', async () => {
    const results: number[] = [];
    const request = latestOnly(
      (value: number) => (value < 0 ? Promise.reject(new Error('no')) : Promise.resolve(value)),
      (_value, result) => results.push(result),
    );
    request(-1);
    request(2);
    await expect.poll(() => results).toEqual([2]);
  });
});
