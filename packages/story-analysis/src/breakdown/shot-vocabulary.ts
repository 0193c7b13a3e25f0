/**
 * Cue words that pick a shot's framing and camera motion. Phrases are matched as whole words, case-insensitive.
 */

const cue = (text: string): RegExp => {
  const phrases = text
    .trim()
    .split(/\s*\|\s*|\n\s*/)
    .filter(Boolean)
    .map((phrase) => phrase.trim().replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}])(?:${phrases.join('|')})(?![\\p{L}])`, 'iu');
};

/** Feelings and faces: close-ups and pushes in. */
export const EMOTION = cue(`
  cried | cry | cries | wept | weep | weeping | tears | sobbed | sob | smiled | smile | smiles | grinned | frowned
  afraid | frightened | fear | feared | terrified | angry | anger | rage | furious | ashamed | shame | sad | sadly
  sorrow | grief | happy | happily | joy | joyful | proud | pride | trembled | trembling | shook with | sighed
  sigh | whispered | whisper | whispers | face | eyes | tear | blushed | despair | astonished | astonishment
  surprise | surprised | lonely | love | loved | hated | heart | heavy heart | kindly | gently | panting
  laughed | laughing | mocked | jealous | greedy | pleased | delighted | horrified
`);

/** Hands and small details: extreme close-ups. */
export const DETAIL = cue(`
  hand | hands | finger | fingers | paw | paws | claw | claws | beak | teeth | lips | fist | palm | knot
  thread | needle | coin | coins | key | drop | seed | crumb | gnaw | gnawed | gnawing | nibbled | untied
  snapped | clutched | gripped | grasped | picked up | held up | tied | lifted
`);

/** Journeys, chases and running: the camera follows. */
export const MOVEMENT = cue(`
  ran | run | runs | running | raced | racing | dashed | hurried | hurrying | walked | walking | went down
  went back | travelled | traveled | journey | rode | riding | chased | chasing | flew away | fled | trotted
  trotting | plodded | plodding | galloped | scampered | staggered | set off | set out | crossed | marched
  swam away | rushed | followed | sped | leapt up
`);

/** Something appears or is discovered: pull back to show it. */
export const REVEAL = cue(`
  suddenly | appeared | discovered | revealed | found | behold | saw | in its place | there stood | was gone
  had grown | transformed | turned into | stood a | lay a
`);

/** Upward movement or height. */
export const RISING = cue(`
  climbed | rose | rise | rising | looked up | flew up | soared | towers | tower | high | sky | ceiling
  treetop | heavens | lifted his head | lifted her head
`);

/** Falling, sinking and looking down. */
export const FALLING = cue(`
  fell | fall | falls | sank | sink | dropped | dived | dove | tumbled | looked down | bottom | down fell
`);

/** Wide open spaces: wide framing, drone openings. */
export const LANDSCAPE = cue(`
  sea | ocean | forest | meadow | mountains | mountain | valley | fields | field | sky | horizon | river
  plain | desert | hills | hill | shore | coast | landscape | countryside | land | kingdom | storm | waves
  village | town | city | castle | palace | road
`);
