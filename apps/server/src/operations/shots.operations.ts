import { writesShotMedia } from '../modules/shots/shot-fields.ts';
import { defineOperation } from './operation.ts';

export const shotOperations = [
  defineOperation('scenario.shots.list', (ctx, input) => ctx.services.shots.list(ctx.user.id, input.id)),
  defineOperation('scenario.shots.page', (ctx, input) => ctx.services.shots.page(ctx.user.id, input)),
  defineOperation('scenario.shot.create', (ctx, input) => ctx.services.shotOrder.create(ctx.user.id, input)),
  defineOperation('scenario.shot.update', (ctx, input) => ctx.services.shots.update(ctx.user.id, input), {
    mayReleaseFiles: writesShotMedia,
  }),
  defineOperation('scenario.shot.delete', (ctx, input) => ctx.services.shotOrder.delete(ctx.user.id, input)),
  defineOperation('scenario.shots.reorder', (ctx, input) => ctx.services.shotOrder.reorder(ctx.user.id, input)),
  defineOperation('scenario.shot.duplicate', (ctx, input) => ctx.services.shotOrder.duplicate(ctx.user.id, input)),
  defineOperation('scenario.shot.assets', (ctx, input) => ctx.services.shots.setAssets(ctx.user.id, input)),
  defineOperation('scenario.shot.look', (ctx, input) => ctx.services.shots.setLook(ctx.user.id, input)),
  defineOperation('scenario.shot.generations', (ctx, input) =>
    ctx.services.shotGenerations.listForShot(ctx.user.id, input, 'image'),
  ),
  defineOperation('scenario.shot.videoGenerations', (ctx, input) =>
    ctx.services.shotGenerations.listForShot(ctx.user.id, input, 'video'),
  ),
  defineOperation('scenario.generation.get', (ctx, input) => ctx.services.shotGenerations.get(ctx.user.id, input)),
  defineOperation('scenario.generation.update', (ctx, input) =>
    ctx.services.shotGenerations.update(ctx.user.id, input),
  ),
  defineOperation('scenario.generation.delete', (ctx, input) =>
    ctx.services.shotGenerations.delete(ctx.user.id, input, 'image'),
  ),
  defineOperation('scenario.videoGeneration.delete', (ctx, input) =>
    ctx.services.shotGenerations.delete(ctx.user.id, { id: input.id, generationId: input.videoGenerationId }, 'video'),
  ),
];
