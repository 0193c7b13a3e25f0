import { z } from 'zod';
import {
  DeletedScenarioItem,
  GenerationDeleteInput,
  GenerationGetInput,
  GenerationUpdateInput,
  ScenarioIdParams,
  ShotAssetsInput,
  ShotLookInput,
  ShotCreateInput,
  ShotGeneration,
  ShotGenerationsInput,
  ShotIdParams,
  ShotUpdateInput,
  ShotsPage,
  ShotsPageInput,
  ShotsReorderInput,
  VideoGenerationDeleteInput,
} from '../api/scenarios.ts';
import { Shot } from '../entities/scenario.ts';
import { ASSET_EXAMPLE } from './asset-examples.ts';
import { defineContracts, del, get, post, put } from './define.ts';
import {
  EXAMPLE_IDS,
  EXAMPLE_LATER,
  EXAMPLE_TIME,
  exampleMediaUrl,
  exampleSecondShot,
  exampleShot,
} from './scenario-examples.ts';

const inScenario = { id: EXAMPLE_IDS.scenario };
const ofShot = { ...inScenario, shotId: EXAMPLE_IDS.shot };

/** Pages come without thumbnails. */
const { imageThumbUrl: _thumb, ...pagedShot } = exampleShot;

const exampleGeneration: ShotGeneration = {
  id: EXAMPLE_IDS.generation,
  shotId: EXAMPLE_IDS.shot,
  scenarioId: EXAMPLE_IDS.scenario,
  kind: 'image',
  status: 'completed',
  isPrimary: true,
  url: exampleMediaUrl('Q2hvb3NlQVN0cm9uZ0tleQ.png'),
  thumbUrl: exampleMediaUrl('Q2hvb3NlQVN0cm9uZ1RodW1i.webp'),
  prompt: 'A lighthouse on a cliff at dawn, waves breaking below, wide shot',
  metadata: { model: 'image-standard', seed: 1742 },
  scene: null,
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_LATER,
};

const exampleVideo: ShotGeneration = {
  ...exampleGeneration,
  kind: 'video',
  url: exampleMediaUrl('TGlnaHRob3VzZVZpZGVvS2V5.mp4'),
  thumbUrl: null,
  prompt: 'Slow push towards the lantern light',
  metadata: { model: 'video-standard', duration: 4 },
};

export const shotsContracts = defineContracts({
  'scenario.shots.list': {
    summary: "List an episode's shots in sequence order",
    auth: 'required',
    http: get('/api/scenarios/:id/shots'),
    input: ScenarioIdParams,
    output: z.array(Shot),
    example: { input: inScenario, output: [exampleShot, exampleSecondShot] },
  },
  'scenario.shots.page': {
    summary: "Page through an episode's shots",
    auth: 'required',
    http: get('/api/scenarios/:id/shots-external'),
    input: ShotsPageInput,
    output: ShotsPage,
    example: {
      input: { ...inScenario, limit: 50, offset: 0 },
      output: { items: [pagedShot], total: 1 },
    },
  },
  'scenario.shot.create': {
    summary: 'Add a shot to an episode',
    auth: 'required',
    http: post('/api/scenarios/:id/shots'),
    input: ShotCreateInput,
    output: Shot,
    example: {
      input: {
        ...inScenario,
        sequence: 2,
        type: 'close',
        description: "The keeper's hands trim the lantern wick",
        action: 'The flame steadies',
        duration: 3,
      },
      output: exampleSecondShot,
    },
  },
  'scenario.shot.update': {
    summary: 'Change a shot, or move it to another place in the sequence',
    auth: 'required',
    http: put('/api/scenarios/:id/shots/:shotId'),
    input: ShotUpdateInput,
    output: Shot,
    example: {
      input: { ...ofShot, expectedUpdatedAt: EXAMPLE_TIME, duration: 5, cameraMotion: 'zoom_in' },
      output: { ...exampleShot, duration: 5, updatedAt: EXAMPLE_LATER },
    },
  },
  'scenario.shot.delete': {
    summary: 'Delete a shot',
    auth: 'required',
    http: del('/api/scenarios/:id/shots/:shotId'),
    input: ShotIdParams,
    output: DeletedScenarioItem,
    example: { input: ofShot, output: { id: EXAMPLE_IDS.shot } },
  },
  'scenario.shots.reorder': {
    summary: "Put an episode's shots in a new order",
    auth: 'required',
    http: put('/api/scenarios/:id/shots/reorder'),
    input: ShotsReorderInput,
    output: z.array(Shot),
    example: {
      input: { ...inScenario, shotIds: [EXAMPLE_IDS.secondShot, EXAMPLE_IDS.shot] },
      output: [
        { ...exampleSecondShot, sequence: 1 },
        { ...exampleShot, sequence: 2 },
      ],
    },
  },
  'scenario.shot.duplicate': {
    summary: 'Copy a shot right after itself',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/:shotId/duplicate'),
    input: ShotIdParams,
    output: Shot,
    example: { input: ofShot, output: { ...exampleShot, id: EXAMPLE_IDS.secondShot, sequence: 2 } },
  },
  'scenario.shot.assets': {
    summary: 'Set the assets a shot links',
    auth: 'required',
    http: put('/api/scenarios/:id/shots/:shotId/assets'),
    input: ShotAssetsInput,
    output: Shot,
    example: { input: { ...ofShot, assets: [EXAMPLE_IDS.asset] }, output: exampleShot },
  },
  'scenario.shot.look': {
    summary: 'Choose the look (variant) a linked character wears in a shot',
    auth: 'required',
    http: put('/api/scenarios/:id/shots/:shotId/looks'),
    input: ShotLookInput,
    output: Shot,
    example: {
      input: { ...ofShot, assetId: EXAMPLE_IDS.asset, variantId: ASSET_EXAMPLE.variant.id },
      output: { ...exampleShot, looks: { [EXAMPLE_IDS.asset]: ASSET_EXAMPLE.variant.id } },
    },
  },
  'scenario.shot.generations': {
    summary: "List a shot's generated images, newest first",
    auth: 'required',
    http: get('/api/scenarios/:id/shots/:shotId/generations'),
    input: ShotGenerationsInput,
    output: z.array(ShotGeneration),
    example: { input: { ...ofShot, limit: 20 }, output: [exampleGeneration] },
  },
  'scenario.shot.videoGenerations': {
    summary: "List a shot's generated videos, newest first",
    auth: 'required',
    http: get('/api/scenarios/:id/shots/:shotId/video-generations'),
    input: ShotGenerationsInput,
    output: z.array(ShotGeneration),
    example: { input: { ...ofShot, limit: 20, status: 'completed' }, output: [exampleVideo] },
  },
  'scenario.generation.get': {
    summary: 'Get a generated image or video of a shot',
    auth: 'required',
    http: get('/api/scenarios/:id/generations/:genId'),
    input: GenerationGetInput,
    output: ShotGeneration,
    example: { input: { ...inScenario, genId: EXAMPLE_IDS.generation }, output: exampleGeneration },
  },
  'scenario.generation.update': {
    summary: "Make a generation its shot's primary one",
    auth: 'required',
    http: put('/api/scenarios/:id/generations/:genId'),
    input: GenerationUpdateInput,
    output: ShotGeneration,
    example: { input: { ...inScenario, genId: EXAMPLE_IDS.generation, isPrimary: true }, output: exampleGeneration },
  },
  'scenario.generation.delete': {
    summary: 'Delete a generated image of a shot',
    auth: 'required',
    http: del('/api/scenarios/:id/generations/:generationId'),
    input: GenerationDeleteInput,
    output: DeletedScenarioItem,
    example: {
      input: { ...inScenario, generationId: EXAMPLE_IDS.generation },
      output: { id: EXAMPLE_IDS.generation },
    },
  },
  'scenario.videoGeneration.delete': {
    summary: 'Delete a generated video of a shot',
    auth: 'required',
    http: del('/api/scenarios/:id/video-generations/:videoGenerationId'),
    input: VideoGenerationDeleteInput,
    output: DeletedScenarioItem,
    example: {
      input: { ...inScenario, videoGenerationId: EXAMPLE_IDS.generation },
      output: { id: EXAMPLE_IDS.generation },
    },
  },
});
