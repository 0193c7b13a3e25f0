import { z } from 'zod';
import { chargeOne } from '../job-definition.ts';
import { defineGenerationJob, GENERATION_POLICY } from '../generation-job-deps.ts';
import { shotTargetSteps } from './shot-generation-steps.ts';

const payload = z.object({ imageUrl: z.string().nullish(), animationInstructions: z.string().nullish() });
export type ShotVideoPayload = z.infer<typeof payload>;

/** A shot's clip, animated from its chosen image with its camera motion. */
export const shotVideoJob = defineGenerationJob({
  name: 'shot-video',
  records: 'generation_jobs',
  payload,
  // A clip's thumbnail is the image it animated.
  target: shotTargetSteps('shot-video', (request: ShotVideoPayload) => request.imageUrl ?? null),
  policy: { ...GENERATION_POLICY, concurrency: 'half' },
  credits: chargeOne('video'),
  async handle(deps, run) {
    return (await deps.models.providerFor(run.projectId, 'video')).generate(await deps.inputs.shotVideo(run), run);
  },
});
