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
  hound terrier spaniel poodle collie sheepdog mastiff wolfhound tomcat mare stallion colt
  filly bullock heifer piglet hamster ferret raccoon skunk
  porcupine moose elk reindeer bison buffalo kangaroo koala panda gorilla chimpanzee baboon lemur sloth
  armadillo octopus squid jellyfish seal walrus penguin starling thrush blackbird finch canary
  hummingbird woodpecker ladybird ladybug dragonfly moth firefly cockroach scorpion hind
`);

/** Animal characters, fish and birds included. */
export const ANIMALS: ReadonlySet<string> = new Set([...FISH, ...BIRDS, ...OTHER_ANIMALS]);

/** People named by role, trade or kinship. */
export const HUMAN_ROLES = words(`
  king queen prince princess emperor empress duke duchess lord lady knight squire soldier captain general
  sailor fisherman fisher farmer shepherd shepherdess miller baker butcher tailor cobbler shoemaker smith
  blacksmith carpenter weaver potter woodcutter woodsman hunter huntsman merchant trader peddler innkeeper
  servant maid milkmaid housemaid cook gardener groom stableboy guard watchman judge priest monk nun
  pope bishop hermit wizard witch sorcerer sorceress magician fairy giant dwarf elf goblin troll ogre ghost
  beggar thief robber pirate traveller traveler pilgrim peasant villager doctor teacher student scholar
  master mistress widow orphan stepmother stepsister stepfather mother father son daughter brother sister
  wife husband grandmother grandfather uncle aunt nephew niece cousin baby boy girl youth lad lass maiden
  child bride bridegroom hero heroine messenger minstrel musician poet painter astronomer physician
  herdsman ploughman plowman charcoal-burner washerwoman nurse governess
  sheriff marshal deputy outlaw bandit cowboy rancher barkeep bartender waiter waitress driver coachman
  stranger detective inspector officer policeman policewoman constable lieutenant sergeant corporal private
  colonel major commander admiral pilot astronaut engineer scientist professor surgeon dentist vet
  lawyer clerk secretary assistant manager director boss colleague receptionist cashier shopkeeper grocer
  fishmonger fishwife housewife florist librarian bookseller postman postwoman mailman journalist reporter photographer
  artist singer dancer actor actress athlete runner racer rider jockey coach referee umpire player
  crew deckhand boatman ferryman diver miner farmhand labourer laborer builder mechanic plumber
  janitor butler footman valet housekeeper chef herald courtier chancellor minister senator
  mayor governor president chief elder shaman priestess abbot vicar rabbi imam missionary
  apprentice journeyman craftsman goldsmith silversmith mason scribe printer clown juggler acrobat
  sentry sentinel spy agent assassin thug goon gangster smuggler burglar prisoner convict warden
  jailer huntress archer swordsman warrior veteran sniper gunner medic refugee immigrant
  tourist guide host hostess guest neighbour neighbor friend enemy rival lover sweetheart fiance
  fiancee bridesmaid toddler teenager kid granny grandma grandpa mum mom dad papa mama auntie
  twin foundling pupil classmate headmaster headmistress schoolgirl schoolboy
  archbishop cardinal crowd villager townsman townsfolk serf slave maidservant nanny midwife healer herbalist
  warlock necromancer mage enchantress pixie sprite nymph mermaid merman
  titan god demon angel spirit phantom vampire werewolf zombie monster
  robot android alien cyborg navigator cellist violinist pianist drummer guitarist keeper gatekeeper
`);

/** Human nouns too vague to be a character when the story names anyone more precisely. */
export const GENERIC_HUMANS = words(`
  man woman person people folk stranger gentleman
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
  old little saint st commander captain sheriff inspector lieutenant sergeant private professor detective
  officer marshal general colonel major president judge constable corporal admiral
`);

/** Setting nouns that name a location. */
export const LOCATIONS = words(`
  forest wood woods jungle river stream brook creek village town city castle palace sea ocean shore seashore
  beach coast harbor harbour port kitchen meadow field pasture mountain hill valley cave den lair burrow nest
  road path lane street farm farmyard barn stable garden orchard vineyard park house hut hovel cottage cabin
  pond lake island desert church temple chapel tower court courtyard market marketplace inn tavern bridge
  cliff swamp marsh bog mill tree grove camp school room hall parlour parlor bedroom cellar attic prison
  dungeon kingdom country plain prairie heath moor glen canyon waterfall  shop bakery palace
  harbourside quay dock ship deck cottage-garden bank riverbank hillside mountainside clearing glade
  stair marquee pavilion lighthouse harbourfront pier jetty wharf marina boathouse shipyard dockyard reef lagoon bay cove inlet
  estuary delta gorge ravine pass summit peak ridge slope glacier tundra steppe savanna oasis dune
  volcano crater plateau mesa lakeside shoreline headland cape promontory isle archipelago
  stadium arena track pitch gym gymnasium racetrack racecourse infield stands
  bookshop bookstore library museum gallery theatre theater cinema studio office headquarters precinct
  station platform airport terminal hangar garage warehouse factory workshop forge smithy laboratory lab
  hospital clinic pharmacy hotel motel hostel guesthouse saloon bar pub cafe café
  restaurant diner canteen cafeteria laundromat supermarket store stall kiosk boutique
  butchery bazaar fair square plaza avenue boulevard alley alleyway highway
  motorway freeway junction roundabout tunnel subway underpass railway embankment
  trench bunker barracks fort fortress citadel keep turret mansion manor
  estate villa farmhouse ranch homestead shed shack lodge chalet tent
  campsite igloo  flat apartment bathroom pantry scullery larder
  hallway corridor landing staircase stairs loft basement porch veranda balcony terrace
  patio yard backyard conservatory greenhouse allotment
  graveyard cemetery churchyard cathedral abbey monastery convent shrine
  mosque synagogue university college courtroom jailhouse jail cell
  casino nightclub club ballroom lounge study nursery cubicle
  spaceship starship cockpit airlock galley hull
  compartment quarry pit windmill watermill brewery distillery tannery
  realm empire  hamlet capital metropolis suburb district quarter neighbourhood neighborhood
`);

/** Materials: "a stone frog" or "a toy horse" is an object, not an animal. */
export const MATERIALS = words(`
  stone wooden wood plastic paper toy tin glass metal iron steel brass bronze golden gold silver china clay
  porcelain marble wax straw rag cardboard ceramic crystal ivory jade stuffed carved painted
`);

/** Two-word places whose head alone is not one ("finish line" and "meeting room" are; a line is not). */
export const PLACE_PHRASES: ReadonlySet<string> = new Set(
  [
    'finish line',
    'starting line',
    'start line',
    'back straight',
    'home straight',
    'meeting room',
    'dining room',
    'living room',
    'sitting room',
    'drawing room',
    'music room',
    'throne room',
    'engine room',
    'control room',
    'waiting room',
    'dining car',
    'buffet car',
    'sleeping car',
    'medical bay',
    'sick bay',
    'cargo bay',
    'docking bay',
    'docking ring',
    'control deck',
    'flight deck',
    'main street',
    'high street',
    'side street',
    'head office',
    'border station',
    'train station',
    'bus station',
    'police station',
    'petrol station',
    'gas station',
    'space station',
    'relay station',
    'bus stop',
    'car park',
    'parking lot',
    'playground',
    'market square',
    'town square',
    'village green',
    'front yard',
    'back garden',
    'sea cave',
  ].map((phrase) => phrase),
);

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
  binoculars spyglass camera photograph photo picture portrait postcard envelope note
  notebook diary journal ledger file folder report document passport ticket card badge medal
  stopwatch pocket-watch phone telephone radio laptop computer screen tablet keyboard
  pen pencil crayon paintbrush canvas easel sketchbook paper napkin newspaper magazine
  scarf helmet bonnet hood cape jacket duster overcoat raincoat oilskin
  sweater jumper shirt blouse vest trousers jeans skirt gown apron uniform suit tie belt
  mitten sock socks sandal earring brooch locket pendant
  tiara amulet talisman charm thimble button bead wallet handbag satchel backpack rucksack
  suitcase trunk briefcase tin crate case cabinet drawer shelf table
  desk chair stool bench bed cot sofa couch candlestick match lighter
  cigarette cigar tobacco padlock twine wire
  gun pistol revolver rifle shotgun cannon bullet
  grenade bomb crowbar wrench spanner screwdriver pickaxe drill
  keg mug teacup teapot thermos glass spoon
  fork ladle stove tray tablecloth parasol toothbrush
  towel sponge mop teddy toy puppet
  guitar piano parchment wand orb crystal
  potion vial gem ruby emerald banknote cheque
  bicycle bike scooter motorbike motorcycle car van truck lorry taxi cab bus tram tractor
  stagecoach sledge sleigh dinghy rowboat canoe kayak yacht ship ferry
  submarine capsule pod rocket shuttle drone helicopter plane airplane aeroplane glider
  sign signpost poster placard fountain trough well
  roll bun biscuit cookie tart sandwich soup stew porridge orange banana
  lemon strawberry peach melon ham bacon
  tea coffee ale juice
  sunflower bouquet wreath garland pinecone skull fossil ember charcoal
  firewood log plank board boards screw glue tape rosin mattress
  cushion curtain blind shutter lens goggles glasses spectacles monocle bandage crutch
  stretcher syringe pill medicine tube battery cable
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
  hoof hooves horn horns whisker whiskers scale scales fin fins voice breath body lap scar
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
  half hurry content everyone anyone someone no-one nobody concert party feast wedding meeting ceremony
  funeral dinner breakfast lunch supper trial murder match show festival performance holiday rota
`);

/** Weather that "hammers" or "lashes" something: after one of these nouns such a word is the verb, not a noun. */
export const WEATHER_NOUNS = words(`rain wind snow hail sleet storm gale sea surf spray waves thunder hailstones`);
export const WEATHER_VERBS = words(`
  hammers hammered lashes lashed batters battered pounds pounded drums drummed beats pelts pelted whips whipped
  buffets buffeted rattles rattled lashes slams slammed
`);

/** Parts of a boat ("with Pip in the bow"): a place on the boat, not the weapon or an object, when someone is in it. */
export const OBJECT_PARTS = words(`bow stern prow keel`);

/** Time nouns: "Every night the fox ran" opens no relative clause ("the way her father taught her" does). */
export const TIME_NOUNS = words(`
  night morning day evening dawn dusk week month year hour minute time season spring summer autumn winter today
  tomorrow yesterday noon midnight sunrise sunset moment
`);

/** Nouns that measure out something else ("a lump of charcoal", "a handful of crumbs"): the something is the prop. */
export const MEASURES = words(`
  lump piece bit handful pile stack heap bunch pair slice scrap sliver strip drop pinch loads lot couple
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
  // "fishwives", "housewives".
  if (word.endsWith('wives')) return `${word.slice(0, -'wives'.length)}wife`;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
