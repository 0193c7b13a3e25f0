import { holderOf } from './credits.operations.ts';
import { defineOperation } from './operation.ts';

export const shotBatchOperations = [
  defineOperation('scenario.shots.batch.quote', (ctx, input) =>
    ctx.services.generation.shotGeneration.quoteShots(holderOf(ctx), input),
  ),
  defineOperation('scenario.shots.batch.generate', (ctx, input) =>
    ctx.services.generation.shotGeneration.generateShots(holderOf(ctx), input),
  ),
  defineOperation('scenario.shots.batch.update', (ctx, input) => ctx.services.shotBatch.update(ctx.user.id, input)),
  defineOperation('scenario.shots.batch.assets', (ctx, input) => ctx.services.shotBatch.assets(ctx.user.id, input)),
  defineOperation('scenario.shots.batch.delete', (ctx, input) => ctx.services.shotBatch.delete(ctx.user.id, input)),
  defineOperation('scenario.shots.batch.undo', (ctx, input) => ctx.services.shotBatch.undo(ctx.user.id, input)),
];
