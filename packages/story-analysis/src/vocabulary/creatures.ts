/**
 * Animals the scene planner recognises and the local renderer draws, and the words that name groups of people.
 * A new animal is one more entry here plus its drawing beside the others (a unit test checks every key has one).
 */
export interface AnimalDefinition {
  key: string;
  words: readonly string[];
  /** How it stands: on four legs, on two (birds), without legs, or in water. */
  body: 'quadruped' | 'bird' | 'serpent' | 'fish' | 'insect';
  /** Height relative to a standing adult person. */
  size: number;
}

export const ANIMALS: readonly AnimalDefinition[] = [
  {
    key: 'dog',
    body: 'quadruped',
    size: 0.35,
    words: ['dog', 'puppy', 'hound', 'terrier', 'spaniel', 'sheepdog', 'collie', 'retriever', 'mutt'],
  },
  { key: 'cat', body: 'quadruped', size: 0.25, words: ['cat', 'kitten', 'kitty', 'tomcat'] },
  { key: 'fox', body: 'quadruped', size: 0.3, words: ['fox', 'vixen'] },
  { key: 'wolf', body: 'quadruped', size: 0.45, words: ['wolf', 'wolves'] },
  {
    key: 'horse',
    body: 'quadruped',
    size: 0.95,
    words: ['horse', 'pony', 'mare', 'stallion', 'steed', 'donkey', 'mule'],
  },
  { key: 'cow', body: 'quadruped', size: 0.8, words: ['cow', 'cows', 'bull', 'ox', 'cattle'] },
  { key: 'sheep', body: 'quadruped', size: 0.45, words: ['sheep', 'lamb', 'ewe', 'goat'] },
  { key: 'pig', body: 'quadruped', size: 0.4, words: ['pig', 'piglet', 'boar', 'hog'] },
  { key: 'lion', body: 'quadruped', size: 0.6, words: ['lion', 'lioness', 'tiger', 'leopard'] },
  { key: 'bear', body: 'quadruped', size: 0.7, words: ['bear', 'bears'] },
  { key: 'deer', body: 'quadruped', size: 0.8, words: ['deer', 'stag', 'fawn', 'doe', 'elk', 'moose', 'reindeer'] },
  { key: 'hare', body: 'quadruped', size: 0.2, words: ['hare', 'rabbit', 'bunny'] },
  { key: 'mouse', body: 'quadruped', size: 0.08, words: ['mouse', 'mice', 'rat'] },
  { key: 'tortoise', body: 'quadruped', size: 0.15, words: ['tortoise', 'turtle'] },
  { key: 'frog', body: 'quadruped', size: 0.08, words: ['frog', 'toad'] },
  { key: 'elephant', body: 'quadruped', size: 1.6, words: ['elephant'] },
  { key: 'dragon', body: 'quadruped', size: 1.8, words: ['dragon', 'wyvern'] },
  {
    key: 'bird',
    body: 'bird',
    size: 0.15,
    words: ['bird', 'sparrow', 'robin', 'seagull', 'gull', 'pigeon', 'dove', 'parrot'],
  },
  { key: 'crow', body: 'bird', size: 0.18, words: ['crow', 'raven', 'magpie', 'blackbird'] },
  { key: 'owl', body: 'bird', size: 0.2, words: ['owl'] },
  { key: 'eagle', body: 'bird', size: 0.3, words: ['eagle', 'hawk', 'falcon'] },
  { key: 'chicken', body: 'bird', size: 0.2, words: ['chicken', 'hen', 'rooster', 'goose', 'duck'] },
  { key: 'snake', body: 'serpent', size: 0.1, words: ['snake', 'serpent', 'viper', 'cobra'] },
  { key: 'fish', body: 'fish', size: 0.1, words: ['fish', 'shark', 'whale', 'dolphin'] },
  { key: 'bee', body: 'insect', size: 0.05, words: ['bee', 'bees', 'ant', 'ants', 'butterfly', 'grasshopper'] },
];

/** Words that name a group of people drawn as several figures ("the hunters", "a crowd"). */
export const GROUP_WORDS: readonly string[] = [
  'crowd',
  'people',
  'villagers',
  'townsfolk',
  'soldiers',
  'guards',
  'hunters',
  'sailors',
  'fishermen',
  'pirates',
  'children',
  'kids',
  'students',
  'knights',
  'warriors',
  'friends',
  'family',
  'team',
  'band',
  'army',
  'crew',
  'audience',
  'runners',
  'players',
  'thieves',
  'bandits',
  'monks',
  'dancers',
  'workers',
  'farmers',
  'passengers',
  'spectators',
];

export function animalDefinition(key: string): AnimalDefinition | undefined {
  return ANIMALS.find((animal) => animal.key === key);
}
