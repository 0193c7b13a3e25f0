import { callerEntitlement } from './entitlement.ts';
import { defineOperation } from './operation.ts';

export const recycleBinOperations = [
  defineOperation('recycleBin.list', (ctx, input) => ctx.services.recycleBin.list(ctx.user.id, input)),
  defineOperation('recycleBin.restore', (ctx, input) =>
    ctx.services.recycleBin.restore(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineOperation('recycleBin.purge', (ctx, input) => ctx.services.recycleBin.purge(ctx.user.id, input)),
];
