import { describe, expect, it } from 'vitest';
import { speakerOf, turnsOf } from './script-dialogue.ts';
import { actionSentence, leadingSubject, toPresentTense } from './script-language.ts';
import { capitaliseFirstMentions, namesIn, uncapitalise } from './script-names.ts';
import { placesIn, sceneHeading, scenesOf, timeIn } from './script-scenes.ts';

describe('toPresentTense', () => {
  it.each([
    ['She climbed the stairs and looked out at the sea.', 'She climbs the stairs and looks out at the sea.'],
    ['They walked home and sat down.', 'They walk home and sit down.'],
    ['Old Tobias was mending his nets.', 'Old Tobias is mending his nets.'],
    ['The hunters were tired. He had a plan.', 'The hunters are tired. He has a plan.'],
    [
      'She lifted her head, opened her beak and gave a loud caw.',
      'She lifts her head, opens her beak and gives a loud caw.',
    ],
    // Participles, fragments and text already in the present stay as written.
    ['A small tin box tied with string.', 'A small tin box tied with string.'],
    ['The door had been marked.', 'The door has been marked.'],
    ['One, edited', 'One, edited'],
    ['Mara climbs the spiral stairs.', 'Mara climbs the spiral stairs.'],
    ['Establishing view: Harbour.', 'Establishing view: Harbour.'],
  ])('%s', (past, present) => {
    expect(toPresentTense(past)).toBe(present);
  });
});

describe('actionSentence', () => {
  it.each([
    ['Frowns, pulls, points, marked', 'MARA', 'She stands still.', 'MARA frowns, pulls, points and marks.'],
    ['Picked up, ran', 'Pip', 'The dog waits.', 'Pip picks up and runs.'],
    // Verbs the description shows are not said again; Hold is no action.
    ['Climbed, looked', 'Mara', 'Mara climbs the stairs and looks out.', ''],
    ['Hold', 'Mara', 'Mara waits.', ''],
    // Prose is put in the present.
    ['Waves rolled in', undefined, 'A grey sea.', 'Waves roll in.'],
  ])('%s', (action, name, description, sentence) => {
    const subject = name ? { text: name, plural: false } : undefined;
    expect(actionSentence(action, subject, description)).toBe(sentence);
  });

  it('leaves ways of speaking to the dialogue block, and finds a subject in the description', () => {
    expect(actionSentence('Said, turned', { text: 'Tobias', plural: false }, 'Tobias waits.', true)).toBe(
      'Tobias turns.',
    );
    expect(actionSentence('Said, turned', { text: 'Tobias', plural: false }, 'Tobias waits.', false)).toBe(
      'Tobias says and turns.',
    );
    expect(leadingSubject('The old fisherman casts his net.')).toEqual({ text: 'The old fisherman', plural: false });
    expect(leadingSubject('They run.')).toEqual({ text: 'They', plural: true });
    expect(actionSentence('Ran, jumped', leadingSubject('The hunters wait.'), 'The hunters wait.')).toBe(
      'The hunters run and jump.',
    );
  });
});

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

  it('writes first mentions in capitals and reads them back as names, props and places in lower case', () => {
    expect(capitaliseFirstMentions('Mara sees Mara and Old Tobias.', ['Mara', 'Old Tobias'])).toBe(
      'MARA sees Mara and OLD TOBIAS.',
    );
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
