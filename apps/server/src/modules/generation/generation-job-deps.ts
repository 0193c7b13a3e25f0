import type { JobKind } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { GeneratedMedia } from '../../providers/provider.ts';
import type { ModelResolver } from '../models/model-resolver.ts';
import type { VariantImageRepository } from '../asset-variants/variant-image.repository.ts';
import type { VariantModificationRepository } from '../asset-variants/variant-modification.repository.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import type { ShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import type { VoiceClipRepository } from '../timeline/voice-clip.repository.ts';
import type { GenerationInputs } from './generation-inputs.ts';
import type { MediaReader } from './generation-media.ts';
import { defineJob, type JobDefinition } from './job-definition.ts';

/** A repository that binds to a transaction (`repo.in(tx)`). */
export interface InTransaction<Repository> {
  in(tx: Database): Repository;
}

/** What a generation job's handler and target steps use: providers, media, the requests they build, their records. */
export interface GenerationJobDeps {
  /** The provider each kind of the job's project runs on (its chosen model, else the site default). */
  models: Pick<ModelResolver, 'providerFor'>;
  media: MediaReader;
  inputs: GenerationInputs;
  variants: InTransaction<Pick<VariantRepository, 'setStatus'>>;
  variantImages: InTransaction<Pick<VariantImageRepository, 'addGeneratedImage'>>;
  variantModifications: InTransaction<Pick<VariantModificationRepository, 'markModificationApplied'>>;
  shotGenerations: InTransaction<Pick<ShotGenerationRepository, 'finish' | 'setPrimary'>>;
  voiceClips: InTransaction<Pick<VoiceClipRepository, 'finishJob'>>;
}

/** A job kind kept in generation_jobs: its handler makes one media file that its target takes. */
export type GenerationJobDefinition<
  Name extends JobKind = JobKind,
  Payload = unknown,
  Target = unknown,
> = JobDefinition<Name, Payload, Target, GenerationJobDeps, GeneratedMedia>;

/** defineJob for a kind kept in generation_jobs: its handler gets GenerationJobDeps and answers one media file. */
export function defineGenerationJob<const Name extends JobKind, Payload, Target>(
  definition: GenerationJobDefinition<Name, Payload, Target>,
): GenerationJobDefinition<Name, Payload, Target> {
  return defineJob(definition);
}

/** How generation jobs are retried: a crashed attempt counts too. */
export const GENERATION_POLICY = { maxAttempts: 3, retryDelaySeconds: 2 } as const;
