import { holderOf } from './credits.operations.ts';
import { defineOperation } from './operation.ts';

/**
 * The guided wizard's steps before a project exists (spec §2 wizard, steps 4 and 5). Reading a story costs seconds
 * of the text thread, so analyses and breakdowns run under the user's story limits (429 'Rate limited' past them).
 */
export const storyOperations = [
  defineOperation('story.analyze', (ctx, input) =>
    ctx.services.storyLimits.run(ctx.user.id, () => ctx.services.story.analyze(input)),
  ),
  defineOperation('story.breakdown', (ctx, input) =>
    ctx.services.storyLimits.run(ctx.user.id, () => ctx.services.story.breakdown(input)),
  ),
  defineOperation('story.assetPreview.generate', (ctx, input) =>
    ctx.services.story.generateAssetPreview(holderOf(ctx), input),
  ),
];
