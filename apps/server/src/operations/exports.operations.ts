import { ExportCreateInput, ExportIdParams, ExportsListInput, ExportUpdateInput } from '@sym/contracts';
import { defineUserOperation } from './operation.ts';

/** Exports of an episode: start a render, list, read (with progress), rename and delete. */
export const exportOperations = [
  defineUserOperation('scenario.export.create', ExportCreateInput, (ctx, input) =>
    ctx.services.exports.create(ctx.user.id, input),
  ),
  defineUserOperation('scenario.exports.list', ExportsListInput, (ctx, input) =>
    ctx.services.exports.list(ctx.user.id, input.id),
  ),
  defineUserOperation('scenario.export.get', ExportIdParams, (ctx, input) =>
    ctx.services.exports.get(ctx.user.id, input),
  ),
  defineUserOperation('scenario.export.update', ExportUpdateInput, (ctx, input) =>
    ctx.services.exports.rename(ctx.user.id, input),
  ),
  defineUserOperation('scenario.export.delete', ExportIdParams, (ctx, input) =>
    ctx.services.exports.delete(ctx.user.id, input),
  ),
];
