import type { Scenario } from '@sym/contracts';
import type { ScenarioRow } from '../../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { presentShots } from '../shots/shot.presenter.ts';
import type { ScenarioStore } from './scenario-store.ts';
import { presentScenario } from './scenario.presenter.ts';

type ShotReader = Pick<ScenarioStore, 'shots'>;

/** An episode as the API presents it, with its shots. */
export async function readScenario(store: ShotReader, row: ScenarioRow): Promise<Scenario> {
  const shotRows = await store.shots.listByScenario(row.id);
  const assetIds = await store.shots.assetIdsOf(shotRows.map((shot) => shot.id));
  return presentScenario(row, presentShots(shotRows, assetIds));
}

/** Tells the project room that an episode's own fields changed (name, script…), with the episode as it now is. */
export async function publishScenarioUpdated(
  deps: { store: ShotReader; events: DomainEvents },
  actorId: string,
  row: ScenarioRow,
): Promise<Scenario> {
  const scenario = await readScenario(deps.store, row);
  deps.events.publish({ type: 'scenario.updated', projectId: row.projectId, actorId, data: scenario });
  return scenario;
}
