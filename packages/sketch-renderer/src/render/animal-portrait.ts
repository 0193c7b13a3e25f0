import type { SKRSContext2D } from '@napi-rs/canvas';
import type { SceneFigure } from '@sym/contracts';
import { planScene } from '../scene/plan-scene.ts';
import { animalBodyCentre, animalHalfWidth, animalPose, drawAnimal, type AnimalPose } from './animals/index.ts';
import type { FigureIdentity } from './own-figure.ts';
import { isFableAnimal } from './plan-figures.ts';

/** A character asset that is an animal, as its own picture shows it. */
export interface PortraitAnimal {
  species: string;
  pose: AnimalPose;
  /** Its words, for the coat and the marks ("a scruffy brown terrier with one white ear"). */
  words: readonly string[];
}

/**
 * The animal a character asset is, when its name and words make it one the planner knows ("Biscuit, a scruffy
 * terrier", "a grey horse") and do not dress it or make it speak (a fox in a waistcoat stays a fable character).
 * Read by the same planner the shots are planned with, so the asset's picture and its shots agree; the pose comes
 * from its words too ("curled up asleep" lies down).
 */
export function portraitAnimal(identity: FigureIdentity): PortraitAnimal | undefined {
  const asset = { ...identity, type: 'character' as const };
  const plan = planScene({ shotType: 'medium', description: identity.description || identity.name, assets: [asset] });
  const figure: SceneFigure | undefined = plan.figures.find((each) => each.key === identity.id);
  if (!figure || figure.kind !== 'animal') return undefined;
  if (isFableAnimal(figure, { ...asset, description: identity.description })) return undefined;
  return { species: figure.species, pose: animalPose(figure.action), words: [identity.description, ...figure.traits] };
}

/**
 * Draws the animal standing on the studio floor, as large as the frame allows: its whole outline in view, its
 * body in the middle, facing right.
 */
export function drawAnimalPortrait(ctx: SKRSContext2D, width: number, height: number, animal: PortraitAnimal): void {
  const halfWidth = animalHalfWidth(animal.species) / 100;
  const heightPx = Math.round(Math.min(height * 0.52, (width * 0.86) / (2 * halfWidth)));
  const [bodyX] = animalBodyCentre(animal.species);
  const x = Math.round(width / 2 - (bodyX * heightPx) / 100);
  const groundY = Math.round(height * 0.5 + heightPx * 0.5);
  drawAnimal(ctx, animal.species, animal.words, animal.pose, x, groundY, heightPx, 1);
}
