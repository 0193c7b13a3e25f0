import { defineOperation } from './operation.ts';

/** Public links of exports: create and revoke need write access to the episode; the public video needs no user. */
export const shareOperations = [
  defineOperation('scenario.share.create', (ctx, input) => ctx.services.shares.create(ctx.user.id, input)),
  defineOperation('scenario.share.revoke', (ctx, input) => ctx.services.shares.revoke(ctx.user.id, input)),
  defineOperation('share.public.get', (ctx, input) => ctx.services.shares.getPublic(input.shareId)),
];
