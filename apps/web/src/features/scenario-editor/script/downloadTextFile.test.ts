import { describe, expect, it } from 'vitest';
import { scriptFileName } from './downloadTextFile';

describe('scriptFileName', () => {
  it('names the file after the episode, without characters file systems refuse', () => {
    expect(scriptFileName('The Cabbage Fairy (1896)')).toBe('The Cabbage Fairy (1896).txt');
    expect(scriptFileName('Act 1/2: "Dawn"?')).toBe('Act 1 2 Dawn.txt');
    expect(scriptFileName('  ')).toBe('script.txt');
  });
});
