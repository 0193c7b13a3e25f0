import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('shows m:ss, then h:mm:ss from an hour on', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7.6)).toBe('0:08');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3600 + 62)).toBe('1:01:02');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
