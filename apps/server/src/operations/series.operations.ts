import { defineOperation } from './operation.ts';

export const seriesOperations = [
  defineOperation('series.list', (ctx) => ctx.services.series.list(ctx.user.id)),
  defineOperation('series.create', (ctx, input) => ctx.services.series.create(ctx.user.id, input)),
  defineOperation('series.update', (ctx, input) => ctx.services.series.update(ctx.user.id, input)),
  defineOperation('series.delete', (ctx, input) => ctx.services.series.delete(ctx.user.id, input.id)),
  defineOperation('project.bible.proposal', (ctx, input) => ctx.services.seriesBible.proposal(ctx.user.id, input.id)),
  defineOperation('project.bible.move', (ctx, input) => ctx.services.seriesBible.move(ctx.user.id, input)),
];
