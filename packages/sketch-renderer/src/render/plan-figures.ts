import type { SceneFigure } from '@sym/contracts';
import type { SketchReference } from '../types.ts';
import { animalDefinition } from '@sym/story-analysis';
import { SPECIES, figureTraits, type FigureTraits, type Species } from './figure-traits.ts';
import { plannedLook } from './plan-traits.ts';
import { hashString } from './prng.ts';
import type { FigureSource } from './sprites.ts';

/**
 * How one figure of a plan is drawn:
 * - 'person': an upright procedural character in a pose (people, and fable animals that wear clothes or speak);
 * - 'animal': the animal itself, on four legs, as a bird, a snake, a fish or an insect;
 * - 'image': the cut-out of a linked asset's own picture (an upload or an AI image), as in every other shot.
 */
export type FigureLook =
  | { kind: 'person'; key: string; traits: FigureTraits; stoop: boolean }
  | { kind: 'animal'; key: string; species: string; traits: readonly string[] }
  | { kind: 'image'; key: string; source: Extract<FigureSource, { kind: 'image' }>; height: number };

// Words that dress an animal or give it speech: such an animal is a fable character and keeps today's upright look.
const DRESSED = [
  'coat',
  'scarf',
  'hat',
  'cap',
  'dress',
  'vest',
  'waistcoat',
  'cloak',
  'cape',
  'boots',
  'crown',
  'glasses',
  'spectacles',
  'jacket',
  'shirt',
  'tunic',
  'robe',
  'armour',
  'armor',
  'apron',
  'bow tie',
  'trousers',
  'uniform',
];
const SPEAKING = [
  'says',
  'said',
  'speaks',
  'spoke',
  'talks',
  'talking',
  'talked',
  'asks',
  'asked',
  'replies',
  'replied',
  'sings',
  'tells',
];

function says(text: string, list: readonly string[]): boolean {
  const lower = text.toLowerCase();
  const words = new Set(lower.match(/[a-z]+/g) ?? []);
  return list.some((term) => (term.includes(' ') ? lower.includes(term) : words.has(term)));
}

/**
 * Whether an animal of the plan is drawn as a fable character (upright, with a face and clothes) rather than as the
 * animal: when its words dress it or make it speak. For a linked asset only the asset's own description counts, so
 * the asset looks the same in every shot; for an animal only named in the text, its trait words. The shot's action
 * does not decide it: the planner files a dog's bark or a lion's roar under 'talk', and a barking terrier is a dog.
 * Words that put it on four legs keep it the animal. Animals today's fable set cannot draw upright (a horse, an
 * elephant) stay animals.
 */
export function isFableAnimal(figure: SceneFigure, reference: SketchReference | undefined): boolean {
  const species = fableSpecies(figure.species);
  if (!species) return false;
  const text = reference ? reference.description : figure.traits.join(', ');
  if (FOUR_LEGGED.test(text)) return false;
  return says(text, DRESSED) || says(text, SPEAKING);
}

/** "on four legs", "four-legged", "on all fours": the words ask for the animal itself, whatever it wears. */
const FOUR_LEGGED = /\b(on (all )?fours?|four[\s-]+leg(s|ged)|on (its|his|her) (four )?legs|quadruped)\b/i;

function fableSpecies(key: string): Species | undefined {
  const mapped = key === 'bird' ? 'crow' : key === 'sheep' ? undefined : key;
  return (SPECIES as readonly string[]).includes(mapped ?? '') ? (mapped as Species) : undefined;
}

/** The look of one member of a figure (groups draw `count` members that differ a little). */
export function planFigureLook(
  figure: SceneFigure,
  member: number,
  reference: SketchReference | undefined,
  linked: FigureSource | undefined,
): FigureLook {
  const memberKey = member === 0 ? figure.key : `${figure.key}#${member}`;
  // A group of animals (a flock of sheep) is drawn as that many animals; an animal the vocabulary does not know is
  // drawn with the generic four-legged shape.
  const known = animalDefinition(figure.species);
  const animal = figure.kind === 'animal' || (figure.kind === 'group' && known !== undefined);
  if (linked?.kind === 'image') {
    return { kind: 'image', key: memberKey, source: linked, height: animal ? Math.max(0.1, known?.size ?? 0.4) : 1 };
  }
  if (animal && !isFableAnimal(figure, reference)) {
    // A linked animal's own description colours its coat ("a scruffy brown terrier").
    const words = reference ? [reference.description, ...figure.traits] : figure.traits;
    return { kind: 'animal', key: memberKey, species: figure.species, traits: words };
  }
  if (linked?.kind === 'procedural') {
    const species = animal ? fableSpecies(figure.species) : undefined;
    const traits =
      species && linked.traits.species === 'human'
        ? { ...linked.traits, species, hair: 'none' as const }
        : linked.traits;
    return { kind: 'person', key: linked.key, traits, stoop: false };
  }
  if (animal) {
    const species = fableSpecies(figure.species) ?? 'dog';
    const base = figureTraits({
      id: memberKey,
      name: figure.name,
      description: `${species} ${figure.traits.join(', ')}`,
    });
    return { kind: 'person', key: `plan:${hashString(memberKey)}`, traits: base, stoop: false };
  }
  const look = plannedLook(memberKey, member === 0 ? figure.name : '', figure.traits);
  return {
    kind: 'person',
    key: `plan:${hashString(`${memberKey}|${figure.name}|${figure.traits.join(',')}`)}`,
    traits: look.traits,
    stoop: look.stoop,
  };
}

/** Height of a look relative to a standing adult. */
export function lookHeight(look: FigureLook): number {
  if (look.kind === 'person') return look.traits.heightFactor;
  if (look.kind === 'animal') return Math.max(0.1, animalDefinition(look.species)?.size ?? 0.4);
  return look.height;
}
