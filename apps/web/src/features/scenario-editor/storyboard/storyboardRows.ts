import type { Scene, Shot } from '@sym/contracts';

/** A row of the storyboard grid: a scene's heading, or up to `columns` cards (shots[start..start+count)). */
export type StoryboardRow =
  | { kind: 'scene'; key: string; scene: Scene; number: number; shotIndexes: number[] }
  | { kind: 'cards'; key: string; start: number; count: number };

/**
 * The grid's rows. Without scenes: the shots in rows of `columns`. With scenes: each scene's heading, then its
 * shots (those whose sceneId names it, consecutive in shot order) in rows of their own; a scene without shots is
 * its heading alone, after the scene before it. Shots in a scene the list does not know yet follow the last row.
 */
export function storyboardRows(shots: readonly Shot[], columns: number, scenes: readonly Scene[]): StoryboardRow[] {
  const rows: StoryboardRow[] = [];
  const cards = (start: number, end: number) => {
    for (let at = start; at < end; at += columns)
      rows.push({ kind: 'cards', key: `cards-${shots[at]!.id}`, start: at, count: Math.min(columns, end - at) });
  };
  if (scenes.length === 0) {
    cards(0, shots.length);
    return rows;
  }
  const runs = new Map<string, { start: number; end: number }>();
  shots.forEach((shot, index) => {
    const run = shot.sceneId ? runs.get(shot.sceneId) : undefined;
    if (run && run.end === index) run.end = index + 1;
    else if (shot.sceneId && !run) runs.set(shot.sceneId, { start: index, end: index + 1 });
  });
  let covered = 0;
  scenes.forEach((scene, position) => {
    const run = scene.id ? runs.get(scene.id) : undefined;
    const shotIndexes = run ? range(run.start, run.end) : [];
    rows.push({ kind: 'scene', key: `scene-${scene.id ?? position}`, scene, number: position + 1, shotIndexes });
    if (!run || run.start < covered) return;
    cards(run.start, run.end);
    covered = run.end;
  });
  if (covered < shots.length) cards(covered, shots.length);
  return rows;
}

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, index) => start + index);
