import { AssetPreviewGenerateInput, StoryAnalyzeInput, StoryBreakdownInput } from '@sym/contracts';
import { holderOf } from './credits.operations.ts';
import { defineUserOperation } from './operation.ts';

/**
 * The guided wizard's steps before a project exists (spec §2 wizard, steps 4 and 5). Reading a story costs seconds
 * of the text thread, so analyses and breakdowns run under the user's story limits (429 'Rate limited' past them).
 */
export const storyOperations = [
  defineUserOperation('story.analyze', StoryAnalyzeInput, (ctx, input) =>
    ctx.services.storyLimits.run(ctx.user.id, () => ctx.services.story.analyze(input)),
  ),
  defineUserOperation('story.breakdown', StoryBreakdownInput, (ctx, input) =>
    ctx.services.storyLimits.run(ctx.user.id, () => ctx.services.story.breakdown(input)),
  ),
  defineUserOperation('story.assetPreview.generate', AssetPreviewGenerateInput, (ctx, input) =>
    ctx.services.story.generateAssetPreview(holderOf(ctx), input),
  ),
];
