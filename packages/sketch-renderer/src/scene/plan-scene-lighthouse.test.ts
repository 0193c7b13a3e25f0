import { describe, it } from 'vitest';
import type { PlanAsset } from './plan-scene.ts';
import { type Case, mara, planCase, seaCave, tobias } from './plan-scene.test-support.ts';

// The lighthouse story (a sea story) as the wizard breaks it down: its shots with the assets a real breakdown links.

/** The assets of the lighthouse story as story analysis names them (try16): what a real breakdown links. */
const asset = (type: PlanAsset['type'], name: string, description = name): PlanAsset => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  type,
  description,
});
const story = {
  mara: asset('character', 'Mara', 'Mara — climbs the spiral stairs'),
  pip: asset('character', 'Pip', 'Pip — scruffy terrier'),
  mother: asset('character', 'Mother', 'Mother — knitted'),
  tobias: asset('character', 'Tobias', 'Old Tobias — retired fisherman, grey beard, wooden pipe'),
  brother: asset('character', 'Brother', 'Young brother'),
  stairs: asset('location', 'Spiral Stairs'),
  lighthouse: asset('location', 'Lighthouse', 'Old lighthouse — spiral stairs, beam'),
  seaCave: asset('location', 'Sea Cave'),
  hut: asset('location', 'Hut'),
  sea: asset('location', 'Sea'),
  headland: asset('location', 'Headland'),
  lamp: asset('prop', 'Lamp', 'Great lamp'),
  scarf: asset('prop', 'Scarf', 'Red scarf'),
  tinBox: asset('prop', 'Tin Box', 'Small tin box — tied with string'),
  boat: asset('prop', 'Boat', 'Drifting boat — empty'),
  map: asset('prop', 'Map'),
  key: asset('prop', 'Key', 'Rusty key'),
  string: asset('prop', 'String'),
  pipe: asset('prop', 'Pipe', 'Wooden pipe'),
  nets: asset('prop', 'Nets'),
  photograph: asset('prop', 'Photograph'),
  lines: asset('prop', 'Lines'),
};

const CASES: Case[] = [
  {
    genre: 'try16 shot 1',
    type: 'establishing',
    text: 'Every night Mara climbs the spiral stairs of the old lighthouse to light the great lamp. She is twelve, wears a red scarf her mother knitted, and never goes anywhere without Pip, her scruffy terrier.',
    action: 'Climbs, knitted, goes',
    assets: [story.mara, story.pip, story.mother, story.lighthouse, story.stairs, story.lamp, story.scarf],
    expect: {
      place: 'stairs',
      interior: true,
      time: 'night',
      figureNames: ['Mara', 'Pip'],
      props: ['lantern'],
      figures: [
        { name: 'Mara', action: 'climb', traits: ['red scarf', 'child'] },
        { name: 'Pip', kind: 'animal', species: 'dog' },
      ],
    },
  },
  {
    genre: 'try16 shot 3',
    type: 'extreme_close',
    text: 'The boat is empty. Under the seat lies a small tin box tied with string. Inside she finds half of a map, drawn in faded ink, and a rusty key.',
    action: 'Under, lies, tied, finds, drawn',
    assets: [story.tinBox, story.boat, story.map, story.key, story.string],
    expect: {
      place: 'beach',
      interior: false,
      figureNames: ['a woman'],
      figures: [{ name: 'a woman', action: 'look' }],
      props: ['box', 'boat', 'map', 'key', 'rope'],
      subject: 'box',
    },
  },
  {
    genre: 'try16 shot 5',
    text: 'She finds Old Tobias, a retired fisherman with a grey beard and a wooden pipe, mending nets beside his hut. Tobias speaks.',
    action: 'Finds, says',
    assets: [story.tobias, story.brother, story.sea, story.seaCave, story.hut, story.map, story.pipe, story.nets],
    expect: {
      place: 'hut',
      interior: false,
      figures: [{ name: 'Tobias', kind: 'person', holds: 'net', traits: ['grey beard'] }],
    },
  },
  {
    genre: 'try16 shot 5, the locations linked in another order',
    text: 'She finds Old Tobias, a retired fisherman with a grey beard and a wooden pipe, mending nets beside his hut. Tobias speaks.',
    assets: [story.tobias, story.seaCave, story.hut, story.sea],
    expect: { place: 'hut' },
  },
  {
    genre: 'try16 shot 7',
    text: 'Tobias opens the tin box: the other half of the map and a photograph of two young brothers smiling on a boat. His hands shake. Mara puts the two halves together and the lines meet at a cross on the headland.',
    action: 'Opens, smiling, shake, puts, meet',
    assets: [story.tobias, story.mara, story.seaCave, story.headland, story.tinBox, story.map, story.lines],
    expect: { place: 'cliff', figures: [{ name: 'Tobias', holds: 'box' }] },
  },
  {
    genre: 'try16 shot 7, the figures in a linked place',
    text: 'Mara puts the two halves together in the hut and the lines meet at a cross on the headland.',
    assets: [story.mara, story.headland, story.hut, story.map],
    expect: { place: 'hut', figures: [{ name: 'Mara', kind: 'person' }] },
  },
  {
    genre: 'try16 shot 9',
    type: 'wide',
    text: 'He reads it while the lighthouse beam sweeps across the sea, and for the first time in forty years, he smiles.',
    action: 'Reads, sweeps, smiles',
    assets: [story.sea, story.lighthouse],
    expect: { place: 'lighthouse', interior: false, details: ['sea'] },
  },
  {
    genre: 'try16 shot 9, no location linked',
    type: 'wide',
    text: 'He reads it while the lighthouse beam sweeps across the sea, and for the first time in forty years, he smiles.',
    expect: { place: 'lighthouse', interior: false, details: ['sea'] },
  },
  {
    genre: 'sea story',
    text: 'Mara climbs the spiral stairs of the old lighthouse at night, holding a lantern',
    expect: {
      place: 'stairs',
      interior: true,
      time: 'night',
      light: 'dim',
      figures: [{ name: 'Mara', kind: 'person', action: 'climb', holds: 'lantern' }],
      props: ['lantern'],
      subject: 'Mara',
    },
  },
  {
    genre: 'sea story',
    text: 'Through her telescope she spots a drifting rowing boat. Pip barks at the window',
    assets: [mara],
    expect: {
      figures: [
        { name: 'Mara', kind: 'person', action: 'look', holds: 'telescope', lookAt: 'boat', traits: ['red scarf'] },
        { name: 'Pip', kind: 'animal', species: 'dog', action: 'talk' },
      ],
      props: ['telescope', 'boat'],
    },
  },
  {
    genre: 'sea story',
    type: 'extreme_close',
    text: 'Extreme close-up: inside the empty boat, a small tin box tied with string',
    expect: { figureNames: [], props: ['boat', 'box'], subject: 'box' },
  },
  {
    genre: 'sea story',
    text: 'Tobias opens the tin box: the other half of the map and a photograph',
    assets: [seaCave, tobias],
    expect: {
      place: 'cave',
      interior: true,
      figureNames: ['Old Tobias'],
      figures: [{ name: 'Old Tobias', kind: 'person', action: 'hold', holds: 'box', traits: ['grey beard'] }],
      props: ['box', 'map', 'photograph'],
    },
  },
  {
    genre: 'sea story',
    text: 'Pip, a scruffy terrier, runs along the harbour wall at dawn',
    expect: {
      place: 'harbour',
      time: 'dawn',
      light: 'golden',
      figures: [{ name: 'Pip', kind: 'animal', species: 'dog', action: 'run', traits: ['scruffy'] }],
    },
  },
  {
    genre: 'sea story',
    type: 'close',
    text: "Close-up of Mara's face as she reads the letter",
    assets: [mara, tobias],
    expect: {
      subject: 'Mara',
      figures: [{ name: 'Mara', action: 'hold', holds: 'letter' }],
    },
  },
  {
    genre: 'sea story',
    text: "Mara's dog Pip barks at the window while she looks through her brass telescope",
    expect: {
      figures: [
        { name: 'Mara', kind: 'person', action: 'look', holds: 'telescope' },
        { name: 'Pip', kind: 'animal', species: 'dog', action: 'talk' },
      ],
      figureNames: ['Mara', 'Pip'],
      props: ['telescope'],
    },
  },
  {
    genre: 'sea story',
    type: 'close',
    text: "Close on the key in Mara's hand",
    assets: [mara],
    expect: { subject: 'key', figures: [{ name: 'Mara', holds: 'key' }] },
  },
  {
    genre: 'sea story',
    text: 'The old fisherman mends his net on the pier. Then he lights his wooden pipe',
    expect: {
      place: 'harbour',
      figureNames: ['The old fisherman'],
      figures: [
        { name: 'The old fisherman', kind: 'person', action: 'hold', holds: 'net', traits: ['old', 'fisherman'] },
      ],
      props: ['net', 'pipe'],
    },
  },
];

describe('planScene on the shots of the lighthouse story', () => {
  it.each(CASES.map((each) => [each.genre, each.text, each] as const))('%s: %s', (_genre, _text, each) => {
    planCase(each);
  });
});
