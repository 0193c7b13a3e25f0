import { describe, expect, it } from 'vitest';
import { defaultTrackName } from './track-names.ts';

describe('defaultTrackName', () => {
  it('numbers tracks by kind', () => {
    expect(defaultTrackName('audio', [])).toBe('Audio 1');
    expect(defaultTrackName('voice', [{ kind: 'audio', name: 'Audio 1' }])).toBe('Voice 1');
    expect(
      defaultTrackName('audio', [
        { kind: 'audio', name: 'Music' },
        { kind: 'voice', name: 'Voice 1' },
      ]),
    ).toBe('Audio 2');
  });

  it('skips a number whose name is already taken', () => {
    expect(
      defaultTrackName('voice', [
        { kind: 'voice', name: 'Voice 2' },
        { kind: 'audio', name: 'voice 3' },
      ]),
    ).toBe('Voice 4');
  });
});
