import { z } from 'zod';
import { ScenarioIdParams } from '../api/scenarios.ts';
import {
  Scene,
  SceneArrangement,
  SceneCreateInput,
  SceneIdParams,
  SceneMoveShotsInput,
  ScenesMergeInput,
  ScenesReorderInput,
  ScenesSetInput,
  SceneSplitInput,
  SceneUpdateInput,
} from '../api/scenes.ts';
import { defineContracts, del, get, patch, post, put } from './define.ts';
import { SCENE_GROUPING_GATE } from './feature-gate-rules.ts';
import { EXAMPLE_IDS, EXAMPLE_LATER, EXAMPLE_TIME } from './scenario-examples.ts';

export const SCENE_EXAMPLE_IDS = {
  scene: '3d4e5f6a-8b9c-4d0e-9f2a-7b8c9d0e1fc8',
  secondScene: '4e5f6a7b-9c0d-4e1f-8a3b-8c9d0e1f2ad9',
} as const;

const inScenario = { id: EXAMPLE_IDS.scenario };

const exampleScene: Scene = {
  id: SCENE_EXAMPLE_IDS.scene,
  index: 1,
  name: 'EXT. LIGHTHOUSE — DAWN',
  interior: 'EXT',
  place: 'Lighthouse',
  timeOfDay: 'Dawn',
  locationAssetId: EXAMPLE_IDS.asset,
  notes: 'Keep the sea grey until the lamp is lit',
  shotIds: [EXAMPLE_IDS.shot],
  duration: 4,
  updatedAt: EXAMPLE_TIME,
};

const exampleSecondScene: Scene = {
  id: SCENE_EXAMPLE_IDS.secondScene,
  index: 2,
  name: 'INT. LANTERN ROOM — DAWN',
  interior: 'INT',
  place: 'Lantern room',
  timeOfDay: 'Dawn',
  locationAssetId: null,
  notes: '',
  shotIds: [EXAMPLE_IDS.secondShot],
  duration: 3,
  updatedAt: EXAMPLE_LATER,
};

const twoScenes = {
  scenes: [exampleScene, exampleSecondScene],
  shotIds: [EXAMPLE_IDS.shot, EXAMPLE_IDS.secondShot],
};

const heading = { interior: 'INT', place: 'Lantern room', timeOfDay: 'Dawn' } as const;

/**
 * Scene grouping (professional): an episode's scenes, each a heading over consecutive shots. Every change of the
 * arrangement answers the scenes and the shot order as they now are (and publishes them to the project room).
 */
export const scenesContracts = defineContracts({
  'scenario.scenes': {
    summary: "List an episode's scenes (stored ones, else consecutive shots at one place)",
    auth: 'required',
    http: get('/api/scenarios/:id/scenes'),
    gate: SCENE_GROUPING_GATE,
    input: ScenarioIdParams,
    output: z.array(Scene),
    example: { input: inScenario, output: twoScenes.scenes },
  },
  'scenario.scenes.propose': {
    summary: "Propose scenes for an episode: where its shots' place or time of day changes (nothing is stored)",
    auth: 'required',
    http: get('/api/scenarios/:id/scenes/proposal'),
    gate: SCENE_GROUPING_GATE,
    input: ScenarioIdParams,
    output: z.array(Scene),
    example: {
      input: inScenario,
      output: twoScenes.scenes.map((scene) => ({ ...scene, id: null, updatedAt: null, notes: '' })),
    },
  },
  'scenario.scene.create': {
    summary: 'Add a scene (the first scene of an episode takes all its shots)',
    auth: 'required',
    http: post('/api/scenarios/:id/scenes'),
    gate: SCENE_GROUPING_GATE,
    input: SceneCreateInput,
    output: SceneArrangement,
    example: { input: { ...inScenario, ...heading, position: 2 }, output: twoScenes },
  },
  'scenario.scene.update': {
    summary: "Change a scene's heading, location or notes",
    auth: 'required',
    http: patch('/api/scenarios/:id/scenes/:sceneId'),
    gate: SCENE_GROUPING_GATE,
    input: SceneUpdateInput,
    output: Scene,
    example: {
      input: { ...inScenario, sceneId: SCENE_EXAMPLE_IDS.scene, timeOfDay: 'Dawn', expectedUpdatedAt: EXAMPLE_TIME },
      output: exampleScene,
    },
  },
  'scenario.scene.delete': {
    summary: "Remove a scene's heading: its shots join the scene before it (the first scene's, the next one)",
    auth: 'required',
    http: del('/api/scenarios/:id/scenes/:sceneId'),
    gate: SCENE_GROUPING_GATE,
    input: SceneIdParams,
    output: SceneArrangement,
    example: {
      input: { ...inScenario, sceneId: SCENE_EXAMPLE_IDS.secondScene },
      output: { scenes: [{ ...exampleScene, shotIds: twoScenes.shotIds, duration: 7 }], shotIds: twoScenes.shotIds },
    },
  },
  'scenario.scene.split': {
    summary: 'Start a new scene at a shot: it and the later shots of its scene move into the new scene',
    auth: 'required',
    http: post('/api/scenarios/:id/scenes/split'),
    gate: SCENE_GROUPING_GATE,
    input: SceneSplitInput,
    output: SceneArrangement,
    example: { input: { ...inScenario, shotId: EXAMPLE_IDS.secondShot, ...heading }, output: twoScenes },
  },
  'scenario.scene.moveShots': {
    summary: 'Move shots into a scene, at a place among its shots (default: at its end)',
    auth: 'required',
    http: post('/api/scenarios/:id/scenes/:sceneId/shots'),
    gate: SCENE_GROUPING_GATE,
    input: SceneMoveShotsInput,
    output: SceneArrangement,
    example: {
      input: { ...inScenario, sceneId: SCENE_EXAMPLE_IDS.secondScene, shotIds: [EXAMPLE_IDS.shot], index: 0 },
      output: {
        scenes: [
          { ...exampleScene, shotIds: [], duration: 0 },
          { ...exampleSecondScene, shotIds: twoScenes.shotIds, duration: 7 },
        ],
        shotIds: twoScenes.shotIds,
      },
    },
  },
  'scenario.scenes.merge': {
    summary: 'Merge scenes into the first of them, their shots following its own',
    auth: 'required',
    http: post('/api/scenarios/:id/scenes/merge'),
    gate: SCENE_GROUPING_GATE,
    input: ScenesMergeInput,
    output: SceneArrangement,
    example: {
      input: { ...inScenario, sceneIds: [SCENE_EXAMPLE_IDS.scene, SCENE_EXAMPLE_IDS.secondScene] },
      output: { scenes: [{ ...exampleScene, shotIds: twoScenes.shotIds, duration: 7 }], shotIds: twoScenes.shotIds },
    },
  },
  'scenario.scenes.reorder': {
    summary: 'Put the scenes, each with its shots, in a new order',
    auth: 'required',
    http: put('/api/scenarios/:id/scenes/reorder'),
    gate: SCENE_GROUPING_GATE,
    input: ScenesReorderInput,
    output: SceneArrangement,
    example: {
      input: { ...inScenario, sceneIds: [SCENE_EXAMPLE_IDS.secondScene, SCENE_EXAMPLE_IDS.scene] },
      output: {
        scenes: [
          { ...exampleSecondScene, index: 1 },
          { ...exampleScene, index: 2 },
        ],
        shotIds: [EXAMPLE_IDS.secondShot, EXAMPLE_IDS.shot],
      },
    },
  },
  'scenario.scenes.set': {
    summary: 'Set the whole arrangement of scenes and shots at once (undo)',
    auth: 'required',
    http: put('/api/scenarios/:id/scenes'),
    gate: SCENE_GROUPING_GATE,
    input: ScenesSetInput,
    output: SceneArrangement,
    example: {
      input: {
        ...inScenario,
        scenes: [
          { sceneId: SCENE_EXAMPLE_IDS.scene, ...exampleHeading(exampleScene), shotIds: [EXAMPLE_IDS.shot] },
          {
            sceneId: SCENE_EXAMPLE_IDS.secondScene,
            ...exampleHeading(exampleSecondScene),
            shotIds: [EXAMPLE_IDS.secondShot],
          },
        ],
      },
      output: twoScenes,
    },
  },
});

function exampleHeading(scene: Scene) {
  const { interior, place, timeOfDay, locationAssetId, notes } = scene;
  return { interior, place, timeOfDay, locationAssetId, notes };
}
