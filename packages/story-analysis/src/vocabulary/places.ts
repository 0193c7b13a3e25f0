/**
 * Places the scene planner recognises and the local renderer draws: one definition per place, keyed. A new place is
 * one more entry here plus its drawing beside the others in the renderer (a unit test checks every key has one).
 * Words are lower case; multi-word phrases match as phrases. Earlier entries win ties (a kitchen is also a room).
 */
export interface PlaceDefinition {
  key: string;
  interior: boolean;
  words: readonly string[];
}

export const PLACES: readonly PlaceDefinition[] = [
  { key: 'space', interior: false, words: ['space', 'outer space', 'orbit', 'planet', 'galaxy', 'asteroid', 'nebula'] },
  {
    key: 'spaceship',
    interior: true,
    words: ['spaceship', 'starship', 'cockpit', 'space station', 'bridge of the ship'],
  },
  { key: 'stairs', interior: true, words: ['stairs', 'staircase', 'stairway', 'steps', 'spiral stairs', 'landing'] },
  { key: 'lighthouse', interior: false, words: ['lighthouse', 'beacon', 'lamp room', 'lantern room'] },
  { key: 'kitchen', interior: true, words: ['kitchen', 'stove', 'bakery', 'oven', 'pantry'] },
  { key: 'throne-room', interior: true, words: ['throne room', 'throne', 'great hall', 'ballroom'] },
  { key: 'library', interior: true, words: ['library', 'study', 'bookshelves', 'archive'] },
  { key: 'tavern', interior: true, words: ['tavern', 'inn', 'pub', 'bar', 'saloon'] },
  { key: 'classroom', interior: true, words: ['classroom', 'school', 'lecture hall'] },
  { key: 'office', interior: true, words: ['office', 'desk', 'cubicle', 'newsroom', 'precinct'] },
  { key: 'hut', interior: false, words: ['hut', 'shack', 'cabin', 'shed', 'cottage'] },
  {
    key: 'room',
    interior: true,
    words: [
      'room',
      'bedroom',
      'living room',
      'inside',
      'indoors',
      'interior',
      'apartment',
      'flat',
      'corridor',
      'hallway',
      'attic',
      'cellar',
      'basement',
    ],
  },
  {
    key: 'cave',
    interior: true,
    words: ['cave', 'sea cave', 'cavern', 'grotto', 'underground', 'tunnel', 'mine', 'den', 'lair'],
  },
  { key: 'palace', interior: false, words: ['palace', 'royal court', 'courtyard of the palace'] },
  {
    key: 'castle',
    interior: false,
    words: ['castle', 'fortress', 'citadel', 'tower', 'keep', 'ramparts', 'battlements'],
  },
  { key: 'temple', interior: false, words: ['temple', 'church', 'chapel', 'shrine', 'cathedral', 'monastery'] },
  { key: 'ship-deck', interior: false, words: ['deck', 'ship deck', 'aboard', 'on board', 'mast', 'galleon'] },
  { key: 'market', interior: false, words: ['market', 'marketplace', 'bazaar', 'stalls', 'market square', 'fair'] },
  {
    key: 'harbour',
    interior: false,
    words: ['harbour', 'harbor', 'port', 'dock', 'docks', 'pier', 'wharf', 'quay', 'marina', 'jetty'],
  },
  {
    key: 'street',
    interior: false,
    words: ['street', 'streets', 'alley', 'avenue', 'lane', 'sidewalk', 'pavement', 'crossroads', 'streetlamp'],
  },
  {
    key: 'city',
    interior: false,
    words: ['city', 'downtown', 'skyscraper', 'skyline', 'metropolis', 'rooftop', 'rooftops'],
  },
  { key: 'village', interior: false, words: ['village', 'town', 'hamlet', 'town square', 'farm', 'farmhouse', 'barn'] },
  {
    key: 'finish-line',
    interior: false,
    words: ['finish line', 'finishing line', 'race track', 'racetrack', 'starting line', 'stadium', 'track'],
  },
  { key: 'road', interior: false, words: ['road', 'path', 'trail', 'highway', 'track through', 'dirt road'] },
  { key: 'bridge', interior: false, words: ['bridge'] },
  { key: 'beach', interior: false, words: ['beach', 'shore', 'coast', 'sand', 'seaside', 'cove'] },
  { key: 'sea', interior: false, words: ['sea', 'ocean', 'waves', 'open water', 'island', 'lake', 'bay'] },
  { key: 'river', interior: false, words: ['river', 'stream', 'creek', 'brook', 'riverbank', 'waterfall'] },
  {
    key: 'cliff',
    interior: false,
    words: ['cliff', 'cliffs', 'cliff top', 'clifftop', 'ledge', 'precipice', 'headland', 'promontory'],
  },
  {
    key: 'mountain',
    interior: false,
    words: ['mountain', 'mountains', 'peak', 'summit', 'alps', 'valley', 'ridge', 'glacier'],
  },
  { key: 'desert', interior: false, words: ['desert', 'dune', 'dunes', 'oasis', 'canyon', 'wasteland'] },
  {
    key: 'forest',
    interior: false,
    words: ['forest', 'woods', 'wood', 'trees', 'jungle', 'grove', 'woodland', 'thicket'],
  },
  { key: 'garden', interior: false, words: ['garden', 'park', 'orchard', 'flower bed', 'hedge'] },
  {
    key: 'field',
    interior: false,
    words: ['field', 'fields', 'meadow', 'grass', 'countryside', 'prairie', 'pasture', 'hills'],
  },
];

/** The place drawn when nothing in the text names one. */
export const DEFAULT_PLACE = 'field';

export function placeDefinition(key: string): PlaceDefinition | undefined {
  return PLACES.find((place) => place.key === key);
}
