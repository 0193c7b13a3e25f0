import type { Scene, SceneArrangement, ScenesSetInput, Shot } from '@sym/contracts';

// The episode's scenes as the editor holds them: the stored scenes (their headings) and the shots (each with its
// scene id and place). Pure helpers shared by the edits, their undo and the live events.

/** The stored scenes in order, each with the shots now in it (from the shots' own scene ids, in shot order). */
export function currentArrangement(scenes: readonly Scene[], shots: readonly Shot[]): Omit<ScenesSetInput, 'id'> {
  const ordered = [...shots].sort((a, b) => a.sequence - b.sequence);
  if (scenes.length === 0) return { scenes: [], shotIds: ordered.map((shot) => shot.id) };
  return {
    scenes: scenes.map((scene) => ({
      ...(scene.id ? { sceneId: scene.id } : {}),
      interior: scene.interior,
      place: scene.place,
      timeOfDay: scene.timeOfDay,
      locationAssetId: scene.locationAssetId,
      notes: scene.notes,
      shotIds: ordered.filter((shot) => shot.sceneId === scene.id).map((shot) => shot.id),
    })),
  };
}

/**
 * An arrangement to write back (undo, redo) over what exists now: scenes that are gone are made again (no id),
 * shots that are gone are left out, and shots made since go with the shot before them (else the first scene).
 */
export function restorable(
  saved: Omit<ScenesSetInput, 'id'>,
  existingSceneIds: ReadonlySet<string>,
  shotIds: readonly string[],
): Omit<ScenesSetInput, 'id'> {
  if (saved.scenes.length === 0) {
    const kept = (saved.shotIds ?? []).filter((id) => shotIds.includes(id));
    return { scenes: [], shotIds: [...kept, ...shotIds.filter((id) => !kept.includes(id))] };
  }
  const present = new Set(shotIds);
  const scenes = saved.scenes.map(({ sceneId, ...scene }) => ({
    ...(sceneId && existingSceneIds.has(sceneId) ? { sceneId } : {}),
    ...scene,
    shotIds: scene.shotIds.filter((id) => present.has(id)),
  }));
  const placed = new Set(scenes.flatMap((scene) => scene.shotIds));
  shotIds.forEach((id, index) => {
    if (placed.has(id)) return;
    const before = shotIds
      .slice(0, index)
      .reverse()
      .find((other) => placed.has(other));
    const scene = scenes.find((entry) => before !== undefined && entry.shotIds.includes(before)) ?? scenes[0]!;
    scene.shotIds.splice(before === undefined ? 0 : scene.shotIds.indexOf(before) + 1, 0, id);
    placed.add(id);
  });
  return { scenes };
}

/** The shots with the places and scenes an arrangement gives them (shots it does not name are kept as they are). */
export function shotsInArrangement(shots: readonly Shot[], arrangement: SceneArrangement): Shot[] {
  const sceneOf = new Map<string, string | null>();
  arrangement.scenes.forEach((scene) => scene.shotIds.forEach((id) => sceneOf.set(id, scene.id)));
  const place = new Map(arrangement.shotIds.map((id, index) => [id, index + 1]));
  return shots
    .map((shot) => ({
      ...shot,
      sequence: place.get(shot.id) ?? shot.sequence,
      sceneId: arrangement.scenes.length === 0 ? null : (sceneOf.get(shot.id) ?? shot.sceneId ?? null),
    }))
    .sort((a, b) => a.sequence - b.sequence);
}
