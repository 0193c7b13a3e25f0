import { z } from 'zod';
import type { GeneratedMedia } from '../../../providers/provider.ts';
import type { GenerationJobDeps } from '../generation-job-deps.ts';
import type { JobTargetSteps } from '../job-definition.ts';

/** The target every shot job shares: the episode, the shot and the pending shot generation it fills. */
export type ShotTarget<Type extends string> = {
  type: Type;
  scenarioId: string;
  shotId: string;
  shotGenerationId: string;
};

/**
 * The target steps of a shot job: the pending shot generation becomes the shot's primary result, or fails with
 * the message. `thumbOf` names a thumbnail when the output has none (a clip shows the image it animated).
 */
export function shotTargetSteps<const Type extends string, Payload>(
  type: Type,
  thumbOf: (payload: Payload) => string | null = () => null,
): JobTargetSteps<Payload, ShotTarget<Type>, GenerationJobDeps, GeneratedMedia> {
  const schema: z.ZodType<ShotTarget<Type>> = z.object({
    type: z.literal(type),
    scenarioId: z.string(),
    shotId: z.string(),
    shotGenerationId: z.string(),
  });
  return {
    schema,
    targetId: (target) => target.shotGenerationId,
    subject: (target) => ({ scenarioId: target.scenarioId, shotId: target.shotId, assetId: null }),
    async fill(deps, tx, target, { payload, output }) {
      const generations = deps.shotGenerations.in(tx);
      const finished = await generations.finish(target.shotGenerationId, {
        status: 'completed',
        url: output.url,
        thumbUrl: output.thumbUrl ?? thumbOf(payload),
      });
      if (finished) await generations.setPrimary(finished, true);
    },
    async fail(deps, tx, target, message) {
      await deps.shotGenerations.in(tx).finish(target.shotGenerationId, {
        status: 'failed',
        metadata: { error: message },
      });
    },
  };
}
