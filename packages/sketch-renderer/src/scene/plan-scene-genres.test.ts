import { describe, expect, it } from 'vitest';
import { type Case, planCase, tobias } from './plan-scene.test-support.ts';

const CASES: Case[] = [
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

describe('planScene on shot texts of many genres', () => {
  it.each(CASES.map((each) => [each.genre, each.text, each] as const))('%s: %s', (_genre, _text, each) => {
    planCase(each);
  });

  it('has at least 25 shot texts', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });
});
