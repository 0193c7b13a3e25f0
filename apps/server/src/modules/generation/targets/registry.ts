import type { GenerationTargetDefinition, TargetOf } from './define-target.ts';
import { assetVariantTarget } from './asset-variant.target.ts';
import { shotImageTarget } from './shot-image.target.ts';
import { shotLipsyncTarget } from './shot-lipsync.target.ts';
import { shotVideoTarget } from './shot-video.target.ts';
import { voiceClipTarget } from './voice-clip.target.ts';
import { wizardAssetPreviewTarget } from './wizard-asset-preview.target.ts';

/**
 * Every kind of thing a generation job fills, one definition each. Adding a target type: a new
 * `<type>.target.ts` with defineGenerationTarget, and one line here.
 */
export const GENERATION_TARGET_DEFINITIONS = [
  assetVariantTarget,
  shotImageTarget,
  shotVideoTarget,
  shotLipsyncTarget,
  voiceClipTarget,
  wizardAssetPreviewTarget,
] as const;

type Definitions = (typeof GENERATION_TARGET_DEFINITIONS)[number];

/** What a job fills when it succeeds (stored in generation_jobs.target): one payload per definition. */
export type GenerationTarget = TargetOf<Definitions>;
export type GenerationTargetType = GenerationTarget['type'];

/** The target types, in the registry's order. */
export const GENERATION_TARGET_TYPES: readonly GenerationTargetType[] = GENERATION_TARGET_DEFINITIONS.map(
  (definition) => definition.type,
);

/** A definition whose steps take any target; only ever paired with a target its own schema accepted. */
export type AnyTargetDefinition = GenerationTargetDefinition<GenerationTargetType, GenerationTarget>;

const BY_TYPE = new Map<string, AnyTargetDefinition>(
  GENERATION_TARGET_DEFINITIONS.map((definition) => [definition.type, definition as unknown as AnyTargetDefinition]),
);

/** The definition of a target type, or undefined for a type no definition has. */
export function targetDefinitionOf(type: unknown): AnyTargetDefinition | undefined {
  return typeof type === 'string' ? BY_TYPE.get(type) : undefined;
}
