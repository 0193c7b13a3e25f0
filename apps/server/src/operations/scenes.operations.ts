import { defineOperation } from './operation.ts';

export const sceneOperations = [
  defineOperation('scenario.scenes', (ctx, input) => ctx.services.scenes.list(ctx.user.id, input.id)),
  defineOperation('scenario.scenes.propose', (ctx, input) => ctx.services.scenes.propose(ctx.user.id, input.id)),
  defineOperation('scenario.scene.create', (ctx, input) => ctx.services.scenes.create(ctx.user.id, input)),
  defineOperation('scenario.scene.update', (ctx, input) => ctx.services.scenes.update(ctx.user.id, input)),
  defineOperation('scenario.scene.delete', (ctx, input) => ctx.services.scenes.delete(ctx.user.id, input)),
  defineOperation('scenario.scene.split', (ctx, input) => ctx.services.scenes.split(ctx.user.id, input)),
  defineOperation('scenario.scenes.merge', (ctx, input) => ctx.services.scenes.merge(ctx.user.id, input)),
  defineOperation('scenario.scene.moveShots', (ctx, input) => ctx.services.scenes.moveShots(ctx.user.id, input)),
  defineOperation('scenario.scenes.reorder', (ctx, input) => ctx.services.scenes.reorder(ctx.user.id, input)),
  defineOperation('scenario.scenes.set', (ctx, input) => ctx.services.scenes.set(ctx.user.id, input)),
];
