import { defineOperation } from './operation.ts';

/** A guest's answers address their media in the link's own scope: never signed for members. */
const guest = { isGuestAnswer: true };

/**
 * Review links: members create, list and revoke them; a guest reads the page and comments or approves through a
 * link with no account (its client address counts wrong passphrases).
 */
export const reviewOperations = [
  defineOperation('scenario.review.create', (ctx, input) => ctx.services.reviews.create(ctx.user.id, input)),
  defineOperation('scenario.review.list', (ctx, input) => ctx.services.reviews.list(ctx.user.id, input.id)),
  defineOperation('scenario.review.revoke', (ctx, input) => ctx.services.reviews.revoke(ctx.user.id, input)),
  defineOperation(
    'review.public.get',
    async (ctx, input) => {
      // The link is opened (passphrase checked) before its brand is looked up.
      const review = await ctx.services.publicReviews.get(input, ctx.ip);
      return { ...review, brand: await ctx.services.whiteLabels.brandOf({ host: ctx.host, reviewToken: input.token }) };
    },
    guest,
  ),
  defineOperation('review.public.comment', (ctx, input) => ctx.services.publicReviews.comment(input, ctx.ip), guest),
  defineOperation('review.public.approve', (ctx, input) => ctx.services.publicReviews.approve(input, ctx.ip), guest),
];
