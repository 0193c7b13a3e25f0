import { RecycleBinItemInput, RecycleBinListInput } from '@sym/contracts';
import { entitlementOf } from './entitlement.ts';
import { defineOperation } from './operation.ts';

export const recycleBinOperations = [
  defineOperation({
    name: 'recycleBin.list',
    input: RecycleBinListInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.recycleBin.list(ctx.user.id, input),
  }),
  defineOperation({
    name: 'recycleBin.restore',
    input: RecycleBinItemInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.recycleBin.restore(ctx.user.id, entitlementOf(ctx.user, ctx.siteTier), input),
  }),
  defineOperation({
    name: 'recycleBin.purge',
    input: RecycleBinItemInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.recycleBin.purge(ctx.user.id, input),
  }),
];
