import { SeriesCreateInput, SeriesIdParams, SeriesUpdateInput } from '@sym/contracts';
import { z } from 'zod';
import { defineUserOperation } from './operation.ts';

export const seriesOperations = [
  defineUserOperation('series.list', z.object({}), (ctx) => ctx.services.series.list(ctx.user.id)),
  defineUserOperation('series.create', SeriesCreateInput, (ctx, input) =>
    ctx.services.series.create(ctx.user.id, input),
  ),
  defineUserOperation('series.update', SeriesUpdateInput, (ctx, input) =>
    ctx.services.series.update(ctx.user.id, input),
  ),
  defineUserOperation('series.delete', SeriesIdParams, (ctx, input) =>
    ctx.services.series.delete(ctx.user.id, input.id),
  ),
];
