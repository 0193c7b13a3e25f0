import type { ShotBatchFields, ShotBatchKind } from '@sym/contracts';
import { call } from '../../../../lib/transport';

/** Batch operations on the storyboard's selected shots (professional): one request for the whole selection. */
export const shotBatchApi = {
  quote: (scenarioId: string, shotIds: readonly string[], kind: ShotBatchKind) =>
    call('scenario.shots.batch.quote', { id: scenarioId, shotIds: [...shotIds], kind }),
  generate: (scenarioId: string, shotIds: readonly string[], kind: ShotBatchKind) =>
    call('scenario.shots.batch.generate', { id: scenarioId, shotIds: [...shotIds], kind }),
  update: (scenarioId: string, shotIds: readonly string[], set: ShotBatchFields) =>
    call('scenario.shots.batch.update', { id: scenarioId, shotIds: [...shotIds], set }),
  assets: (scenarioId: string, shotIds: readonly string[], assetId: string, action: 'link' | 'unlink') =>
    call('scenario.shots.batch.assets', { id: scenarioId, shotIds: [...shotIds], assetId, action }),
  delete: (scenarioId: string, shotIds: readonly string[]) =>
    call('scenario.shots.batch.delete', { id: scenarioId, shotIds: [...shotIds] }),
  undo: (scenarioId: string, undo: string) => call('scenario.shots.batch.undo', { id: scenarioId, undo }),
};
