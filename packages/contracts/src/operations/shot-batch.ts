import { ShotJobBatch } from '../api/generation.ts';
import {
  ShotBatchAssetInput,
  ShotBatchChange,
  ShotBatchGenerateInput,
  ShotBatchInput,
  ShotBatchQuote,
  ShotBatchUndoInput,
  ShotBatchUpdateInput,
} from '../api/shot-batch.ts';
import { defineContracts, post } from './define.ts';
import { BATCH_GATE } from './feature-gate-rules.ts';
import { GENERATION_EXAMPLE } from './generation-examples.ts';
import { EXAMPLE_IDS, exampleSecondShot, exampleShot } from './scenario-examples.ts';

const bothShots = { id: EXAMPLE_IDS.scenario, shotIds: [EXAMPLE_IDS.shot, EXAMPLE_IDS.secondShot] };
const exampleUndo =
  'H4sIAAAAAAAAA6tWKlOyMtRRKs7PTVWyUlAqzy_KSVGqBQBfFE2tGwAAAA.kq3Vb0t1gCk2ZxRzJ8m0PqVwYHcN4sQ1eA9lT6uDf3M';

/**
 * Batch operations (professional): one request acts on many shots of an episode. Writes are atomic (an unknown
 * shot id changes nothing) and answer a token that takes the whole change back; generation starts one job per
 * shot, each charged, failing and refunded on its own.
 */
export const shotBatchContracts = defineContracts({
  'scenario.shots.batch.quote': {
    summary: 'What generating images or videos for these shots would start and cost',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/batch/quote'),
    gate: BATCH_GATE,
    input: ShotBatchGenerateInput,
    output: ShotBatchQuote,
    example: {
      input: { ...bothShots, kind: 'image' },
      output: {
        kind: 'image',
        toStart: [EXAMPLE_IDS.secondShot],
        inFlight: [EXAMPLE_IDS.shot],
        skipped: [],
        unitCost: 1,
        cost: 1,
      },
    },
  },
  'scenario.shots.batch.generate': {
    summary: 'Generate new images or videos for these shots (shots already in progress keep their job, unpaid)',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/batch/generate'),
    gate: BATCH_GATE,
    input: ShotBatchGenerateInput,
    output: ShotJobBatch,
    example: {
      input: { ...bothShots, kind: 'image' },
      output: { jobs: [GENERATION_EXAMPLE.shotTicket], stoppedReason: null, skipped: 1 },
    },
  },
  'scenario.shots.batch.update': {
    summary: 'Set the shot type, duration, camera motion or style module of these shots',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/batch/update'),
    gate: BATCH_GATE,
    input: ShotBatchUpdateInput,
    output: ShotBatchChange,
    example: {
      input: { ...bothShots, set: { type: 'close', cameraMotion: 'zoom_in' } },
      output: {
        shotIds: bothShots.shotIds,
        shots: [
          { ...exampleShot, type: 'close', cameraMotion: 'zoom_in' },
          { ...exampleSecondShot, type: 'close', cameraMotion: 'zoom_in' },
        ],
        undo: exampleUndo,
      },
    },
  },
  'scenario.shots.batch.assets': {
    summary: 'Link an asset to these shots, or unlink it',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/batch/assets'),
    gate: BATCH_GATE,
    input: ShotBatchAssetInput,
    output: ShotBatchChange,
    example: {
      input: { ...bothShots, assetId: EXAMPLE_IDS.asset, action: 'link' },
      output: {
        shotIds: [EXAMPLE_IDS.secondShot],
        shots: [exampleShot, { ...exampleSecondShot, assetIds: [EXAMPLE_IDS.asset] }],
        undo: exampleUndo,
      },
    },
  },
  'scenario.shots.batch.delete': {
    summary: 'Delete these shots (undoable with the token answered)',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/batch/delete'),
    gate: BATCH_GATE,
    input: ShotBatchInput,
    output: ShotBatchChange,
    example: {
      input: { id: EXAMPLE_IDS.scenario, shotIds: [EXAMPLE_IDS.shot] },
      output: { shotIds: [EXAMPLE_IDS.shot], shots: [{ ...exampleSecondShot, sequence: 1 }], undo: exampleUndo },
    },
  },
  'scenario.shots.batch.undo': {
    summary: 'Take a batch change back: deleted shots return with their ids, takes and links',
    auth: 'required',
    http: post('/api/scenarios/:id/shots/batch/undo'),
    gate: BATCH_GATE,
    input: ShotBatchUndoInput,
    output: ShotBatchChange,
    example: {
      input: { id: EXAMPLE_IDS.scenario, undo: exampleUndo },
      output: { shotIds: [EXAMPLE_IDS.shot], shots: [exampleShot, exampleSecondShot], undo: exampleUndo },
    },
  },
});
