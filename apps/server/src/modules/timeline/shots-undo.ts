import type { SceneArrangement } from '@sym/contracts';
import { arrangeShots, lockShots } from './script-apply-steps.ts';
import { scenesAfterUndo } from './script-apply-scenes.ts';
import type { ScriptRepositories } from './script-store.ts';
import type { ShotsUndo } from './shots-undo-token.ts';

/**
 * Inside a transaction: takes an applied script or a batch change back. Its new shots go, its deleted shots come
 * back with their ids, media, generations and links, changed fields and asset links are restored, and the shots
 * return to their old order (shots made since then follow). Answers the scenes when they changed.
 */
export async function takeBack(
  repositories: ScriptRepositories,
  scenarioId: string,
  undo: ShotsUndo,
): Promise<SceneArrangement | undefined> {
  await lockShots(repositories, scenarioId);
  for (const id of undo.added) {
    if (await repositories.shots.findInScenario(scenarioId, id)) await repositories.shots.delete(id);
  }
  await repositories.snapshots.restore(scenarioId, undo.deleted);
  for (const { id, ...before } of undo.updated) {
    if (await repositories.shots.findInScenario(scenarioId, id)) await repositories.shots.update(id, before);
  }
  if (undo.links) {
    await repositories.shots.removeAssetLinks(undo.links.linked);
    await repositories.shots.restoreAssetLinks(scenarioId, undo.links.unlinked);
  }
  const current = (await repositories.shots.listOrder(scenarioId)).map((row) => row.id);
  const existing = new Set(current);
  const previous = undo.order.filter((id) => existing.has(id));
  const kept = new Set(previous);
  await arrangeShots(repositories, [...previous, ...current.filter((id) => !kept.has(id))]);
  return scenesAfterUndo(repositories, scenarioId, undo.scenes);
}
