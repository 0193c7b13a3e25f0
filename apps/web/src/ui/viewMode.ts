/** How a collection is laid out: cards in a grid, or one row per item. */
export type ViewMode = 'grid' | 'list';

export const VIEW_MODES: readonly ViewMode[] = ['grid', 'list'];

/** Clamps a card width to the slider range, on its step (for values restored from storage). */
export function clampCardSize(size: number, range: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(size)) return range.min;
  const stepped = range.min + Math.round((size - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped));
}
