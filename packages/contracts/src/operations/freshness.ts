import { ConsistencyReport } from '../api/consistency.ts';
import { AssetFreshness, AssetFreshnessInput, ScenarioFreshness, UpToDateInput } from '../api/freshness.ts';
import { ShotJobBatch } from '../api/generation.ts';
import { ScenarioIdParams } from '../api/scenarios.ts';
import { ShotBatchQuote } from '../api/shot-batch.ts';
import { defineContracts, get, post } from './define.ts';
import { GENERATION_EXAMPLE } from './generation-examples.ts';
import { EXAMPLE_IDS } from './scenario-examples.ts';

const inScenario = { id: EXAMPLE_IDS.scenario };

/**
 * Stale marking: each shot's image and clip is current, stale (made from inputs that changed since) or missing,
 * worked out on every read; "bring up to date" generates only the stale and missing ones. The consistency check
 * reads the same inputs for where a character is described differently.
 */
export const freshnessContracts = defineContracts({
  'scenario.freshness': {
    summary: "Whether each shot's image and video is current, stale (and what changed) or missing",
    auth: 'required',
    http: get('/api/scenarios/:id/freshness'),
    input: ScenarioIdParams,
    output: ScenarioFreshness,
    example: {
      input: inScenario,
      output: {
        shots: [
          {
            shotId: EXAMPLE_IDS.shot,
            image: { state: 'stale', reasons: [{ part: 'look', name: 'Mara' }] },
            video: { state: 'missing', reasons: [] },
          },
          {
            shotId: EXAMPLE_IDS.secondShot,
            image: { state: 'current', reasons: [] },
            video: { state: 'missing', reasons: [] },
          },
        ],
        counts: { image: { current: 1, stale: 1, missing: 0 }, video: { current: 0, stale: 0, missing: 2 } },
      },
    },
  },
  'asset.freshness': {
    summary: 'The shots that use an asset, in every episode the caller may read, each current, stale or missing',
    auth: 'required',
    http: get('/api/assets/:id/freshness'),
    input: AssetFreshnessInput,
    output: AssetFreshness,
    example: {
      input: { id: EXAMPLE_IDS.asset },
      output: {
        shots: [
          {
            shotId: EXAMPLE_IDS.shot,
            position: 1,
            scenarioId: EXAMPLE_IDS.scenario,
            scenarioName: 'Pilot',
            projectId: EXAMPLE_IDS.project,
            projectName: 'Harbour Lights',
            image: { state: 'stale', reasons: [{ part: 'look', name: 'Mara' }] },
            video: { state: 'missing', reasons: [] },
          },
        ],
        counts: { image: { current: 0, stale: 1, missing: 0 }, video: { current: 0, stale: 0, missing: 1 } },
      },
    },
  },
  'scenario.upToDate.quote': {
    summary: 'What bringing the episode (or the shots named) up to date would start and cost',
    auth: 'required',
    http: post('/api/scenarios/:id/up-to-date/quote'),
    input: UpToDateInput,
    output: ShotBatchQuote,
    example: {
      input: { ...inScenario, kind: 'image' },
      output: { kind: 'image', toStart: [EXAMPLE_IDS.shot], inFlight: [], skipped: [], unitCost: 1, cost: 1 },
    },
  },
  'scenario.upToDate.generate': {
    summary: 'Generate new images or videos for the stale and missing shots only',
    auth: 'required',
    http: post('/api/scenarios/:id/up-to-date'),
    input: UpToDateInput,
    output: ShotJobBatch,
    example: {
      input: { ...inScenario, kind: 'image', shotIds: [EXAMPLE_IDS.shot] },
      output: { jobs: [GENERATION_EXAMPLE.shotTicket], stoppedReason: null, skipped: 0 },
    },
  },
  'scenario.consistency': {
    summary:
      'Where the episode describes a character differently: contradicting colours, changed looks, names not linked',
    auth: 'required',
    http: get('/api/scenarios/:id/consistency'),
    input: ScenarioIdParams,
    output: ConsistencyReport,
    example: {
      input: inScenario,
      output: {
        findings: [
          {
            kind: 'contradiction',
            assetId: EXAMPLE_IDS.asset,
            name: 'Mara',
            thing: 'scarf',
            values: [
              { value: 'red', shotIds: [EXAMPLE_IDS.shot], inLook: true },
              { value: 'blue', shotIds: [EXAMPLE_IDS.secondShot], inLook: false },
            ],
          },
          { kind: 'unlinked', assetId: EXAMPLE_IDS.asset, name: 'Mara', shotIds: [EXAMPLE_IDS.secondShot] },
        ],
      },
    },
  },
});
