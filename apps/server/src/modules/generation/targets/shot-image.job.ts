import { z } from 'zod';
import { chargeOne } from '../job-definition.ts';
import { defineGenerationJob, GENERATION_POLICY } from '../generation-job-deps.ts';
import { shotTargetSteps } from './shot-generation-steps.ts';

const payload = z.object({ selectedVariants: z.array(z.string()).nullish() });
export type ShotImagePayload = z.infer<typeof payload>;

/** A shot's picture, drawn from its description, assets (in their chosen looks) and the project style. */
export const shotImageJob = defineGenerationJob({
  name: 'shot-image',
  records: 'generation_jobs',
  payload,
  target: shotTargetSteps<'shot-image', ShotImagePayload>('shot-image'),
  policy: { ...GENERATION_POLICY, concurrency: 'all' },
  credits: chargeOne('image'),
  async handle(deps, run) {
    return (await deps.models.providerFor(run.projectId, 'image')).generate(await deps.inputs.shotImage(run), run);
  },
});
