import { RecycleBinItemInput, RecycleBinListInput } from '@sym/contracts';
import { callerEntitlement } from './entitlement.ts';
import { defineUserOperation } from './operation.ts';

export const recycleBinOperations = [
  defineUserOperation('recycleBin.list', RecycleBinListInput, (ctx, input) =>
    ctx.services.recycleBin.list(ctx.user.id, input),
  ),
  defineUserOperation('recycleBin.restore', RecycleBinItemInput, (ctx, input) =>
    ctx.services.recycleBin.restore(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineUserOperation('recycleBin.purge', RecycleBinItemInput, (ctx, input) =>
    ctx.services.recycleBin.purge(ctx.user.id, input),
  ),
];
