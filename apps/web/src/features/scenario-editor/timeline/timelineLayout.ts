/** Width of the label column on the left of every lane, in pixels; lane content starts after it. */
export const LANE_LABEL_WIDTH = 224;
/** Shots track and audio lanes heights, in pixels. */
export const SHOT_LANE_HEIGHT = 72;
export const AUDIO_LANE_HEIGHT = 64;
/** Keyboard step of trims and offsets, in seconds (Shift: ten times more). */
export const KEY_STEP_SECONDS = 0.1;

/** The keyboard step of a key press: ±0.1 s, ±1 s with Shift, null for other keys. */
export function keyStep(key: string, shiftKey: boolean): number | null {
  const size = shiftKey ? KEY_STEP_SECONDS * 10 : KEY_STEP_SECONDS;
  if (key === 'ArrowRight' || key === 'ArrowUp') return size;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return -size;
  return null;
}
