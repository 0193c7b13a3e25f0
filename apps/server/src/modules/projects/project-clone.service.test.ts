import { describe, expect, it } from 'vitest';
import { cloneName } from './project-clone.service.ts';

describe('cloneName', () => {
  it('adds " (Copy)" and keeps the result within 100 characters', () => {
    expect(cloneName('Moon')).toBe('Moon (Copy)');
    expect(cloneName('x'.repeat(100))).toBe(`${'x'.repeat(93)} (Copy)`);
    expect(cloneName('x'.repeat(93))).toHaveLength(100);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const name = `${'x'.repeat(92)}😀😀`;
    const copy = cloneName(name);
    expect(copy.length).toBeLessThanOrEqual(100);
    expect(copy).toBe(`${'x'.repeat(92)} (Copy)`);
  });
});
