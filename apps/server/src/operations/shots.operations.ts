import {
  GenerationDeleteInput,
  GenerationGetInput,
  GenerationUpdateInput,
  ScenarioIdParams,
  ShotAssetsInput,
  ShotCreateInput,
  ShotGenerationsInput,
  ShotIdParams,
  ShotsPageInput,
  ShotsReorderInput,
  ShotUpdateInput,
  VideoGenerationDeleteInput,
} from '@sym/contracts';
import { defineUserOperation } from './operation.ts';

export const shotOperations = [
  defineUserOperation('scenario.shots.list', ScenarioIdParams, (ctx, input) =>
    ctx.services.shots.list(ctx.user.id, input.id),
  ),
  defineUserOperation('scenario.shots.page', ShotsPageInput, (ctx, input) =>
    ctx.services.shots.page(ctx.user.id, input),
  ),
  defineUserOperation('scenario.scenes', ScenarioIdParams, (ctx, input) =>
    ctx.services.shots.scenes(ctx.user.id, input.id),
  ),
  defineUserOperation('scenario.shot.create', ShotCreateInput, (ctx, input) =>
    ctx.services.shots.create(ctx.user.id, input),
  ),
  defineUserOperation('scenario.shot.update', ShotUpdateInput, (ctx, input) =>
    ctx.services.shots.update(ctx.user.id, input),
  ),
  defineUserOperation('scenario.shot.delete', ShotIdParams, (ctx, input) =>
    ctx.services.shots.delete(ctx.user.id, input),
  ),
  defineUserOperation('scenario.shots.reorder', ShotsReorderInput, (ctx, input) =>
    ctx.services.shots.reorder(ctx.user.id, input),
  ),
  defineUserOperation('scenario.shot.duplicate', ShotIdParams, (ctx, input) =>
    ctx.services.shots.duplicate(ctx.user.id, input),
  ),
  defineUserOperation('scenario.shot.assets', ShotAssetsInput, (ctx, input) =>
    ctx.services.shots.setAssets(ctx.user.id, input),
  ),
  defineUserOperation('scenario.shot.generations', ShotGenerationsInput, (ctx, input) =>
    ctx.services.shotGenerations.listForShot(ctx.user.id, input, 'image'),
  ),
  defineUserOperation('scenario.shot.videoGenerations', ShotGenerationsInput, (ctx, input) =>
    ctx.services.shotGenerations.listForShot(ctx.user.id, input, 'video'),
  ),
  defineUserOperation('scenario.generation.get', GenerationGetInput, (ctx, input) =>
    ctx.services.shotGenerations.get(ctx.user.id, input),
  ),
  defineUserOperation('scenario.generation.update', GenerationUpdateInput, (ctx, input) =>
    ctx.services.shotGenerations.update(ctx.user.id, input),
  ),
  defineUserOperation('scenario.generation.delete', GenerationDeleteInput, (ctx, input) =>
    ctx.services.shotGenerations.delete(ctx.user.id, input, 'image'),
  ),
  defineUserOperation('scenario.videoGeneration.delete', VideoGenerationDeleteInput, (ctx, input) =>
    ctx.services.shotGenerations.delete(ctx.user.id, { id: input.id, generationId: input.videoGenerationId }, 'video'),
  ),
];
