import {
  ActiveJobsInput,
  AssetImageGenerateInput,
  GENERATION_MESSAGES,
  GenerateAllInput,
  isFeatureEnabled,
  JobParams,
  LipsyncInput,
  ModificationApplyInput,
  RepairSplitTextInput,
  ScriptGenerateInput,
  ShotImageGenerateInput,
  ShotVideoGenerateInput,
  VariantImageGenerateInput,
  VariantSuiteInput,
  VoicesInput,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { holderOf } from './credits.operations.ts';
import { callerEntitlement } from './entitlement.ts';
import { defineUserOperation } from './operation.ts';

export const generationOperations = [
  defineUserOperation('jobs.get', JobParams, (ctx, input) =>
    ctx.services.generation.jobs.get(ctx.user.id, input.queue, input.jobId),
  ),
  defineUserOperation('jobs.cancel', JobParams, (ctx, input) =>
    ctx.services.generation.jobs.cancel(ctx.user.id, input.queue, input.jobId),
  ),
  defineUserOperation('jobs.listActive', ActiveJobsInput, (ctx, input) =>
    ctx.services.generation.jobs.listActive(ctx.user.id, input.id),
  ),
  defineUserOperation('asset.image.generate', AssetImageGenerateInput, (ctx, input) =>
    ctx.services.generation.assetGeneration.generateAssetImage(holderOf(ctx), input),
  ),
  defineUserOperation('asset.variant.image.generate', VariantImageGenerateInput, (ctx, input) =>
    ctx.services.generation.assetGeneration.generateVariantImage(holderOf(ctx), input),
  ),
  defineUserOperation('asset.variantSuite.generate', VariantSuiteInput, (ctx, input) =>
    ctx.services.generation.assetGeneration.generateVariantSuite(holderOf(ctx), input.id),
  ),
  defineUserOperation('asset.variant.mod.apply', ModificationApplyInput, (ctx, input) =>
    ctx.services.generation.assetGeneration.applyModification(holderOf(ctx), input),
  ),
  defineUserOperation('scenario.shot.generate', ShotImageGenerateInput, (ctx, input) =>
    ctx.services.generation.shotGeneration.generateImage(holderOf(ctx), input),
  ),
  defineUserOperation('scenario.shot.generateVideo', ShotVideoGenerateInput, (ctx, input) =>
    ctx.services.generation.shotGeneration.generateVideo(holderOf(ctx), input),
  ),
  defineUserOperation('scenario.shots.generateAll', GenerateAllInput, (ctx, input) =>
    ctx.services.generation.shotGeneration.generateAllImages(holderOf(ctx), input.id),
  ),
  defineUserOperation('scenario.videos.generateAll', GenerateAllInput, (ctx, input) =>
    ctx.services.generation.shotGeneration.generateAllVideos(holderOf(ctx), input.id),
  ),
  defineUserOperation('scenario.shot.lipsync', LipsyncInput, (ctx, input) => {
    if (!isFeatureEnabled(callerEntitlement(ctx), 'lipsync')) {
      throw new AppError('FORBIDDEN', GENERATION_MESSAGES.lipsyncProOnly);
    }
    return ctx.services.generation.shotGeneration.lipsync(holderOf(ctx), input);
  }),
  defineUserOperation('scenario.script.generate', ScriptGenerateInput, (ctx, input) =>
    ctx.services.generation.script.generate(ctx.user.id, input),
  ),
  defineUserOperation('scenario.repairSplitText', RepairSplitTextInput, (ctx, input) =>
    ctx.services.generation.script.repairSplitText(ctx.user.id, input),
  ),
  defineUserOperation('speech.voices', VoicesInput, (ctx, input) =>
    ctx.services.generation.providers.speech.listVoices(input.language),
  ),
];
