import { parseSceneHeading, sceneScriptHeading, type BlockScene, type SceneHeading } from '@sym/contracts';
import { arranged, EMPTY_HEADING, headingOf, type ArrangedScene, type Arrangement } from './scene-arrangement.ts';
import type { StoredScene } from './scene-membership.ts';

/** A shot block of an applied script, in order: the shot it became and the heading above it. */
export interface AppliedBlock {
  shotId: string;
  scene: BlockScene | null;
}

interface Group {
  line: string;
  shotIds: string[];
}

/** Consecutive blocks under one heading line; blocks before the first heading go with it. */
function groupsOf(blocks: readonly AppliedBlock[]): Group[] {
  const groups: (Group & { index: number })[] = [];
  const leading: string[] = [];
  for (const block of blocks) {
    if (!block.scene) {
      (groups.at(-1)?.shotIds ?? leading).push(block.shotId);
      continue;
    }
    if (groups.at(-1)?.index !== block.scene.index)
      groups.push({ index: block.scene.index, line: block.scene.line, shotIds: [] });
    groups.at(-1)!.shotIds.push(block.shotId);
  }
  if (groups[0]) groups[0].shotIds.unshift(...leading);
  return groups;
}

const sameLine = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** A stored scene with the shots it held before the apply. */
export type SceneBefore = StoredScene & { shotIds: readonly string[] };

/**
 * The scenes an applied script makes of an episode that has stored scenes: one per heading line, over the shots
 * under it. A heading written as a stored scene's (sceneScriptHeading) keeps that scene as it is, with its notes
 * and location; a changed heading keeps the stored scene most of its shots were in, with the new heading; any
 * other heading makes a new scene. A stored scene the script no longer has is removed, except one that had no
 * shots (a script cannot show it): it stays after the scene it followed. Undefined when the script has no
 * headings (the shots then keep their scenes as plain shot changes do).
 */
export function planScriptScenes(
  stored: readonly SceneBefore[],
  blocks: readonly AppliedBlock[],
): Arrangement | undefined {
  const groups = groupsOf(blocks);
  if (groups.length === 0) return undefined;
  const lines = stored.map((scene, index) => sceneScriptHeading(scene, index + 1));
  const matched: (number | undefined)[] = groups.map(() => undefined);
  // Unchanged headings first, in order.
  let from = 0;
  groups.forEach((group, index) => {
    const at = lines.findIndex((line, position) => position >= from && sameLine(line, group.line));
    if (at >= 0) [matched[index], from] = [at, at + 1];
  });
  // A changed heading: the stored scene left that shares the most of its shots.
  const used = new Set(matched.filter((at) => at !== undefined));
  groups.forEach((group, index) => {
    if (matched[index] !== undefined) return;
    const shared = stored.map((scene, position) =>
      used.has(position) ? 0 : scene.shotIds.filter((id) => group.shotIds.includes(id)).length,
    );
    const best = shared.indexOf(Math.max(0, ...shared));
    if (shared[best]! === 0) return;
    matched[index] = best;
    used.add(best);
  });
  const scenes = groups.map((group, index): ArrangedScene => {
    const at = matched[index];
    const keep = at === undefined ? undefined : stored[at]!;
    const kept = keep ? headingOf(keep) : EMPTY_HEADING;
    const isSame = keep !== undefined && sameLine(lines[at!]!, group.line);
    const heading = isSame ? kept : { ...kept, ...(parseSceneHeading(group.line) ?? {}) };
    return { id: keep?.id ?? null, heading, shotIds: group.shotIds };
  });
  stored.forEach((scene, position) => {
    if (used.has(position) || scene.shotIds.length > 0) return;
    const after = scenes.findIndex((entry) => entry.id === stored[position - 1]?.id);
    scenes.splice(after + 1, 0, { id: scene.id, heading: headingOf(scene), shotIds: [] });
  });
  return arranged(scenes, []);
}

/** A scene as an undo token keeps it: its heading and its shots (the scene itself may be gone by the undo). */
export interface SavedScene extends SceneHeading {
  id: string;
  shotIds: string[];
}

/**
 * The arrangement saved before a change, over the shots there are now (`order`): saved scenes that still exist keep
 * their ids, gone ones come back as new scenes; shots made since go with the shot before them.
 */
export function restoreScenes(
  saved: readonly SavedScene[],
  order: readonly string[],
  existing: ReadonlySet<string>,
): Arrangement {
  if (saved.length === 0) return arranged([], order);
  const present = new Set(order);
  const scenes: ArrangedScene[] = saved.map(({ id, shotIds, ...heading }) => ({
    id: existing.has(id) ? id : null,
    heading: { ...EMPTY_HEADING, ...heading },
    shotIds: shotIds.filter((shotId) => present.has(shotId)),
  }));
  const placed = new Set(scenes.flatMap((scene) => scene.shotIds));
  order.forEach((shotId, index) => {
    if (placed.has(shotId)) return;
    const before = order
      .slice(0, index)
      .reverse()
      .find((id) => placed.has(id));
    const scene = scenes.find((entry) => before !== undefined && entry.shotIds.includes(before)) ?? scenes[0]!;
    scene.shotIds.splice(before === undefined ? 0 : scene.shotIds.indexOf(before) + 1, 0, shotId);
    placed.add(shotId);
  });
  return arranged(scenes, []);
}
