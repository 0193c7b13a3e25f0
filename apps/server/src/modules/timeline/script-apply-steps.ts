import {
  planScript,
  summarizePlan,
  type PlanBlock,
  type ScriptPlan,
  type Shot,
  type ShotTextChanges,
} from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { scenarioNotFound } from '../scenarios/scenario.policy.ts';
import { presentShots } from '../shots/shot.presenter.ts';
import type { ShotChanges } from '../shots/shot.repository.ts';
import { planShotOf } from './script-blocks.ts';
import type { ScriptRepositories } from './script-store.ts';

/** The columns a block's changes set on its shot; the dialogue lives in the metadata, beside other keys. */
export function columnsOf(row: ShotRow, changes: ShotTextChanges): ShotChanges {
  const { dialogue, ...rest } = changes;
  const columns: ShotChanges = { ...rest };
  if (dialogue !== undefined) {
    const { dialogue: _old, ...metadata } = row.metadata;
    columns.metadata = dialogue === null ? metadata : { ...metadata, dialogue };
  }
  return columns;
}

/** The columns of a shot a block adds. */
export const newShotColumns = (block: PlanBlock) => ({
  type: block.type,
  cameraMotion: block.cameraMotion,
  duration: block.duration,
  description: block.description,
  action: block.action,
  metadata: block.dialogue ? { dialogue: block.dialogue } : {},
});

/** The episode's shots and the plan of applying the blocks to them. */
export async function planOf(
  repositories: Pick<ScriptRepositories, 'shots' | 'snapshots'>,
  scenarioId: string,
  blocks: PlanBlock[],
) {
  const rows = await repositories.shots.listByScenario(scenarioId);
  const media = await repositories.snapshots.mediaCounts(rows);
  const shots = rows.map((row) => planShotOf(row, media.get(row.id)));
  const plan: ScriptPlan = planScript(shots, blocks);
  return { rows, plan, summary: summarizePlan(shots, plan) };
}

/** The episode's shots as the client sees them, first to last. */
export async function presentScenarioShots(
  repositories: Pick<ScriptRepositories, 'shots' | 'generations'>,
  scenarioId: string,
): Promise<Shot[]> {
  const rows = await repositories.shots.listByScenario(scenarioId);
  const [assetIds, thumbs] = await Promise.all([
    repositories.shots.assetIdsOf(rows.map((row) => row.id)),
    repositories.generations.imageThumbsOf(rows),
  ]);
  return presentShots(rows, assetIds, thumbs);
}

/** Inside a transaction: gives the shots these sequences 1..n, in this order. */
export async function arrangeShots(repositories: Pick<ScriptRepositories, 'shots'>, order: readonly string[]) {
  await repositories.shots.applySequences(order.map((id, index) => ({ id, sequence: index + 1 })));
}

/** Inside a transaction: serialises shot changes of the episode; 404 when it went. */
export async function lockShots(repositories: Pick<ScriptRepositories, 'scenarios'>, scenarioId: string) {
  if (!(await repositories.scenarios.lockForShotChanges(scenarioId))) throw scenarioNotFound();
}
