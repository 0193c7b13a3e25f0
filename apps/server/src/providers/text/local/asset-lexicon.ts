/**
 * Curated word lists for the rule-based story analysis. Fables name their characters with common nouns
 * ("the tortoise", "a crow"), which no named-entity tagger treats as people, so the nouns are listed here.
 * All entries are lower-case singular forms.
 */

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Fish species; the generic "fish" merges into the story's only fish character. */
export const FISH = words(`
  flounder salmon trout pike carp eel goldfish herring cod perch minnow tuna shark whale dolphin
`);

/** Bird species; the generic "bird" merges into the story's only bird character. */
export const BIRDS = words(`
  crow raven eagle owl dove swan stork crane hen cock rooster goose duck sparrow nightingale lark magpie
  peacock pigeon parrot hawk jay kite swallow jackdaw falcon vulture heron robin wren cockerel chick chicken
  gull pelican ostrich turkey
`);

/** Other animals that act as characters. */
const OTHER_ANIMALS = words(`
  fox wolf lamb hare tortoise turtle lion lioness mouse rat ant grasshopper cricket dog cat ox bull cow calf
  donkey ass mule horse pony foal bear frog toad snake serpent bee wasp fly spider stag deer doe fawn goat
  kid sheep ram ewe pig boar hog rabbit monkey ape tiger elephant camel mole hedgehog squirrel badger weasel
  beaver otter crab lobster snail worm caterpillar butterfly mosquito gnat beetle lizard crocodile leopard
  panther jackal hyena zebra giraffe hippopotamus rhinoceros bat dragon unicorn puppy kitten cub
`);

/** Animal characters, fish and birds included. */
export const ANIMALS: ReadonlySet<string> = new Set([...FISH, ...BIRDS, ...OTHER_ANIMALS]);

/** People named by role, trade or kinship. */
export const HUMAN_ROLES = words(`
  king queen prince princess emperor empress duke duchess lord lady knight squire soldier captain general
  sailor fisherman fisher farmer shepherd shepherdess miller baker butcher tailor cobbler shoemaker smith
  blacksmith carpenter weaver potter woodcutter woodsman hunter huntsman merchant trader peddler innkeeper
  servant maid milkmaid housemaid cook gardener groom stableboy page guard watchman judge priest monk nun
  pope bishop hermit wizard witch sorcerer sorceress magician fairy giant dwarf elf goblin troll ogre ghost
  beggar thief robber pirate traveller traveler pilgrim peasant villager doctor teacher student scholar
  master mistress widow orphan stepmother stepsister stepfather mother father son daughter brother sister
  wife husband grandmother grandfather uncle aunt nephew niece cousin baby boy girl youth lad lass maiden
  child bride bridegroom hero heroine messenger minstrel musician poet painter astronomer physician
  herdsman ploughman plowman charcoal-burner washerwoman nurse governess
`);

/** Human nouns too vague to be a character when the story names anyone more precisely. */
export const GENERIC_HUMANS = words(`
  man woman person people folk stranger gentleman crowd
`);

/** Nouns for "some animal"; they merge into the story's only animal character or are dropped. */
export const GENERIC_ANIMALS = words(`animal beast creature`);

/** Kinship nouns: named after their possessor ("the fisherman's wife") when the story says whose. */
export const RELATIONAL = words(`
  wife husband son daughter mother father brother sister child grandmother grandfather uncle aunt
  stepmother stepsister stepfather nephew niece cousin bride bridegroom
`);

/** Honorifics that precede a name ("Mistress Crow", "Mr. Fox") and are not part of the character. */
export const HONORIFICS = words(`
  mr mrs ms miss mistress master sir madam dame lady lord dr doctor brother sister father mother uncle aunt
  old little saint st
`);

/** Setting nouns that name a location. */
export const LOCATIONS = words(`
  forest wood woods jungle river stream brook creek village town city castle palace sea ocean shore seashore
  beach coast harbor harbour port kitchen meadow field pasture mountain hill valley cave den lair burrow nest
  road path lane street farm farmyard barn stable garden orchard vineyard park house hut hovel cottage cabin
  pond lake island desert church temple chapel tower court courtyard market marketplace inn tavern bridge
  cliff swamp marsh bog mill tree grove camp school room hall parlour parlor bedroom cellar attic prison
  dungeon kingdom country plain prairie heath moor glen canyon waterfall spring well shop bakery palace
  harbourside quay dock ship deck cottage-garden bank riverbank hillside mountainside clearing glade
`);

/** Concrete objects that are props whenever the story mentions them more than once. */
export const PROPS = words(`
  cheese net ring lamp lantern boat raft basket jar pitcher jug pot pan kettle bag sack purse coin gold
  silver money treasure jewel diamond pearl sword dagger axe hatchet knife rope cord string pole stick staff
  cane cart wagon carriage sled crown throne sceptre scepter key lock box chest casket bottle flask cup
  goblet bowl plate dish bread loaf cake pie apple pear plum grape grapes cherry berry acorn nut corn grain
  wheat seed egg milk pail bucket churn feather hat cap cloak coat shawl dress shoe shoes boot slipper
  glove rod hook line bait ribbon flag banner drum trumpet horn whistle bell harp flute fiddle violin pipe
  mirror candle torch book letter scroll map bone meat sausage honey wine beer water-jug pebble flower
  lily blanket quilt pillow spindle needle thread yarn wool spinning-wheel hammer nail saw shovel spade
  hoe plough plow scythe sickle spear bow arrow quiver shield helmet armour armor saddle bridle whip
  ladder chain cage trap mask umbrella wheel barrel cauldron broom carpet rug statue painting necklace
  bracelet veil fan comb brush soap towel clock watch compass telescope oar sail anchor fishing-rod
  shell walnut pumpkin carrot turnip cabbage potato beans pea seeds vase coffin medal kite bat ball doll top
`);

/** Days, months and feasts: capitalised, but never part of a name ("One Sunday Anna..."). */
export const CALENDAR = words(`
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december christmas easter midsummer
`);

/** Body parts: shot detail cues, never props. */
export const BODY_PARTS = words(`
  head hand hands finger fingers eye eyes face nose mouth beak bill paw paws claw claws jaw jaws tooth teeth
  lip lips leg legs foot feet arm arms back shoulder shoulders tail wing wings feather feathers fur mane
  heart elbow ear ears neck skin hair brow forehead cheek cheeks chin knee knees belly stomach throat tongue
  hoof hooves horn horns whisker whiskers scale scales fin fins voice breath body
`);

/** Scenery, weather, time and place-part nouns: never props. */
export const SCENERY = words(`
  ground grass water sky sun moon star stars wind rain snow air earth land dust wave waves foam rock rocks
  stone sand mud storm thunder lightning shade shadow light darkness dark night morning day evening dawn
  sunrise sunset noon midnight week month year hour minute time season spring summer autumn winter today
  tomorrow yesterday way side edge top bottom centre center middle end place world home distance direction
  floor ceiling wall roof door gate window sill step steps corner branch branches leaf leaves twig root
  roots bush bushes hedge fire smoke cloud clouds fog mist ice weather
`);

/** Abstract and event nouns that compromise tags as nouns: never props. */
export const ABSTRACT = words(`
  thing things nothing something anything everything one ones idea kindness pride fear anger despair joy
  love hate shame comfort help advice word words song rhyme story tale voice name start race game contest
  journey trip fight battle war wish wishes thought thoughts mind heart truth lie lies life death sleep
  dream moment while lot kind sort part piece pieces plenty number deal matter reason question answer
  trouble luck fortune chance manner respect sense wits flattery astonishment surprise sight noise sound
  roar caw squeak laugh laughter cry tears smile mercy favour favor prize reward lesson moral rest peace
  power strength speed size age beauty wisdom folly greed exchange dot finish mark tug streak rage
  half hurry content everyone anyone someone no-one nobody
`);

/** Suffixes of abstract nouns (happiness, attention, honesty...). */
export const ABSTRACT_SUFFIX = /(?:ness|tion|sion|ity|ment|ance|ence|ship|dom|hood|ism)$/;

/** Prepositions that put the following noun phrase in a place. */
export const LOCATIVE_PREPOSITIONS = words(`
  in at to into through across by near from towards toward inside outside along over under beside onto on
  around past behind within beneath below above upon among between beyond throughout up down
`);

/** Nouns naming a part of something ("the edge of the forest"): the locative reaches through "of". */
export const PLACE_PARTS = words(`
  edge foot top side bottom branch middle centre center end shore bank gate door heart depths outskirts
  corner shade window steps entrance
`);

/** Forms of "be" and "become": a noun after them is a predicate ("wants to be queen"), not a new entity. */
export const COPULAS = words(`
  be is was were are am been being become became becomes becoming seem seemed seems remain remained
`);

const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  men: 'man',
  women: 'woman',
  children: 'child',
  oxen: 'ox',
  feet: 'foot',
  teeth: 'tooth',
  people: 'people',
  wolves: 'wolf',
  calves: 'calf',
  halves: 'half',
  knives: 'knife',
  leaves: 'leaf',
  loaves: 'loaf',
  wives: 'wife',
  lives: 'life',
  thieves: 'thief',
  shelves: 'shelf',
  elves: 'elf',
  dwarves: 'dwarf',
  fishermen: 'fisherman',
  woodsmen: 'woodsman',
  huntsmen: 'huntsman',
  herdsmen: 'herdsman',
  sheep: 'sheep',
  deer: 'deer',
  fish: 'fish',
  grapes: 'grape',
  woods: 'woods',
  glass: 'glass',
  grass: 'grass',
  princess: 'princess',
  mistress: 'mistress',
  empress: 'empress',
  duchess: 'duchess',
  lioness: 'lioness',
  shepherdess: 'shepherdess',
  sorceress: 'sorceress',
  governess: 'governess',
  heiress: 'heiress',
  goddess: 'goddess',
  crossroads: 'crossroads',
  news: 'news',
  bus: 'bus',
  moss: 'moss',
  dress: 'dress',
  tortoise: 'tortoise',
  tortoises: 'tortoise',
  horses: 'horse',
  houses: 'house',
  cheeses: 'cheese',
  potatoes: 'potato',
  tomatoes: 'tomato',
  heroes: 'hero',
  species: 'species',
  series: 'series',
  hippopotamus: 'hippopotamus',
  asses: 'ass',
  boss: 'boss',
};

/** Singular form of a lower-case English noun (good enough for lexicon lookups and grouping). */
export function singularize(word: string): string {
  const irregular = IRREGULAR_SINGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
