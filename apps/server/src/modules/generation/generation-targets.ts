import type { GenerationKind, JobQueue } from '@sym/contracts';
import type { TargetSubject } from './targets/define-target.ts';
import { targetDefinitionOf, type AnyTargetDefinition, type GenerationTarget } from './targets/registry.ts';

export type { GenerationTarget, GenerationTargetType } from './targets/registry.ts';

/** The queue of each generation kind. */
export const QUEUE_OF: Record<Exclude<GenerationKind, 'text'>, JobQueue> = {
  image: 'image-generation',
  video: 'video-generation',
  speech: 'speech-generation',
  lipsync: 'lipsync-generation',
};

/** The definition of a target (parsed by parseTarget, so one always exists). */
export function definitionOf(target: GenerationTarget): AnyTargetDefinition {
  const definition = targetDefinitionOf(target.type);
  if (!definition) throw new Error(`No generation target definition for ${target.type}`);
  return definition;
}

/** The id the client shows progress on: the variant, the shot generation, the clip or the preview. */
export function targetIdOf(target: GenerationTarget): string {
  return definitionOf(target).targetId(target);
}

/** The episode, shot or asset a target belongs to, for a screen that opens while its job runs. */
export function targetSubjectOf(target: GenerationTarget): TargetSubject {
  return definitionOf(target).subject(target);
}

/** Reads a stored target back (jsonb) through its type's schema, or undefined when it is not one we know. */
export function parseTarget(value: Record<string, unknown>): GenerationTarget | undefined {
  const parsed = targetDefinitionOf(value.type)?.schema.safeParse(value);
  return parsed?.success ? parsed.data : undefined;
}
