import { describe, expect, it } from 'vitest';
import { opensNewBeat, startsBeat } from './shot-beats.ts';

const state = (characters: string[], locations: string[], speaker?: string) => ({
  characters: new Set(characters),
  locations: new Set(locations),
  ...(speaker ? { speaker } : {}),
});

describe('shot beats', () => {
  it('hears a jump in time or a sudden event at the start of a sentence', () => {
    for (const opening of [
      'That night Beth heard knocking.',
      'At dawn he saw horses.',
      'Three days later the card was gone.',
      'On the fifth day they reached a pass.',
      'Suddenly a hunter appeared.',
      'By evening the snow had turned to slush.',
    ]) {
      expect(opensNewBeat(opening), opening).toBe(true);
    }
    for (const going of ['She sat by the fire.', 'The night was cold.', 'He waited all night.']) {
      expect(opensNewBeat(going), going).toBe(false);
    }
  });

  it('starts a beat at a new place, not at a place the shot already shows', () => {
    const cues = { characters: ['Mara'], locations: ['Harbour'] };
    expect(startsBeat(state(['Mara'], ['Lighthouse']), 'Mara runs to the harbour.', cues, false, false, true)).toBe(
      true,
    );
    expect(startsBeat(state(['Mara'], ['Harbour']), 'Mara runs to the harbour.', cues, false, false, true)).toBe(false);
    // The first place a shot names is where it is, not a change.
    expect(startsBeat(state(['Mara'], []), 'Mara runs to the harbour.', cues, false, false, true)).toBe(false);
  });

  it('starts a beat when another named speaker talks once the shot is settled', () => {
    const cues = { characters: ['Tobias'], locations: [] };
    const talking = state(['Mara', 'Tobias'], [], 'Mara');
    expect(startsBeat(talking, 'Tobias says quietly.', cues, true, false, true)).toBe(true);
    expect(startsBeat(talking, 'Tobias says quietly.', cues, true, false, false)).toBe(false);
    expect(startsBeat(state(['Tobias'], [], 'Tobias'), 'Tobias says.', cues, true, false, true)).toBe(false);
  });

  it('cuts away on a new paragraph about no one the shot holds, not on one going on about them', () => {
    const none = { characters: [], locations: [] };
    expect(startsBeat(state(['Fox'], []), 'The river wound through the valley.', none, false, true, false)).toBe(true);
    expect(startsBeat(state(['Fox'], []), 'He wound through the valley.', none, false, true, false)).toBe(false);
    expect(startsBeat(state(['Fox'], []), 'The river wound through the valley.', none, false, false, false)).toBe(
      false,
    );
  });
});
