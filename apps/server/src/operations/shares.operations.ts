import { defineOperation } from './operation.ts';

/** Public links of exports: create and revoke need write access to the episode; the public video needs no user. */
export const shareOperations = [
  defineOperation('scenario.share.create', (ctx, input) => ctx.services.shares.create(ctx.user.id, input)),
  defineOperation('scenario.share.revoke', (ctx, input) => ctx.services.shares.revoke(ctx.user.id, input)),
  // The page's brand (white label) comes along: its custom domain's, else its project's team's, else the site's.
  defineOperation('share.public.get', async (ctx, input) => {
    const video = await ctx.services.shares.getPublic(input.shareId);
    return { ...video, brand: await ctx.services.whiteLabels.brandOf({ host: ctx.host, shareId: input.shareId }) };
  }),
];
