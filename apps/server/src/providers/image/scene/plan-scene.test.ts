import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScenePlan, type ShotType } from '@sym/contracts';
import { planScene, type PlanAsset, type ScenePlanInput } from './plan-scene.ts';

/** What a shot's plan must hold; figures are found by name, props and holds by their kind. */
interface Expected {
  place?: string;
  interior?: boolean;
  time?: ScenePlan['time'];
  weather?: ScenePlan['weather'];
  light?: ScenePlan['light'];
  figures?: Array<{
    name: string;
    kind?: 'person' | 'animal' | 'group';
    species?: string;
    action?: string;
    holds?: string | null;
    lookAt?: string;
    traits?: string[];
    count?: number;
    /** Traits the figure must not have (another figure's clothes). */
    notTraits?: string[];
  }>;
  /** Exactly these figure names, in any order. */
  figureNames?: string[];
  props?: string[];
  /** Place words the setting keeps as details. */
  details?: string[];
  subject?: string | null;
  angle?: ScenePlan['framing']['angle'];
}

interface Case {
  genre: string;
  text: string;
  /** The shot's action line, as the breakdown writes it. */
  action?: string;
  type?: ShotType;
  assets?: PlanAsset[];
  expect: Expected;
}

const mara: PlanAsset = { id: 'mara', name: 'Mara', type: 'character', description: 'a young woman in a red scarf' };
const tobias: PlanAsset = {
  id: 'tobias',
  name: 'Old Tobias',
  type: 'character',
  description: 'a retired fisherman with a grey beard and a wooden pipe',
};
const seaCave: PlanAsset = {
  id: 'cave',
  name: 'Sea Cave',
  type: 'location',
  description: 'a dark cave under the cliffs',
};

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
    genre: 'fairy tale',
    text: 'The little girl in a red hood walks through the forest with a basket',
    expect: {
      place: 'forest',
      interior: false,
      figures: [{ name: 'The little girl', kind: 'person', action: 'walk', holds: 'basket', traits: ['red hood'] }],
      props: ['basket'],
    },
  },
  {
    genre: 'fable',
    text: 'A fox watches the hen from behind the barn at dawn',
    expect: {
      place: 'village',
      time: 'dawn',
      figures: [
        { name: 'A fox', kind: 'animal', species: 'fox', action: 'look', lookAt: 'the hen' },
        { name: 'the hen', kind: 'animal', species: 'chicken' },
      ],
    },
  },
  {
    genre: 'palace',
    text: 'The queen sits on her throne in the great hall, holding a golden crown',
    expect: {
      place: 'throne-room',
      interior: true,
      figures: [{ name: 'The queen', kind: 'person', action: 'sit', holds: 'crown' }],
      props: ['crown'],
    },
  },
  {
    genre: 'palace',
    text: 'The prince kneels before the king in the palace courtyard',
    expect: {
      place: 'palace',
      figures: [
        { name: 'The prince', action: 'kneel', lookAt: 'the king' },
        { name: 'the king', kind: 'person' },
      ],
    },
  },
  {
    genre: 'sci-fi',
    text: 'Commander Vega stands in the cockpit of the starship and points at a blinking screen',
    expect: {
      place: 'spaceship',
      interior: true,
      figures: [{ name: 'Commander Vega', kind: 'person', action: 'point', lookAt: 'laptop' }],
      props: ['laptop'],
    },
  },
  {
    genre: 'sci-fi',
    text: 'Two astronauts walk across the surface of the planet under a starry sky',
    expect: {
      place: 'space',
      time: 'night',
      figures: [{ name: 'Two astronauts', kind: 'group', action: 'walk', count: 2 }],
    },
  },
  {
    genre: 'western',
    text: 'The sheriff rides his horse into the dusty town at sunset',
    expect: {
      place: 'village',
      time: 'sunset',
      figures: [
        { name: 'The sheriff', kind: 'person', action: 'sit' },
        { name: 'horse', kind: 'animal', species: 'horse' },
      ],
    },
  },
  {
    genre: 'western',
    text: 'In the saloon, a cowboy in a black hat leans on a table and stares at the stranger',
    expect: {
      place: 'tavern',
      interior: true,
      figures: [
        { name: 'a cowboy', kind: 'person', action: 'look', lookAt: 'the stranger', traits: ['black hat'] },
        { name: 'the stranger', kind: 'person' },
      ],
      props: ['table'],
    },
  },
  {
    genre: 'sports',
    text: 'The runners sprint toward the finish line as the crowd cheers',
    type: 'wide',
    expect: {
      place: 'finish-line',
      figures: [
        { name: 'The runners', kind: 'group', action: 'run' },
        { name: 'the crowd', kind: 'group', action: 'talk', count: 8 },
      ],
      props: [],
      subject: null,
    },
  },
  {
    genre: 'city noir',
    text: 'A detective in a grey trench coat waits in the rain-soaked street at night',
    expect: {
      place: 'street',
      time: 'night',
      weather: 'rain',
      light: 'moody',
      figures: [{ name: 'A detective', kind: 'person', action: 'stand', traits: ['grey trench coat'] }],
    },
  },
  {
    genre: 'market',
    text: 'At the harbour market, a fish seller shouts to the crowd from her stall',
    expect: {
      place: 'market',
      figureNames: ['a fish seller', 'the crowd'],
      figures: [{ name: 'a fish seller', kind: 'person', action: 'talk', lookAt: 'the crowd' }],
    },
  },
  {
    genre: 'hut in the forest',
    text: 'An old woman stirs a pot in her hut deep in the forest',
    expect: { place: 'hut', figures: [{ name: 'An old woman', kind: 'person', traits: ['old'] }] },
  },
  {
    genre: 'ship deck in a storm',
    text: 'Sailors haul ropes on the deck of the ship as lightning splits the sky',
    expect: {
      place: 'ship-deck',
      weather: 'storm',
      light: 'moody',
      figureNames: ['Sailors'],
      figures: [{ name: 'Sailors', kind: 'group' }],
      props: ['rope'],
    },
  },
  {
    genre: 'school',
    text: 'In the classroom, the teacher points at the map while the children watch',
    expect: {
      place: 'classroom',
      interior: true,
      figures: [
        { name: 'the teacher', kind: 'person', action: 'point', lookAt: 'map' },
        { name: 'the children', kind: 'group', action: 'look' },
      ],
      props: ['map'],
    },
  },
  {
    genre: 'mystery',
    text: 'Elena reads an old letter by candlelight in the library',
    expect: {
      place: 'library',
      light: 'dim',
      figures: [{ name: 'Elena', kind: 'person', action: 'hold', holds: 'letter' }],
      props: ['letter'],
    },
  },
  {
    genre: 'family',
    text: 'Grandma bakes bread in the kitchen while the cat sleeps by the stove',
    expect: {
      place: 'kitchen',
      figures: [{ name: 'the cat', kind: 'animal', species: 'cat', action: 'lie' }],
      props: ['bread'],
    },
  },
  {
    genre: 'adventure',
    text: 'Three climbers rest on the snowy summit at sunrise',
    expect: {
      place: 'mountain',
      time: 'dawn',
      weather: 'snow',
      figures: [{ name: 'Three climbers', kind: 'group', action: 'sit', count: 3 }],
    },
  },
  {
    genre: 'desert',
    text: 'A lone traveller leads his horse across the desert at noon',
    expect: {
      place: 'desert',
      time: 'day',
      light: 'bright',
      figures: [
        { name: 'A lone traveller', kind: 'person', action: 'walk', lookAt: 'horse' },
        { name: 'horse', kind: 'animal', species: 'horse' },
      ],
    },
  },
  {
    genre: 'fantasy battle',
    text: 'Knights fight on the castle ramparts as the dragon attacks',
    expect: {
      place: 'castle',
      figures: [
        { name: 'Knights', kind: 'group', action: 'fight' },
        { name: 'the dragon', kind: 'animal', species: 'dragon', action: 'fight' },
      ],
    },
  },
  {
    genre: 'beach',
    text: 'Two children build a sandcastle on the beach while their dog chases a ball',
    expect: {
      place: 'beach',
      figures: [
        { name: 'Two children', kind: 'group', count: 2 },
        { name: 'dog', kind: 'animal', species: 'dog', action: 'run' },
      ],
      props: ['ball'],
    },
  },
  {
    genre: 'fairy tale',
    text: 'Hansel and Gretel walk hand in hand toward the gingerbread cottage',
    expect: {
      place: 'hut',
      figures: [
        { name: 'Hansel', kind: 'person', action: 'walk' },
        { name: 'Gretel', kind: 'person', action: 'walk' },
      ],
    },
  },
  {
    genre: 'giant',
    text: 'Low angle: the giant looms over the village',
    expect: { place: 'village', angle: 'low', figures: [{ name: 'the giant', kind: 'person' }] },
  },
  {
    genre: 'market',
    type: 'establishing',
    text: "Bird's-eye view of the crowded market square at midday",
    expect: { place: 'market', time: 'day', angle: 'overhead', figureNames: [], subject: null },
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
    genre: 'thriller',
    text: 'Captain Reyes watches Tobias climb the ladder',
    assets: [tobias],
    expect: {
      figures: [
        { name: 'Captain Reyes', kind: 'person', action: 'look', lookAt: 'Old Tobias' },
        { name: 'Old Tobias', action: 'climb' },
      ],
      props: ['ladder'],
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
    genre: 'sci-fi',
    type: 'wide',
    text: 'A spaceship lands on the red planet; two robots step out',
    expect: {
      place: 'space',
      interior: false,
      figures: [{ name: 'two robots', kind: 'group', action: 'walk', count: 2, traits: ['robot'] }],
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
    genre: 'fairy tale',
    text: 'The princess runs down the palace stairs, losing her glass slipper',
    expect: {
      place: 'stairs',
      figures: [{ name: 'The princess', action: 'run', traits: ['glass slipper'] }],
      props: [],
    },
  },
  {
    genre: 'hunt',
    type: 'wide',
    text: 'The hunters surround the wolf in the snowy forest',
    expect: {
      place: 'forest',
      weather: 'snow',
      figures: [
        { name: 'The hunters', kind: 'group', lookAt: 'the wolf' },
        { name: 'the wolf', kind: 'animal', species: 'wolf' },
      ],
    },
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
  {
    genre: 'heist',
    text: 'The thieves creep along the corridor. They carry a heavy chest',
    expect: {
      place: 'room',
      interior: true,
      figures: [{ name: 'The thieves', kind: 'group', action: 'walk', traits: ['thief'] }],
      props: ['chest'],
    },
  },
];

function check(plan: ScenePlan, expected: Expected): void {
  const figureByName = (name: string) => plan.figures.find((figure) => figure.name === name);
  const keyName = (key: string | null) =>
    plan.figures.find((figure) => figure.key === key)?.name ??
    plan.props.find((prop) => prop.key === key)?.kind ??
    null;
  if (expected.place !== undefined) expect(plan.setting.place).toBe(expected.place);
  if (expected.interior !== undefined) expect(plan.setting.interior).toBe(expected.interior);
  if (expected.time !== undefined) expect(plan.time).toBe(expected.time);
  if (expected.weather !== undefined) expect(plan.weather).toBe(expected.weather);
  if (expected.light !== undefined) expect(plan.light).toBe(expected.light);
  if (expected.angle !== undefined) expect(plan.framing.angle).toBe(expected.angle);
  if (expected.figureNames !== undefined)
    expect(plan.figures.map((figure) => figure.name).sort()).toEqual([...expected.figureNames].sort());
  for (const want of expected.figures ?? []) {
    const figure = figureByName(want.name);
    expect(figure, `figure ${want.name} in ${plan.figures.map((each) => each.name).join(', ')}`).toBeDefined();
    if (want.kind) expect(figure!.kind).toBe(want.kind);
    if (want.species) expect(figure!.species).toBe(want.species);
    if (want.action) expect(figure!.action, want.name).toBe(want.action);
    if (want.holds !== undefined) expect(keyName(figure!.holds), `${want.name} holds`).toBe(want.holds);
    if (want.lookAt) expect(keyName(figure!.lookAt), `${want.name} looks at`).toBe(want.lookAt);
    if (want.count) expect(figure!.count).toBe(want.count);
    for (const trait of want.traits ?? []) expect(figure!.traits).toContain(trait);
    for (const trait of want.notTraits ?? []) expect(figure!.traits).not.toContain(trait);
  }
  if (expected.props !== undefined)
    expect(plan.props.map((prop) => prop.kind).sort()).toEqual([...expected.props].sort());
  for (const detail of expected.details ?? []) expect(plan.setting.details).toContain(detail);
  if (expected.subject !== undefined) expect(keyName(plan.framing.subject)).toBe(expected.subject);
}

describe('planScene on shot texts of many genres', () => {
  it.each(CASES.map((each) => [each.genre, each.text, each] as const))('%s: %s', (_genre, text, each) => {
    const plan = planScene({
      shotType: each.type ?? 'medium',
      description: text,
      action: each.action,
      assets: each.assets ?? [],
    });
    expect(ScenePlan.parse(plan)).toEqual(plan);
    check(plan, each.expect);
  });

  it('has at least 25 shot texts', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });
});

describe('planScene details', () => {
  const base: ScenePlanInput = { shotType: 'medium', description: '', assets: [] };

  it('gives the same plan for the same input', () => {
    const input = { ...base, description: 'Mara climbs the stairs, holding a lantern', assets: [mara] };
    expect(planScene(input)).toEqual(planScene(input));
  });

  it('makes a linked asset named in the text one figure, and adds every linked character', () => {
    const plan = planScene({ ...base, description: 'Mara waves from the pier', assets: [mara, tobias] });
    expect(plan.figures.map((figure) => [figure.key, figure.action])).toEqual([
      ['mara', 'wave'],
      ['tobias', 'stand'],
    ]);
    expect(plan.figures.map((figure) => figure.position)).toEqual(['left', 'right']);
  });

  it("reads what a linked character is from its description (the keeper's daughter is a daughter)", () => {
    const daughter: PlanAsset = {
      id: 'd',
      name: 'Mara',
      type: 'character',
      description: "the lighthouse keeper's daughter, a young woman in a red scarf",
    };
    const plan = planScene({ ...base, description: 'Tobias waves. She runs', assets: [daughter, tobias] });
    expect(plan.figures.find((figure) => figure.key === 'd')).toMatchObject({
      kind: 'person',
      traits: ['daughter', 'young', 'red scarf'],
    });
    expect(plan.figures.map((figure) => [figure.key, figure.action])).toEqual([
      ['tobias', 'wave'],
      ['d', 'run'],
    ]);
  });

  it('reads the fisherman of an asset description as that asset', () => {
    const plan = planScene({ ...base, description: 'The fisherman mends a net', assets: [tobias] });
    expect(plan.figures.map((figure) => figure.key)).toEqual(['tobias']);
    expect(plan.props.map((prop) => prop.kind)).toEqual(['net']);
  });

  it('resolves pronouns to the last figure that fits', () => {
    const plan = planScene({
      ...base,
      description: 'Tobias hands Mara the key. She runs to the door while he waits',
      assets: [mara, tobias],
    });
    const figure = (key: string) => plan.figures.find((each) => each.key === key);
    expect(figure('mara')).toMatchObject({ action: 'run', holds: null });
    expect(figure('tobias')).toMatchObject({ action: 'stand', holds: 'text:key', lookAt: 'mara' });
  });

  it('gives what a figure wears to the wearer and leaves out who only made it', () => {
    const plan = planScene({ ...base, description: 'Mara wears a red scarf her mother knitted', assets: [mara] });
    expect(plan.figures.map((figure) => figure.name)).toEqual(['Mara']);
    expect(plan.figures[0]!.traits).toContain('red scarf');
    const unnamed = planScene({ ...base, description: 'She wears a red scarf her mother knitted' });
    expect(unnamed.figures.map((figure) => [figure.name, figure.traits])).toEqual([['a woman', ['red scarf']]]);
  });

  it('wears a garment named as a figure’s own instead of drawing it as a thing', () => {
    const shawl = { id: 'shawl', name: 'Shawl', type: 'prop' as const, description: 'Shawl' };
    const plan = planScene({
      ...base,
      description: 'Down at the harbour, Mara pulls her shawl tight and unties the rowboat',
      assets: [mara, shawl],
    });
    expect(plan.props.map((prop) => prop.name)).not.toContain('Shawl');
    expect(plan.figures.find((figure) => figure.key === 'mara')?.traits).toContain('shawl');
    const scarf = planScene({ ...base, description: 'Mara pulls her red scarf tight', assets: [mara] });
    expect(scarf.props).toEqual([]);
    expect(scarf.figures[0]!.traits).toContain('red scarf');
  });

  it('draws no storm the words say is over', () => {
    const plan = planScene({ ...base, description: 'At dawn the storm is over. Biscuit sleeps on the quay' });
    expect([plan.time, plan.weather]).toEqual(['dawn', 'clear']);
    const raging = planScene({ ...base, description: 'At dawn the storm rages over the quay' });
    expect(raging.weather).toBe('storm');
  });

  it('leaves out a relative who only taught something long ago', () => {
    const plan = planScene({
      ...base,
      description: 'Elsa climbs the spiral stairs and looks slowly left and right, the way her father taught her',
      assets: [mara],
    });
    expect(plan.figures.map((figure) => figure.name)).not.toContain('father');
    expect(plan.figures.some((figure) => figure.name.toLowerCase().includes('father'))).toBe(false);
  });

  it('reads an age as a child, a teenager or an old figure', () => {
    const plan = planScene({ ...base, description: 'The sailor is 80. Tom, who is nine, waves. Ann is sixteen' });
    const traits = (name: string) => plan.figures.find((figure) => figure.name === name)?.traits;
    expect(traits('The sailor')).toContain('old');
    expect(traits('Tom')).toContain('child');
    expect(traits('Ann')).toContain('teenage');
  });

  it('lets the modification decide the weather, clothes and held prop', () => {
    const plan = planScene({
      ...base,
      description: 'Mara stands on the cliff on a sunny day',
      modificationPrompt: 'Soaked in rain — yellow oilskin coat, holding a lantern',
      assets: [mara],
    });
    expect(plan.weather).toBe('rain');
    expect(plan.figures[0]!.traits).toContain('yellow oilskin coat');
    expect(plan.figures[0]!.holds).toBe('text:lantern');
    expect(plan.figures[0]!.action).toBe('stand');
  });

  it('takes the place of a linked location and a room the text names inside it', () => {
    const lighthouse: PlanAsset = {
      id: 'lh',
      name: 'The Lighthouse',
      type: 'location',
      description: 'a tall lighthouse',
    };
    const outside = planScene({ ...base, description: 'Waves crash below', assets: [lighthouse] });
    expect(outside.setting).toMatchObject({ place: 'lighthouse', interior: false, assetId: 'lh' });
    const inside = planScene({ ...base, description: 'Mara climbs the spiral stairs', assets: [lighthouse] });
    expect(inside.setting).toMatchObject({ place: 'stairs', interior: true, assetId: 'lh', name: 'The Lighthouse' });
  });

  it('reads a linked prop asset by its kind and gives it to the figure holding it', () => {
    const telescope: PlanAsset = { id: 'tel', name: 'Brass Telescope', type: 'prop', description: 'an old spyglass' };
    const plan = planScene({ ...base, description: 'Mara raises the telescope', assets: [mara, telescope] });
    expect(plan.props).toMatchObject([{ key: 'tel', kind: 'telescope', heldBy: 'mara', traits: ['brass'] }]);
    expect(plan.figures[0]!.holds).toBe('tel');
  });

  it('keeps the framing, camera motion and style it is given', () => {
    const plan = planScene({
      ...base,
      shotType: 'wide',
      cameraMotion: 'drone',
      description: 'The harbour at dawn',
      style: { presetId: 'watercolor', text: 'teal and amber' },
      assets: [{ id: 's', name: 'Moody', type: 'style', description: 'heavy shadows' }],
    });
    expect(plan.framing).toEqual({ shotType: 'wide', cameraMotion: 'drone', angle: 'high', subject: null });
    expect(plan.style).toEqual({ presetId: 'watercolor', text: 'teal and amber. heavy shadows' });
  });

  it('defaults to a lamp-lit interior at night and a bright field by day', () => {
    expect(planScene({ ...base, description: 'Inside, at night, the clock ticks' })).toMatchObject({
      setting: { place: 'room', interior: true },
      time: 'night',
      light: 'dim',
    });
    expect(planScene({ ...base, description: 'Someone waits' })).toMatchObject({
      setting: { place: 'field', interior: false, source: { from: 'default' } },
      time: 'day',
      weather: 'clear',
      light: 'bright',
    });
  });

  it('names the place as written, with the building an inside place belongs to', () => {
    const market = planScene({
      ...base,
      description: 'At the harbour market, Mara asks the fish seller about the boat',
    });
    expect(market.setting).toMatchObject({ place: 'market', interior: false, name: 'the harbour market' });
    const stairs = planScene({ ...base, description: 'Mara climbs the spiral stairs of the old lighthouse' });
    expect(stairs.setting).toMatchObject({
      place: 'stairs',
      interior: true,
      name: 'the old lighthouse',
      details: ['spiral stairs'],
      source: { from: 'text', evidence: 'Mara climbs the spiral stairs of the old lighthouse' },
    });
  });

  it('keeps every plan within the contract, whatever the text', () => {
    const stories = join(import.meta.dirname, '../../../../../../e2e/fixtures/stories');
    const texts = readdirSync(stories)
      .filter((file) => file.endsWith('.txt'))
      .flatMap((file) => {
        const story = readFileSync(join(stories, file), 'utf8');
        return [story, ...story.split(/(?<=[.!?])\s+/)];
      });
    texts.push(
      'Captain Alexander Maximilian Bartholomew Fitzgerald-Worthington Johnson Smythe Peabody Montgomery walks',
      'x'.repeat(5000),
      '',
      '…',
      'She',
      '"Listen," said the king. "Isn\'t it late?"',
    );
    expect(texts.length).toBeGreaterThan(100);
    for (const description of texts) {
      const plan = planScene({ ...base, description, assets: [mara, tobias] });
      expect(ScenePlan.safeParse(plan).success, description.slice(0, 80)).toBe(true);
    }
    const dialogue = planScene({ ...base, description: '"Listen," said the king. "Well, Isn\'t it late?"' });
    expect(dialogue.figures.map((figure) => figure.name)).toEqual(['the king']);
  });
});
