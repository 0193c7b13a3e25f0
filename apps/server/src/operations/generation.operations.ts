import { speechCapabilitiesOf } from '../modules/assets/asset-voice-samples.service.ts';
import { holderOf } from './credits.operations.ts';
import { defineOperation } from './operation.ts';

export const generationOperations = [
  defineOperation('jobs.get', (ctx, input) => ctx.services.generation.jobs.get(ctx.user.id, input.queue, input.jobId)),
  defineOperation('jobs.cancel', (ctx, input) =>
    ctx.services.generation.jobs.cancel(ctx.user.id, input.queue, input.jobId),
  ),
  defineOperation('jobs.listActive', (ctx, input) => ctx.services.generation.jobs.listActive(ctx.user.id, input.id)),
  defineOperation('asset.image.generate', (ctx, input) =>
    ctx.services.generation.assetGeneration.generateAssetImage(holderOf(ctx), input),
  ),
  defineOperation('asset.variant.image.generate', (ctx, input) =>
    ctx.services.generation.assetGeneration.generateVariantImage(holderOf(ctx), input),
  ),
  defineOperation('asset.variantSuite.generate', (ctx, input) =>
    ctx.services.generation.assetGeneration.generateVariantSuite(holderOf(ctx), input.id),
  ),
  defineOperation('asset.variant.mod.apply', (ctx, input) =>
    ctx.services.generation.assetGeneration.applyModification(holderOf(ctx), input),
  ),
  defineOperation('scenario.shot.generate', (ctx, input) =>
    ctx.services.generation.shotGeneration.generateImage(holderOf(ctx), input),
  ),
  defineOperation('scenario.shot.generateVideo', (ctx, input) =>
    ctx.services.generation.shotGeneration.generateVideo(holderOf(ctx), input),
  ),
  defineOperation('scenario.shots.generateAll', (ctx, input) =>
    ctx.services.generation.shotGeneration.generateAllImages(holderOf(ctx), input.id, {
      onlyWithoutImage: input.onlyWithoutImage ?? false,
    }),
  ),
  defineOperation('scenario.videos.generateAll', (ctx, input) =>
    ctx.services.generation.shotGeneration.generateAllVideos(holderOf(ctx), input.id),
  ),
  // The professional edition's (its contract's gate).
  defineOperation('scenario.shot.lipsync', (ctx, input) =>
    ctx.services.generation.shotGeneration.lipsync(holderOf(ctx), input),
  ),
  defineOperation('scenario.script.generate', (ctx, input) =>
    ctx.services.generation.script.generate(ctx.user.id, input),
  ),
  defineOperation('scenario.repairSplitText', (ctx, input) =>
    ctx.services.generation.script.repairSplitText(ctx.user.id, input),
  ),
  defineOperation('speech.voices', async (ctx, input) =>
    (await ctx.services.projectModels.providerFor(ctx.user.id, input.projectId, 'speech')).listVoices(input.language),
  ),
  defineOperation('speech.capabilities', async (ctx, input) =>
    speechCapabilitiesOf(await ctx.services.projectModels.providerFor(ctx.user.id, input.projectId, 'speech')),
  ),
];
