import type { SceneHeading } from '@sym/contracts';
import { arranged, type Arrangement } from './scene-arrangement.ts';

/** A stored scene in position order. */
export interface StoredScene extends SceneHeading {
  id: string;
}

/** A shot in sequence order with the scene it is stored in. */
export interface PlacedShot {
  id: string;
  sceneId: string | null;
}

/**
 * The arrangement the stored rows make, with every shot in a scene and each scene's shots consecutive, whatever
 * a plain shot change (insert, move, reorder, script apply) did to them. The shot order is kept; shots change
 * scene, by these rules in turn:
 * 0. a shot moved on its own (`moved`) joins the scene of the shot now before it (at the start: after it);
 * 1. a shot in no scene joins the scene of the shot before it (at the start: of the first placed shot after it);
 * 2. a shot that lies apart from the rest of its scene (no neighbour in it) joins the scene of the shot before it
 *    (at the start: of the shot after it): a shot moved into another scene's run goes with that run;
 * 3. what is still split: a shot of a scene that already ended joins the scene running there.
 * Scenes keep their order among themselves as their shots now come; empty scenes keep their places.
 */
export function keepScenesTogether(
  scenes: readonly StoredScene[],
  shots: readonly PlacedShot[],
  moved?: string,
): Arrangement {
  const order = shots.map((shot) => shot.id);
  if (scenes.length === 0) return arranged([], order);
  const known = new Set(scenes.map((scene) => scene.id));
  const owner = shots.map((shot) => (shot.sceneId && known.has(shot.sceneId) ? shot.sceneId : null));
  const at = moved === undefined ? -1 : order.indexOf(moved);
  if (at >= 0 && order.length > 1) owner[at] = (at > 0 ? owner[at - 1] : owner[at + 1]) ?? null;
  fillUnplaced(owner, scenes[0]!.id);
  joinNeighbours(owner);
  closeRuns(owner);
  const members = new Map(scenes.map((scene) => [scene.id, [] as string[]]));
  owner.forEach((sceneId, index) => members.get(sceneId!)!.push(order[index]!));
  const firstSeen = [...new Set(owner as string[])];
  let next = 0;
  const placed = scenes.map((scene) => (members.get(scene.id)!.length > 0 ? firstSeen[next++]! : scene.id));
  const byId = new Map(scenes.map((scene) => [scene.id, scene]));
  return arranged(
    placed.map((id) => {
      const { id: _id, ...heading } = byId.get(id)!;
      return { id, heading, shotIds: members.get(id)! };
    }),
    [],
  );
}

function fillUnplaced(owner: (string | null)[], fallback: string): void {
  const firstPlaced = owner.find((sceneId) => sceneId !== null) ?? fallback;
  owner.forEach((sceneId, index) => {
    if (sceneId === null) owner[index] = index === 0 ? firstPlaced : owner[index - 1]!;
  });
}

function joinNeighbours(owner: (string | null)[]): void {
  const counts = new Map<string, number>();
  owner.forEach((sceneId) => counts.set(sceneId!, (counts.get(sceneId!) ?? 0) + 1));
  owner.forEach((sceneId, index) => {
    const before = owner[index - 1];
    const after = owner[index + 1];
    if (counts.get(sceneId!)! < 2 || before === sceneId || after === sceneId) return;
    const joined = before ?? after;
    if (!joined) return;
    counts.set(sceneId!, counts.get(sceneId!)! - 1);
    counts.set(joined, (counts.get(joined) ?? 0) + 1);
    owner[index] = joined;
  });
}

function closeRuns(owner: (string | null)[]): void {
  const ended = new Set<string>();
  let running: string | null = null;
  owner.forEach((sceneId, index) => {
    if (sceneId === running) return;
    if (ended.has(sceneId!)) {
      owner[index] = running;
      return;
    }
    if (running) ended.add(running);
    running = sceneId;
  });
}
