import { scriptBlockScenes, type SceneArrangement } from '@sym/contracts';
import type { ScenarioRepositories } from '../scenarios/scenario-store.ts';
import {
  keepScenesInOrder,
  presentArrangement,
  readArrangement,
  storedScene,
  writeArrangement,
  type StoredArrangement,
} from '../scenes/scene-steps.ts';
import { planScriptScenes, restoreScenes, type SavedScene } from '../scenes/script-scenes.ts';

// An episode's stored scenes through a script apply and its undo (inside the apply's transaction).

type Repositories = Pick<ScenarioRepositories, 'scenes'>;

/** The stored scenes as an undo token keeps them. */
export function savedScenes(stored: StoredArrangement): SavedScene[] {
  return stored.arrangement.scenes.map((scene) => {
    const row = stored.rows.find((entry) => entry.id === scene.id)!;
    const { id, ...heading } = storedScene(row);
    return { id, ...heading, shotIds: scene.shotIds };
  });
}

/**
 * After an apply wrote the shots in `order` (one per shot block of `script`): an episode with stored scenes gets
 * the scenes the script's headings make (planScriptScenes); otherwise, or when the blocks cannot be told apart,
 * the shots keep their scenes as plain shot changes do. Answers the arrangement when scenes changed.
 */
export async function scenesAfterApply(
  repositories: Repositories,
  scenarioId: string,
  before: StoredArrangement,
  script: string,
  order: readonly string[],
): Promise<SceneArrangement | undefined> {
  const headings = scriptBlockScenes(script);
  const plan =
    before.rows.length > 0 && headings.length === order.length
      ? planScriptScenes(
          before.arrangement.scenes.map((scene) => ({
            ...storedScene(before.rows.find((row) => row.id === scene.id)!),
            shotIds: scene.shotIds,
          })),
          order.map((shotId, index) => ({ shotId, scene: headings[index]! })),
        )
      : undefined;
  if (!plan) return keepScenesInOrder(repositories, scenarioId);
  const stored = await readArrangement(repositories, scenarioId);
  return presentArrangement(await writeArrangement(repositories, scenarioId, stored, plan));
}

/** After an undo put the shots back: the scenes saved in its token come back over them. */
export async function scenesAfterUndo(
  repositories: Repositories,
  scenarioId: string,
  saved: readonly SavedScene[] | undefined,
): Promise<SceneArrangement | undefined> {
  if (!saved) return keepScenesInOrder(repositories, scenarioId);
  const stored = await readArrangement(repositories, scenarioId);
  const target = restoreScenes(saved, stored.arrangement.shotIds, new Set(stored.rows.map((row) => row.id)));
  return presentArrangement(await writeArrangement(repositories, scenarioId, stored, target));
}
