import { z } from 'zod';
import { createShotGenerationRepository } from '../../shots/shot-generation.repository.ts';
import { defineGenerationTarget, type GenerationTargetDefinition } from './define-target.ts';

/** The payload every shot target shares: the episode, the shot and the pending shot generation it fills. */
export type ShotTarget<Type extends string> = {
  type: Type;
  scenarioId: string;
  shotId: string;
  shotGenerationId: string;
};

/**
 * A shot target: its own produce step, and the fill and fail every shot target shares (the pending shot
 * generation becomes the shot's primary result, or fails with the message).
 */
export function defineShotTarget<const Type extends string>(
  type: Type,
  produce: GenerationTargetDefinition<Type, ShotTarget<Type>>['produce'],
) {
  const schema = z.object({
    type: z.literal(type),
    scenarioId: z.string(),
    shotId: z.string(),
    shotGenerationId: z.string(),
  }) as z.ZodType<ShotTarget<Type>>;
  return defineGenerationTarget<Type, ShotTarget<Type>>({
    type,
    schema,
    targetId: (target) => target.shotGenerationId,
    subject: (target) => ({ scenarioId: target.scenarioId, shotId: target.shotId, assetId: null }),
    produce,
    async fill(tx, target, { job, output }) {
      const generations = createShotGenerationRepository(tx);
      const finished = await generations.finish(target.shotGenerationId, {
        status: 'completed',
        url: output.url,
        thumbUrl: output.thumbUrl ?? (typeof job.input.imageUrl === 'string' ? job.input.imageUrl : null),
      });
      if (finished) await generations.setPrimary(finished, true);
    },
    async fail(tx, target, message) {
      await createShotGenerationRepository(tx).finish(target.shotGenerationId, {
        status: 'failed',
        metadata: { error: message },
      });
    },
  });
}
