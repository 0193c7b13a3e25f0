import { describe, expect, it } from 'vitest';
import { splitSpeaker } from './character-voice.ts';

describe('the speaker a line names', () => {
  it('is the name before a colon, up to four words', () => {
    expect(splitSpeaker('ANNA: Get in.')).toEqual({ speaker: 'ANNA', line: 'Get in.' });
    expect(splitSpeaker('  Old Tom O’Neill : No.\nNever.')).toEqual({
      speaker: 'Old Tom O’Neill',
      line: 'No.\nNever.',
    });
    expect(splitSpeaker('Zoë: Oui.')).toEqual({ speaker: 'Zoë', line: 'Oui.' });
  });

  it('is nobody for a sentence with a colon, a time, or nothing after the name', () => {
    expect(splitSpeaker('Remember what he said yesterday at the pier: run.')).toBeNull();
    expect(splitSpeaker('At 10:30 we leave.')).toBeNull();
    expect(splitSpeaker('ANNA:')).toBeNull();
    expect(splitSpeaker('Hello there.')).toBeNull();
  });
});
