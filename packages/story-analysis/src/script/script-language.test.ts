import { describe, expect, it } from 'vitest';
import { speakerOf, turnsOf } from './script-dialogue.ts';
import { namesIn, uncapitalise } from './script-names.ts';
import { placesIn, sceneHeading, scenesOf, timeIn } from './script-scenes.ts';

describe('names', () => {
  it.each([
    ['Mara climbs the stairs. Pip barks at the window.', ['Mara', 'Pip']],
    ['At dawn Mara ran to the harbour, where Old Tobias waited.', ['Mara', 'Old Tobias']],
    ["The fox saw Mistress Crow's cheese.", ['Mistress Crow']],
    // Sentence openers, places and props are not names.
    ['The Harbour at night. Rain falls. Lantern light.', []],
    ['Establishing view: Lighthouse. Suddenly the door opens.', []],
  ])('%s', (text, names) => {
    expect(namesIn(text)).toEqual(names);
  });

  it('reads names a screenplay writes in capitals as names, props and places in lower case', () => {
    expect(uncapitalise('MARA finds a rusty KEY near the LIGHTHOUSE, OLD TOBIAS calls the FBI.')).toBe(
      'Mara finds a rusty key near the lighthouse, Old Tobias calls the FBI.',
    );
  });
});

describe('dialogue turns', () => {
  it('splits speakers and gives a bare line to the first named character it does not call', () => {
    expect(turnsOf('Tobias: You are up early. Mara: There is a boat.')).toEqual([
      { speaker: 'Tobias', line: 'You are up early.' },
      { speaker: 'Mara', line: 'There is a boat.' },
    ]);
    expect(turnsOf('"Not tonight." Tobias: Why?')).toEqual([
      { speaker: undefined, line: 'Not tonight.' },
      { speaker: 'Tobias', line: 'Why?' },
    ]);
    expect(speakerOf('Mara looks at Pip.', 'Come here.')).toBe('Mara');
    expect(speakerOf('Pip looks at Mara.', 'Pip, quiet!')).toBe('Mara');
    expect(speakerOf('The sea at night.', 'Help!')).toBe('Voice');
  });
});

describe('scenes', () => {
  it.each([
    ['The old lighthouse on the cliff at night.', 'EXT. OLD LIGHTHOUSE — NIGHT'],
    ['Mara climbed the spiral stairs of the old lighthouse at night.', 'INT. OLD LIGHTHOUSE — SPIRAL STAIRS — NIGHT'],
    ['Inside the sea cave Tobias opened the box at dawn.', 'INT. SEA CAVE — DAWN'],
    ['The bustling harbour market at noon.', 'EXT. HARBOUR MARKET — DAY'],
    ['A fire crackles in the kitchen of the inn one evening.', 'INT. INN — KITCHEN — EVENING'],
    ['Gulls circle over the docks.', 'EXT. DOCKS — DAY'],
  ])('%s', (text, heading) => {
    const [place] = placesIn(text);
    expect(place && sceneHeading(place, timeIn(text) ?? 'DAY')).toBe(heading);
  });

  it('takes the place the episode gives a shot over the one its text names', () => {
    const scenes = scenesOf(
      ['The old lighthouse at night.', 'Inside, Tobias lights a lamp.', 'The boat drifts.', 'Gulls cry.'],
      [undefined, "Tobias's Hut", 'Sea Cave', undefined],
    );
    expect(scenes.map((scene) => scene.place && sceneHeading(scene.place, scene.time ?? 'DAY'))).toEqual([
      'EXT. OLD LIGHTHOUSE — NIGHT',
      // Inside by the text; a cave is inside by the vocabulary.
      "INT. TOBIAS'S HUT — NIGHT",
      'INT. SEA CAVE — NIGHT',
      'INT. SEA CAVE — NIGHT',
    ]);
  });

  it('reads no heading from place words used as verbs, and keeps the place and time until a shot names others', () => {
    expect(placesIn('She steps forward and waves.')).toEqual([]);
    const scenes = scenesOf([
      'A quiet night.',
      'The old lighthouse on the cliff.',
      'Mara climbs the spiral stairs of the lighthouse.',
      'Pip barks.',
      'Morning at the harbour.',
    ]);
    expect(scenes.map((scene) => `${scene.place?.key} ${scene.time}`)).toEqual([
      'lighthouse NIGHT',
      'lighthouse NIGHT',
      'lighthouse NIGHT',
      'lighthouse NIGHT',
      'harbour MORNING',
    ]);
  });
});
