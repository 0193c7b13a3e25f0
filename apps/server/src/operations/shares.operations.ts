import { PublicVideoInput, ShareCreateInput, ShareRevokeInput } from '@sym/contracts';
import { defineOperation, defineUserOperation } from './operation.ts';

/** Public links of exports: create and revoke need write access to the episode; the public video needs no user. */
export const shareOperations = [
  defineUserOperation('scenario.share.create', ShareCreateInput, (ctx, input) =>
    ctx.services.shares.create(ctx.user.id, input),
  ),
  defineUserOperation('scenario.share.revoke', ShareRevokeInput, (ctx, input) =>
    ctx.services.shares.revoke(ctx.user.id, input),
  ),
  defineOperation({
    name: 'share.public.get',
    input: PublicVideoInput,
    auth: 'none',
    handler: (ctx, input) => ctx.services.shares.getPublic(input.shareId),
  }),
];
