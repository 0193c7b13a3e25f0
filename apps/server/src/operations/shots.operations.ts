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
import { defineOperation } from './operation.ts';

export const shotOperations = [
  defineOperation({
    name: 'scenario.shots.list',
    input: ScenarioIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.list(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'scenario.shots.page',
    input: ShotsPageInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.page(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.scenes',
    input: ScenarioIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.scenes(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'scenario.shot.create',
    input: ShotCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.create(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.shot.update',
    input: ShotUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.update(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.shot.delete',
    input: ShotIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.delete(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.shots.reorder',
    input: ShotsReorderInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.reorder(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.shot.duplicate',
    input: ShotIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.duplicate(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.shot.assets',
    input: ShotAssetsInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shots.setAssets(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.shot.generations',
    input: ShotGenerationsInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shotGenerations.listForShot(ctx.user.id, input, 'image'),
  }),
  defineOperation({
    name: 'scenario.shot.videoGenerations',
    input: ShotGenerationsInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shotGenerations.listForShot(ctx.user.id, input, 'video'),
  }),
  defineOperation({
    name: 'scenario.generation.get',
    input: GenerationGetInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shotGenerations.get(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.generation.update',
    input: GenerationUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shotGenerations.update(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.generation.delete',
    input: GenerationDeleteInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.shotGenerations.delete(ctx.user.id, input, 'image'),
  }),
  defineOperation({
    name: 'scenario.videoGeneration.delete',
    input: VideoGenerationDeleteInput,
    auth: 'required',
    handler: (ctx, input) =>
      ctx.services.shotGenerations.delete(
        ctx.user.id,
        { id: input.id, generationId: input.videoGenerationId },
        'video',
      ),
  }),
];
