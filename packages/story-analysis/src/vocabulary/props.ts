/**
 * Props the scene planner recognises and the local renderer draws: one definition per prop, keyed. A new prop is one
 * more entry here plus its drawing beside the others (a unit test checks every key has one). Words are lower case;
 * multi-word phrases match as phrases. A prop the text names but no entry knows is drawn as the generic `box`.
 */
export interface PropDefinition {
  key: string;
  words: readonly string[];
  /** Big props stand on the ground (a boat, a chest); small ones are held or lie near the figure. */
  size: 'small' | 'medium' | 'large';
}

export const PROPS: readonly PropDefinition[] = [
  { key: 'boat', size: 'large', words: ['boat', 'rowing boat', 'rowboat', 'dinghy', 'canoe', 'raft', 'skiff'] },
  { key: 'telescope', size: 'medium', words: ['telescope', 'spyglass', 'binoculars'] },
  { key: 'lantern', size: 'small', words: ['lantern', 'lamp', 'torch', 'candle', 'oil lamp'] },
  { key: 'map', size: 'small', words: ['map', 'chart', 'treasure map'] },
  { key: 'box', size: 'small', words: ['box', 'tin box', 'tin', 'crate', 'parcel', 'package', 'casket'] },
  { key: 'chest', size: 'medium', words: ['chest', 'trunk', 'coffer', 'treasure chest'] },
  { key: 'key', size: 'small', words: ['key', 'keys'] },
  { key: 'net', size: 'medium', words: ['net', 'fishing net', 'nets'] },
  { key: 'rope', size: 'small', words: ['rope', 'string', 'cord', 'twine', 'line'] },
  { key: 'flag', size: 'medium', words: ['flag', 'banner', 'pennant'] },
  { key: 'letter', size: 'small', words: ['letter', 'envelope', 'note', 'message'] },
  { key: 'scroll', size: 'small', words: ['scroll', 'parchment'] },
  { key: 'photograph', size: 'small', words: ['photograph', 'photo', 'picture', 'portrait'] },
  { key: 'book', size: 'small', words: ['book', 'diary', 'journal', 'tome', 'notebook', 'spellbook'] },
  { key: 'sword', size: 'small', words: ['sword', 'blade', 'sabre', 'saber'] },
  { key: 'knife', size: 'small', words: ['knife', 'dagger'] },
  { key: 'shield', size: 'small', words: ['shield'] },
  { key: 'bow', size: 'small', words: ['bow and arrow', 'bow', 'arrows'] },
  { key: 'spear', size: 'medium', words: ['spear', 'lance', 'pitchfork'] },
  { key: 'staff', size: 'medium', words: ['staff', 'wand', 'stick', 'cane', 'walking stick', 'rod'] },
  { key: 'fishing-rod', size: 'medium', words: ['fishing rod', 'fishing pole'] },
  { key: 'pipe', size: 'small', words: ['pipe', 'wooden pipe'] },
  { key: 'scarf', size: 'small', words: ['scarf', 'shawl'] },
  { key: 'hat', size: 'small', words: ['hat', 'cap'] },
  { key: 'umbrella', size: 'small', words: ['umbrella', 'parasol'] },
  { key: 'cup', size: 'small', words: ['cup', 'mug', 'goblet', 'chalice', 'glass', 'teacup'] },
  { key: 'bottle', size: 'small', words: ['bottle', 'potion', 'flask', 'vial'] },
  { key: 'bag', size: 'small', words: ['bag', 'sack', 'satchel', 'backpack', 'pouch', 'purse', 'suitcase'] },
  { key: 'basket', size: 'small', words: ['basket', 'hamper'] },
  { key: 'crown', size: 'small', words: ['crown', 'tiara'] },
  { key: 'ring', size: 'small', words: ['ring', 'necklace', 'amulet', 'jewel', 'gem', 'pendant'] },
  { key: 'coin', size: 'small', words: ['coin', 'coins', 'gold', 'money'] },
  { key: 'phone', size: 'small', words: ['phone', 'smartphone', 'mobile'] },
  { key: 'radio', size: 'small', words: ['radio', 'walkie-talkie', 'transmitter'] },
  { key: 'camera', size: 'small', words: ['camera'] },
  { key: 'laptop', size: 'small', words: ['laptop', 'computer', 'tablet', 'screen'] },
  { key: 'clock', size: 'small', words: ['clock', 'watch', 'pocket watch', 'hourglass'] },
  { key: 'bell', size: 'small', words: ['bell'] },
  { key: 'flower', size: 'small', words: ['flower', 'rose', 'flowers', 'bouquet', 'tulip', 'lily'] },
  { key: 'apple', size: 'small', words: ['apple', 'fruit', 'pear', 'grapes'] },
  { key: 'bread', size: 'small', words: ['bread', 'loaf', 'cake', 'pie'] },
  { key: 'cheese', size: 'small', words: ['cheese'] },
  { key: 'bucket', size: 'small', words: ['bucket', 'pail'] },
  { key: 'anchor', size: 'medium', words: ['anchor'] },
  { key: 'ladder', size: 'large', words: ['ladder'] },
  { key: 'table', size: 'large', words: ['table', 'desk', 'workbench'] },
  { key: 'chair', size: 'medium', words: ['chair', 'stool', 'bench', 'armchair'] },
  { key: 'bed', size: 'large', words: ['bed', 'cot'] },
  { key: 'car', size: 'large', words: ['car', 'truck', 'van', 'taxi', 'jeep'] },
  { key: 'bicycle', size: 'large', words: ['bicycle', 'bike'] },
  { key: 'cart', size: 'large', words: ['cart', 'wagon', 'wheelbarrow'] },
  { key: 'trophy', size: 'small', words: ['trophy', 'medal', 'cup of victory'] },
  { key: 'ball', size: 'small', words: ['ball', 'football'] },
  { key: 'guitar', size: 'medium', words: ['guitar', 'violin', 'lute', 'fiddle'] },
  { key: 'fire', size: 'medium', words: ['campfire', 'fire', 'bonfire', 'fireplace'] },
  { key: 'egg', size: 'small', words: ['egg', 'eggs', 'golden egg'] },
];

export function propDefinition(key: string): PropDefinition | undefined {
  return PROPS.find((prop) => prop.key === key);
}
