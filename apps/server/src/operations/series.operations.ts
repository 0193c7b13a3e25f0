import { SeriesCreateInput, SeriesIdParams, SeriesUpdateInput } from '@sym/contracts';
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const seriesOperations = [
  defineOperation({
    name: 'series.list',
    input: z.object({}),
    auth: 'required',
    handler: (ctx) => ctx.services.series.list(ctx.user.id),
  }),
  defineOperation({
    name: 'series.create',
    input: SeriesCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.series.create(ctx.user.id, input),
  }),
  defineOperation({
    name: 'series.update',
    input: SeriesUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.series.update(ctx.user.id, input),
  }),
  defineOperation({
    name: 'series.delete',
    input: SeriesIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.series.delete(ctx.user.id, input.id),
  }),
];
