import type { z } from 'zod';
import type { Database } from '../../../db/index.ts';
import type { GenerationJobRow } from '../../../db/schema.ts';
import type { GeneratedMedia, ProviderCallContext } from '../../../providers/provider.ts';
import type { ProviderRegistry } from '../../../providers/registry.ts';
import type { InputDeps } from '../generation-media.ts';
import type { StoredOutput } from '../generation-output.ts';

/** What a target's produce step may use: the database, media reading and the providers. */
export interface ProduceDeps extends InputDeps {
  providers: ProviderRegistry;
}

/** The records a queued or running job makes, for a screen that opens while it runs. */
export interface TargetSubject {
  scenarioId: string | null;
  shotId: string | null;
  assetId: string | null;
}

/**
 * One kind of thing a generation job fills (stored in generation_jobs.target as `{ type, ...payload }`):
 * the payload's schema and the worker's steps for it. The runner and the failure path only go through these.
 */
export interface GenerationTargetDefinition<
  Type extends string = string,
  Target extends { type: Type } = { type: Type },
> {
  type: Type;
  /** The stored target (jsonb) as this type reads it; anything it rejects is an unknown target. */
  schema: z.ZodType<Target>;
  /** The id the client shows progress on (a variant, a shot generation, a clip, a preview). */
  targetId(target: Target): string;
  /** What a screen opening while the job runs needs to place it. */
  subject(target: Target): TargetSubject;
  /** The provider call(s) that make the media; may read the job's input and records (outside any transaction). */
  produce(deps: ProduceDeps, job: GenerationJobRow, target: Target, call: ProviderCallContext): Promise<GeneratedMedia>;
  /**
   * Inside the job's completing transaction: writes the stored output into the records the job fills. Throwing
   * rolls the completion back (a ProviderError that is not retryable fails the job instead).
   */
  fill(
    tx: Database,
    target: Target,
    done: { job: GenerationJobRow; output: StoredOutput; media: GeneratedMedia },
  ): Promise<void>;
  /** Inside the job's failing transaction: marks the records the job fills as failed with the user's message. */
  fail(tx: Database, target: Target, message: string): Promise<void>;
  /**
   * The output is taken by a later step, not by `fill` (a wizard preview waits for create-with-story): its files
   * stay unreferenced until then. Otherwise every file `fill` did not take (a rendition the target does not show)
   * is removed right after the job completes.
   */
  outputWaitsForAdoption?: boolean;
}

/** Declares one target type; the type literal and the payload type are inferred from the definition. */
export function defineGenerationTarget<const Type extends string, Target extends { type: Type }>(
  definition: GenerationTargetDefinition<Type, Target>,
): GenerationTargetDefinition<Type, Target> {
  return definition;
}

/** The stored payload of a definition. */
export type TargetOf<D> = D extends GenerationTargetDefinition<string, infer Target> ? Target : never;
