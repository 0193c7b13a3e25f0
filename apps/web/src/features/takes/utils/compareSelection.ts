import type { ShotVersion } from '@sym/contracts';

/** Two takes are compared side by side. */
export const COMPARE_SIZE = 2;

/**
 * Picks or unpicks a take for the comparison. Picking a third lets go of the one picked first, so the newest two
 * choices are compared (in the order they were picked: left, then right).
 */
export function toggleCompare(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  return [...selected, id].slice(-COMPARE_SIZE);
}

/** The two takes to show side by side, or null until two of the listed takes are picked. */
export function comparePair(
  selected: readonly string[],
  takes: readonly ShotVersion[],
): [ShotVersion, ShotVersion] | null {
  const picked = selected.flatMap((id) => takes.filter((take) => take.generationId === id));
  return picked.length === COMPARE_SIZE ? [picked[0]!, picked[1]!] : null;
}

/** Whether a take has something to look at (a finished take with its file). */
export const isViewable = (take: ShotVersion) => take.status === 'completed' && take.url !== null;

/** Newest first; takes made at the same instant by number, highest first. */
export function newestFirst(takes: readonly ShotVersion[]): ShotVersion[] {
  return [...takes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number - a.number);
}
