import type { ShotBatchKind } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Stale marking: the states of the episode's shots, and bringing them up to date. */
export const freshnessApi = {
  get: (scenarioId: string) => call('scenario.freshness', { id: scenarioId }),
  quote: (scenarioId: string, kind: ShotBatchKind, shotIds?: readonly string[]) =>
    call('scenario.upToDate.quote', { id: scenarioId, kind, ...(shotIds ? { shotIds: [...shotIds] } : {}) }),
  generate: (scenarioId: string, kind: ShotBatchKind, shotIds?: readonly string[]) =>
    call('scenario.upToDate.generate', { id: scenarioId, kind, ...(shotIds ? { shotIds: [...shotIds] } : {}) }),
};
