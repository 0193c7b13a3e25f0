import { defineOperation } from './operation.ts';

/** Exports of an episode: start a render, list, read (with progress), rename and delete. */
export const exportOperations = [
  defineOperation('scenario.export.create', (ctx, input) => ctx.services.exports.create(ctx.user.id, input)),
  defineOperation('scenario.exports.list', (ctx, input) => ctx.services.exports.list(ctx.user.id, input.id)),
  defineOperation('scenario.export.get', (ctx, input) => ctx.services.exports.get(ctx.user.id, input)),
  defineOperation('scenario.export.update', (ctx, input) => ctx.services.exports.rename(ctx.user.id, input)),
  defineOperation('scenario.export.delete', (ctx, input) => ctx.services.exports.delete(ctx.user.id, input)),
];
